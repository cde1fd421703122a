// The Python side of check judges, kept as a string so the bundled action
// (one file) carries it. It reads {"checks": [...], "outputs": {...}} as JSON
// on stdin and writes one marked JSON line per event on stdout.

export const CHECK_LINE_MARKER = '@@fullsend-check@@ ';

export const PYTHON_CHECK_RUNNER = String.raw`
import contextlib
import copy
import json
import math
import sys
import textwrap
import traceback

MARKER = "@@fullsend-check@@ "


def emit(out, obj):
    out.write(MARKER + json.dumps(obj, default=str) + "\n")
    out.flush()


def describe(exc, filename):
    last = traceback.format_exception_only(type(exc), exc)[-1].strip()
    line = None
    if isinstance(exc, SyntaxError) and exc.filename == filename and exc.lineno:
        line = exc.lineno - 1
    tb = exc.__traceback__
    while tb is not None:
        if tb.tb_frame.f_code.co_filename == filename:
            line = tb.tb_lineno - 1
        tb = tb.tb_next
    return last + (" (check line %d)" % line if line else "")


def convert_value(value):
    if type(value).__name__ in ("bool", "bool_"):
        return {"value": bool(value)}
    if isinstance(value, (int, float)) or type(value).__name__.startswith(("int", "float")):
        try:
            number = float(value)
        except Exception:
            number = None
        if number is None or math.isnan(number) or math.isinf(number):
            return {"error": "check returned a non-finite number: %r" % (value,)}
        return {"value": number}
    if value is None:
        return {"error": "check returned None: return a bool or a number, optionally as (value, rationale)"}
    return {"error": "check returned a %s (%r): return a bool or a number, optionally as (value, rationale)" % (type(value).__name__, value)}


def convert(result):
    rationale = ""
    value = result
    if isinstance(result, (tuple, list)) and len(result) == 2 and (result[1] is None or isinstance(result[1], str)):
        value, rationale = result[0], result[1] or ""
    elif not isinstance(result, (bool, int, float, str, tuple, list, dict)) and result is not None and hasattr(result, "value"):
        value = getattr(result, "value")
        rationale = getattr(result, "rationale", "") or ""
    record = convert_value(value)
    record["rationale"] = str(rationale)
    return record


def main():
    real_stdout = sys.stdout
    data = json.load(sys.stdin)
    outputs = data.get("outputs") or {}
    for check in data.get("checks") or []:
        name = check["name"]
        filename = "<check:%s>" % name
        emit(real_stdout, {"event": "start", "name": name})
        try:
            wrapped = "def _check(outputs, arguments):\n" + textwrap.indent(check.get("source") or "", "    ")
            code = compile(wrapped, filename, "exec")
            namespace = {"__builtins__": __builtins__}
            with contextlib.redirect_stdout(sys.stderr):
                exec(code, namespace)
                result = namespace["_check"](copy.deepcopy(outputs), check.get("arguments") or {})
            record = convert(result)
        except BaseException as exc:
            record = {"error": describe(exc, filename)}
        record["event"] = "result"
        record["name"] = name
        emit(real_stdout, record)
    emit(real_stdout, {"event": "done"})


main()
`;
