export const id = 915;
export const ids = [915];
export const modules = {

/***/ 42387:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FO: () => (/* binding */ exitCodeOf),
/* harmony export */   dc: () => (/* binding */ EXIT)
/* harmony export */ });
/* unused harmony export INFRA_REASONS */
/** Exit codes shared by the CLI and the action. */
const EXIT = {
    OK: 0,
    GATE_MISSED: 1,
    CONFIG: 2,
    INFRA: 3,
};
/** Reasons a case run errored that say nothing about the agent. */
const INFRA_REASONS = new Set(['fixture', 'hook', 'sandbox', 'capture', 'aborted', 'internal']);
/** The exit code of a run or a merged report: infrastructure first, then gates. */
function exitCodeOf(results) {
    if (results.error)
        return results.error.kind === 'authoring' ? EXIT.CONFIG : EXIT.INFRA;
    const infra = results.cases.some((c) => c.runs.some((r) => (r.status === 'error' && r.reason !== undefined && INFRA_REASONS.has(r.reason)) || r.fixture?.teardown_error));
    if (infra)
        return EXIT.INFRA;
    return results.passed ? EXIT.OK : EXIT.GATE_MISSED;
}


/***/ }),

/***/ 20914:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X: () => (/* binding */ selectShard),
/* harmony export */   u: () => (/* binding */ parseShard)
/* harmony export */ });
/** Parses `I/N` (1 <= I <= N). */
function parseShard(spec) {
    const m = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(spec);
    if (!m)
        throw Object.assign(new Error(`shard must look like I/N (e.g. 2/4), got '${spec}'`), { code: 'ERR_PARSE_ARGS_SHARD' });
    const index = Number(m[1]);
    const total = Number(m[2]);
    if (total < 1 || index < 1 || index > total) {
        throw Object.assign(new Error(`shard ${spec}: I must be between 1 and N`), { code: 'ERR_PARSE_ARGS_SHARD' });
    }
    return { index, total };
}
/**
 * Splits items deterministically and evenly: items are sorted by key and dealt
 * round-robin, so shard sizes differ by at most one and the assignment does not
 * depend on discovery order. A case's repeats share one key and stay together.
 */
function selectShard(items, key, shard) {
    if (!shard || shard.total === 1)
        return items;
    const sorted = [...items].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
    return sorted.filter((_, i) => i % shard.total === shard.index - 1);
}


/***/ }),

/***/ 14663:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   w: () => (/* binding */ BUILTIN_JUDGE_TYPES)
/* harmony export */ });
// Normalised configuration the loader produces from eval.yaml, input.yaml and
// annotations.yaml. Every later stage reads these, never the raw YAML.
/** Built-in deterministic check types, declared without code. */
const BUILTIN_JUDGE_TYPES = ['labels', 'required_labels', 'forbidden_labels', 'state', 'comments', 'review', 'files_changed'];


/***/ }),

/***/ 80485:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   r: () => (/* binding */ Diagnostics),
/* harmony export */   x: () => (/* binding */ formatDiagnostic)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);

/** Collects authoring problems so they can all be reported at once. */
class Diagnostics {
    items = [];
    error(pos, message) {
        this.items.push({ ...pos, severity: 'error', message });
    }
    warning(pos, message) {
        this.items.push({ ...pos, severity: 'warning', message });
    }
    get errors() {
        return this.items.filter((d) => d.severity === 'error');
    }
    get warnings() {
        return this.items.filter((d) => d.severity === 'warning');
    }
    hasErrors() {
        return this.items.some((d) => d.severity === 'error');
    }
    /** Sorted by file, then line, then column, for stable output. */
    sorted() {
        return [...this.items].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.col - b.col || a.message.localeCompare(b.message));
    }
}
/** `path:line:col: severity: message`, with the path relative to cwd. */
function formatDiagnostic(d, cwd = process.cwd()) {
    const rel = node_path__WEBPACK_IMPORTED_MODULE_0___default().relative(cwd, d.file) || d.file;
    const prefix = d.severity === 'warning' ? 'warning: ' : '';
    return `${rel}:${d.line}:${d.col}: ${prefix}${d.message}`;
}


/***/ }),

/***/ 31124:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  sc: () => (/* binding */ loadEvalDir)
});

// UNUSED EXPORTS: DEFAULT_IMAGE, DEFAULT_OUTPUT_CAP_BYTES, DEFAULT_TIMEOUT_S

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/model/config.ts
var config = __webpack_require__(14663);
// EXTERNAL MODULE: ./src/model/diagnostics.ts
var diagnostics = __webpack_require__(80485);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 17 modules
var schemas = __webpack_require__(38816);
;// CONCATENATED MODULE: ./src/model/schemas.ts
// zod schemas of eval.yaml, input.yaml and annotations.yaml.
//
// Each schema is built twice: a strict form, whose `unrecognized_keys` issues
// become warnings (and whose JSON Schema editors use for autocomplete), and a
// loose form that parses the data. Ranges of score thresholds are checked by
// threshold-taxonomy.ts, not here, so each problem is reported once.

const scalarEnvValue = schemas/* union */.KCZ([schemas/* string */.YjP(), schemas/* number */.aig(), schemas/* boolean */.zMY()]);
function build(strict) {
    const obj = (shape) => (strict ? schemas/* strictObject */.rej(shape) : schemas/* looseObject */._H3(shape));
    const hook = obj({
        command: schemas/* string */.YjP().min(1).describe('Shell command run before or after each case'),
        timeout: schemas/* number */.aig().positive().optional().describe('Seconds'),
        description: schemas/* string */.YjP().optional(),
        on_failure: schemas/* enum */.k5n(['continue', 'fail']).optional(),
    });
    const judge = obj({
        name: schemas/* string */.YjP().min(1).describe('Unique judge name; thresholds refer to it'),
        description: schemas/* string */.YjP().optional(),
        prompt: schemas/* string */.YjP().optional().describe('LLM judge template with {{ outputs }} and {{ annotations }}'),
        prompt_file: schemas/* string */.YjP().optional().describe('File holding the prompt, relative to eval.yaml'),
        check: schemas/* string */.YjP().optional().describe('Python body of def _check(outputs, arguments), returning (value, rationale)'),
        type: schemas/* string */.YjP().optional().describe('Built-in check: required_labels, forbidden_labels, labels, state, comments, review, files_changed'),
        args: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()).optional().describe('Settings of a built-in check, or arguments passed to a Python check'),
        score_range: schemas/* tuple */.PVZ([schemas/* number */.aig(), schemas/* number */.aig()]).optional().describe('Scale of an LLM judge, default [1, 5]'),
        score_ranges: schemas/* array */.YOg(obj({ min: schemas/* number */.aig().min(0).max(10), max: schemas/* number */.aig().min(0).max(10), label: schemas/* string */.YjP() }))
            .optional()
            .describe('Rubric bands on a 0-10 scale (labels, not thresholds)'),
        samples: schemas/* number */.aig().int().positive().optional().describe('LLM calls per case run; the median is taken'),
        model: schemas/* string */.YjP().optional(),
        provider: schemas/* enum */.k5n(['anthropic', 'vertex', 'openai', 'command']).optional(),
        command: schemas/* union */.KCZ([schemas/* string */.YjP(), schemas/* array */.YOg(schemas/* string */.YjP())]).optional().describe('For provider command: a program printing {"score": n, "rationale": "..."}'),
        files: schemas/* array */.YOg(schemas/* string */.YjP()).optional().describe('Files of the case run rendered into {{ outputs }}'),
        timeout: schemas/* number */.aig().positive().optional().describe('Seconds'),
        required: schemas/* unknown */.L5J().optional().describe('true: a miss fails the case whatever the average'),
        min_score: schemas/* unknown */.L5J().optional().describe('This judge\'s pass mark, 0-1'),
        required_min_score: schemas/* unknown */.L5J().optional().describe('Deprecated: required: true + min_score (0-10 here)'),
        pass_threshold: schemas/* unknown */.L5J().optional().describe('Deprecated: min_score'),
    });
    const evalFile = obj({
        name: schemas/* string */.YjP().optional(),
        description: schemas/* string */.YjP().optional(),
        skill: schemas/* string */.YjP().optional(),
        execution: obj({
            mode: schemas/* string */.YjP().optional(),
            timeout: schemas/* number */.aig().positive().optional().describe('Seconds per case run'),
            parallelism: schemas/* number */.aig().int().positive().optional(),
            env: schemas/* record */.g1P(schemas/* string */.YjP(), scalarEnvValue).optional(),
            threshold: schemas/* number */.aig().min(0).max(1).optional().describe('Case pass threshold, 0-1 (default 0.8)'),
            repeat: schemas/* number */.aig().int().positive().optional(),
            max_budget_usd: schemas/* number */.aig().positive().optional(),
            retries: schemas/* number */.aig().int().min(0).optional().describe('Reruns of a case run whose agent crashed or timed out'),
            kill_grace: schemas/* number */.aig().min(0).optional().describe('Seconds between SIGTERM and SIGKILL'),
        }).optional(),
        runner: obj({
            type: schemas/* literal */.euz('cli').optional(),
            command: schemas/* union */.KCZ([schemas/* string */.YjP().min(1), schemas/* array */.YOg(schemas/* string */.YjP()).min(1)]),
            env: schemas/* record */.g1P(schemas/* string */.YjP(), scalarEnvValue).optional(),
            format: schemas/* enum */.k5n(['claude', 'codex', 'gemini', 'auto']).optional(),
            output_cap_mb: schemas/* number */.aig().positive().optional(),
        }),
        sandbox: obj({
            type: schemas/* enum */.k5n(['docker', 'none']).optional(),
            image: schemas/* string */.YjP().optional(),
            network: schemas/* string */.YjP().optional(),
            cpus: schemas/* number */.aig().positive().optional(),
            memory: schemas/* union */.KCZ([schemas/* string */.YjP(), schemas/* number */.aig()]).optional(),
            pids: schemas/* number */.aig().int().positive().optional(),
            user: schemas/* string */.YjP().optional(),
        }).optional(),
        models: obj({ skill: schemas/* string */.YjP().optional(), judge: schemas/* string */.YjP().optional() }).optional(),
        judges: schemas/* array */.YOg(judge).optional(),
        thresholds: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J())).optional(),
        hooks: obj({ before_each: schemas/* array */.YOg(hook).optional(), after_each: schemas/* array */.YOg(hook).optional() }).optional(),
        dataset: obj({ path: schemas/* string */.YjP().optional(), schema: schemas/* string */.YjP().optional() }).optional(),
        outputs: schemas/* array */.YOg(obj({ path: schemas/* string */.YjP(), schema: schemas/* string */.YjP().optional() })).optional(),
    });
    const fixtureFile = obj({ path: schemas/* string */.YjP().min(1), content: schemas/* string */.YjP() });
    const inputFile = schemas/* looseObject */._H3({
        forge: schemas/* literal */.euz('github').optional(),
        fixture: obj({
            type: schemas/* enum */.k5n(['issue', 'pull_request']).optional(),
            title: schemas/* string */.YjP().min(1),
            body: schemas/* string */.YjP().optional(),
            base: schemas/* string */.YjP().optional(),
            head_branch: schemas/* string */.YjP().optional(),
            files: schemas/* array */.YOg(fixtureFile).optional(),
            labels: schemas/* array */.YOg(schemas/* string */.YjP()).optional(),
        }),
        seed_issues: schemas/* array */.YOg(obj({
            title: schemas/* string */.YjP().min(1),
            body: schemas/* string */.YjP().optional(),
            labels: schemas/* array */.YOg(schemas/* string */.YjP()).optional(),
            state: schemas/* enum */.k5n(['open', 'closed']).optional(),
        }))
            .optional(),
    });
    // Free text (`*_expectations`, notes) is welcome at the top level: judges see it all.
    const annotationsFile = schemas/* looseObject */._H3({
        max_turns: schemas/* number */.aig().describe('Mandatory: most agent turns allowed'),
        max_cost_usd: schemas/* number */.aig().describe('Mandatory: most agent cost allowed, USD'),
        max_tool_calls: schemas/* number */.aig().optional(),
        max_input_tokens: schemas/* number */.aig().optional(),
        max_output_tokens: schemas/* number */.aig().optional(),
        max_duration_s: schemas/* number */.aig().optional(),
        state: schemas/* string */.YjP().optional(),
        labels: obj({ required: schemas/* array */.YOg(schemas/* string */.YjP()).optional(), forbidden: schemas/* array */.YOg(schemas/* string */.YjP()).optional() }).optional(),
        threshold: schemas/* number */.aig().min(0).max(1).optional().describe('Per-case pass threshold, 0-1'),
    });
    return { evalFile, inputFile, annotationsFile };
}
const strictSchemas = build(true);
const looseSchemas = build(false);
/** JSON Schemas for editors (yaml-language-server). */
function jsonSchemas() {
    const gen = (schema, title) => ({
        ...z.toJSONSchema(schema, { target: 'draft-7', unrepresentable: 'any', io: 'input' }),
        title,
    });
    return {
        'eval.schema.json': gen(strictSchemas.evalFile, 'fullsend-functional eval.yaml'),
        'input.schema.json': gen(strictSchemas.inputFile, 'fullsend-functional input.yaml'),
        'annotations.schema.json': gen(strictSchemas.annotationsFile, 'fullsend-functional annotations.yaml'),
    };
}

// EXTERNAL MODULE: ./src/model/threshold-taxonomy.ts
var threshold_taxonomy = __webpack_require__(44872);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(38815);
;// CONCATENATED MODULE: ./src/model/yaml-source.ts


/** A parsed YAML file that remembers where every value came from. */
class YamlSource {
    file;
    doc;
    lines;
    constructor(file, doc, lines) {
        this.file = file;
        this.doc = doc;
        this.lines = lines;
    }
    static parse(file, text) {
        const lines = new dist/* LineCounter */.HN();
        const doc = (0,dist/* parseDocument */.Tp)(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
        return new YamlSource(file, doc, lines);
    }
    static async read(file) {
        return YamlSource.parse(file, await (0,promises_.readFile)(file, 'utf8'));
    }
    /** Reports YAML syntax errors; true when the document is usable. */
    reportErrors(diag) {
        for (const err of this.doc.errors) {
            const { line, col } = this.lines.linePos(err.pos[0]);
            diag.error({ file: this.file, line, col }, `malformed YAML: ${firstLine(err.message)}`);
        }
        for (const warn of this.doc.warnings) {
            const { line, col } = this.lines.linePos(warn.pos[0]);
            diag.warning({ file: this.file, line, col }, firstLine(warn.message));
        }
        return this.doc.errors.length === 0;
    }
    /** The plain JavaScript value of the document (empty documents give an empty object). */
    value() {
        const v = this.doc.toJS({ maxAliasCount: 100 });
        return v === null || v === undefined ? {} : v;
    }
    /** The node at a path, if any. */
    node(path) {
        if (path.length === 0)
            return this.doc.contents ?? undefined;
        return this.doc.getIn(path, true);
    }
    /** True when the scalar at path was written in quotes. */
    isQuoted(path) {
        const n = this.node(path);
        return (0,dist/* isScalar */.jn)(n) && (n.type === dist/* Scalar */.X5.QUOTE_DOUBLE || n.type === dist/* Scalar */.X5.QUOTE_SINGLE);
    }
    /**
     * Where a path is written: the key's position for map entries (so an
     * annotation lands on the `max_turns:` line), else the value's. Falls back
     * to the nearest ancestor that exists, then to the start of the file.
     */
    pos(path) {
        for (let depth = path.length; depth >= 0; depth--) {
            const offset = this.offsetOf(path.slice(0, depth));
            if (offset !== undefined) {
                const { line, col } = this.lines.linePos(offset);
                return { file: this.file, line, col };
            }
        }
        return { file: this.file, line: 1, col: 1 };
    }
    offsetOf(path) {
        if (path.length === 0) {
            const root = this.doc.contents;
            return root?.range?.[0];
        }
        const parent = path.length === 1 ? this.doc.contents : this.node(path.slice(0, -1));
        const last = path[path.length - 1];
        if ((0,dist/* isMap */.jh)(parent)) {
            for (const item of parent.items) {
                if (!(0,dist/* isPair */.tO)(item))
                    continue;
                const key = (0,dist/* isScalar */.jn)(item.key) ? item.key.value : item.key;
                if (key === last || String(key) === String(last)) {
                    const keyNode = item.key;
                    return keyNode?.range?.[0] ?? item.value?.range?.[0];
                }
            }
            return undefined;
        }
        if ((0,dist/* isSeq */.oP)(parent) && typeof last === 'number') {
            const item = parent.items[last];
            return item?.range?.[0];
        }
        return undefined;
    }
}
function firstLine(s) {
    return s.split('\n')[0].trim();
}

;// CONCATENATED MODULE: ./src/model/load-suites.ts








const DEFAULT_IMAGE = 'node:24-bookworm-slim';
const DEFAULT_TIMEOUT_S = 900;
const DEFAULT_OUTPUT_CAP_BYTES = 50 * 1024 * 1024;
/** fullsend's fixture scripts, replaced by the built-in fixture lifecycle. */
const FULLSEND_FIXTURE_HOOKS = {
    'setup-fixture.sh': 'setup',
    'capture-fixture.sh': 'capture',
    'teardown-fixture.sh': 'teardown',
};
/** Discovers and validates every suite and case under an eval directory. */
async function loadEvalDir(opts) {
    const diag = new diagnostics/* Diagnostics */.r();
    const evalDir = external_node_path_default().resolve(opts.evalDir);
    const result = { evalDir, suites: [], diagnostics: diag };
    if (!(0,external_node_fs_.existsSync)(evalDir) || !(await (0,promises_.stat)(evalDir)).isDirectory()) {
        diag.error({ file: evalDir, line: 1, col: 1 }, `eval directory not found: create it with <skill>/eval.yaml and <skill>/cases/<case>/`);
        return result;
    }
    const suiteDirs = await discoverSuiteDirs(evalDir);
    if (suiteDirs.length === 0) {
        diag.error({ file: evalDir, line: 1, col: 1 }, `no suites found: expected ${external_node_path_default().join(evalDir, '<skill>', 'eval.yaml')}`);
        return result;
    }
    const found = [];
    for (const dir of suiteDirs) {
        const own = new diagnostics/* Diagnostics */.r();
        const suite = await loadSuite(dir, evalDir, own);
        const skill = suite?.skill ?? external_node_path_default().basename(dir);
        found.push(skill);
        if (opts.skill && skill !== opts.skill && external_node_path_default().basename(dir) !== opts.skill)
            continue;
        diag.items.push(...own.items);
        if (suite)
            result.suites.push(suite);
    }
    if (opts.skill && result.suites.length === 0 && !diag.hasErrors()) {
        diag.error({ file: evalDir, line: 1, col: 1 }, `no suite with skill '${opts.skill}' (found: ${found.join(', ')})`);
    }
    return result;
}
async function discoverSuiteDirs(evalDir) {
    if ((0,external_node_fs_.existsSync)(external_node_path_default().join(evalDir, 'eval.yaml')))
        return [evalDir];
    const entries = await (0,promises_.readdir)(evalDir, { withFileTypes: true });
    return entries
        .filter((e) => e.isDirectory() && (0,external_node_fs_.existsSync)(external_node_path_default().join(evalDir, e.name, 'eval.yaml')))
        .map((e) => external_node_path_default().join(evalDir, e.name))
        .sort();
}
/** Turns zod issues into diagnostics: unknown keys warn, anything else is an error. */
function reportSchemaIssues(src, strict, value, diag, fileLabel) {
    const res = strict.safeParse(value);
    if (res.success)
        return;
    for (const issue of res.error.issues) {
        const p = issue.path.filter((k) => typeof k !== 'symbol');
        if (issue.code === 'unrecognized_keys') {
            for (const key of issue.keys) {
                diag.warning(src.pos([...p, key]), `unknown key '${[...p, key].join('.')}' in ${fileLabel} is ignored`);
            }
            continue;
        }
        diag.error(src.pos(p), describeIssue(issue, p, fileLabel));
    }
}
function describeIssue(issue, p, fileLabel) {
    const where = p.length ? p.join('.') : fileLabel;
    if (issue.code === 'invalid_value' && where === 'fixture.type') {
        return `unknown fixture type: use 'issue' or 'pull_request'`;
    }
    if (issue.code === 'invalid_type' && issue.input === undefined) {
        return `${where} is missing (${issue.expected} expected)`;
    }
    if (issue.code === 'invalid_value') {
        return `${where}: ${issue.message.replace(/^Invalid option: /, '')}`;
    }
    return `${where}: ${issue.message}`;
}
async function loadSuite(dir, evalDir, diag) {
    const evalFile = external_node_path_default().join(dir, 'eval.yaml');
    const src = await YamlSource.read(evalFile);
    if (!src.reportErrors(diag))
        return undefined;
    const value = src.value();
    reportSchemaIssues(src, strictSchemas.evalFile, value, diag, 'eval.yaml');
    const parsed = looseSchemas.evalFile.safeParse(value);
    const raw = (value && typeof value === 'object' ? value : {});
    if (!parsed.success) {
        // Still look at the cases so every problem is reported at once.
        await loadCases(dir, evalDir, external_node_path_default().basename(dir), raw, src, diag);
        return undefined;
    }
    const data = parsed.data;
    const skill = data.skill ?? external_node_path_default().basename(dir);
    const judges = [];
    const seen = new Set();
    for (const [i, j] of (data.judges ?? []).entries()) {
        const jpath = ['judges', i];
        const pos = src.pos(jpath);
        if (seen.has(j.name))
            diag.error(src.pos([...jpath, 'name']), `judge '${j.name}' is declared twice`);
        seen.add(j.name);
        const hasPrompt = j.prompt !== undefined || j.prompt_file !== undefined;
        const kinds = [hasPrompt && 'prompt', j.check !== undefined && 'check', j.type !== undefined && 'type'].filter(Boolean);
        if (kinds.length === 0) {
            diag.error(pos, `judge '${j.name}' has neither prompt, check nor a built-in type: add one (built-in types: ${config/* BUILTIN_JUDGE_TYPES */.w.join(', ')})`);
            continue;
        }
        if (kinds.length > 1) {
            diag.error(pos, `judge '${j.name}' sets ${kinds.join(' and ')}: keep exactly one`);
            continue;
        }
        if (j.type !== undefined && !config/* BUILTIN_JUDGE_TYPES */.w.includes(j.type)) {
            diag.error(src.pos([...jpath, 'type']), `judge '${j.name}': unknown built-in type '${j.type}' (use one of ${config/* BUILTIN_JUDGE_TYPES */.w.join(', ')})`);
            continue;
        }
        let prompt = j.prompt;
        if (j.prompt_file !== undefined && prompt === undefined) {
            const pf = external_node_path_default().resolve(dir, j.prompt_file);
            if (!(0,external_node_fs_.existsSync)(pf)) {
                diag.error(src.pos([...jpath, 'prompt_file']), `judge '${j.name}': prompt_file ${j.prompt_file} not found next to eval.yaml`);
                continue;
            }
            prompt = await (0,promises_.readFile)(pf, 'utf8');
        }
        if (j.score_range && !(j.score_range[0] < j.score_range[1])) {
            diag.error(src.pos([...jpath, 'score_range']), `judge '${j.name}': score_range must be [low, high] with low < high`);
        }
        const policy = (0,threshold_taxonomy/* resolveJudgePolicy */.sb)(j, j.name, (key) => src.pos([...jpath, key]), diag);
        const judge = {
            name: j.name,
            description: j.description,
            kind: hasPrompt ? 'prompt' : j.check !== undefined ? 'check' : 'builtin',
            prompt,
            prompt_file: j.prompt_file,
            check: j.check,
            type: j.type,
            args: j.args ?? {},
            score_range: j.score_range,
            score_ranges: j.score_ranges,
            samples: j.samples ?? 1,
            model: j.model,
            provider: j.provider,
            command: typeof j.command === 'string' ? [j.command] : j.command,
            files: j.files,
            timeout_s: j.timeout,
            ...policy,
            pos,
        };
        judges.push(judge);
    }
    const thresholdsRaw = data.thresholds;
    const gates = (0,threshold_taxonomy/* resolveGates */.TJ)(thresholdsRaw, judges, (p) => src.pos(['thresholds', ...p]), diag);
    const hooks = {
        before_each: (data.hooks?.before_each ?? []).map((h, i) => toHook(h, src.pos(['hooks', 'before_each', i]))),
        after_each: (data.hooks?.after_each ?? []).map((h, i) => toHook(h, src.pos(['hooks', 'after_each', i]))),
    };
    const sb = data.sandbox ?? {};
    const sandbox = {
        type: sb.type ?? 'docker',
        image: sb.image ?? DEFAULT_IMAGE,
        network: sb.network ?? 'bridge',
        cpus: sb.cpus,
        memory: sb.memory === undefined ? undefined : String(sb.memory),
        pids: sb.pids,
        user: sb.user,
    };
    const ex = data.execution ?? {};
    const cases = await loadCases(dir, evalDir, skill, raw, src, diag);
    return {
        skill,
        name: data.name ?? skill,
        description: data.description,
        dir,
        evalFile,
        execution: {
            mode: ex.mode,
            timeout_s: ex.timeout ?? DEFAULT_TIMEOUT_S,
            parallelism: ex.parallelism ?? 4,
            env: stringifyEnv(ex.env),
            threshold: ex.threshold,
            repeat: ex.repeat ?? 1,
            max_budget_usd: ex.max_budget_usd,
            retries: ex.retries ?? 0,
            kill_grace_s: ex.kill_grace ?? 10,
        },
        runner: {
            type: 'cli',
            command: data.runner.command,
            env: stringifyEnv(data.runner.env),
            format: data.runner.format ?? 'auto',
            output_cap_bytes: data.runner.output_cap_mb ? Math.round(data.runner.output_cap_mb * 1024 * 1024) : DEFAULT_OUTPUT_CAP_BYTES,
        },
        sandbox,
        models: { skill: data.models?.skill, judge: data.models?.judge },
        judges,
        gates,
        hooks,
        cases,
        raw,
    };
}
function toHook(h, pos) {
    const first = external_node_path_default().basename(h.command.trim().split(/\s+/)[0] ?? '');
    return { ...h, builtin_replacement: FULLSEND_FIXTURE_HOOKS[first], pos };
}
function stringifyEnv(env) {
    const out = {};
    for (const [k, v] of Object.entries(env ?? {}))
        out[k] = String(v);
    return out;
}
async function loadCases(suiteDir, evalDir, skill, raw, evalSrc, diag) {
    const dataset = raw.dataset;
    const rel = typeof dataset?.path === 'string' ? dataset.path : 'cases';
    const casesDir = external_node_path_default().resolve(suiteDir, rel);
    const where = dataset?.path !== undefined ? evalSrc.pos(['dataset', 'path']) : evalSrc.pos([]);
    if (!(0,external_node_fs_.existsSync)(casesDir)) {
        diag.error(where, `cases directory ${rel}/ not found: add cases/<case>/input.yaml and annotations.yaml`);
        return [];
    }
    const entries = (await (0,promises_.readdir)(casesDir, { withFileTypes: true }))
        .filter((e) => e.isDirectory() || e.isSymbolicLink())
        .map((e) => e.name)
        .sort();
    if (entries.length === 0) {
        diag.error(where, `cases directory ${rel}/ is empty: add at least one case directory`);
        return [];
    }
    const cases = [];
    for (const name of entries) {
        const c = await loadCase(external_node_path_default().join(casesDir, name), evalDir, skill, diag);
        if (c)
            cases.push(c);
    }
    return cases;
}
const LIMIT_RE = /^max_[a-z0-9_]+$/;
async function loadCase(dir, evalDir, skill, diag) {
    const id = external_node_path_default().basename(dir);
    const inputFile = external_node_path_default().join(dir, 'input.yaml');
    const annotationsFile = external_node_path_default().join(dir, 'annotations.yaml');
    let ok = true;
    for (const f of [inputFile, annotationsFile]) {
        if (!(0,external_node_fs_.existsSync)(f)) {
            diag.error({ file: f, line: 1, col: 1 }, `case '${id}' has no ${external_node_path_default().basename(f)}: every case needs input.yaml and annotations.yaml`);
            ok = false;
        }
    }
    const repoDir = await resolveRepoDir(dir, evalDir, diag);
    if (!ok)
        return undefined;
    const inSrc = await YamlSource.read(inputFile);
    const anSrc = await YamlSource.read(annotationsFile);
    const inOk = inSrc.reportErrors(diag);
    const anOk = anSrc.reportErrors(diag);
    if (!inOk || !anOk)
        return undefined;
    const inputValue = inSrc.value();
    reportSchemaIssues(inSrc, strictSchemas.inputFile, inputValue, diag, 'input.yaml');
    const input = looseSchemas.inputFile.safeParse(inputValue);
    const anValue = anSrc.value();
    const limits = checkLimits(anSrc, anValue, diag);
    const annotations = looseSchemas.annotationsFile.safeParse(anValue);
    if (!annotations.success) {
        for (const issue of annotations.error.issues) {
            const p = issue.path.filter((k) => typeof k !== 'symbol');
            if (LIMIT_RE.test(String(p[0] ?? '')))
                continue; // reported by checkLimits with a better message
            diag.error(anSrc.pos(p), describeIssue(issue, p, 'annotations.yaml'));
        }
    }
    if (!input.success)
        return undefined;
    const fx = input.data.fixture;
    const type = fx.type ?? 'issue';
    if (type === 'pull_request' && (!fx.files || fx.files.length === 0)) {
        diag.error(inSrc.pos(['fixture', 'type']), `a pull_request fixture needs fixture.files: the changes the pull request carries`);
    }
    if (!annotations.success || !limits)
        return undefined;
    const seedIssues = (input.data.seed_issues ?? []).map((s) => ({
        title: s.title,
        body: s.body ?? '',
        labels: s.labels ?? [],
        state: s.state ?? 'open',
    }));
    const an = annotations.data;
    return {
        id,
        skill,
        dir,
        inputFile,
        annotationsFile,
        repoDir,
        forge: 'github',
        fixture: {
            type,
            title: fx.title,
            body: fx.body ?? '',
            base: fx.base ?? 'main',
            head_branch: fx.head_branch,
            files: fx.files ?? [],
            labels: fx.labels ?? [],
        },
        seedIssues,
        input: input.data,
        annotations: an,
        limits,
        threshold: typeof an.threshold === 'number' ? an.threshold : undefined,
        thresholdPos: an.threshold !== undefined ? anSrc.pos(['threshold']) : undefined,
    };
}
/** Validates the behavioural limits; undefined when a mandatory one is unusable. */
function checkLimits(src, value, diag) {
    const obj = (value && typeof value === 'object' && !Array.isArray(value) ? value : {});
    const limits = [];
    let ok = true;
    for (const name of ['max_turns', 'max_cost_usd']) {
        if (!(name in obj)) {
            diag.error(src.pos([]), `${name} is missing: every case must declare max_turns and max_cost_usd (positive numbers)`);
            ok = false;
        }
    }
    for (const [name, v] of Object.entries(obj)) {
        if (!LIMIT_RE.test(name))
            continue;
        const pos = src.pos([name]);
        if (src.isQuoted([name])) {
            diag.error(pos, `${name} is quoted: write ${name}: ${String(v)} without quotes, a number is expected`);
            ok = false;
        }
        else if (typeof v !== 'number' || !Number.isFinite(v)) {
            diag.error(pos, `${name} must be a positive number, got ${JSON.stringify(v)}`);
            ok = false;
        }
        else if (v <= 0) {
            diag.error(pos, `${name} must be a positive number, got ${v}`);
            ok = false;
        }
        else {
            limits.push({ name, value: v, pos });
        }
    }
    return ok ? limits : undefined;
}
/** repo/ may be a directory or a symlink into the suite's repos/; it must stay inside the eval directory. */
async function resolveRepoDir(caseDir, evalDir, diag) {
    const repo = external_node_path_default().join(caseDir, 'repo');
    let st;
    try {
        st = await (0,promises_.lstat)(repo);
    }
    catch {
        return undefined;
    }
    const pos = { file: repo, line: 1, col: 1 };
    let real;
    try {
        real = await (0,promises_.realpath)(repo);
    }
    catch {
        diag.error(pos, `repo link is broken: point it at a directory inside the eval directory (e.g. ../../repos/<name>)`);
        return undefined;
    }
    const root = await (0,promises_.realpath)(evalDir);
    if (st.isSymbolicLink() && real !== root && !real.startsWith(root + (external_node_path_default()).sep)) {
        diag.error(pos, `repo link escapes the eval directory (${real}): link only into the suite's repos/ or elsewhere under ${evalDir}`);
        return undefined;
    }
    if (!(await (0,promises_.stat)(real)).isDirectory()) {
        diag.error(pos, `repo must be a directory or a link to one`);
        return undefined;
    }
    return real;
}


/***/ }),

/***/ 44872:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   TJ: () => (/* binding */ resolveGates),
/* harmony export */   sb: () => (/* binding */ resolveJudgePolicy),
/* harmony export */   yP: () => (/* binding */ resolveCaseThreshold)
/* harmony export */ });
/* unused harmony exports DEFAULT_THRESHOLD, judgeScale */
// The one place that decides what every configured score threshold means.
//
// - Every threshold a user configures is on a 0-1 scale, except `min_mean`,
//   which is read on the judge's own declared scale.
// - Rubric `score_ranges` stay 0-10: labels for the judge's bands, not thresholds.
// - Case pass threshold: CLI/action input > case annotations > suite execution.threshold > 0.8.
// - `required: true` gates the case; `min_score` is that judge's own pass mark.
// - Deprecated spellings are still read, with a warning naming the replacement:
//   `required: 0.7` -> `required: true` + `min_score: 0.7`;
//   `required_min_score: 7` (0-10) -> `required: true` + `min_score: 0.7`;
//   `pass_threshold: 0.7` -> `min_score: 0.7`.
const DEFAULT_THRESHOLD = 0.8;
/** CLI/action input > case > suite `execution.threshold` > 0.8. */
function resolveCaseThreshold(opts) {
    if (opts.cli !== undefined)
        return { value: opts.cli, source: 'cli' };
    if (opts.caseValue !== undefined)
        return { value: opts.caseValue, source: 'case' };
    if (opts.suiteValue !== undefined)
        return { value: opts.suiteValue, source: 'suite' };
    return { value: DEFAULT_THRESHOLD, source: 'default' };
}
function isUnit(n) {
    return Number.isFinite(n) && n >= 0 && n <= 1;
}
/** Resolves `required`, `min_score` and the deprecated spellings of one judge. */
function resolveJudgePolicy(raw, judgeName, posOf, diag) {
    let required = false;
    let minScore;
    if (raw.required !== undefined) {
        if (typeof raw.required === 'boolean') {
            required = raw.required;
        }
        else if (typeof raw.required === 'number') {
            if (!isUnit(raw.required)) {
                diag.error(posOf('required'), `judge '${judgeName}': required: ${raw.required} is out of range; write required: true and min_score: <0-1>`);
            }
            else {
                required = true;
                minScore = raw.required;
                diag.warning(posOf('required'), `judge '${judgeName}': 'required: ${raw.required}' is deprecated; write 'required: true' and 'min_score: ${raw.required}'`);
            }
        }
        else {
            diag.error(posOf('required'), `judge '${judgeName}': required must be true or false`);
        }
    }
    if (raw.required_min_score !== undefined) {
        const v = raw.required_min_score;
        if (typeof v !== 'number' || !Number.isFinite(v) || v < 0 || v > 10) {
            diag.error(posOf('required_min_score'), `judge '${judgeName}': required_min_score must be a number from 0 to 10 (it is deprecated: write required: true and min_score: <0-1>)`);
        }
        else {
            const converted = round(v / 10);
            required = true;
            if (minScore === undefined)
                minScore = converted;
            diag.warning(posOf('required_min_score'), `judge '${judgeName}': 'required_min_score: ${v}' is deprecated (0-10 scale); write 'required: true' and 'min_score: ${converted}'`);
        }
    }
    if (raw.pass_threshold !== undefined) {
        const v = raw.pass_threshold;
        if (typeof v !== 'number' || !isUnit(v)) {
            diag.error(posOf('pass_threshold'), `judge '${judgeName}': pass_threshold must be a number from 0 to 1 (it is deprecated: write min_score)`);
        }
        else {
            if (minScore === undefined)
                minScore = v;
            diag.warning(posOf('pass_threshold'), `judge '${judgeName}': 'pass_threshold' is deprecated; write 'min_score: ${v}'`);
        }
    }
    if (raw.min_score !== undefined) {
        const v = raw.min_score;
        if (typeof v !== 'number' || !isUnit(v)) {
            diag.error(posOf('min_score'), `judge '${judgeName}': min_score must be a number from 0 to 1 (every threshold is 0-1 except min_mean)`);
        }
        else {
            minScore = v;
        }
    }
    return minScore === undefined ? { required } : { required, min_score: minScore };
}
/** The scale a judge's raw values are read on: booleans and checks 0-1, LLM judges their score_range (default 1-5). */
function judgeScale(judge) {
    if (judge.kind === 'prompt')
        return judge.score_range ?? [1, 5];
    return judge.score_range ?? [0, 1];
}
const GATE_KINDS = ['min_mean', 'min_pass_rate', 'max_error_rate', 'min_score'];
/**
 * Resolves the suite's `thresholds:` map into gates, checking every judge name
 * and range. `posOf(path)` gives the source position of a key path under
 * `thresholds`.
 */
function resolveGates(thresholds, judges, posOf, diag) {
    const gates = [];
    if (!thresholds)
        return gates;
    const byName = new Map(judges.map((j) => [j.name, j]));
    for (const [judgeName, spec] of Object.entries(thresholds)) {
        const judge = byName.get(judgeName);
        if (!judge) {
            const known = [...byName.keys()].join(', ') || 'none';
            diag.error(posOf([judgeName]), `threshold names judge '${judgeName}', which does not exist (judges: ${known})`);
            continue;
        }
        if (spec === null || typeof spec !== 'object' || Array.isArray(spec)) {
            diag.error(posOf([judgeName]), `thresholds.${judgeName} must be a map such as {min_pass_rate: 0.9}`);
            continue;
        }
        for (const [kind, value] of Object.entries(spec)) {
            const pos = posOf([judgeName, kind]);
            if (!GATE_KINDS.includes(kind)) {
                diag.error(pos, `thresholds.${judgeName}.${kind} is not a gate; use one of ${GATE_KINDS.join(', ')}`);
                continue;
            }
            if (typeof value !== 'number' || !Number.isFinite(value)) {
                diag.error(pos, `thresholds.${judgeName}.${kind} must be a number`);
                continue;
            }
            if (kind === 'min_mean') {
                const [lo, hi] = judgeScale(judge);
                if (value < lo || value > hi) {
                    diag.error(pos, `thresholds.${judgeName}.min_mean: ${value} is outside the judge's scale ${lo}-${hi}`);
                    continue;
                }
            }
            else if (!isUnit(value)) {
                diag.error(pos, `thresholds.${judgeName}.${kind}: ${value} is out of range; it is on a 0-1 scale (only min_mean uses the judge's scale)`);
                continue;
            }
            gates.push({ judge: judgeName, kind: kind, threshold: value, pos });
        }
    }
    return gates;
}
function round(n) {
    return Math.round(n * 1e6) / 1e6;
}


/***/ })

};
