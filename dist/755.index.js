export const id = 755;
export const ids = [755];
export const modules = {

/***/ 5755:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  L: () => (/* binding */ assembleResults),
  c: () => (/* binding */ runEngine)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./node_modules/p-limit/index.js + 1 modules
var p_limit = __webpack_require__(70370);
;// CONCATENATED MODULE: ./src/scoring/gates.ts
const EPS = 1e-9;
function statsFor(name, runs) {
    const results = runs.flatMap((r) => r.filter((j) => j.name === name));
    const ok = results.filter((j) => j.error === null && j.value !== null);
    const n = results.length;
    const errors = n - ok.length;
    return { results, ok, n, errors, errorRate: n ? errors / n : 0 };
}
function rawValue(j) {
    return typeof j.value === 'boolean' ? (j.value ? 1 : 0) : j.value;
}
function mean(xs) {
    return xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : null;
}
function gateResult(skill, judge, kind, threshold, value, pass, s, pos) {
    const g = { skill, judge, kind, threshold, value, pass, n: s.n, errors: s.errors };
    if (pos?.file)
        g.file = pos.file;
    if (pos?.line)
        g.line = pos.line;
    return g;
}
function evaluateOne(skill, gate, s, errorsAllowed) {
    const t = gate.threshold;
    const at = (value, pass) => gateResult(skill, gate.judge, gate.kind, t, value, s.n > 0 && pass, s, gate.pos);
    switch (gate.kind) {
        case 'max_error_rate':
            return at(s.n ? s.errorRate : null, s.errorRate <= t + EPS);
        case 'min_mean': {
            const value = mean(s.ok.map(rawValue));
            return at(value, errorsAllowed && value !== null && value >= t - EPS);
        }
        case 'min_pass_rate': {
            // Allowed errors leave the denominator; otherwise an errored run is a run that did not pass.
            const pool = errorsAllowed ? s.ok : s.results;
            const value = pool.length ? pool.filter((j) => j.error === null && j.pass).length / pool.length : null;
            return at(value, value !== null && value >= t - EPS);
        }
        case 'min_score': {
            const scores = s.ok.map((j) => j.score).filter((x) => typeof x === 'number');
            const value = scores.length ? Math.min(...scores) : null;
            return at(value, errorsAllowed && value !== null && value >= t - EPS);
        }
        default:
            return at(null, false);
    }
}
/**
 * Every gate of a suite. `runs` holds the judge results of each case run.
 * A judge that appears in a gate and errored with no `max_error_rate` allowing
 * it gets an extra failing `max_error_rate` gate (threshold 0), so the errors
 * are visible as their own row. A gate with no results fails.
 */
function evaluateGates(suite, runs) {
    const out = [];
    const judgeCfg = new Map(suite.judges.map((j) => [j.name, j]));
    const gated = [...new Set(suite.gates.map((g) => g.judge))];
    const stats = new Map(gated.map((name) => [name, statsFor(name, runs)]));
    const maxErrorRate = new Map();
    for (const g of suite.gates)
        if (g.kind === 'max_error_rate')
            maxErrorRate.set(g.judge, Math.min(maxErrorRate.get(g.judge) ?? Infinity, g.threshold));
    for (const gate of suite.gates) {
        const s = stats.get(gate.judge);
        const allowed = s.errorRate <= (maxErrorRate.get(gate.judge) ?? 0) + EPS;
        out.push(evaluateOne(suite.skill, gate, s, allowed));
    }
    for (const name of gated) {
        const s = stats.get(name);
        if (maxErrorRate.has(name) || s.errors === 0)
            continue;
        const pos = judgeCfg.get(name)?.pos ?? suite.gates.find((g) => g.judge === name)?.pos;
        out.push(gateResult(suite.skill, name, 'max_error_rate', 0, s.errorRate, false, s, pos));
    }
    for (const j of suite.judges.filter((x) => x.required)) {
        const s = stats.get(j.name) ?? statsFor(j.name, runs);
        const passes = s.results.filter((r) => r.error === null && r.pass).length;
        const value = s.n ? passes / s.n : null;
        out.push(gateResult(suite.skill, j.name, 'required', 1, value, s.n > 0 && passes === s.n, s, j.pos));
    }
    return out;
}
/** Whether every gate passed. */
function gatesPassed(gates) {
    return gates.every((g) => g.pass);
}

// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
var external_node_os_default = /*#__PURE__*/__webpack_require__.n(external_node_os_);
// EXTERNAL MODULE: ./src/model/threshold-taxonomy.ts
var threshold_taxonomy = __webpack_require__(44872);
;// CONCATENATED MODULE: ./src/runner/env-expansion.ts
// `$VAR` expansion for execution.env / runner.env values.
//
//   $VAR, ${VAR}     the variable's value; an unset variable is an error
//                    naming it and the YAML key, never an empty string
//   ${VAR:-default}  default when VAR is unset or empty
//   ${VAR-default}   default when VAR is unset (`${VAR-}` marks an optional
//                    variable that may be absent)
//   $$               a literal `$`
// Defaults are literal text. A `$` not followed by a name, `{` or `$` is kept.
class EnvExpansionError extends Error {
    variable;
    key;
    name = 'EnvExpansionError';
    constructor(message, variable, key) {
        super(message);
        this.variable = variable;
        this.key = key;
    }
}
const NAME = /^[A-Za-z_][A-Za-z0-9_]*/;
function expandValue(value, hostEnv, where) {
    let out = '';
    let i = 0;
    while (i < value.length) {
        const c = value[i];
        if (c !== '$') {
            out += c;
            i++;
            continue;
        }
        const next = value[i + 1];
        if (next === '$') {
            out += '$';
            i += 2;
            continue;
        }
        if (next === '{') {
            const close = value.indexOf('}', i + 2);
            if (close === -1) {
                throw new EnvExpansionError(`${where.file}: ${where.key}: unterminated "\${" in "${value}"`, '', where.key);
            }
            const body = value.slice(i + 2, close);
            const m = NAME.exec(body);
            if (!m)
                throw new EnvExpansionError(`${where.file}: ${where.key}: bad variable reference "\${${body}}"`, body, where.key);
            const name = m[0];
            const rest = body.slice(name.length);
            const v = hostEnv[name];
            if (rest === '')
                out += required(name, v, where);
            else if (rest.startsWith(':-'))
                out += v === undefined || v === '' ? rest.slice(2) : v;
            else if (rest.startsWith('-'))
                out += v === undefined ? rest.slice(1) : v;
            else {
                throw new EnvExpansionError(`${where.file}: ${where.key}: unsupported form "\${${body}}": use \${${name}}, \${${name}:-default} or \${${name}-}`, name, where.key);
            }
            i = close + 1;
            continue;
        }
        const m = NAME.exec(value.slice(i + 1));
        if (!m) {
            out += '$';
            i++;
            continue;
        }
        out += required(m[0], hostEnv[m[0]], where);
        i += 1 + m[0].length;
    }
    return out;
}
function required(name, v, where) {
    if (v === undefined) {
        throw new EnvExpansionError(`${where.file}: ${where.key}: environment variable ${name} is not set; set it, or write \${${name}:-default} ` +
            `or \${${name}-} if it is optional`, name, where.key);
    }
    return v;
}
function expandEnv(map, hostEnv, ctx) {
    const out = {};
    for (const [k, v] of Object.entries(map)) {
        out[k] = expandValue(String(v), hostEnv, { file: ctx.file, key: `${ctx.keyPath}.${k}` });
    }
    return out;
}

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __webpack_require__(57075);
;// CONCATENATED MODULE: ./src/runner/cleanup-registry.ts
// Leftover agents (process groups, containers) must not outlive us when we
// are stopped with SIGTERM/SIGINT. Each live sandbox registers a synchronous
// cleanup; the signal handler runs them all, then re-raises the signal if no
// one else handles it, so the default exit behaviour is kept. signal-exit
// (used by execa) only re-raises when it is alone, so its listeners are not
// counted as someone else's handling.
const cleanups = new Set();
let installed = false;
let terminating = null;
const SIGNAL_EXIT = Symbol.for('signal-exit emitter');
/** The signal we are being stopped by, once one arrived. */
function terminatingSignal() {
    return terminating;
}
function otherListeners(sig) {
    const v4 = globalThis[SIGNAL_EXIT];
    const v3 = process.__signal_exit_emitter__;
    const signalExit = (typeof v4?.count === 'number' ? v4.count : 0) + (typeof v3?.count === 'number' ? v3.count : 0);
    return process.listenerCount(sig) - 1 - signalExit;
}
function runAll() {
    for (const fn of [...cleanups]) {
        try {
            fn();
        }
        catch {
            // Best effort: one failed cleanup must not stop the others.
        }
    }
    cleanups.clear();
}
function onSignal(sig) {
    terminating = sig;
    runAll();
    if (otherListeners(sig) <= 0) {
        process.removeListener(sig, onSignal);
        process.kill(process.pid, sig);
    }
}
/** Registers a synchronous cleanup; returns the function that unregisters it. */
function registerCleanup(fn) {
    if (!installed) {
        installed = true;
        process.on('SIGTERM', onSignal);
        process.on('SIGINT', onSignal);
        process.on('exit', runAll);
    }
    cleanups.add(fn);
    return () => {
        cleanups.delete(fn);
    };
}

;// CONCATENATED MODULE: ./src/runner/process-group.ts
// A child process in its own process group, so it and everything it starts
// can be signalled together with kill(-pgid).





/** The variables taken from our own environment; everything else must be given explicitly. */
const HOST_ENV_KEYS = ['PATH', 'HOME', 'LANG', 'TMPDIR'];
function childEnv(env, hostEnv = process.env) {
    const out = {};
    for (const k of HOST_ENV_KEYS) {
        const v = hostEnv[k];
        if (v !== undefined)
            out[k] = v;
    }
    return { ...out, ...env };
}
/** Finds a program on PATH the way execvp would; a name with a slash is taken relative to cwd. */
function resolveProgram(name, pathVar, cwd) {
    const usable = (p) => {
        try {
            if (!(0,external_node_fs_.statSync)(p).isFile())
                return false;
            (0,external_node_fs_.accessSync)(p, external_node_fs_.constants.X_OK);
            return true;
        }
        catch {
            return false;
        }
    };
    if (name.includes('/')) {
        const p = (0,external_node_path_.isAbsolute)(name) ? name : (0,external_node_path_.resolve)(cwd, name);
        return usable(p) ? p : null;
    }
    for (const dir of (pathVar ?? '').split(external_node_path_.delimiter)) {
        if (!dir)
            continue;
        const p = (0,external_node_path_.join)((0,external_node_path_.isAbsolute)(dir) ? dir : (0,external_node_path_.resolve)(cwd, dir), name);
        if (usable(p))
            return p;
    }
    return null;
}
/**
 * True while a live (non-zombie) process is in the group. Killed members that
 * were reparented to init stay zombies until init reaps them; they hold
 * nothing, so on Linux /proc is read to leave them out.
 */
function groupAlive(pgid) {
    try {
        process.kill(-pgid, 0);
    }
    catch (e) {
        return e.code === 'EPERM';
    }
    let entries;
    try {
        entries = (0,external_node_fs_.readdirSync)('/proc');
    }
    catch {
        return true;
    }
    for (const e of entries) {
        if (e.charCodeAt(0) < 48 || e.charCodeAt(0) > 57)
            continue;
        let stat;
        try {
            stat = (0,external_node_fs_.readFileSync)(`/proc/${e}/stat`, 'utf8');
        }
        catch {
            continue;
        }
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        if (Number(fields[2]) === pgid && fields[0] !== 'Z' && fields[0] !== 'X')
            return true;
    }
    return false;
}
/** Waits until no process of the group is left (killed members may take a moment to be reaped). */
async function waitGroupGone(pid, timeoutMs) {
    if (!pid)
        return true;
    const until = Date.now() + timeoutMs;
    while (groupAlive(pid)) {
        if (Date.now() >= until)
            return false;
        await new Promise((r) => setTimeout(r, 10));
    }
    return true;
}
function killGroup(pid, sig) {
    if (!pid)
        return;
    try {
        process.kill(-pid, sig);
    }
    catch {
        // ESRCH: the group is already gone.
    }
}
function spawnGroup(argv, opts) {
    const program = resolveProgram(argv[0], opts.env.PATH, opts.cwd);
    if (!program) {
        const err = `program "${argv[0]}" not found${argv[0].includes('/') ? '' : ` on PATH (${opts.env.PATH ?? ''})`} or not executable`;
        return {
            pid: undefined,
            stdout: external_node_stream_.Readable.from([]),
            stderr: external_node_stream_.Readable.from([]),
            done: Promise.resolve({ exitCode: null, signal: null, error: err }),
            hasExited: () => true,
            stop: async () => { },
        };
    }
    const child = (0,external_node_child_process_.spawn)(program, argv.slice(1), {
        cwd: opts.cwd,
        env: opts.env,
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
        argv0: argv[0],
    });
    const pid = child.pid;
    const unregister = registerCleanup(() => killGroup(pid, 'SIGKILL'));
    let exited = false;
    const exitedP = new Promise((res) => {
        child.once('error', (e) => {
            exited = true;
            res({ exitCode: null, signal: null, error: `cannot start ${program}: ${e.message}` });
        });
        child.once('exit', (code, signal) => {
            exited = true;
            res({ exitCode: code, signal });
        });
    });
    const streamsClosed = Promise.all([child.stdout, child.stderr].map((s) => new Promise((res) => {
        if (s.destroyed || s.readableEnded)
            res();
        else
            s.once('close', () => res());
    })));
    const done = exitedP.then(async (info) => {
        // Whatever the agent left running in its group goes with it.
        killGroup(pid, 'SIGKILL');
        await waitGroupGone(pid, 3000);
        let timer;
        await Promise.race([streamsClosed, new Promise((r) => (timer = setTimeout(r, 5000)))]);
        clearTimeout(timer);
        unregister();
        return info;
    });
    return {
        pid,
        stdout: child.stdout,
        stderr: child.stderr,
        done,
        hasExited: () => exited,
        async stop(graceMs) {
            if (exited)
                return;
            killGroup(pid, 'SIGTERM');
            let timer;
            await Promise.race([exitedP, new Promise((r) => (timer = setTimeout(r, graceMs)))]);
            clearTimeout(timer);
            if (!exited)
                killGroup(pid, 'SIGKILL');
            await exitedP;
        },
    };
}

;// CONCATENATED MODULE: ./src/runner/hooks.ts
// eval.yaml hooks (before_each / after_each): a command string run by
// /bin/sh -c, as agent-eval-harness runs them, in its own process group so a
// timeout stops everything it started.

async function runHook(req) {
    const started = Date.now();
    const cap = req.outputCapBytes ?? 1024 * 1024;
    const p = spawnGroup(['/bin/sh', '-c', req.command], { cwd: req.cwd, env: childEnv(req.env) });
    const kept = [];
    let keptLen = 0;
    let partial = '';
    const onData = (d) => {
        if (keptLen < cap) {
            const part = d.subarray(0, cap - keptLen);
            kept.push(part);
            keptLen += part.length;
        }
        const text = partial + d.toString('utf8');
        const lines = text.split('\n');
        partial = lines.pop() ?? '';
        for (const l of lines)
            req.log(`hook: ${l}`);
    };
    p.stdout.on('data', onData);
    p.stderr.on('data', onData);
    let timedOut = false;
    const timer = setTimeout(() => {
        timedOut = true;
        req.log(`hook: timed out after ${req.timeoutMs} ms: ${req.command}`);
        void p.stop(req.killGraceMs ?? 5000);
    }, req.timeoutMs);
    const info = await p.done;
    clearTimeout(timer);
    if (partial)
        req.log(`hook: ${partial}`);
    return {
        exitCode: info.exitCode,
        timedOut,
        output: Buffer.concat(kept).toString('utf8'),
        durationMs: Date.now() - started,
        ...(info.error ? { error: info.error } : {}),
    };
}

// EXTERNAL MODULE: ./src/metrics/metrics-util.ts
var metrics_util = __webpack_require__(80869);
;// CONCATENATED MODULE: ./src/metrics/agent-metrics.ts
// A metrics.json the agent wrote itself (fullsend nests it under
// OUTPUT_DIR/<agent>/<run-id>/) and the sum of metrics over retries.



const AGENT_METRICS_FILE = 'metrics.json';
const MAX_DEPTH = 5;
/**
 * The agent's metrics.json under dir, searched breadth-first to depth 5
 * (dir itself is depth 0). The shallowest wins; among equals the newest.
 */
async function findAgentMetricsFile(dir) {
    let level = [dir];
    for (let depth = 0; depth <= MAX_DEPTH && level.length > 0; depth++) {
        const found = [];
        const next = [];
        for (const d of level) {
            const entries = await (0,promises_.readdir)(d, { withFileTypes: true }).catch(() => []);
            for (const e of entries) {
                const p = (0,external_node_path_.join)(d, e.name);
                if (e.isDirectory())
                    next.push(p);
                else if (e.isFile() && e.name === AGENT_METRICS_FILE) {
                    const st = await (0,promises_.stat)(p).catch(() => null);
                    if (st)
                        found.push({ path: p, mtimeMs: st.mtimeMs });
                }
            }
        }
        if (found.length > 0)
            return found.sort((a, b) => b.mtimeMs - a.mtimeMs)[0];
        level = next.sort();
    }
    return null;
}
const STATUSES = ['success', 'error', 'error_max_turns', 'error_max_budget_usd', 'timeout', 'killed', 'unknown'];
/** Reads fullsend's fields (num_turns, total_cost_usd, token_usage, iterations, tool_calls, model) and keeps any extra ones. */
function normalizeAgentMetrics(json, relPath) {
    if (!json || typeof json !== 'object' || Array.isArray(json)) {
        throw new Error(`${relPath}: the agent's metrics.json is not a JSON object`);
    }
    const j = json;
    const m = (0,metrics_util/* emptyMetrics */.Vt)(`agent:${relPath}`);
    const tu = j.token_usage && typeof j.token_usage === 'object' ? j.token_usage : {};
    m.token_usage = {
        input: (0,metrics_util/* num */.bu)(tu.input ?? tu.input_tokens),
        output: (0,metrics_util/* num */.bu)(tu.output ?? tu.output_tokens),
        reasoning: (0,metrics_util/* num */.bu)(tu.reasoning ?? tu.reasoning_tokens),
        cache_creation: (0,metrics_util/* num */.bu)(tu.cache_creation ?? tu.cache_creation_input_tokens),
        cache_read: (0,metrics_util/* num */.bu)(tu.cache_read ?? tu.cache_read_input_tokens),
    };
    m.num_turns = (0,metrics_util/* num */.bu)(j.num_turns);
    m.total_cost_usd = (0,metrics_util/* num */.bu)(j.total_cost_usd);
    m.iterations = typeof j.iterations === 'number' && j.iterations > 0 ? j.iterations : 1;
    m.tool_calls = Array.isArray(j.tool_calls) ? j.tool_calls.length : (0,metrics_util/* num */.bu)(j.tool_calls);
    m.model = typeof j.model === 'string' ? j.model : null;
    if (j.models && typeof j.models === 'object') {
        for (const [name, v] of Object.entries(j.models))
            (0,metrics_util/* addModelUsage */.ET)(m.models, name, v ?? {});
    }
    else if (m.model) {
        (0,metrics_util/* addModelUsage */.ET)(m.models, m.model, { ...m.token_usage, cost_usd: m.total_cost_usd });
    }
    m.status = STATUSES.includes(j.status) ? j.status : 'unknown';
    m.estimated = j.estimated === true;
    m.duration_ms = (0,metrics_util/* num */.bu)(j.duration_ms);
    m.cost_source = 'agent';
    if (j.tool_calls_by_name && typeof j.tool_calls_by_name === 'object')
        m.tool_calls_by_name = { ...j.tool_calls_by_name };
    for (const [k, v] of Object.entries(j)) {
        if (!(k in m))
            m[k] = v;
    }
    return m;
}
/** Sums metrics over the attempts of one case run. */
function sumMetrics(list) {
    if (list.length === 0)
        return (0,metrics_util/* emptyMetrics */.Vt)('none');
    if (list.length === 1)
        return { ...list[0] };
    const out = (0,metrics_util/* emptyMetrics */.Vt)('');
    out.iterations = 0;
    const models = {};
    const byName = {};
    const sources = [];
    const costSources = new Set();
    const warnings = [];
    for (const m of list) {
        out.num_turns += m.num_turns;
        out.total_cost_usd += m.total_cost_usd;
        for (const k of Object.keys(out.token_usage))
            out.token_usage[k] += (0,metrics_util/* num */.bu)(m.token_usage?.[k]);
        out.iterations += m.iterations || 1;
        out.tool_calls += m.tool_calls;
        out.duration_ms += m.duration_ms;
        out.estimated ||= m.estimated;
        out.skipped_lines = (out.skipped_lines ?? 0) + (m.skipped_lines ?? 0);
        out.api_retries = (out.api_retries ?? 0) + (m.api_retries ?? 0);
        for (const [name, u] of Object.entries(m.models ?? {}))
            (0,metrics_util/* addModelUsage */.ET)(models, name, u);
        for (const [name, n] of Object.entries(m.tool_calls_by_name ?? {}))
            byName[name] = (byName[name] ?? 0) + n;
        if (!sources.includes(m.source))
            sources.push(m.source);
        costSources.add(m.cost_source);
        if (Array.isArray(m.warnings))
            warnings.push(...m.warnings);
    }
    const last = list[list.length - 1];
    out.total_cost_usd = (0,metrics_util/* roundUsd */.tE)(out.total_cost_usd);
    out.models = models;
    out.tool_calls_by_name = byName;
    out.model = last.model ?? list.find((m) => m.model)?.model ?? (0,metrics_util/* primaryModel */.gE)(models);
    out.status = last.status;
    out.source = sources.join(',');
    out.cost_source = costSources.size === 1 ? last.cost_source : out.estimated ? 'estimated' : last.cost_source;
    if (warnings.length)
        out.warnings = [...new Set(warnings)];
    return out;
}

// EXTERNAL MODULE: ./src/metrics/parse-transcript.ts + 7 modules
var parse_transcript = __webpack_require__(83364);
;// CONCATENATED MODULE: ./src/runner/capped-file.ts
// A file written from a stream that stops growing at a byte cap; what is cut
// is counted, never held in memory.

class CappedFile {
    path;
    cap;
    ws;
    written = 0;
    dropped = 0;
    constructor(path, cap) {
        this.path = path;
        this.cap = cap;
        this.ws = (0,external_node_fs_.createWriteStream)(path);
    }
    get truncated() {
        return this.dropped > 0;
    }
    /** Returns false when the caller should wait for `drain` before writing more. */
    write(chunk) {
        const room = this.cap - this.written;
        if (room <= 0) {
            this.dropped += chunk.length;
            return true;
        }
        const part = chunk.length > room ? chunk.subarray(0, room) : chunk;
        this.dropped += chunk.length - part.length;
        this.written += part.length;
        return this.ws.write(part);
    }
    onceDrain(fn) {
        this.ws.once('drain', fn);
    }
    /** Closes the file; `trailer` is written even past the cap (it reports the cut). */
    close(trailer) {
        return new Promise((resolve, reject) => {
            this.ws.once('error', reject);
            if (trailer)
                this.ws.write(trailer);
            this.ws.end(() => resolve());
        });
    }
}

;// CONCATENATED MODULE: ./src/runner/command-template.ts
// Turns runner.command into argv: a string command is split into words the
// way a POSIX shell splits them (quotes, backslashes) but is never run by a
// shell, then `{name}` placeholders are substituted inside each argument, so
// a value with spaces stays one argument.
class CommandTemplateError extends Error {
    name = 'CommandTemplateError';
}
const OPERATOR_CHARS = new Set(['|', '&', ';', '<', '>', '`']);
/** Splits a command line into words: '...' is literal, "..." honours \\ \" \$ \`, a bare \\ escapes the next character. */
function splitShellWords(command) {
    const words = [];
    let cur = '';
    let inWord = false;
    let i = 0;
    const n = command.length;
    while (i < n) {
        const c = command[i];
        if (c === ' ' || c === '\t' || c === '\n') {
            if (inWord)
                words.push(cur);
            cur = '';
            inWord = false;
            i++;
            continue;
        }
        inWord = true;
        if (c === "'") {
            const close = command.indexOf("'", i + 1);
            if (close === -1)
                throw new CommandTemplateError(`unterminated single quote in command: ${command}`);
            cur += command.slice(i + 1, close);
            i = close + 1;
            continue;
        }
        if (c === '"') {
            i++;
            let closed = false;
            while (i < n) {
                const d = command[i];
                if (d === '"') {
                    closed = true;
                    i++;
                    break;
                }
                if (d === '\\' && i + 1 < n && '\\"$`\n'.includes(command[i + 1])) {
                    if (command[i + 1] !== '\n')
                        cur += command[i + 1];
                    i += 2;
                    continue;
                }
                cur += d;
                i++;
            }
            if (!closed)
                throw new CommandTemplateError(`unterminated double quote in command: ${command}`);
            continue;
        }
        if (c === '\\') {
            if (i + 1 < n) {
                if (command[i + 1] !== '\n')
                    cur += command[i + 1];
                else if (cur === '')
                    inWord = false;
                i += 2;
            }
            else {
                i++;
            }
            continue;
        }
        if (OPERATOR_CHARS.has(c) || (c === '$' && command[i + 1] === '(')) {
            throw new CommandTemplateError(`command contains the shell operator "${c === '$' ? '$(' : c}", but runner commands are not run by a shell: ` +
                `quote it, or put the pipeline in a script and call that: ${command}`);
        }
        cur += c;
        i++;
    }
    if (inWord)
        words.push(cur);
    return words;
}
const PLACEHOLDER = /\{([A-Za-z_][A-Za-z0-9_.-]*)\}/g;
/** Placeholders named in an argv template. */
function placeholdersIn(template) {
    const args = typeof template === 'string' ? splitShellWords(template) : template;
    const names = new Set();
    for (const a of args)
        for (const m of a.matchAll(PLACEHOLDER))
            names.add(m[1]);
    return [...names];
}
function buildArgv(template, placeholders) {
    const args = typeof template === 'string' ? splitShellWords(template) : [...template];
    if (args.length === 0)
        throw new CommandTemplateError('runner.command is empty: give the program to run and its arguments');
    return args.map((arg, idx) => {
        if (typeof arg !== 'string')
            throw new CommandTemplateError(`runner.command argument ${idx + 1} is not a string`);
        return arg.replace(PLACEHOLDER, (_whole, name) => {
            const v = placeholders[name];
            if (v === undefined) {
                const known = Object.keys(placeholders).sort().map((k) => `{${k}}`).join(' ');
                throw new CommandTemplateError(`unknown placeholder {${name}} in runner.command argument ${idx + 1} ("${arg}"); known placeholders: ${known}`);
            }
            return v;
        });
    });
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./node_modules/execa/index.js + 132 modules
var execa = __webpack_require__(4434);
;// CONCATENATED MODULE: ./src/runner/sandbox.ts
/** Sandbox trouble that no retry of the agent can fix (no docker, image missing). */
class SandboxError extends Error {
    name = 'SandboxError';
}

;// CONCATENATED MODULE: ./src/runner/sandbox-docker.ts
// Runs the agent in a throw-away docker container through the docker CLI.
//
// One container per case run: non-root user, all capabilities dropped,
// no-new-privileges, read-only root with a tmpfs /tmp (HOME=/tmp), pids,
// memory and cpu limits, the workspace at /workspace and the output dir at
// /output (read-write), the eval dir at /eval (read-only). Every variable goes
// through an --env-file written 0600 in a private temp dir and deleted as soon
// as the container is created, so no value is ever on a command line. The
// container is removed after the run, on timeout, on abort, and when we are
// stopped by a signal.








const CONTAINER_LABEL = 'fullsend-functional=1';
const CONTAINER_WORKSPACE = '/workspace';
const CONTAINER_OUTPUT = '/output';
const CONTAINER_EVAL = '/eval';
const CONTAINER_PATH = '/eval/scripts:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin';
const DEFAULT_PIDS = 512;
const DEFAULT_MEMORY = '4g';
async function docker(bin, args, timeoutMs = 60_000) {
    return (0,execa/* execa */.Ho)(bin, args, { reject: false, timeout: timeoutMs, stdin: 'ignore', all: true });
}
/** Makes sure the image is present, pulling it (progress to the log) when it is not. */
async function ensureImage(image, log, bin = 'docker') {
    if (!image)
        throw new SandboxError('sandbox.type is docker but sandbox.image is empty: set sandbox.image in eval.yaml or pass --image');
    const inspect = await docker(bin, ['image', 'inspect', '--format', '{{.Id}}', image]).catch((e) => {
        throw new SandboxError(`cannot run the docker CLI (${bin}): ${e.message}`);
    });
    if (inspect.exitCode === 0)
        return;
    if (/Cannot connect|daemon/i.test(String(inspect.all ?? '')) && !/No such image/i.test(String(inspect.all ?? ''))) {
        throw new SandboxError(`docker is not usable: ${String(inspect.all).trim()}`);
    }
    log(`docker: image ${image} not found locally, pulling it`);
    const pull = (0,execa/* execa */.Ho)(bin, ['pull', image], { reject: false, stdin: 'ignore', buffer: false, timeout: 30 * 60_000 });
    let tail = '';
    for (const s of [pull.stdout, pull.stderr]) {
        s?.setEncoding('utf8');
        s?.on('data', (d) => {
            for (const line of d.split(/\r?\n|\r/)) {
                if (line.trim()) {
                    log(`docker pull: ${line.trim()}`);
                    tail = line.trim();
                }
            }
        });
    }
    const r = await pull;
    if (r.exitCode !== 0)
        throw new SandboxError(`docker pull ${image} failed: ${tail || `exit code ${r.exitCode}`}`);
}
/** uid:gid for the container: sandbox.user, else the workspace owner when not root, else 1000:1000. */
async function containerUser(sandbox, workspaceDir) {
    if (sandbox.user) {
        const [u, g] = sandbox.user.split(':');
        if (u === '0' || u === 'root') {
            throw new SandboxError(`sandbox.user "${sandbox.user}" is root: agents run as a non-root user; give a uid:gid such as 1000:1000`);
        }
        return { user: sandbox.user, uid: Number(u), gid: Number(g ?? u) };
    }
    const st = await (0,promises_.stat)(workspaceDir);
    if (st.uid !== 0)
        return { user: `${st.uid}:${st.gid}`, uid: st.uid, gid: st.gid };
    return { user: '1000:1000', uid: 1000, gid: 1000 };
}
/** Hands a directory tree to uid:gid so the container user can write it (only possible when we are root). */
async function chownTree(dir, uid, gid) {
    if (!Number.isInteger(uid) || !Number.isInteger(gid))
        return;
    if (typeof process.getuid !== 'function' || process.getuid() !== 0)
        return;
    const walk = async (p) => {
        const st = await (0,promises_.lstat)(p);
        if (st.uid !== uid || st.gid !== gid)
            await (0,promises_.chown)(p, uid, gid).catch(() => undefined);
        if (st.isDirectory())
            for (const e of await (0,promises_.readdir)(p))
                await walk((0,external_node_path_.join)(p, e));
    };
    await walk(dir);
}
function envFileText(env) {
    let out = '';
    for (const [k, v] of Object.entries(env)) {
        if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(k))
            throw new SandboxError(`environment variable name "${k}" cannot be passed to docker`);
        if (/[\r\n\0]/.test(v)) {
            throw new SandboxError(`environment variable ${k} has a line break, which docker --env-file cannot carry: remove it or pass the value through a file`);
        }
        out += `${k}=${v}\n`;
    }
    return out;
}
function dockerRunArgs(o) {
    const s = o.sandbox;
    const cpus = Math.min(s.cpus ?? (0,external_node_os_.cpus)().length, (0,external_node_os_.cpus)().length);
    return [
        'create',
        '--name', o.name,
        '--label', CONTAINER_LABEL,
        '--init',
        '--user', o.user,
        '--cap-drop', 'ALL',
        '--security-opt', 'no-new-privileges',
        '--read-only',
        '--tmpfs', '/tmp:rw,exec,nosuid,nodev,size=1g',
        '--pids-limit', String(s.pids ?? DEFAULT_PIDS),
        '--memory', s.memory ?? DEFAULT_MEMORY,
        '--cpus', String(cpus),
        '--network', s.network || 'bridge',
        '--workdir', CONTAINER_WORKSPACE,
        '-v', `${o.workspaceDir}:${CONTAINER_WORKSPACE}:rw`,
        '-v', `${o.outputDir}:${CONTAINER_OUTPUT}:rw`,
        '-v', `${o.evalDir}:${CONTAINER_EVAL}:ro`,
        '--env-file', o.envFile,
        s.image,
        ...o.argv,
    ];
}
async function startDocker(opts) {
    const bin = opts.docker ?? 'docker';
    await ensureImage(opts.sandbox.image, opts.log, bin);
    const { user, uid, gid } = await containerUser(opts.sandbox, opts.workspaceDir);
    await chownTree(opts.workspaceDir, uid, gid);
    await chownTree(opts.outputDir, uid, gid);
    const name = `fullsend-functional-${Date.now().toString(36)}-${(0,external_node_crypto_.randomBytes)(4).toString('hex')}`;
    const env = { HOME: '/tmp', PATH: CONTAINER_PATH, ...opts.env };
    const envDir = await (0,promises_.mkdtemp)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'ffenv-'));
    const envFile = (0,external_node_path_.join)(envDir, 'env');
    let removed = false;
    const removeSync = () => {
        if (removed)
            return;
        try {
            (0,external_node_child_process_.execFileSync)(bin, ['rm', '-f', name], { stdio: 'ignore', timeout: 20_000 });
        }
        catch {
            // Already gone.
        }
    };
    const unregister = registerCleanup(removeSync);
    try {
        await (0,promises_.writeFile)(envFile, envFileText(env), { mode: 0o600 });
        const args = dockerRunArgs({ name, user, sandbox: opts.sandbox, workspaceDir: opts.workspaceDir, outputDir: opts.outputDir, evalDir: opts.evalDir, envFile, argv: opts.argv });
        const created = await docker(bin, args);
        if (created.exitCode !== 0) {
            throw new SandboxError(`docker create failed (image ${opts.sandbox.image}): ${String(created.all ?? '').trim()}`);
        }
    }
    catch (e) {
        unregister();
        removeSync();
        throw e;
    }
    finally {
        await (0,promises_.rm)(envDir, { recursive: true, force: true });
    }
    opts.log(`docker: container ${name} created from ${opts.sandbox.image} as user ${user}`);
    const proc = (0,execa/* execa */.Ho)(bin, ['start', '-a', name], { reject: false, stdin: 'ignore', buffer: false });
    let exited = false;
    void proc.then(() => {
        exited = true;
    });
    const done = (async () => {
        const r = await proc;
        exited = true;
        const inspect = await docker(bin, ['inspect', '--format', '{{.State.ExitCode}} {{.State.OOMKilled}}', name]);
        let exitCode = typeof r.exitCode === 'number' ? r.exitCode : null;
        let error;
        if (inspect.exitCode === 0) {
            const [code, oom] = String(inspect.stdout).trim().split(' ');
            exitCode = Number(code);
            if (oom === 'true')
                error = `the container ran out of memory (sandbox.memory ${opts.sandbox.memory ?? DEFAULT_MEMORY})`;
        }
        return { exitCode, signal: null, ...(error ? { error } : {}) };
    })();
    const cleanup = async () => {
        if (removed)
            return;
        await docker(bin, ['rm', '-f', name]);
        removed = true;
        unregister();
    };
    return {
        name,
        stdout: proc.stdout,
        stderr: proc.stderr,
        done,
        hasExited: () => exited,
        async stop(graceMs) {
            if (exited)
                return;
            const secs = Math.max(0, Math.ceil(graceMs / 1000));
            const r = await docker(bin, ['stop', '-t', String(secs), name], graceMs + 30_000);
            if (r.exitCode !== 0)
                await docker(bin, ['kill', name]);
            // A stuck `docker start -a` must not hold the run: remove the container and end the CLI.
            let timer;
            const settled = await Promise.race([done.then(() => true), new Promise((res) => (timer = setTimeout(() => res(false), 15_000)))]);
            clearTimeout(timer);
            if (!settled) {
                opts.log(`docker: container ${name} did not stop; removing it`);
                await cleanup();
                proc.kill('SIGKILL');
                await done;
            }
        },
        cleanup,
    };
}

;// CONCATENATED MODULE: ./src/runner/sandbox-none.ts
// Runs the agent as a local process group: cwd is the workspace, the
// environment is PATH, HOME, LANG and TMPDIR from ours plus the runner
// contract's variables, nothing else.

function startLocal(opts) {
    const p = spawnGroup(opts.argv, { cwd: opts.cwd, env: childEnv(opts.env, opts.hostEnv) });
    return {
        pid: p.pid,
        stdout: p.stdout,
        stderr: p.stderr,
        done: p.done,
        hasExited: () => p.hasExited(),
        stop: (g) => p.stop(g),
        cleanup: async () => { },
    };
}

;// CONCATENATED MODULE: ./src/runner/run-agent.ts
// Runs the agent command once per attempt in the configured sandbox, streams
// its stdout to transcript.ndjson and its stderr to agent.log (each capped),
// parses metrics while the output streams, and stops it on timeout or abort.
//
// Attempts: the last attempt's files are <runDir>/transcript.ndjson and
// <runDir>/agent.log; earlier attempts are moved to <runDir>/attempt-<k>/.
// An attempt is retried when the agent crashed (non-zero exit without a
// `result` that ends the run on its own terms: success, max turns or max
// budget) or timed out; metrics are summed over attempts.









const DEFAULT_OUTPUT_CAP_BYTES = 50 * 1024 * 1024;
const TRANSCRIPT_FILE = 'transcript.ndjson';
const AGENT_LOG_FILE = 'agent.log';
/** Replaces a host directory prefix with its container path. */
function pathMapper(pairs) {
    const sorted = pairs.filter(([h]) => h).sort((a, b) => b[0].length - a[0].length);
    return (v) => {
        for (const [host, inner] of sorted) {
            if (v === host)
                return inner;
            if (v.startsWith(`${host}/`))
                return inner + v.slice(host.length);
        }
        return v;
    };
}
function mapValues(rec, f) {
    const out = {};
    for (const [k, v] of Object.entries(rec))
        out[k] = f(v);
    return out;
}
// Ending on its own limits is an outcome to score, not a crash.
const SELF_ENDED = ['success', 'error_max_turns', 'error_max_budget_usd'];
async function runAgent(req) {
    const now = req.now ?? Date.now;
    const started = now();
    await (0,promises_.mkdir)(req.runDir, { recursive: true });
    await (0,promises_.mkdir)(req.outputDir, { recursive: true });
    const transcriptPath = (0,external_node_path_.join)(req.runDir, TRANSCRIPT_FILE);
    const agentLogPath = (0,external_node_path_.join)(req.runDir, AGENT_LOG_FILE);
    const maxAttempts = Math.max(1, 1 + Math.floor(req.retries || 0));
    const perAttempt = [];
    let last = null;
    let attempts = 0;
    let lastAgentFile = null;
    for (let k = 1; k <= maxAttempts; k++) {
        if (k > 1)
            await keepEarlierAttempt(req.runDir, k - 1);
        attempts = k;
        const attemptStart = now();
        const res = await runAttempt(req, transcriptPath, agentLogPath, k, maxAttempts);
        let metrics = res.metrics;
        if (metrics.duration_ms === 0)
            metrics.duration_ms = now() - attemptStart;
        const found = await findAgentMetricsFile(req.outputDir);
        if (found && (!lastAgentFile || found.path !== lastAgentFile.path || found.mtimeMs !== lastAgentFile.mtimeMs)) {
            lastAgentFile = found;
            const rel = (0,external_node_path_.relative)(req.runDir, found.path);
            try {
                const agent = normalizeAgentMetrics(JSON.parse(await (0,promises_.readFile)(found.path, 'utf8')), rel);
                if (agent.status === 'unknown' || res.status === 'timeout' || res.status === 'aborted')
                    agent.status = metrics.status;
                if (res.status === 'timeout' || res.status === 'aborted')
                    agent.estimated = true;
                if (!agent.duration_ms)
                    agent.duration_ms = metrics.duration_ms;
                metrics = agent;
                req.log(`metrics: using the agent's own ${rel}`);
            }
            catch (e) {
                req.log(`metrics: ignoring ${rel}: ${e.message}; using the transcript`);
            }
        }
        perAttempt.push(metrics);
        last = res;
        const retryable = res.status === 'crashed' || res.status === 'timeout';
        if (!retryable || k === maxAttempts || req.signal?.aborted || terminatingSignal() || res.notStarted)
            break;
        req.log(`agent: attempt ${k} ${res.status}; retrying (${maxAttempts - k} retr${maxAttempts - k === 1 ? 'y' : 'ies'} left)`);
    }
    const metrics = sumMetrics(perAttempt);
    metrics.iterations = perAttempt.reduce((n, m) => n + (m.iterations || 1), 0);
    return {
        status: last.status,
        exitCode: last.exitCode,
        attempts,
        durationMs: now() - started,
        metrics,
        transcriptPath,
        agentLogPath,
        truncated: last.truncated,
        ...(last.error ? { error: last.error } : {}),
    };
}
async function keepEarlierAttempt(runDir, k) {
    const dir = (0,external_node_path_.join)(runDir, `attempt-${k}`);
    await (0,promises_.mkdir)(dir, { recursive: true });
    for (const f of [TRANSCRIPT_FILE, AGENT_LOG_FILE]) {
        const from = (0,external_node_path_.join)(runDir, f);
        if (await (0,promises_.stat)(from).catch(() => null))
            await (0,promises_.rename)(from, (0,external_node_path_.join)(dir, f));
    }
}
async function startSandbox(req) {
    if (req.sandbox.type === 'docker') {
        const map = pathMapper([
            [req.workspaceDir, CONTAINER_WORKSPACE],
            [req.outputDir, CONTAINER_OUTPUT],
            [req.evalDir, CONTAINER_EVAL],
        ]);
        const placeholders = {
            ...mapValues(req.placeholders, map),
            workspace: CONTAINER_WORKSPACE,
            output_dir: CONTAINER_OUTPUT,
            eval_dir: CONTAINER_EVAL,
        };
        const env = mapValues(req.env, map);
        delete env.PATH;
        env.OUTPUT_DIR = CONTAINER_OUTPUT;
        return startDocker({
            argv: buildArgv(req.argvTemplate, placeholders),
            sandbox: req.sandbox,
            workspaceDir: req.workspaceDir,
            outputDir: req.outputDir,
            evalDir: req.evalDir,
            env,
            log: req.log,
        });
    }
    const placeholders = { ...req.placeholders, workspace: req.workspaceDir, output_dir: req.outputDir, eval_dir: req.evalDir };
    return startLocal({
        argv: buildArgv(req.argvTemplate, placeholders),
        cwd: req.workspaceDir,
        env: { OUTPUT_DIR: req.outputDir, ...req.env },
    });
}
async function runAttempt(req, transcriptPath, agentLogPath, k, of) {
    const cap = req.outputCapBytes > 0 ? req.outputCapBytes : DEFAULT_OUTPUT_CAP_BYTES;
    const parser = (0,parse_transcript/* createParser */.Cp)({ format: req.format, model: req.placeholders.model || undefined });
    const out = new CappedFile(transcriptPath, cap);
    const err = new CappedFile(agentLogPath, cap);
    const closeFiles = async () => {
        await out.close();
        const notes = [];
        if (out.truncated)
            notes.push(`[fullsend-functional] stdout cut at ${cap} bytes: ${out.dropped} bytes not kept in ${TRANSCRIPT_FILE}\n`);
        if (err.truncated)
            notes.push(`[fullsend-functional] stderr cut at ${cap} bytes: ${err.dropped} bytes not kept\n`);
        await err.close(notes.length ? `\n${notes.join('')}` : undefined);
    };
    if (req.signal?.aborted) {
        await closeFiles();
        return finish('aborted', null, parser.end(), out, err, 'aborted before the agent started');
    }
    let proc;
    try {
        proc = await startSandbox(req);
    }
    catch (e) {
        await closeFiles();
        throw e;
    }
    req.log(`agent: attempt ${k}/${of} started (sandbox ${req.sandbox.type})`);
    proc.stdout.on('data', (chunk) => {
        parser.push(chunk);
        if (!out.write(chunk)) {
            proc.stdout.pause();
            out.onceDrain(() => proc.stdout.resume());
        }
    });
    proc.stderr.on('data', (chunk) => {
        if (!err.write(chunk)) {
            proc.stderr.pause();
            err.onceDrain(() => proc.stderr.resume());
        }
    });
    let stopping = null;
    const stop = (why) => {
        // An agent that already ended on its own was not stopped, even if its output is still draining.
        if (stopping || proc.hasExited())
            return;
        stopping = why;
        req.log(why === 'timeout' ? `agent: timed out after ${req.timeoutMs} ms; stopping it (grace ${req.killGraceMs} ms)` : 'agent: aborted; stopping it');
        void proc.stop(req.killGraceMs);
    };
    const timer = setTimeout(() => stop('timeout'), req.timeoutMs);
    const onAbort = () => stop('aborted');
    req.signal?.addEventListener('abort', onAbort, { once: true });
    // An abort that came while the sandbox was starting has no event left to fire.
    if (req.signal?.aborted)
        stop('aborted');
    let info;
    try {
        info = await proc.done;
        await new Promise((r) => setImmediate(r));
    }
    finally {
        clearTimeout(timer);
        req.signal?.removeEventListener('abort', onAbort);
        await proc.cleanup();
        await closeFiles();
    }
    const metrics = parser.end();
    if (!stopping && terminatingSignal())
        stopping = 'aborted';
    if (stopping) {
        metrics.status = stopping === 'timeout' ? 'timeout' : 'killed';
        metrics.estimated = true;
        return finish(stopping, info.exitCode, metrics, out, err, stopping === 'timeout' ? `timed out after ${req.timeoutMs} ms` : 'aborted');
    }
    if (info.error && info.exitCode === null) {
        metrics.status = 'error';
        req.log(`agent: ${info.error}`);
        return { ...finish('crashed', null, metrics, out, err, info.error), notStarted: true };
    }
    if (info.exitCode === 0 || SELF_ENDED.includes(metrics.status)) {
        if (info.exitCode === 0 && metrics.status === 'unknown')
            metrics.status = 'success';
        req.log(`agent: exit code ${info.exitCode} (${metrics.status})`);
        return finish('ok', info.exitCode, metrics, out, err, info.error);
    }
    if (metrics.status === 'unknown')
        metrics.status = 'error';
    const why = info.error ?? `agent exited with code ${info.exitCode ?? `signal ${info.signal}`}`;
    req.log(`agent: ${why}`);
    return finish('crashed', info.exitCode, metrics, out, err, why);
}
function finish(status, exitCode, metrics, out, err, error) {
    return { status, exitCode, metrics, truncated: { stdout: out.truncated, stderr: err.truncated }, ...(error ? { error } : {}) };
}

// EXTERNAL MODULE: ./src/scoring/behavioural.ts
var behavioural = __webpack_require__(27843);
// EXTERNAL MODULE: ./src/model/config.ts
var config = __webpack_require__(14663);
;// CONCATENATED MODULE: ./src/scoring/glob.ts
// Minimal path globs (`*`, `**`, `?`, `{a,b}`) for judge file lists and
// files_changed checks; Node 20 has no fs.glob.
/** A RegExp matching whole relative paths for a glob. A pattern without a slash also matches a basename. */
function globToRegExp(glob) {
    let re = '';
    let i = 0;
    let inBrace = false;
    while (i < glob.length) {
        const c = glob[i];
        if (c === '*') {
            if (glob[i + 1] === '*') {
                const slashAfter = glob[i + 2] === '/';
                re += slashAfter ? '(?:.*/)?' : '.*';
                i += slashAfter ? 3 : 2;
                continue;
            }
            re += '[^/]*';
        }
        else if (c === '?') {
            re += '[^/]';
        }
        else if (c === '{') {
            inBrace = true;
            re += '(?:';
        }
        else if (c === '}' && inBrace) {
            inBrace = false;
            re += ')';
        }
        else if (c === ',' && inBrace) {
            re += '|';
        }
        else {
            re += c.replace(/[.+^$()|[\]\\]/g, '\\$&');
        }
        i++;
    }
    const anchored = glob.includes('/') ? `^${re}$` : `^(?:.*/)?${re}$`;
    return new RegExp(anchored);
}
function isGlob(pattern) {
    return /[*?{]/.test(pattern);
}
/** Whether a path matches a glob, or equals a plain path (a plain directory also matches what is under it). */
function pathMatches(pattern, path) {
    const p = pattern.replace(/^\.\//, '');
    if (!isGlob(p))
        return path === p || path.startsWith(p.endsWith('/') ? p : `${p}/`);
    return globToRegExp(p).test(path);
}

;// CONCATENATED MODULE: ./src/scoring/judge-score.ts
/** Normalised 0-1 score of a raw value: booleans map to 1/0, numbers to (v - lo) / (hi - lo). */
function normaliseScore(value, scale) {
    if (typeof value === 'boolean')
        return value ? 1 : 0;
    const [lo, hi] = scale ?? [0, 1];
    if (hi === lo)
        return value >= hi ? 1 : 0;
    return (value - lo) / (hi - lo);
}
/**
 * Whether a judge passes one case run: a boolean judge passes iff true; a
 * numeric one when its normalised score reaches the judge's own `min_score`
 * if set, else the case's resolved threshold. Equal passes.
 */
function judgePasses(value, score, judge, threshold) {
    if (typeof value === 'boolean')
        return value;
    const mark = judge.min_score ?? threshold;
    // Scores like (4-1)/(5-1) carry float noise; compare with a small tolerance so "equal passes" holds.
    return score >= mark - 1e-9;
}
/** A finished judge result from a raw value. */
function scoredResult(judge, kind, value, rationale, threshold, scale) {
    const score = normaliseScore(value, scale);
    const result = {
        name: judge.name,
        kind,
        value,
        score,
        pass: judgePasses(value, score, judge, threshold),
        error: null,
        rationale,
    };
    if (typeof value === 'number' && scale)
        result.scale = scale;
    return result;
}
/** An errored judge result: no value, no score, not passing. */
function erroredResult(judge, kind, error, rationale = '') {
    return { name: judge.name, kind, value: null, score: null, pass: false, error, rationale };
}
/** Median of numbers; for an even count, the mean of the two middle values. */
function median(values) {
    if (values.length === 0)
        throw new Error('median of no values');
    const sorted = [...values].sort((a, b) => a - b);
    const mid = Math.floor(sorted.length / 2);
    return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
/** "eval.yaml:12" style reference to where a judge is declared. */
function judgeWhere(judge) {
    const file = judge.pos?.file ? judge.pos.file.split('/').slice(-3).join('/') : 'eval.yaml';
    return `judge '${judge.name}' (${file}${judge.pos?.line ? `:${judge.pos.line}` : ''})`;
}

;// CONCATENATED MODULE: ./src/scoring/builtin-checks.ts
// Deterministic checks declared without code (`type: required_labels`, ...),
// evaluated against the captured fixture state.



const BUILTIN_TYPES = config/* BUILTIN_JUDGE_TYPES */.w;
class CheckConfigError extends Error {
}
function obj(v) {
    return v && typeof v === 'object' && !Array.isArray(v) ? v : {};
}
function stringList(v, what) {
    if (v === undefined || v === null)
        return [];
    if (typeof v === 'string')
        return [v];
    if (!Array.isArray(v))
        throw new CheckConfigError(`${what} must be a list of strings`);
    return v.map((x) => String(x));
}
function optNumber(v, what) {
    if (v === undefined || v === null)
        return undefined;
    if (typeof v !== 'number' || !Number.isFinite(v))
        throw new CheckConfigError(`${what} must be a number`);
    return v;
}
function list(items) {
    return `[${items.map((s) => `'${s}'`).join(', ')}]`;
}
/** Regexes from args; a leading `(?i)` is accepted for Python habits. Matching is case-insensitive unless `case_sensitive: true`. */
function regexes(v, what, caseSensitive) {
    return stringList(v, what).map((src) => {
        const body = src.replace(/^\(\?i\)/, '');
        try {
            return new RegExp(body, caseSensitive ? 'm' : 'im');
        }
        catch (err) {
            throw new CheckConfigError(`${what}: invalid regex ${JSON.stringify(src)}: ${err.message}`);
        }
    });
}
function sameAuthor(a, b) {
    if (!a)
        return false;
    const norm = (s) => s.toLowerCase().replace(/\[bot\]$/, '');
    return norm(a) === norm(b);
}
function requiredLabels(state, required) {
    const actual = state.labels.map((l) => l.toLowerCase());
    if (required.length === 0)
        return { pass: true, rationale: 'No required labels specified' };
    const missing = required.filter((l) => !actual.includes(l.toLowerCase()));
    if (missing.length)
        return { pass: false, rationale: `Missing labels: ${list(missing)} (actual: ${list(actual)})` };
    return { pass: true, rationale: `All required labels present: ${list(required)}` };
}
function forbiddenLabels(state, forbidden) {
    const actual = state.labels.map((l) => l.toLowerCase());
    if (forbidden.length === 0)
        return { pass: true, rationale: 'No forbidden labels specified' };
    const present = forbidden.filter((l) => actual.includes(l.toLowerCase()));
    if (present.length)
        return { pass: false, rationale: `Forbidden labels present: ${list(present)} (actual: ${list(actual)})` };
    return { pass: true, rationale: `No forbidden labels present: ${list(forbidden)}` };
}
function labelsFrom(args, annotations, key) {
    if (args[key] !== undefined)
        return stringList(args[key], `args.${key}`);
    if (args.labels !== undefined && !Array.isArray(args.labels) && typeof args.labels === 'object') {
        return stringList(obj(args.labels)[key], `args.labels.${key}`);
    }
    return stringList(obj(annotations.labels)[key], `annotations.yaml labels.${key}`);
}
function checkState(state, expected) {
    const want = expected.toLowerCase();
    const actual = state.state.toLowerCase();
    if (want === 'merged') {
        return state.merged
            ? { pass: true, rationale: `State is merged as expected` }
            : { pass: false, rationale: `Expected state 'merged', actual '${actual}' (merged: ${state.merged ?? false})` };
    }
    if (actual === want)
        return { pass: true, rationale: `State is '${actual}' as expected` };
    return { pass: false, rationale: `Expected state '${want}', actual '${actual}'` };
}
function countBounds(n, min, max, what) {
    const problems = [];
    if (min !== undefined && n < min)
        problems.push(`${n} ${what}, fewer than min ${min}`);
    if (max !== undefined && n > max)
        problems.push(`${n} ${what}, more than max ${max}`);
    return problems;
}
function snippet(s) {
    const one = s.replace(/\s+/g, ' ').trim();
    return one.length > 80 ? `${one.slice(0, 77)}...` : one;
}
function checkComments(state, args) {
    const author = typeof args.author === 'string' ? args.author : undefined;
    const caseSensitive = args.case_sensitive === true;
    const all = state.comments ?? [];
    const comments = author ? all.filter((c) => sameAuthor(c.author, author)) : all;
    const who = author ? ` by ${author}` : '';
    const problems = countBounds(comments.length, optNumber(args.min, 'args.min'), optNumber(args.max, 'args.max'), `comment(s)${who}`);
    for (const re of regexes(args.match, 'args.match', caseSensitive)) {
        if (!comments.some((c) => re.test(c.body)))
            problems.push(`no comment${who} matches /${re.source}/`);
    }
    for (const re of regexes(args.not_match, 'args.not_match', caseSensitive)) {
        const hit = comments.find((c) => re.test(c.body));
        if (hit)
            problems.push(`a comment${who} matches forbidden /${re.source}/: "${snippet(hit.body)}"`);
    }
    if (problems.length)
        return { pass: false, rationale: problems.join('; ') };
    return { pass: true, rationale: `${comments.length} comment(s)${who}; every comment condition met` };
}
function checkReview(state, args) {
    const author = typeof args.author === 'string' ? args.author : undefined;
    const all = state.reviews ?? [];
    const reviews = author ? all.filter((r) => sameAuthor(r.author, author)) : all;
    const who = author ? ` by ${author}` : '';
    const problems = countBounds(reviews.length, optNumber(args.min, 'args.min'), optNumber(args.max, 'args.max'), `review(s)${who}`);
    const states = reviews.map((r) => r.state.toUpperCase());
    if (args.state !== undefined) {
        const wanted = stringList(args.state, 'args.state').map((s) => s.toUpperCase());
        if (!states.some((s) => wanted.includes(s))) {
            problems.push(`no review${who} in state ${wanted.join(' or ')} (reviews: ${states.length ? states.join(', ') : 'none'})`);
        }
    }
    if (args.not_state !== undefined) {
        const banned = stringList(args.not_state, 'args.not_state').map((s) => s.toUpperCase());
        const hit = states.filter((s) => banned.includes(s));
        if (hit.length)
            problems.push(`review${who} in forbidden state ${hit.join(', ')}`);
    }
    if (args.decision !== undefined) {
        const want = String(args.decision).toUpperCase();
        const actual = (state.review_decision ?? '').toUpperCase();
        if (actual !== want)
            problems.push(`review decision is ${actual || 'none'}, expected ${want}`);
    }
    for (const re of regexes(args.match, 'args.match', args.case_sensitive === true)) {
        if (!reviews.some((r) => re.test(r.body)))
            problems.push(`no review body${who} matches /${re.source}/`);
    }
    if (problems.length)
        return { pass: false, rationale: problems.join('; ') };
    return { pass: true, rationale: `${reviews.length} review(s)${who} (${states.join(', ') || 'none'}); every review condition met` };
}
function checkFilesChanged(state, args) {
    if (!state.changed_files)
        throw new CheckConfigError('the fixture state has no changed_files (is the fixture a pull request?)');
    const paths = state.changed_files.map((f) => f.path);
    const must = [...stringList(args.paths, 'args.paths'), ...stringList(args.must, 'args.must')];
    const mustNot = [...stringList(args.must_not, 'args.must_not'), ...stringList(args.not_paths, 'args.not_paths')];
    const problems = countBounds(paths.length, optNumber(args.min, 'args.min'), optNumber(args.max, 'args.max'), 'file(s) changed');
    const missing = must.filter((g) => !paths.some((p) => pathMatches(g, p)));
    if (missing.length)
        problems.push(`not changed: ${list(missing)}`);
    for (const g of mustNot) {
        const hit = paths.filter((p) => pathMatches(g, p));
        if (hit.length)
            problems.push(`changed but must not be: ${list(hit)} (matches '${g}')`);
    }
    if (problems.length)
        return { pass: false, rationale: `${problems.join('; ')} (changed: ${list(paths)})` };
    return { pass: true, rationale: `${paths.length} file(s) changed; every file condition met` };
}
function evaluate(type, state, args, annotations) {
    switch (type) {
        case 'required_labels':
            return requiredLabels(state, Array.isArray(args.labels) ? stringList(args.labels, 'args.labels') : labelsFrom(args, annotations, 'required'));
        case 'forbidden_labels':
            return forbiddenLabels(state, Array.isArray(args.labels) ? stringList(args.labels, 'args.labels') : labelsFrom(args, annotations, 'forbidden'));
        case 'labels': {
            const req = requiredLabels(state, labelsFrom(args, annotations, 'required'));
            const forb = forbiddenLabels(state, labelsFrom(args, annotations, 'forbidden'));
            return { pass: req.pass && forb.pass, rationale: `${req.rationale}; ${forb.rationale}` };
        }
        case 'state': {
            const expected = args.state ?? annotations.state;
            if (expected === undefined || expected === null || expected === '') {
                throw new CheckConfigError('needs an expected state: set args.state on the judge or `state` in annotations.yaml');
            }
            return checkState(state, String(expected));
        }
        case 'comments':
            return checkComments(state, args);
        case 'review':
            return checkReview(state, args);
        case 'files_changed':
            return checkFilesChanged(state, args);
        default:
            throw new CheckConfigError(`unknown built-in type '${String(type)}' (known: ${BUILTIN_TYPES.join(', ')})`);
    }
}
/** One built-in check against the captured fixture state. */
function runBuiltinCheck(judge, fixtureState, annotations, threshold) {
    if (!judge.type)
        return erroredResult(judge, 'builtin', `${judgeWhere(judge)} has no built-in type`);
    if (!fixtureState)
        return erroredResult(judge, 'builtin', 'no fixture state was captured for this case run');
    try {
        const v = evaluate(judge.type, fixtureState, judge.args ?? {}, annotations ?? {});
        return scoredResult(judge, 'builtin', v.pass, v.rationale, threshold);
    }
    catch (err) {
        if (err instanceof CheckConfigError)
            return erroredResult(judge, 'builtin', `${judgeWhere(judge)}: ${err.message}`);
        throw err;
    }
}
/**
 * The implicit checks an annotations.yaml implies: `required_labels` when it
 * lists labels.required, `forbidden_labels` for labels.forbidden, `state` for
 * state. Names already taken by `existing` judges are skipped, so a suite that
 * declares its own `required_labels` check keeps it.
 */
function defaultBuiltinJudges(annotations, options = {}) {
    const pos = { file: options.file ?? 'annotations.yaml', line: 1, col: 1 };
    const taken = new Set((options.existing ?? []).map((j) => j.name));
    const labels = obj(annotations.labels);
    const out = [];
    const add = (name, type, description) => {
        if (taken.has(name))
            return;
        out.push({ name, description, kind: 'builtin', type, args: {}, samples: 1, required: options.required ?? false, pos });
    };
    if (Array.isArray(labels.required) && labels.required.length)
        add('required_labels', 'required_labels', 'Labels annotations.yaml requires are present');
    if (Array.isArray(labels.forbidden) && labels.forbidden.length)
        add('forbidden_labels', 'forbidden_labels', 'Labels annotations.yaml forbids are absent');
    if (typeof annotations.state === 'string' && annotations.state)
        add('state', 'state', 'Fixture ends in the state annotations.yaml expects');
    return out;
}

;// CONCATENATED MODULE: ./src/scoring/case-verdict.ts
/** Mean 0-1 score over the judges that did not error; null when none scored. */
function caseRunScore(judges) {
    const scores = judges.filter((j) => j.error === null && j.score !== null).map((j) => j.score);
    if (scores.length === 0)
        return null;
    return scores.reduce((a, b) => a + b, 0) / scores.length;
}
/**
 * `fail` when a behavioural threshold is missed, a `required` judge does not
 * pass (an errored one included), or the mean score is below the threshold.
 * Errors of other judges do not fail the run; they count against suite gates.
 */
function caseRunVerdict(thresholds, judges, judgeConfigs, threshold) {
    const reasons = [];
    for (const t of thresholds) {
        if (!t.pass)
            reasons.push(t.actual === null ? `${t.name}: no metric to compare with the limit ${t.limit}` : `${t.name}: ${t.actual} > ${t.limit}`);
    }
    for (const cfg of judgeConfigs.filter((j) => j.required)) {
        const r = judges.find((j) => j.name === cfg.name);
        if (!r)
            reasons.push(`required judge ${cfg.name} did not run`);
        else if (r.error)
            reasons.push(`required judge ${cfg.name} errored: ${r.error}`);
        else if (!r.pass)
            reasons.push(`required judge ${cfg.name} did not pass`);
    }
    const score = caseRunScore(judges);
    if (score !== null && score < threshold - 1e-9)
        reasons.push(`score ${score.toFixed(3)} below threshold ${threshold}`);
    return { verdict: reasons.length ? 'fail' : 'pass', score, reasons };
}

;// CONCATENATED MODULE: ./src/scoring/check-outputs.ts
// The `outputs` record check judges receive (agent-eval-harness contract):
// files of the case run keyed by path relative to the run directory, the
// annotations and the run's figures.


/** Largest single file handed to checks; bigger ones are left out rather than cut, so JSON stays parseable. */
const MAX_CHECK_FILE_BYTES = 2 * 1024 * 1024;
const MAX_CHECK_FILES = 500;
/** Budget for all agent output files together; the normalised state and metrics always go in. */
const MAX_CHECK_FILES_TOTAL_BYTES = 32 * 1024 * 1024;
/** Cap of the transcript passed as `stdout`. */
const MAX_STDOUT_BYTES = 4 * 1024 * 1024;
/** UTF-8 text of a file, or null for binary content. */
function decodeText(buf) {
    if (buf.includes(0))
        return null;
    const text = new TextDecoder('utf-8', { fatal: false }).decode(buf);
    // Lots of replacement characters means it was not UTF-8 text to begin with.
    const bad = text.split('\uFFFD').length - 1;
    if (bad > 0 && bad > text.length / 100)
        return null;
    return text;
}
async function walk(root, dir, out, limit) {
    let entries;
    try {
        entries = await (0,promises_.readdir)(dir, { withFileTypes: true });
    }
    catch {
        return;
    }
    entries.sort((a, b) => a.name.localeCompare(b.name));
    for (const e of entries) {
        if (out.length >= limit)
            return;
        const full = (0,external_node_path_.join)(dir, e.name);
        if (e.isDirectory())
            await walk(root, full, out, limit);
        else if (e.isFile())
            out.push((0,external_node_path_.relative)(root, full).split(external_node_path_.sep).join('/'));
    }
}
/** Paths (relative, `/`-separated) of regular files under a directory, sorted, at most `limit`. */
async function listFiles(root, limit = MAX_CHECK_FILES) {
    const out = [];
    await walk(root, root, out, limit);
    return out;
}
async function readText(path, maxBytes) {
    try {
        const s = await (0,promises_.stat)(path);
        if (!s.isFile() || s.size > maxBytes)
            return null;
        return decodeText(await (0,promises_.readFile)(path));
    }
    catch {
        return null;
    }
}
/**
 * The `files` map: every text file the agent wrote under `<runDir>/output/`
 * as `output/<path>`, with `output/fixture-state.json` and
 * `output/metrics.json` taken from the normalised `<runDir>/fixture-state.json`
 * and `<runDir>/metrics.json` when those exist.
 */
async function collectCheckFiles(runDir) {
    const files = {};
    const outputDir = (0,external_node_path_.join)(runDir, 'output');
    let total = 0;
    for (const rel of await listFiles(outputDir)) {
        const text = await readText((0,external_node_path_.join)(outputDir, rel), MAX_CHECK_FILE_BYTES);
        if (text === null)
            continue;
        total += Buffer.byteLength(text);
        if (total > MAX_CHECK_FILES_TOTAL_BYTES)
            break;
        files[`output/${rel}`] = text;
    }
    for (const name of ['fixture-state.json', 'metrics.json']) {
        const text = await readText((0,external_node_path_.join)(runDir, name), MAX_CHECK_FILE_BYTES);
        if (text !== null)
            files[`output/${name}`] = text;
    }
    return files;
}
/** The whole `outputs` record for check judges. */
async function buildCheckOutputs(input) {
    const files = await collectCheckFiles(input.runDir);
    let stdout = '';
    try {
        const buf = await (0,promises_.readFile)((0,external_node_path_.join)(input.runDir, 'transcript.ndjson'));
        stdout = (decodeText(buf.subarray(0, MAX_STDOUT_BYTES)) ?? '');
    }
    catch {
        stdout = '';
    }
    const m = input.metrics;
    return {
        files,
        annotations: input.annotations ?? {},
        case_dir: input.runDir,
        exit_code: input.exitCode,
        duration_s: input.durationS,
        num_turns: m ? m.num_turns : null,
        cost_usd: m ? m.total_cost_usd : null,
        token_usage: m ? m.token_usage : null,
        metrics: m,
        fixture_state: input.fixtureState,
        stdout,
    };
}

// EXTERNAL MODULE: ./src/scoring/judge-cache.ts
var judge_cache = __webpack_require__(50793);
// EXTERNAL MODULE: ./node_modules/@pydantic/genai-prices/dist/index.js
var dist = __webpack_require__(82294);
;// CONCATENATED MODULE: ./src/scoring/pricing.ts
// Judge call cost, from @pydantic/genai-prices' bundled price data (no network).

const PRICE_PROVIDER = {
    anthropic: 'anthropic',
    vertex: 'google',
    openai: 'openai',
    command: undefined,
};
/**
 * Dollars for one call's tokens, or 0 when the model is unknown to the price
 * data (a self-hosted OpenAI-compatible model, a command judge).
 * `inputTokens` is the total prompt size, cache reads and writes included.
 */
function judgeCallCostUsd(provider, model, usage) {
    if (!model)
        return 0;
    const providerId = PRICE_PROVIDER[provider];
    if (!providerId)
        return 0;
    const tokens = {
        input_tokens: usage.inputTokens,
        output_tokens: usage.outputTokens,
        cache_read_tokens: usage.cacheReadTokens ?? 0,
        cache_write_tokens: usage.cacheWriteTokens ?? 0,
    };
    try {
        const price = (0,dist/* calcPrice */.jh)(tokens, model, { providerId }) ?? (0,dist/* calcPrice */.jh)(tokens, model);
        return price ? Number(price.total_price) : 0;
    }
    catch {
        return 0;
    }
}

;// CONCATENATED MODULE: ./src/scoring/providers/types.ts
// What every judge provider (Anthropic, Vertex, OpenAI-compatible, command)
// offers the LLM judge: one scored answer per call.
/** The model answered, but not with a usable score (no tool call, wrong shape). */
class MalformedAnswerError extends Error {
    name = 'MalformedAnswerError';
    /** What the unusable answer still cost. */
    spent;
    constructor(message, spent) {
        super(message);
        this.spent = spent;
    }
}
/** Network, HTTP or process failure after retries. */
class ProviderCallError extends Error {
    calls;
    name = 'ProviderCallError';
    constructor(message, calls) {
        super(message);
        this.calls = calls;
    }
}
const DEFAULT_CALL_SETTINGS = { timeoutMs: 120_000, maxRetries: 4 };

;// CONCATENATED MODULE: ./src/scoring/providers/submit-score.ts
// The forced tool every LLM judge answers through, and the shared plumbing of
// the HTTP providers.

const SUBMIT_SCORE_TOOL = 'submit_score';
function submitScoreSchema(scale) {
    return {
        type: 'object',
        properties: {
            score: {
                type: 'number',
                description: `Your score on the ${scale[0]}-${scale[1]} scale (${scale[0]} worst, ${scale[1]} best).`,
            },
            rationale: { type: 'string', description: 'One or two sentences on why.' },
        },
        required: ['score', 'rationale'],
    };
}
function submitScoreDescription(scale) {
    return `Submit your evaluation: a score from ${scale[0]} to ${scale[1]} and a short rationale.`;
}
function judgeSystemPrompt(scale) {
    return [
        "You are an impartial evaluator of an automated agent's work.",
        'Read the instructions and evidence in the user message, then call the',
        `${SUBMIT_SCORE_TOOL} tool exactly once with your score on the ${scale[0]}-${scale[1]} scale`,
        'and a short rationale. Where the message asks you to respond with just a number,',
        `put that number in the tool's score field.`,
    ].join(' ');
}
/** A fetch that counts the requests an SDK makes, retries included. */
function countingFetch(counter) {
    return (input, init) => {
        counter.calls++;
        return fetch(input, init);
    };
}
/** Parse the JSON arguments of a tool call. */
function parseToolArguments(raw) {
    if (raw && typeof raw === 'object' && !Array.isArray(raw))
        return raw;
    if (typeof raw === 'string') {
        try {
            const v = JSON.parse(raw);
            if (v && typeof v === 'object' && !Array.isArray(v))
                return v;
        }
        catch {
            // fall through to the error below
        }
    }
    throw new MalformedAnswerError(`the ${SUBMIT_SCORE_TOOL} arguments are not a JSON object: ${String(raw).slice(0, 200)}`);
}
function sdkStatus(err) {
    const s = err?.status;
    return typeof s === 'number' ? s : undefined;
}
/** A provider error in words: status, what the API said, how many requests were made. */
function describeSdkError(provider, err, calls) {
    const e = err;
    const status = sdkStatus(err);
    const attempts = `${calls} request${calls === 1 ? '' : 's'}`;
    if (e?.name === 'APIConnectionTimeoutError' || /timed? ?out/i.test(e?.message ?? '')) {
        return new ProviderCallError(`${provider}: request timed out (${attempts})`, calls);
    }
    if (status !== undefined) {
        const what = status === 529 ? 'overloaded' : status === 429 ? 'rate limited' : status >= 500 ? 'server error' : 'request rejected';
        return new ProviderCallError(`${provider}: HTTP ${status} ${what} after ${attempts}: ${(e.message ?? '').slice(0, 300)}`, calls);
    }
    return new ProviderCallError(`${provider}: ${(e?.message ?? String(err)).slice(0, 300)} (${attempts})`, calls);
}

;// CONCATENATED MODULE: ./src/scoring/providers/anthropic.ts


const JUDGE_MAX_TOKENS = 1024;
/** Request body for one judgement, shared with the Vertex provider. */
function anthropicJudgeParams(req) {
    return {
        model: req.model ?? '',
        max_tokens: JUDGE_MAX_TOKENS,
        system: judgeSystemPrompt(req.scale),
        messages: [{ role: 'user', content: req.prompt }],
        tools: [{ name: SUBMIT_SCORE_TOOL, description: submitScoreDescription(req.scale), input_schema: submitScoreSchema(req.scale) }],
        tool_choice: { type: 'tool', name: SUBMIT_SCORE_TOOL },
    };
}
/** The score from a Messages API answer, or a MalformedAnswerError naming what came back instead. */
function answerFromMessage(msg, calls, fallbackModel) {
    const blocks = Array.isArray(msg.content) ? msg.content : [];
    const call = blocks.find((b) => b.type === 'tool_use' && b.name === SUBMIT_SCORE_TOOL);
    if (!call || call.type !== 'tool_use') {
        const text = blocks
            .filter((b) => b.type === 'text')
            .map((b) => (b.type === 'text' ? b.text : ''))
            .join(' ')
            .trim();
        throw new MalformedAnswerError(`no ${SUBMIT_SCORE_TOOL} tool call in the answer${text ? ` (text: ${JSON.stringify(text.slice(0, 200))})` : ''}`, {
            calls,
            input_tokens: (msg.usage?.input_tokens ?? 0) + (msg.usage?.cache_read_input_tokens ?? 0) + (msg.usage?.cache_creation_input_tokens ?? 0),
            output_tokens: msg.usage?.output_tokens ?? 0,
            model: msg.model ?? fallbackModel,
        });
    }
    const input = (call.input ?? {});
    const u = msg.usage;
    const cacheRead = u?.cache_read_input_tokens ?? 0;
    const cacheWrite = u?.cache_creation_input_tokens ?? 0;
    return {
        score: input.score,
        rationale: input.rationale,
        model: msg.model ?? fallbackModel,
        // Anthropic reports uncached input apart from cache reads and writes; the total is their sum.
        input_tokens: (u?.input_tokens ?? 0) + cacheRead + cacheWrite,
        output_tokens: u?.output_tokens ?? 0,
        cache_read_tokens: cacheRead,
        cache_write_tokens: cacheWrite,
        calls,
    };
}
function anthropicProvider(options) {
    return {
        name: 'anthropic',
        needsModel: true,
        identity: { baseURL: options.baseURL ?? null },
        async score(req) {
            const counter = { calls: 0 };
            const { default: Anthropic } = await Promise.all(/* import() */[__webpack_require__.e(968), __webpack_require__.e(742)]).then(__webpack_require__.bind(__webpack_require__, 18742));
            const client = new Anthropic({
                apiKey: options.apiKey,
                // Passed explicitly so the engine's env, not this process's, decides the endpoint.
                baseURL: options.baseURL ?? 'https://api.anthropic.com',
                maxRetries: options.maxRetries,
                timeout: options.timeoutMs,
                fetch: countingFetch(counter),
            });
            let msg;
            try {
                msg = await client.messages.create(anthropicJudgeParams(req));
            }
            catch (err) {
                throw describeSdkError('anthropic', err, counter.calls);
            }
            return answerFromMessage(msg, counter.calls, req.model);
        },
    };
}

;// CONCATENATED MODULE: ./src/scoring/providers/command.ts
// A judge that is a local program: the rendered prompt on stdin, the judge's
// name and scale in the environment, `{"score": n, "rationale": "..."}` on stdout.


function parseAnswer(stdout) {
    const trimmed = stdout.trim();
    const candidates = [trimmed, ...trimmed.split('\n').map((l) => l.trim()).filter(Boolean).reverse()];
    for (const c of candidates) {
        try {
            const v = JSON.parse(c);
            if (v && typeof v === 'object' && !Array.isArray(v))
                return v;
        }
        catch {
            // try the next candidate
        }
    }
    throw new MalformedAnswerError(`the judge command printed no JSON object with score and rationale${trimmed ? `: ${JSON.stringify(trimmed.slice(0, 200))}` : ' (empty output)'}`);
}
function num(v) {
    return typeof v === 'number' && Number.isFinite(v) ? v : 0;
}
function commandProvider(options) {
    if (options.argv.length === 0)
        throw new Error('a command judge needs a non-empty argv');
    return {
        name: 'command',
        label: options.label,
        needsModel: false,
        identity: { argv: options.argv },
        score(req) {
            return new Promise((resolve, reject) => {
                const [bin, ...args] = options.argv;
                const child = (0,external_node_child_process_.spawn)(bin, args, {
                    cwd: options.cwd,
                    env: {
                        ...options.env,
                        JUDGE_NAME: req.judgeName,
                        JUDGE_SCALE_MIN: String(req.scale[0]),
                        JUDGE_SCALE_MAX: String(req.scale[1]),
                        ...(req.model ? { JUDGE_MODEL: req.model } : {}),
                    },
                    stdio: ['pipe', 'pipe', 'pipe'],
                });
                let stdout = '';
                let stderr = '';
                let timedOut = false;
                child.stdout.setEncoding('utf8').on('data', (c) => {
                    if (stdout.length < 1_000_000)
                        stdout += c;
                });
                child.stderr.setEncoding('utf8').on('data', (c) => {
                    stderr = (stderr + c).slice(-4000);
                });
                child.stdin.on('error', () => undefined);
                const timer = setTimeout(() => {
                    timedOut = true;
                    child.kill('SIGKILL');
                }, options.timeoutMs);
                child.on('error', (err) => {
                    clearTimeout(timer);
                    reject(new ProviderCallError(err.code === 'ENOENT' ? `judge command not found: ${bin}` : `judge command ${bin}: ${err.message}`, 1));
                });
                child.on('close', (code) => {
                    clearTimeout(timer);
                    if (timedOut)
                        return reject(new ProviderCallError(`judge command timed out after ${options.timeoutMs / 1000}s`, 1));
                    if (code !== 0) {
                        return reject(new ProviderCallError(`judge command exited with ${code}${stderr.trim() ? `: ${stderr.trim().slice(-300)}` : ''}`, 1));
                    }
                    try {
                        const a = parseAnswer(stdout);
                        resolve({
                            score: a.score,
                            rationale: a.rationale,
                            label: typeof a.label === 'string' ? a.label : options.label,
                            model: typeof a.model === 'string' ? a.model : req.model,
                            input_tokens: num(a.input_tokens),
                            output_tokens: num(a.output_tokens),
                            cache_read_tokens: 0,
                            cache_write_tokens: 0,
                            ...(typeof a.cost_usd === 'number' ? { cost_usd: a.cost_usd } : {}),
                            calls: 1,
                        });
                    }
                    catch (err) {
                        reject(err);
                    }
                });
                child.stdin.end(req.prompt);
            });
        },
    };
}

;// CONCATENATED MODULE: ./src/scoring/providers/openai.ts


function openaiJudgeParams(req) {
    return {
        model: req.model ?? '',
        messages: [
            { role: 'system', content: judgeSystemPrompt(req.scale) },
            { role: 'user', content: req.prompt },
        ],
        tools: [
            {
                type: 'function',
                function: { name: SUBMIT_SCORE_TOOL, description: submitScoreDescription(req.scale), parameters: submitScoreSchema(req.scale) },
            },
        ],
        tool_choice: { type: 'function', function: { name: SUBMIT_SCORE_TOOL } },
    };
}
function answerFromCompletion(c, calls, fallbackModel) {
    const message = c.choices?.[0]?.message;
    const call = message?.tool_calls?.find((t) => t.type === 'function' && t.function?.name === SUBMIT_SCORE_TOOL);
    if (!call || call.type !== 'function') {
        const text = typeof message?.content === 'string' ? message.content.trim() : '';
        throw new MalformedAnswerError(`no ${SUBMIT_SCORE_TOOL} tool call in the answer${text ? ` (text: ${JSON.stringify(text.slice(0, 200))})` : ''}`, {
            calls,
            input_tokens: c.usage?.prompt_tokens ?? 0,
            output_tokens: c.usage?.completion_tokens ?? 0,
            model: c.model ?? fallbackModel,
        });
    }
    const args = parseToolArguments(call.function.arguments);
    const cached = c.usage?.prompt_tokens_details?.cached_tokens ?? 0;
    return {
        score: args.score,
        rationale: args.rationale,
        model: c.model ?? fallbackModel,
        input_tokens: c.usage?.prompt_tokens ?? 0,
        output_tokens: c.usage?.completion_tokens ?? 0,
        cache_read_tokens: cached,
        cache_write_tokens: 0,
        calls,
    };
}
function openaiProvider(options) {
    return {
        name: 'openai',
        needsModel: true,
        identity: { baseURL: options.baseURL ?? null },
        async score(req) {
            const counter = { calls: 0 };
            const { default: OpenAI } = await __webpack_require__.e(/* import() */ 674).then(__webpack_require__.bind(__webpack_require__, 93674));
            const client = new OpenAI({
                apiKey: options.apiKey,
                baseURL: options.baseURL ?? 'https://api.openai.com/v1',
                organization: null,
                project: null,
                maxRetries: options.maxRetries,
                timeout: options.timeoutMs,
                fetch: countingFetch(counter),
            });
            let completion;
            try {
                completion = await client.chat.completions.create(openaiJudgeParams(req));
            }
            catch (err) {
                throw describeSdkError('openai', err, counter.calls);
            }
            return answerFromCompletion(completion, counter.calls, req.model);
        },
    };
}

;// CONCATENATED MODULE: ./src/scoring/providers/vertex.ts


function vertexProvider(options) {
    return {
        name: 'vertex',
        needsModel: true,
        identity: { projectId: options.projectId, region: options.region, baseURL: options.baseURL ?? null },
        async score(req) {
            const counter = { calls: 0 };
            let msg;
            try {
                const { AnthropicVertex } = await Promise.all(/* import() */[__webpack_require__.e(968), __webpack_require__.e(33)]).then(__webpack_require__.bind(__webpack_require__, 82033));
                const client = new AnthropicVertex({
                    projectId: options.projectId,
                    region: options.region,
                    ...(options.baseURL ? { baseURL: options.baseURL } : {}),
                    ...(options.authClient ? { authClient: options.authClient } : options.googleAuth ? { googleAuth: options.googleAuth } : {}),
                    maxRetries: options.maxRetries,
                    timeout: options.timeoutMs,
                    fetch: countingFetch(counter),
                });
                msg = (await client.messages.create(anthropicJudgeParams(req)));
            }
            catch (err) {
                throw describeSdkError('vertex', err, counter.calls);
            }
            return answerFromMessage(msg, counter.calls, req.model);
        },
    };
}

;// CONCATENATED MODULE: ./src/scoring/provider-select.ts





const SET_ONE_OF = 'set ANTHROPIC_API_KEY, or ANTHROPIC_VERTEX_PROJECT_ID with CLOUD_ML_REGION, or OPENAI_API_KEY (with OPENAI_BASE_URL for a compatible server), or give the judge `provider: command` and `command: [...]`';
function nonEmpty(v) {
    return v && v.trim() ? v.trim() : undefined;
}
function anthropicFrom(input) {
    const apiKey = nonEmpty(input.env.ANTHROPIC_API_KEY);
    if (!apiKey)
        return { error: `${judgeWhere(input.judge)} uses provider anthropic: set ANTHROPIC_API_KEY` };
    return { provider: anthropicProvider({ apiKey, baseURL: nonEmpty(input.env.ANTHROPIC_BASE_URL), ...input.call }) };
}
function vertexFrom(input) {
    const projectId = nonEmpty(input.env.ANTHROPIC_VERTEX_PROJECT_ID);
    const region = nonEmpty(input.env.CLOUD_ML_REGION);
    if (!projectId || !region) {
        return { error: `${judgeWhere(input.judge)} uses provider vertex: set ANTHROPIC_VERTEX_PROJECT_ID and CLOUD_ML_REGION (and Google credentials)` };
    }
    return {
        provider: vertexProvider({
            projectId,
            region,
            baseURL: nonEmpty(input.env.ANTHROPIC_VERTEX_BASE_URL),
            ...input.vertexAuth,
            ...input.call,
        }),
    };
}
function openaiFrom(input) {
    const apiKey = nonEmpty(input.env.OPENAI_API_KEY);
    if (!apiKey)
        return { error: `${judgeWhere(input.judge)} uses provider openai: set OPENAI_API_KEY (and OPENAI_BASE_URL for a compatible server)` };
    return { provider: openaiProvider({ apiKey, baseURL: nonEmpty(input.env.OPENAI_BASE_URL), ...input.call }) };
}
function commandFrom(input, argv, label) {
    if (!argv || argv.length === 0)
        return { error: `${judgeWhere(input.judge)} uses provider command but has no \`command\` argv` };
    return {
        provider: commandProvider({ argv, label, env: input.env, timeoutMs: input.call.timeoutMs, cwd: input.cwd }),
    };
}
function selectJudgeProvider(input) {
    const declared = input.judge.provider?.trim().toLowerCase();
    switch (declared) {
        case 'anthropic':
            return anthropicFrom(input);
        case 'vertex':
        case 'anthropic-vertex':
            return vertexFrom(input);
        case 'openai':
            return openaiFrom(input);
        case 'command':
            return commandFrom(input, input.judge.command);
        case undefined:
        case '':
            break;
        default:
            return { error: `${judgeWhere(input.judge)} has unknown provider '${input.judge.provider}' (use anthropic, vertex, openai or command)` };
    }
    if (input.judge.command?.length)
        return commandFrom(input, input.judge.command);
    if (nonEmpty(input.env.ANTHROPIC_API_KEY))
        return anthropicFrom(input);
    if (nonEmpty(input.env.ANTHROPIC_VERTEX_PROJECT_ID))
        return vertexFrom(input);
    if (nonEmpty(input.env.OPENAI_API_KEY))
        return openaiFrom(input);
    if (input.fallbackCommand)
        return commandFrom(input, input.fallbackCommand.argv, input.fallbackCommand.label);
    return { error: `${judgeWhere(input.judge)} needs an LLM and none is configured: ${SET_ONE_OF}` };
}

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var yaml_dist = __webpack_require__(38815);
;// CONCATENATED MODULE: ./src/scoring/render-prompt.ts
// Rendering an LLM judge's prompt template. `{{ outputs }}` is what the agent
// left behind (the fixture state plus the judge's chosen files, each capped),
// never whole transcripts; `{{ annotations }}` is the case's annotations.yaml.





const MAX_PROMPT_FILE_BYTES = 20 * 1024;
const MAX_PROMPT_STATE_BYTES = 40 * 1024;
/** Text cut to a byte budget, with a note saying how much was left out. */
function capText(text, maxBytes) {
    const buf = Buffer.from(text, 'utf8');
    if (buf.length <= maxBytes)
        return text;
    const kept = new TextDecoder('utf-8').decode(buf.subarray(0, maxBytes)).replace(/\uFFFD$/, '');
    return `${kept}\n[... cut: showing the first ${maxBytes} of ${buf.length} bytes]`;
}
/** Resolve a judge's `files` entries (paths or globs relative to the run directory) to existing paths. */
async function resolveJudgeFiles(runDir, patterns) {
    const out = [];
    let all = null;
    for (const p of patterns) {
        if (isGlob(p)) {
            all ??= await listFiles(runDir, 5000);
            const hits = all.filter((f) => pathMatches(p, f));
            if (hits.length === 0)
                out.push({ path: p, found: false });
            for (const h of hits)
                if (!out.some((o) => o.path === h))
                    out.push({ path: h, found: true });
        }
        else if (!out.some((o) => o.path === p)) {
            out.push({ path: p, found: true });
        }
    }
    return out;
}
async function fileSection(runDir, path, found, capBytes) {
    if (!found)
        return `### ${path}\n(no file matches)`;
    const full = (0,external_node_path_.resolve)(runDir, path);
    const rel = (0,external_node_path_.relative)((0,external_node_path_.resolve)(runDir), full);
    if (rel.startsWith('..') || (0,external_node_path_.isAbsolute)(rel))
        return `### ${path}\n(outside the case run directory, not shown)`;
    try {
        const s = await (0,promises_.stat)(full);
        if (!s.isFile())
            return `### ${path}\n(not a file)`;
        // Read only the head that can be shown; judges never get whole large files.
        const want = Math.min(s.size, capBytes);
        const fh = await (0,promises_.open)(full, 'r');
        let head;
        try {
            const { bytesRead, buffer } = await fh.read(Buffer.alloc(want), 0, want, 0);
            head = buffer.subarray(0, bytesRead);
        }
        finally {
            await fh.close();
        }
        const text = decodeText(head);
        if (text === null)
            return `### ${path}\n(binary file, ${s.size} bytes, not shown)`;
        const note = s.size > capBytes ? `\n[... cut: showing the first ${capBytes} of ${s.size} bytes]` : '';
        return `### ${path}\n\`\`\`\n${text.replace(/\uFFFD$/, '')}${note}\n\`\`\``;
    }
    catch {
        return `### ${path}\n(file not found)`;
    }
}
/** The text `{{ outputs }}` renders to. */
async function renderOutputs(input) {
    const parts = [];
    const state = input.fixtureState ? JSON.stringify(input.fixtureState, null, 2) : null;
    parts.push(state === null
        ? '## Fixture state\n(no fixture state was captured)'
        : `## Fixture state (fixture-state.json)\n\`\`\`json\n${capText(state, input.stateCapBytes ?? MAX_PROMPT_STATE_BYTES)}\n\`\`\``);
    const resolved = await resolveJudgeFiles(input.runDir, input.files ?? []);
    if (resolved.length) {
        parts.push('## Files');
        for (const f of resolved)
            parts.push(await fileSection(input.runDir, f.path, f.found, input.fileCapBytes ?? MAX_PROMPT_FILE_BYTES));
    }
    return parts.join('\n\n');
}
/** The text `{{ annotations }}` renders to. */
function renderAnnotations(annotations) {
    return (0,yaml_dist/* stringify */.As)(annotations ?? {}).trimEnd();
}
/**
 * Substitute `{{ outputs }}` and `{{ annotations }}` (any spacing). Other
 * `{{ ... }}` expressions are left as written.
 */
function renderTemplate(template, values) {
    return template.replace(/\{\{\s*(outputs|annotations)\s*\}\}/g, (_m, key) => values[key]);
}

;// CONCATENATED MODULE: ./src/scoring/llm-judge.ts






const DEFAULT_LLM_SCALE = [1, 5];
/** The prompt a judge sends, after `{{ outputs }}` and `{{ annotations }}` are filled in. */
async function renderJudgePrompt(judge, ctx) {
    const template = judge.prompt ?? '';
    const needsOutputs = /\{\{\s*outputs\s*\}\}/.test(template);
    const outputs = needsOutputs ? await renderOutputs({ runDir: ctx.runDir, fixtureState: ctx.fixtureState, files: judge.files }) : '';
    return renderTemplate(template, { outputs, annotations: renderAnnotations(ctx.caseConfig.annotations) });
}
function validScore(raw, scale) {
    let score = null;
    if (typeof raw === 'number')
        score = raw;
    else if (typeof raw === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(raw))
        score = Number(raw);
    if (score === null || !Number.isFinite(score)) {
        throw new MalformedAnswerError(`non-numeric score ${JSON.stringify(raw)}`);
    }
    if (score < scale[0] || score > scale[1]) {
        throw new MalformedAnswerError(`score ${score} is off the judge's ${scale[0]}-${scale[1]} scale`);
    }
    return score;
}
function emptyUsage(model, cached) {
    return { model, input_tokens: 0, output_tokens: 0, cost_usd: 0, calls: 0, cached };
}
function addAnswer(usage, provider, answer) {
    usage.input_tokens += answer.input_tokens;
    usage.output_tokens += answer.output_tokens;
    usage.calls += answer.calls;
    usage.model = answer.model ?? usage.model;
    usage.cost_usd +=
        answer.cost_usd ??
            judgeCallCostUsd(provider.name, answer.model, {
                inputTokens: answer.input_tokens,
                outputTokens: answer.output_tokens,
                cacheReadTokens: answer.cache_read_tokens,
                cacheWriteTokens: answer.cache_write_tokens,
            });
}
function withUsage(result, usage, label) {
    result.usage = usage;
    if (label)
        result.label = label;
    return result;
}
function sampleNote(scores, value) {
    return scores.length > 1 ? ` [samples: ${scores.join(', ')}; median ${value}]` : '';
}
/** One LLM judge for one case run. Never throws: failures come back as errored results. */
async function runLlmJudge(judge, ctx) {
    const scale = judge.score_range ?? DEFAULT_LLM_SCALE;
    if (!(scale[0] < scale[1]))
        return erroredResult(judge, 'prompt', `${judgeWhere(judge)}: score_range must be [low, high] with low < high`);
    if (!judge.prompt?.trim())
        return erroredResult(judge, 'prompt', `${judgeWhere(judge)} has an empty prompt`);
    const call = {
        timeoutMs: judge.timeout_s ? judge.timeout_s * 1000 : (ctx.llmTimeoutMs ?? DEFAULT_CALL_SETTINGS.timeoutMs),
        maxRetries: ctx.llmMaxRetries ?? DEFAULT_CALL_SETTINGS.maxRetries,
    };
    const selection = selectJudgeProvider({ judge, env: ctx.env, call, fallbackCommand: ctx.fallbackCommand, vertexAuth: ctx.vertexAuth, cwd: ctx.runDir });
    if ('error' in selection)
        return erroredResult(judge, 'prompt', selection.error);
    const provider = selection.provider;
    const kind = provider.name === 'command' ? 'command' : 'prompt';
    const model = judge.model ?? ctx.suite.models?.judge ?? ctx.defaultJudgeModel ?? null;
    if (provider.needsModel && !model) {
        return erroredResult(judge, kind, `${judgeWhere(judge)}: no judge model; set \`model\` on the judge or models.judge in eval.yaml`);
    }
    let prompt;
    try {
        prompt = await renderJudgePrompt(judge, ctx);
    }
    catch (err) {
        return erroredResult(judge, kind, `${judgeWhere(judge)}: cannot render the prompt: ${err.message}`);
    }
    const samples = Math.max(1, Math.floor(judge.samples || 1));
    const key = (0,judge_cache/* judgeCacheKey */.Pj)({ provider: provider.name, model, prompt: (0,judge_cache/* cacheStablePrompt */._4)(prompt, ctx.fixtureState), scale, samples, name: judge.name, kind: judge.kind, extra: provider.identity });
    const hit = ctx.cache ? await ctx.cache.get(key) : null;
    if (hit) {
        const result = scoredResult(judge, kind, hit.value, hit.rationale, ctx.threshold, scale);
        return withUsage(result, emptyUsage(hit.model, true), hit.label ?? provider.label);
    }
    const usage = emptyUsage(model, false);
    const settled = await Promise.allSettled(Array.from({ length: samples }, async () => {
        const answer = await provider.score({ judgeName: judge.name, prompt, model, scale });
        addAnswer(usage, provider, answer);
        const score = validScore(answer.score, scale);
        return { score, rationale: typeof answer.rationale === 'string' ? answer.rationale : '', answer };
    }));
    const failures = settled.filter((s) => s.status === 'rejected');
    const label = provider.label;
    if (failures.length) {
        for (const f of failures) {
            if (f.reason instanceof ProviderCallError)
                usage.calls += f.reason.calls;
            else if (f.reason instanceof MalformedAnswerError && f.reason.spent) {
                const spent = f.reason.spent;
                addAnswer(usage, provider, { ...spent, score: null, rationale: null, cache_read_tokens: 0, cache_write_tokens: 0 });
            }
        }
        const first = failures[0].reason;
        const prefix = first instanceof MalformedAnswerError ? 'malformed answer: ' : '';
        const which = samples > 1 ? ` (${failures.length} of ${samples} samples failed)` : '';
        return withUsage(erroredResult(judge, kind, `${prefix}${first?.message ?? String(first)}${which}`), usage, label);
    }
    const done = settled.map((s) => s.value);
    const scores = done.map((s) => s.score);
    const value = median(scores);
    const closest = [...done].sort((a, b) => Math.abs(a.score - value) - Math.abs(b.score - value))[0];
    const rationale = `${closest.rationale}${sampleNote(scores, value)}`;
    const answerLabel = done.find((s) => s.answer.label)?.answer.label ?? label;
    if (ctx.cache) {
        await ctx.cache
            .put(key, {
            value,
            rationale,
            samples: scores,
            label: answerLabel,
            model: usage.model,
            input_tokens: usage.input_tokens,
            output_tokens: usage.output_tokens,
            cost_usd: usage.cost_usd,
            created_at: new Date().toISOString(),
        })
            .catch(() => undefined);
    }
    return withUsage(scoredResult(judge, kind, value, rationale, ctx.threshold, scale), usage, answerLabel);
}

;// CONCATENATED MODULE: ./src/scoring/python-runner-source.ts
// The Python side of check judges, kept as a string so the bundled action
// (one file) carries it. It reads {"checks": [...], "outputs": {...}} as JSON
// on stdin and writes one marked JSON line per event on stdout.
const CHECK_LINE_MARKER = '@@fullsend-check@@ ';
const PYTHON_CHECK_RUNNER = String.raw `
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

;// CONCATENATED MODULE: ./src/scoring/python-check.ts
// Check judges: Python function bodies run with the agent-eval-harness
// contract, all of one case run's checks in one python3 process.



const DEFAULT_CHECK_TIMEOUT_MS = 60_000;
function tail(text, max = 600) {
    const t = text.trim();
    return t.length > max ? `...${t.slice(-max)}` : t;
}
/**
 * Run check bodies in one python3 subprocess. Each check still gets its own
 * outcome: a check that raises is an error, not a fail; on a deadline the
 * running check errors as timed out and the ones after it as not run.
 */
async function runPythonCheckBodies(checks, outputs, options) {
    const outcomes = new Map();
    if (checks.length === 0)
        return outcomes;
    const bin = options.pythonBin ?? 'python3';
    const child = (0,external_node_child_process_.spawn)(bin, ['-X', 'utf8', '-c', PYTHON_CHECK_RUNNER], {
        cwd: options.cwd,
        env: { ...(options.env ?? process.env), PYTHONIOENCODING: 'utf-8', PYTHONDONTWRITEBYTECODE: '1' },
        stdio: ['pipe', 'pipe', 'pipe'],
    });
    let running = null;
    let sawDone = false;
    let stderr = '';
    let buffered = '';
    let timedOut = false;
    let spawnError = null;
    const handleLine = (line) => {
        if (!line.startsWith(CHECK_LINE_MARKER))
            return;
        let ev;
        try {
            ev = JSON.parse(line.slice(CHECK_LINE_MARKER.length));
        }
        catch {
            return;
        }
        if (ev.event === 'start' && ev.name)
            running = ev.name;
        else if (ev.event === 'done')
            sawDone = true;
        else if (ev.event === 'result' && ev.name) {
            running = null;
            if (typeof ev.error === 'string')
                outcomes.set(ev.name, { error: ev.error });
            else if (typeof ev.value === 'boolean' || typeof ev.value === 'number') {
                outcomes.set(ev.name, { value: ev.value, rationale: ev.rationale ?? '' });
            }
            else
                outcomes.set(ev.name, { error: 'the check runner sent a result without a value' });
        }
    };
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk) => {
        buffered += chunk;
        let nl;
        while ((nl = buffered.indexOf('\n')) >= 0) {
            handleLine(buffered.slice(0, nl));
            buffered = buffered.slice(nl + 1);
        }
    });
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk) => {
        stderr = (stderr + chunk).slice(-20_000);
    });
    // A check process that exits before reading all input closes the pipe; the exit status tells what happened.
    child.stdin.on('error', () => undefined);
    const exit = new Promise((resolve) => {
        child.on('error', (err) => {
            spawnError = err;
            resolve(null);
        });
        child.on('close', (code) => resolve(code));
    });
    const timer = setTimeout(() => {
        timedOut = true;
        child.kill('SIGKILL');
    }, options.timeoutMs);
    child.stdin.end(JSON.stringify({ checks, outputs }));
    const code = await exit;
    clearTimeout(timer);
    if (buffered)
        handleLine(buffered);
    for (const check of checks) {
        if (outcomes.has(check.name))
            continue;
        let error;
        if (spawnError) {
            const e = spawnError;
            error = e.code === 'ENOENT' ? `cannot run '${bin}': not found. Install Python 3 or point pythonBin at it` : `cannot run '${bin}': ${e.message}`;
        }
        else if (timedOut) {
            error = running === check.name
                ? `timed out after ${Math.round(options.timeoutMs / 100) / 10}s`
                : running
                    ? `not run: check '${running}' timed out before it`
                    : `timed out after ${Math.round(options.timeoutMs / 100) / 10}s`;
        }
        else if (!sawDone) {
            error = `the python check process exited with code ${code}${running === check.name ? ' while this check ran' : ''}: ${tail(stderr) || 'no output'}`;
        }
        else {
            error = 'the check runner returned no result';
        }
        outcomes.set(check.name, { error });
    }
    return outcomes;
}
/**
 * Score a check's raw value. Booleans pass/fail. Numbers: on the judge's
 * `score_range` when declared; otherwise a number in [0, 1] is read as a 0-1
 * score, and any other number is an error asking for `score_range`.
 */
function scoreCheckOutcome(judge, outcome, threshold) {
    if ('error' in outcome)
        return erroredResult(judge, 'check', outcome.error);
    const { value, rationale } = outcome;
    if (typeof value === 'boolean')
        return scoredResult(judge, 'check', value, rationale, threshold);
    const scale = judge.score_range ?? [0, 1];
    if (value < scale[0] || value > scale[1]) {
        const hint = judge.score_range ? '' : '; declare score_range on the judge for another scale';
        return erroredResult(judge, 'check', `check returned ${value}, outside its scale ${scale[0]}-${scale[1]}${hint}`, rationale);
    }
    return scoredResult(judge, 'check', value, rationale, threshold, scale);
}
/** Every check judge of one case run, in one python3 process. */
async function runPythonChecks(judges, outputs, options) {
    const checks = judges.filter((j) => j.kind === 'check');
    const missing = checks.filter((j) => typeof j.check !== 'string' || !j.check.trim());
    const runnable = checks.filter((j) => !missing.includes(j));
    const timeoutMs = options.timeoutMs ??
        Math.max(DEFAULT_CHECK_TIMEOUT_MS, ...runnable.map((j) => (j.timeout_s ? j.timeout_s * 1000 : 0)));
    const outcomes = await runPythonCheckBodies(runnable.map((j) => ({ name: j.name, source: j.check, arguments: j.args ?? {} })), outputs, { pythonBin: options.pythonBin, cwd: options.cwd, env: options.env, timeoutMs });
    return checks.map((j) => missing.includes(j)
        ? erroredResult(j, 'check', `${judgeWhere(j)} has an empty check body`)
        : scoreCheckOutcome(j, outcomes.get(j.name) ?? { error: 'no result' }, options.threshold));
}

;// CONCATENATED MODULE: ./src/scoring/score-case-run.ts
// Scoring one finished case run: behavioural thresholds, then every judge
// (built-ins inline, Python checks in one subprocess, LLM judges concurrently),
// the verdict, and <runDir>/judges.json.









function oneLine(s, max = 160) {
    const t = s.replace(/\s+/g, ' ').trim();
    return t.length > max ? `${t.slice(0, max - 3)}...` : t;
}
/** `Judge: triage_quality       4      PASS  rationale...` */
function formatJudgeLine(j) {
    const value = j.value === null ? '-' : typeof j.value === 'boolean' ? String(j.value) : String(Math.round(j.value * 1000) / 1000);
    const status = j.error ? 'ERROR' : j.pass ? 'PASS' : 'FAIL';
    const label = j.label ? ` [${j.label}]` : '';
    const cached = j.usage?.cached ? ' (cached)' : '';
    const text = j.error ? j.error : j.rationale;
    return `Judge: ${j.name.padEnd(20)} ${value.padEnd(6)} ${status}${label}${cached}  ${oneLine(text)}`;
}
async function runJudges(input) {
    const { suite, caseConfig, threshold } = input;
    const judges = suite.judges;
    const checks = judges.filter((j) => j.kind === 'check');
    const checkResults = checks.length
        ? buildCheckOutputs({
            runDir: input.runDir,
            annotations: caseConfig.annotations,
            metrics: input.metrics,
            fixtureState: input.fixtureState,
            exitCode: input.exitCode,
            durationS: input.durationS,
        })
            .then((outputs) => runPythonChecks(checks, outputs, {
            pythonBin: input.pythonBin,
            timeoutMs: input.checkTimeoutMs,
            cwd: input.runDir,
            threshold,
            env: input.env,
        }))
            .catch((err) => checks.map((j) => erroredResult(j, 'check', `cannot run the check: ${err.message}`)))
        : Promise.resolve([]);
    const others = judges.map((j) => {
        if (j.kind === 'builtin')
            return Promise.resolve(runBuiltinCheck(j, input.fixtureState, caseConfig.annotations, threshold));
        if (j.kind === 'prompt') {
            return runLlmJudge(j, {
                suite,
                caseConfig,
                runDir: input.runDir,
                fixtureState: input.fixtureState,
                threshold,
                env: input.env,
                cache: input.cache,
                defaultJudgeModel: input.defaultJudgeModel,
                fallbackCommand: input.fallbackCommand,
                llmTimeoutMs: input.llmTimeoutMs,
                llmMaxRetries: input.llmMaxRetries,
                vertexAuth: input.vertexAuth,
            });
        }
        if (j.kind === 'check')
            return null;
        return Promise.resolve(erroredResult(j, 'builtin', `${judgeWhere(j)} has unknown kind '${String(j.kind)}'`));
    });
    const [byCheck, ...rest] = await Promise.all([checkResults, ...others.map((p) => p ?? Promise.resolve(null))]);
    const checkByName = new Map(byCheck.map((r) => [r.name, r]));
    return judges.map((j, i) => (j.kind === 'check' ? (checkByName.get(j.name) ?? erroredResult(j, 'check', 'no result')) : rest[i]));
}
async function scoreCaseRun(input) {
    const thresholds = (0,behavioural/* evaluateLimits */._H)(input.caseConfig.limits, input.metrics);
    for (const t of thresholds)
        input.log((0,behavioural/* formatThresholdLine */.Jp)(t));
    const judges = await runJudges(input);
    for (const j of judges)
        input.log(formatJudgeLine(j));
    const { verdict, score, reasons } = caseRunVerdict(thresholds, judges, input.suite.judges, input.threshold);
    for (const r of reasons)
        input.log(`Fail: ${r}`);
    await (0,promises_.writeFile)((0,external_node_path_.join)(input.runDir, 'judges.json'), `${JSON.stringify({ verdict, score, threshold: input.threshold, reasons, thresholds, judges }, null, 2)}\n`);
    return { thresholds, judges, score, verdict };
}

;// CONCATENATED MODULE: ./src/engine/runner-env.ts
/** The runner contract's variables (DESIGN.md, "What the agent gets"). */
function contractEnv(c) {
    return {
        FIXTURE_URL: c.fixture.url,
        FIXTURE_NUMBER: String(c.fixture.number),
        FIXTURE_TYPE: c.fixture.type,
        EPHEMERAL_REPO: c.fixture.repo,
        FORGE: 'github',
        GH_TOKEN: c.token,
        GITHUB_TOKEN: c.token,
        GITHUB_API_URL: c.apiUrl,
        GITHUB_SERVER_URL: c.serverUrl,
        OUTPUT_DIR: c.outputDir,
    };
}
/** Placeholders of runner.command, host-side; the runner maps the path ones for its sandbox. */
function commandPlaceholders(opts) {
    const { suite, caseConfig, fixture } = opts;
    const fromInput = {};
    for (const [k, v] of Object.entries(caseConfig.input)) {
        if (v === null || typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean')
            fromInput[k] = v === null ? '' : String(v);
    }
    return {
        ...fromInput,
        agent: suite.skill,
        skill: suite.skill,
        workspace: opts.workspaceDir,
        output_dir: opts.outputDir,
        eval_dir: opts.evalDir,
        model: suite.models.skill ?? '',
        timeout: String(suite.execution.timeout_s),
        max_budget_usd: suite.execution.max_budget_usd === undefined ? '' : String(suite.execution.max_budget_usd),
        fixture_url: fixture.url,
        fixture_number: String(fixture.number),
        repo: fixture.repo,
        case: caseConfig.id,
    };
}
const SECRET_NAME = /(TOKEN|SECRET|PASSWORD|PASSWD|API_KEY|PRIVATE_KEY|CREDENTIAL)/i;
/** Names whose values must not appear on a command line (they go through an env file). */
function secretKeysOf(env) {
    return Object.keys(env).filter((k) => SECRET_NAME.test(k) || /^GIT_CONFIG_VALUE_\d+$/.test(k));
}

;// CONCATENATED MODULE: ./src/engine/case-run.ts










function runDirOf(plan) {
    const base = external_node_path_default().join(plan.caseConfig.skill, plan.caseConfig.id);
    return plan.repeats > 1 ? external_node_path_default().join(base, `run-${plan.repeat}`) : base;
}
async function writeJson(file, value) {
    await (0,promises_.writeFile)(file, JSON.stringify(value, null, 2) + '\n');
}
/**
 * One case run, end to end: fixture, workspace, agent, metrics, capture,
 * teardown (always), then scoring. Never throws: every failure becomes an
 * `error` result with its reason, so no result is lost.
 */
async function runCaseRun(plan, ctx) {
    const { suite, caseConfig } = plan;
    const rel = runDirOf(plan);
    const runDir = external_node_path_default().join(ctx.outputRoot, rel);
    const outputDir = external_node_path_default().join(runDir, 'output');
    await (0,promises_.mkdir)(outputDir, { recursive: true });
    const label = `${caseConfig.skill}/${caseConfig.id}${plan.repeats > 1 ? ` run ${plan.repeat}/${plan.repeats}` : ''}`;
    const log = (line) => ctx.log(`[${label}] ${line}`);
    const started = ctx.now();
    const threshold = (0,threshold_taxonomy/* resolveCaseThreshold */.yP)({ cli: ctx.cliThreshold, caseValue: caseConfig.threshold, suiteValue: suite.execution.threshold }).value;
    const result = {
        dir: rel,
        attempt: plan.repeat,
        status: 'error',
        exit_code: null,
        duration_s: 0,
        metrics: null,
        thresholds: [],
        judges: [],
        score: null,
        threshold,
    };
    const fail = (reason, err) => {
        result.status = 'error';
        result.reason = reason;
        result.error = err instanceof Error ? err.message : String(err);
        log(`ERROR (${reason}): ${result.error}`);
    };
    const sandbox = {
        ...suite.sandbox,
        ...(ctx.sandboxOverride?.type ? { type: ctx.sandboxOverride.type } : {}),
        ...(ctx.sandboxOverride?.image ? { image: ctx.sandboxOverride.image } : {}),
    };
    let fixture;
    let workspace;
    let outcome;
    let fixtureState = null;
    let metrics = null;
    try {
        if (ctx.signal?.aborted)
            throw Object.assign(new Error('run was interrupted before this case started'), { reason: 'aborted' });
        log('creating fixture');
        try {
            fixture = await ctx.fixtures.create(caseConfig);
        }
        catch (err) {
            fail('fixture', err);
            return result;
        }
        await ctx.tracker?.register(fixture);
        result.fixture = { repo: fixture.repo, url: fixture.url, number: fixture.number, kept: ctx.keepFixtures, deleted: false };
        log(`fixture ${fixture.url}`);
        workspace = await (0,promises_.mkdtemp)(external_node_path_default().join(ctx.workRoot ?? external_node_os_default().tmpdir(), 'ff-ws-'));
        const { gitEnv } = await ctx.fixtures.cloneWorkspace(fixture, workspace);
        const inContainer = sandbox.type === 'docker';
        const contract = contractEnv({
            fixture,
            token: ctx.github.token,
            apiUrl: ctx.github.apiUrl,
            serverUrl: ctx.github.serverUrl,
            outputDir: inContainer ? '/output' : outputDir,
        });
        const source = { ...ctx.env, ...contract };
        const env = {
            ...gitEnv,
            ...expandEnv(suite.execution.env, source, { file: suite.evalFile, keyPath: 'execution.env' }),
            ...expandEnv(suite.runner.env, source, { file: suite.evalFile, keyPath: 'runner.env' }),
            ...contract,
        };
        const hookEnv = { ...ctx.env, ...env, CASE_WORKSPACE: workspace, CASE_SOURCE_DIR: caseConfig.dir, CASE_ID: caseConfig.id };
        for (const hook of suite.hooks.before_each) {
            if (hook.builtin_replacement)
                continue;
            const h = await runHook({ command: hook.command, cwd: workspace, env: hookEnv, timeoutMs: (hook.timeout ?? 120) * 1000, log });
            if (h.exitCode !== 0 && hook.on_failure !== 'continue') {
                fail('hook', new Error(`before_each hook '${hook.command}' exited ${h.exitCode}`));
                return result;
            }
        }
        const slot = ctx.agentSlot ?? ((fn) => fn());
        const placeholders = commandPlaceholders({ suite, caseConfig, fixture, workspaceDir: workspace, outputDir, evalDir: ctx.evalDir });
        const workspaceDir = workspace;
        outcome = await slot(() => {
            log(`running agent (sandbox ${sandbox.type}${sandbox.type === 'docker' ? `, image ${sandbox.image}` : ''})`);
            return runAgent({
                argvTemplate: suite.runner.command,
                placeholders,
                workspaceDir,
                outputDir,
                runDir,
                evalDir: ctx.evalDir,
                env,
                secretKeys: secretKeysOf(env),
                sandbox,
                timeoutMs: suite.execution.timeout_s * 1000,
                killGraceMs: suite.execution.kill_grace_s * 1000,
                outputCapBytes: suite.runner.output_cap_bytes,
                retries: suite.execution.retries,
                format: suite.runner.format,
                signal: ctx.signal,
                log,
            });
        });
        metrics = outcome.metrics;
        result.metrics = metrics;
        result.exit_code = outcome.exitCode;
        await writeJson(external_node_path_default().join(runDir, 'metrics.json'), metrics);
        log(`agent ${outcome.status} (exit ${outcome.exitCode ?? 'none'}), ${metrics.num_turns} turns, $${metrics.total_cost_usd.toFixed(4)}${metrics.estimated ? ' (estimated)' : ''}`);
        if (outcome.status !== 'aborted') {
            try {
                fixtureState = await ctx.fixtures.capture(fixture);
                await writeJson(external_node_path_default().join(runDir, 'fixture-state.json'), fixtureState);
            }
            catch (err) {
                fail('capture', err);
            }
            for (const hook of suite.hooks.after_each) {
                if (hook.builtin_replacement)
                    continue;
                const h = await runHook({ command: hook.command, cwd: workspace, env: { ...hookEnv, OUTPUT_DIR: outputDir }, timeoutMs: (hook.timeout ?? 60) * 1000, log });
                if (h.exitCode !== 0 && hook.on_failure !== 'continue')
                    log(`after_each hook '${hook.command}' exited ${h.exitCode}`);
            }
        }
    }
    catch (err) {
        const reason = err.reason ?? (err instanceof Error && /sandbox|docker/i.test(err.message) ? 'sandbox' : 'internal');
        fail(reason, err);
    }
    finally {
        if (fixture) {
            if (ctx.keepFixtures) {
                log(`keeping fixture ${fixture.url}`);
                await ctx.tracker?.unregister(fixture);
            }
            else {
                try {
                    await ctx.fixtures.delete(fixture);
                    result.fixture.deleted = true;
                    await ctx.tracker?.unregister(fixture);
                }
                catch (err) {
                    result.fixture.teardown_error = err.message;
                    log(`TEARDOWN FAILED for ${fixture.repo}: ${err.message}`);
                }
            }
        }
        if (workspace)
            await (0,promises_.rm)(workspace, { recursive: true, force: true }).catch(() => undefined);
    }
    if (result.reason) {
        result.duration_s = (ctx.now() - started) / 1000;
        result.thresholds = (0,behavioural/* evaluateLimits */._H)(caseConfig.limits, metrics);
        return result;
    }
    result.duration_s = (ctx.now() - started) / 1000;
    if (!outcome || outcome.status === 'aborted') {
        result.reason = 'aborted';
        result.error = 'interrupted';
        return result;
    }
    if (outcome.status === 'timeout') {
        result.thresholds = (0,behavioural/* evaluateLimits */._H)(caseConfig.limits, metrics);
        for (const t of result.thresholds)
            log((0,behavioural/* formatThresholdLine */.Jp)(t));
        result.status = 'error';
        result.reason = 'timeout';
        result.error = `agent did not finish within ${suite.execution.timeout_s}s`;
        return result;
    }
    try {
        const scored = await scoreCaseRun({
            suite,
            caseConfig,
            runDir,
            metrics,
            fixtureState,
            exitCode: outcome.exitCode,
            durationS: outcome.durationMs / 1000,
            threshold,
            env: ctx.env,
            cache: ctx.cache,
            defaultJudgeModel: ctx.defaultJudgeModel,
            fallbackCommand: ctx.fallbackJudge,
            log,
        });
        result.thresholds = scored.thresholds;
        result.judges = scored.judges;
        result.score = scored.score;
        result.status = scored.verdict;
        if (outcome.status === 'crashed') {
            result.reason = 'agent_exit';
            result.error = outcome.error ?? `agent exited with ${outcome.exitCode}`;
        }
    }
    catch (err) {
        fail('internal', err);
    }
    log(`${result.status.toUpperCase()}${result.score !== null ? ` (score ${result.score.toFixed(2)}, threshold ${threshold})` : ''}`);
    return result;
}

// EXTERNAL MODULE: ./src/engine/exit-codes.ts
var exit_codes = __webpack_require__(42387);
// EXTERNAL MODULE: ./src/engine/results-files.ts + 2 modules
var results_files = __webpack_require__(492);
// EXTERNAL MODULE: ./src/engine/select-cases.ts
var select_cases = __webpack_require__(79652);
;// CONCATENATED MODULE: ./src/engine/engine.ts








function caseStatus(runs) {
    if (runs.every((r) => r.status === 'pass'))
        return 'pass';
    if (runs.some((r) => r.status === 'error'))
        return 'error';
    return 'fail';
}
/** Runs the planned case runs with bounded concurrency, then applies suite gates and writes the outputs. */
async function runEngine(opts, deps) {
    const now = deps.now ?? Date.now;
    const startedAt = now();
    const plans = (0,select_cases/* planCaseRuns */.aU)(opts.suites, { cases: opts.cases, repeat: opts.repeat, shard: opts.shard, only: opts.only });
    const outputRoot = external_node_path_default().resolve(opts.outputDir);
    await (0,promises_.mkdir)(outputRoot, { recursive: true });
    const warnings = [...(opts.warnings ?? [])];
    const concurrency = opts.concurrency ?? Math.max(1, Math.min(...opts.suites.map((s) => s.execution.parallelism), 64));
    deps.log(`running ${plans.length} case run${plans.length === 1 ? '' : 's'} from ${new Set(plans.map((p) => (0,select_cases/* caseKey */.u2)(p.caseConfig))).size} cases, ${concurrency} agents at a time${opts.shard ? ` (shard ${opts.shard.index}/${opts.shard.total})` : ''}`);
    const ctx = {
        outputRoot,
        evalDir: external_node_path_default().resolve(opts.evalDir),
        fixtures: deps.fixtures,
        tracker: deps.tracker,
        github: deps.github,
        env: deps.env,
        sandboxOverride: { type: opts.sandbox, image: opts.image },
        cliThreshold: opts.threshold,
        keepFixtures: opts.keepFixtures,
        cache: deps.cache,
        defaultJudgeModel: opts.defaultJudgeModel,
        fallbackJudge: opts.fallbackJudge,
        signal: deps.signal,
        log: deps.log,
        now,
        workRoot: deps.workRoot,
        agentSlot: (0,p_limit/* default */.A)(concurrency),
    };
    // `concurrency` agents run at once; fixtures for as many more are prepared
    // meanwhile, so setup and teardown stay off the agents' critical path
    // without piling up live repos.
    const limit = (0,p_limit/* default */.A)(concurrency + Math.max(0, opts.prepareAhead ?? concurrency));
    let done = 0;
    const runResults = await Promise.all(plans.map((plan) => limit(async () => {
        const r = await runCaseRun(plan, ctx);
        done++;
        deps.log(`progress ${done}/${plans.length}: ${(0,select_cases/* caseKey */.u2)(plan.caseConfig)}${plan.repeats > 1 ? ` run ${plan.repeat}` : ''} ${r.status.toUpperCase()}${r.reason ? ` (${r.reason})` : ''}`);
        return { plan, r };
    })));
    const results = assembleResults(opts.suites, runResults, warnings, { startedAt, finishedAt: now(), shard: opts.shard });
    const { summary } = await (0,results_files/* writeResultFiles */.S)(outputRoot, results);
    return { results, exitCode: (0,exit_codes/* exitCodeOf */.FO)(results), summary };
}
/** Groups runs into cases, evaluates suite gates and totals. Shared with the shard merge. */
function assembleResults(suites, runResults, warnings, times) {
    const byCase = new Map();
    for (const { plan, r } of runResults) {
        const key = (0,select_cases/* caseKey */.u2)(plan.caseConfig);
        let c = byCase.get(key);
        if (!c) {
            c = {
                skill: plan.caseConfig.skill,
                case: plan.caseConfig.id,
                status: 'pass',
                runs: [],
                annotations_file: plan.caseConfig.annotationsFile,
                input_file: plan.caseConfig.inputFile,
            };
            byCase.set(key, c);
        }
        c.runs.push(r);
    }
    const cases = [...byCase.values()];
    for (const c of cases) {
        c.runs.sort((a, b) => a.attempt - b.attempt);
        c.status = caseStatus(c.runs);
    }
    cases.sort((a, b) => caseKeyOf(a).localeCompare(caseKeyOf(b)));
    const gates = [];
    for (const suite of suites) {
        const scored = cases
            .filter((c) => c.skill === suite.skill)
            .flatMap((c) => c.runs)
            .filter((r) => r.status !== 'error' || r.judges.length > 0);
        if (scored.length === 0)
            continue;
        gates.push(...evaluateGates(suite, scored.map((r) => r.judges)));
    }
    const runs = cases.flatMap((c) => c.runs);
    const judgeUsage = runs.flatMap((r) => r.judges).map((j) => j.usage).filter((u) => u !== undefined);
    const totals = {
        cases: cases.length,
        passed: cases.filter((c) => c.status === 'pass').length,
        failed: cases.filter((c) => c.status === 'fail').length,
        errored: cases.filter((c) => c.status === 'error').length,
        runs: runs.length,
        agent_cost_usd: roundUsd(runs.reduce((s, r) => s + (r.metrics?.total_cost_usd ?? 0), 0)),
        judge_cost_usd: roundUsd(judgeUsage.reduce((s, u) => s + (u.cached ? 0 : u.cost_usd), 0)),
        judge_input_tokens: judgeUsage.reduce((s, u) => s + (u.cached ? 0 : u.input_tokens), 0),
        judge_output_tokens: judgeUsage.reduce((s, u) => s + (u.cached ? 0 : u.output_tokens), 0),
    };
    for (const r of runs) {
        if (r.fixture?.teardown_error)
            warnings.push(`fixture ${r.fixture.repo} was not deleted: ${r.fixture.teardown_error}`);
    }
    const passed = cases.length > 0 && cases.every((c) => c.status === 'pass') && gates.every((g) => g.pass);
    return {
        version: 1,
        passed,
        started_at: new Date(times.startedAt).toISOString(),
        finished_at: new Date(times.finishedAt).toISOString(),
        duration_s: Math.round((times.finishedAt - times.startedAt) / 100) / 10,
        ...(times.shard ? { shard: times.shard } : {}),
        totals,
        cases,
        gates,
        warnings,
    };
}
function caseKeyOf(c) {
    return `${c.skill}/${c.case}`;
}
function roundUsd(n) {
    return Math.round(n * 1e6) / 1e6;
}


/***/ }),

/***/ 492:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  F: () => (/* binding */ errorResults),
  S: () => (/* binding */ writeResultFiles)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
;// CONCATENATED MODULE: ./src/report/junit.ts
function xml(text) {
    return text
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/"/g, '&quot;')
        // eslint-disable-next-line no-control-regex
        .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '');
}
/** junit.xml: a testsuite per skill, a testcase per case run. */
function renderJunit(results) {
    const bySkill = new Map();
    for (const c of results.cases)
        bySkill.set(c.skill, [...(bySkill.get(c.skill) ?? []), c]);
    const suites = [];
    for (const [skill, cases] of bySkill) {
        const runs = cases.flatMap((c) => c.runs.map((r) => ({ c, r })));
        const failures = runs.filter((x) => x.r.status === 'fail').length;
        const errors = runs.filter((x) => x.r.status === 'error').length;
        const time = runs.reduce((s, x) => s + x.r.duration_s, 0);
        const tcs = runs.map(({ c, r }) => {
            const name = c.runs.length > 1 ? `${c.case} #${r.attempt}` : c.case;
            const reasons = [
                ...(r.error ? [`${r.reason ?? 'error'}: ${r.error}`] : []),
                ...r.thresholds.filter((t) => !t.pass).map((t) => `threshold ${t.name}: ${t.actual ?? 'missing'} > ${t.limit}`),
                ...r.judges.filter((j) => !j.pass).map((j) => `judge ${j.name}: ${j.error ?? j.rationale}`),
            ].join('\n');
            const body = r.status === 'fail'
                ? `<failure message="${xml(reasons.split('\n')[0] ?? 'failed')}">${xml(reasons)}</failure>`
                : r.status === 'error'
                    ? `<error message="${xml(r.reason ?? 'error')}">${xml(reasons)}</error>`
                    : '';
            return `    <testcase classname="${xml(skill)}" name="${xml(name)}" time="${r.duration_s.toFixed(3)}">${body}</testcase>`;
        });
        suites.push(`  <testsuite name="${xml(skill)}" tests="${runs.length}" failures="${failures}" errors="${errors}" time="${time.toFixed(3)}">\n${tcs.join('\n')}\n  </testsuite>`);
    }
    return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="fullsend-functional">\n${suites.join('\n')}\n</testsuites>\n`;
}

;// CONCATENATED MODULE: ./src/report/summary.ts
/** GitHub's limit for one step's job summary. */
const SUMMARY_LIMIT_BYTES = 1024 * 1024;
/** Escapes user text for the summary, which GitHub renders as HTML-flavoured markdown. */
function escapeHtml(text) {
    return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
function cell(text) {
    return escapeHtml(text).replace(/\|/g, '&#124;').replace(/\r?\n/g, '<br>');
}
function usd(n) {
    if (n === null || n === undefined)
        return '–';
    return `$${n < 0.01 && n > 0 ? n.toFixed(4) : n.toFixed(2)}`;
}
function limitOf(run, name) {
    return run.thresholds.find((t) => t.name === name);
}
function judgeCell(j) {
    if (!j)
        return '–';
    if (j.error)
        return '⚠️ error';
    const mark = j.pass ? '✅' : '❌';
    if (typeof j.value === 'boolean')
        return `${mark} ${j.value ? 'pass' : 'fail'}`;
    if (typeof j.value === 'number')
        return `${mark} ${Number.isInteger(j.value) ? j.value : j.value.toFixed(2)}${j.scale ? `/${j.scale[1]}` : ''}`;
    return mark;
}
const STATUS_ICON = { pass: '✅ pass', fail: '❌ fail', error: '⚠️ error' };
function runLabel(c, r) {
    return c.runs.length > 1 ? `${c.case} #${r.attempt}` : c.case;
}
function thresholdCell(t, money = false) {
    if (!t)
        return '–';
    const actual = money ? usd(t.actual) : t.actual === null ? '–' : String(t.actual);
    const limit = money ? usd(t.limit) : String(t.limit);
    return `${t.pass ? '' : '❌ '}${actual} / ${limit}`;
}
function gateRow(g) {
    const value = g.value === null ? '–' : Number.isInteger(g.value) ? String(g.value) : g.value.toFixed(3);
    return `| ${cell(g.skill)} | ${cell(g.judge)} | ${g.kind} | ${value} | ${g.threshold} | ${g.pass ? '✅ PASS' : '❌ FAIL'} |`;
}
function failureDetails(c, r) {
    const lines = [];
    if (r.error)
        lines.push(`- **${cell(r.reason ?? 'error')}**: ${cell(r.error)}`);
    for (const t of r.thresholds.filter((x) => !x.pass)) {
        lines.push(`- threshold \`${t.name}\`: actual ${t.actual ?? 'missing'} exceeds ${t.limit}`);
    }
    for (const j of r.judges.filter((x) => !x.pass)) {
        const what = j.error ? `error: ${j.error}` : `value ${String(j.value)}`;
        lines.push(`- judge \`${cell(j.name)}\` (${what}): ${cell(j.rationale || '(no rationale)')}`);
    }
    if (lines.length === 0)
        lines.push(`- case score ${r.score?.toFixed(2) ?? '–'} is below its threshold ${r.threshold}`);
    return `<details><summary>${STATUS_ICON[r.status]} ${cell(`${c.skill}/${runLabel(c, r)}`)}</summary>\n\n${lines.join('\n')}\n\n</details>`;
}
/** The job summary / summary.md: headline, per-case table, gates, and the reasons for each failure. */
function renderSummary(results, opts = {}) {
    const t = results.totals;
    const headline = results.error
        ? `## ⚠️ ${opts.title ?? 'fullsend-functional'}: ${results.error.kind} error`
        : `## ${results.passed ? '✅' : '❌'} ${opts.title ?? 'fullsend-functional'}: ${results.passed ? 'passed' : 'failed'}`;
    const parts = [headline, ''];
    if (results.error)
        parts.push(cell(results.error.message), '');
    parts.push(`**${t.passed}/${t.cases} cases passed** (${t.failed} failed, ${t.errored} errored, ${t.runs} runs) · ` +
        `agent cost ${usd(t.agent_cost_usd)} · judge cost ${usd(t.judge_cost_usd)} · wall time ${results.duration_s.toFixed(1)}s` +
        (results.shard ? ` · shard ${results.shard.index}/${results.shard.total}` : ''), '');
    const labels = [...new Set(results.cases.flatMap((c) => c.runs.flatMap((r) => r.judges.map((j) => j.label)).filter((l) => !!l)))];
    const skills = [...new Set(results.cases.map((c) => c.skill))];
    for (const skill of skills) {
        const cases = results.cases.filter((c) => c.skill === skill);
        const judgeNames = [...new Set(cases.flatMap((c) => c.runs.flatMap((r) => r.judges.map((j) => j.name))))];
        if (skills.length > 1)
            parts.push(`### ${cell(skill)}`, '');
        parts.push(`| case | status | turns | cost | ${judgeNames.map(cell).join(' | ')}${judgeNames.length ? ' |' : ''}`, `|---|---|---|---|${judgeNames.map(() => '---|').join('')}`);
        for (const c of cases) {
            for (const r of c.runs) {
                const judges = judgeNames.map((n) => judgeCell(r.judges.find((j) => j.name === n)));
                parts.push(`| ${cell(`${c.skill}/${runLabel(c, r)}`)} | ${STATUS_ICON[r.status]}${r.reason ? ` (${cell(r.reason)})` : ''} | ${thresholdCell(limitOf(r, 'max_turns'))} | ${thresholdCell(limitOf(r, 'max_cost_usd'), true)} | ${judges.join(' | ')}${judges.length ? ' |' : ''}`);
            }
        }
        parts.push('');
    }
    if (labels.length > 0)
        parts.push(`> LLM judges scored by: ${labels.map(cell).join(', ')}`, '');
    if (results.gates.length > 0) {
        parts.push('### Gates', '', '| suite | judge | gate | value | threshold | result |', '|---|---|---|---|---|---|');
        for (const g of results.gates)
            parts.push(gateRow(g));
        parts.push('');
    }
    const failures = results.cases.flatMap((c) => c.runs.filter((r) => r.status !== 'pass').map((r) => ({ c, r })));
    if (results.warnings.length > 0) {
        parts.push('### Warnings', '', ...results.warnings.map((w) => `- ${cell(w)}`), '');
    }
    const head = parts.join('\n');
    const limit = opts.limitBytes ?? SUMMARY_LIMIT_BYTES;
    if (failures.length === 0)
        return fit(head, limit);
    const out = [head, '### Failures', ''];
    let size = Buffer.byteLength(out.join('\n'));
    const reserve = 200;
    let shown = 0;
    for (const f of failures) {
        const block = failureDetails(f.c, f.r) + '\n';
        const len = Buffer.byteLength(block) + 1;
        if (size + len > limit - reserve)
            break;
        out.push(block);
        size += len;
        shown++;
    }
    if (shown < failures.length) {
        out.push(`> The summary was cut to stay under GitHub's ${Math.round(limit / 1024)} KiB limit: ${failures.length - shown} more failures are in results.json.`);
    }
    return fit(out.join('\n'), limit);
}
/** Last resort for a headline and tables that alone exceed the limit. */
function fit(text, limit) {
    if (Buffer.byteLength(text) <= limit)
        return text;
    const note = `\n\n> The summary was cut to stay under GitHub's ${Math.round(limit / 1024)} KiB limit; see results.json for everything.\n`;
    const budget = limit - Buffer.byteLength(note);
    let cut = Buffer.from(text).subarray(0, budget).toString('utf8');
    cut = cut.slice(0, cut.lastIndexOf('\n'));
    return cut + note;
}

;// CONCATENATED MODULE: ./src/engine/results-files.ts




/** Writes results.json, summary.md and junit.xml into the output directory. */
async function writeResultFiles(outputDir, results) {
    await (0,promises_.mkdir)(outputDir, { recursive: true });
    const resultsPath = external_node_path_default().join(outputDir, 'results.json');
    const summaryPath = external_node_path_default().join(outputDir, 'summary.md');
    const summary = renderSummary(results);
    await (0,promises_.writeFile)(resultsPath, JSON.stringify(results, null, 2) + '\n');
    await (0,promises_.writeFile)(summaryPath, summary + '\n');
    await (0,promises_.writeFile)(external_node_path_default().join(outputDir, 'junit.xml'), renderJunit(results));
    return { resultsPath, summaryPath, summary };
}
/** results.json for a run that could not be carried out (authoring or infrastructure error). */
function errorResults(kind, message, now) {
    const iso = now.toISOString();
    return {
        version: 1,
        passed: false,
        error: { kind, message },
        started_at: iso,
        finished_at: iso,
        duration_s: 0,
        totals: { cases: 0, passed: 0, failed: 0, errored: 0, runs: 0, agent_cost_usd: 0, judge_cost_usd: 0, judge_input_tokens: 0, judge_output_tokens: 0 },
        cases: [],
        gates: [],
        warnings: [],
    };
}


/***/ }),

/***/ 79652:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KK: () => (/* binding */ failedCasesOf),
/* harmony export */   aU: () => (/* binding */ planCaseRuns),
/* harmony export */   u2: () => (/* binding */ caseKey)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(14006);
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(picomatch__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _shard_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(20914);



function caseKey(c) {
    return `${c.skill}/${c.id}`;
}
/** The case runs of this invocation: selected by glob and rerun list, repeated, then sharded (repeats stay together). */
function planCaseRuns(suites, opts) {
    const matchers = (opts.cases ?? []).map((g) => picomatch__WEBPACK_IMPORTED_MODULE_1___default()(g, { dot: true }));
    const picked = [];
    for (const suite of suites) {
        for (const c of suite.cases) {
            const key = caseKey(c);
            if (matchers.length > 0 && !matchers.some((m) => m(c.id) || m(key)))
                continue;
            if (opts.only && !opts.only.has(key))
                continue;
            picked.push({ suite, caseConfig: c });
        }
    }
    const sharded = (0,_shard_js__WEBPACK_IMPORTED_MODULE_2__/* .selectShard */ .X)(picked, (p) => caseKey(p.caseConfig), opts.shard);
    const plans = [];
    for (const p of sharded) {
        const repeats = opts.repeat ?? p.suite.execution.repeat;
        for (let k = 1; k <= repeats; k++)
            plans.push({ ...p, repeat: k, repeats });
    }
    return plans;
}
/** `skill/case` keys of the cases that did not pass in a previous results.json. */
async function failedCasesOf(resultsFile) {
    let parsed;
    try {
        parsed = JSON.parse(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(resultsFile, 'utf8'));
    }
    catch (err) {
        throw new Error(`--rerun-failed: cannot read ${resultsFile}: ${err.message}`);
    }
    if (!Array.isArray(parsed.cases))
        throw new Error(`--rerun-failed: ${resultsFile} is not a fullsend-functional results.json (no cases[])`);
    return new Set(parsed.cases.filter((c) => c.status !== 'pass').map((c) => `${c.skill}/${c.case}`));
}


/***/ }),

/***/ 27843:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Jp: () => (/* binding */ formatThresholdLine),
/* harmony export */   _H: () => (/* binding */ evaluateLimits)
/* harmony export */ });
/* unused harmony exports limitActual, formatLimitValue */
const TOKEN_FIELDS = ['input', 'output', 'reasoning', 'cache_creation', 'cache_read'];
/**
 * The metric a limit reads, or null when the metrics do not carry it.
 *
 * `max_input_tokens` reads `token_usage.input` only: cache reads and writes
 * are billed and limited separately (`max_cache_read_tokens`,
 * `max_cache_creation_tokens`), and adding them would make a prompt-cache hit
 * look like a bigger prompt.
 */
function limitActual(name, metrics) {
    if (!metrics)
        return null;
    const num = (v) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
    switch (name) {
        case 'max_turns':
            return num(metrics.num_turns);
        case 'max_cost_usd':
            return num(metrics.total_cost_usd);
        case 'max_tool_calls':
            return num(metrics.tool_calls);
        case 'max_duration_s': {
            const ms = num(metrics.duration_ms);
            return ms === null ? null : ms / 1000;
        }
        default:
            break;
    }
    if (!name.startsWith('max_'))
        return null;
    const field = name.slice('max_'.length);
    const tokenMatch = /^(.+)_tokens$/.exec(field);
    if (tokenMatch && TOKEN_FIELDS.includes(tokenMatch[1])) {
        return num(metrics.token_usage?.[tokenMatch[1]]);
    }
    return num(metrics[field]);
}
/**
 * Every limit against the metrics. A missing metrics file or field fails
 * closed (actual null, pass false); a value equal to the limit passes.
 */
function evaluateLimits(limits, metrics) {
    return limits.map((limit) => {
        const actual = limitActual(limit.name, metrics);
        const result = {
            name: limit.name,
            limit: limit.value,
            actual,
            pass: actual !== null && actual <= limit.value + 1e-12,
        };
        if (limit.pos?.file)
            result.file = limit.pos.file;
        if (limit.pos?.line)
            result.line = limit.pos.line;
        return result;
    });
}
/** A number as the threshold line shows it: dollars with at least two decimals, no float noise. */
function formatLimitValue(name, value) {
    if (value === null)
        return 'missing';
    if (/cost|usd/.test(name)) {
        const fixed = value.toFixed(6).replace(/0+$/, '');
        const [whole, frac = ''] = fixed.split('.');
        return `${whole}.${frac.padEnd(2, '0')}`;
    }
    if (Number.isInteger(value))
        return String(value);
    return value.toFixed(3).replace(/0+$/, '').replace(/\.$/, '');
}
/** `Threshold: max_turns     15  actual  8   PASS`, the design's one-line format. */
function formatThresholdLine(t) {
    const limit = formatLimitValue(t.name, t.limit);
    const actual = formatLimitValue(t.name, t.actual);
    return `Threshold: ${t.name.padEnd(13)} ${limit.padEnd(2)}  actual  ${actual.padEnd(2)}  ${t.pass ? 'PASS' : 'FAIL'}`;
}


/***/ }),

/***/ 50793:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Pj: () => (/* binding */ judgeCacheKey),
/* harmony export */   _4: () => (/* binding */ cacheStablePrompt),
/* harmony export */   sG: () => (/* binding */ createJudgeCache)
/* harmony export */ });
/* unused harmony export JudgeCache */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
// On-disk cache of LLM judge answers, so a rerun that changes nothing does not
// pay for the same judgement twice. Keyed by everything that shapes the answer.



function judgeCacheKey(parts) {
    const canonical = JSON.stringify([
        parts.provider,
        parts.model,
        parts.prompt,
        parts.scale,
        parts.samples,
        parts.name,
        parts.kind,
        parts.extra ?? null,
    ]);
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(canonical).digest('hex');
}
class JudgeCache {
    dir;
    enabled;
    /** `dir` e.g. `.fullsend/cache/judges` or under `$RUNNER_TEMP`; `noCache` turns reads and writes off. */
    constructor(dir, options = {}) {
        this.dir = dir;
        this.enabled = !options.noCache;
    }
    file(key) {
        return (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(this.dir, `${key}.json`);
    }
    async get(key) {
        if (!this.enabled)
            return null;
        try {
            const data = JSON.parse(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(this.file(key), 'utf8'));
            return typeof data?.value === 'number' && Number.isFinite(data.value) ? data : null;
        }
        catch {
            // Missing or unreadable entries are a miss; the judge runs again.
            return null;
        }
    }
    async put(key, value) {
        if (!this.enabled)
            return;
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(this.dir, { recursive: true });
        const tmp = `${this.file(key)}.${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(6).toString('hex')}.tmp`;
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)(tmp, `${JSON.stringify(value, null, 2)}\n`);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rename)(tmp, this.file(key));
    }
}
/** A cache under `dir`, the engine's entry point. */
function createJudgeCache(dir, options = {}) {
    return new JudgeCache(dir, options);
}
/**
 * The prompt as the cache sees it: what differs between two runs of the same
 * case without the agent doing anything different (the fixture repo's random
 * name, timestamps, commit shas) is masked, so an unchanged rerun hits.
 */
function cacheStablePrompt(prompt, fixture) {
    let text = prompt;
    const fixtureRepo = fixture?.repo;
    if (fixture?.fixture_url) {
        try {
            text = text.split(new URL(fixture.fixture_url).origin).join('<server>');
        }
        catch {
            // not a URL: nothing to mask
        }
    }
    if (fixtureRepo) {
        const name = fixtureRepo.split('/')[1];
        text = text.split(fixtureRepo).join('<fixture-repo>');
        if (name)
            text = text.split(name).join('<fixture-repo-name>');
    }
    return text
        .replace(/\b\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:?\d{2})\b/g, '<time>')
        .replace(/\b[0-9a-f]{40}\b/g, '<sha>');
}


/***/ })

};
