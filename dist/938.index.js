export const id = 938;
export const ids = [938,187];
export const modules = {

/***/ 66814:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  cQ: () => (/* binding */ commentSummary),
  KI: () => (/* binding */ emitAnnotations),
  Ge: () => (/* binding */ setResultOutputs)
});

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 11 modules
var core = __webpack_require__(91659);
// EXTERNAL MODULE: ./node_modules/@actions/github/lib/github.js
var github = __webpack_require__(61351);
;// CONCATENATED MODULE: ./src/action/pr-comment.ts
// One pull-request comment per workflow and job, edited on every run instead
// of piling up a new comment per push.
/** GitHub rejects issue comment bodies longer than this. */
const MAX_COMMENT_LENGTH = 65536;
const TRUNCATION_NOTE = '\n\n---\n_Truncated: this report exceeds the size of a GitHub comment. The full report is in the job summary and the run\'s artifacts._';
/** Keeps the marker a single HTML comment whatever the workflow or job is called. */
function markerPart(value) {
    return value.replace(/[\r\n]+/g, ' ').replace(/--+/g, '-').replace(/>/g, '').trim();
}
function stickyMarker(workflow, job) {
    return `<!-- fullsend-functional:${markerPart(workflow)}:${markerPart(job)} -->`;
}
/** The full comment text: marker, body, and a note when the body had to be cut. */
function composeCommentBody(marker, body) {
    const full = `${marker}\n${body}`;
    if (full.length <= MAX_COMMENT_LENGTH)
        return full;
    let keep = MAX_COMMENT_LENGTH - marker.length - 1 - TRUNCATION_NOTE.length;
    // Never split a surrogate pair.
    const code = body.charCodeAt(keep - 1);
    if (code >= 0xd800 && code <= 0xdbff)
        keep -= 1;
    return `${marker}\n${body.slice(0, keep)}${TRUNCATION_NOTE}`;
}
async function findPullRequestNumber(o) {
    const fromPayload = o.payload.pull_request?.number;
    if (typeof fromPayload === 'number')
        return fromPayload;
    // issue_comment events on a PR carry the PR as an issue.
    if (o.payload.issue?.pull_request && typeof o.payload.issue.number === 'number')
        return o.payload.issue.number;
    if (!o.sha)
        return undefined;
    const { data } = await o.octokit.rest.repos.listPullRequestsAssociatedWithCommit({ owner: o.owner, repo: o.repo, commit_sha: o.sha });
    const open = data.filter((pr) => pr.state === 'open');
    const best = open.find((pr) => pr.head?.sha === o.sha) ?? open[0];
    return best?.number;
}
/**
 * Creates or updates the comment carrying this workflow/job's marker on the
 * PR the run belongs to. Skips (and logs why) when there is no open PR.
 */
async function upsertStickyComment(o) {
    const number = await findPullRequestNumber(o);
    if (number === undefined) {
        o.log(`PR comment skipped: no open pull request for ${o.eventName} event on ${o.owner}/${o.repo}@${o.sha.slice(0, 12)}`);
        return { action: 'skipped' };
    }
    const marker = stickyMarker(o.workflow, o.job);
    const body = composeCommentBody(marker, o.body);
    const comments = await o.octokit.paginate(o.octokit.rest.issues.listComments, {
        owner: o.owner,
        repo: o.repo,
        issue_number: number,
        per_page: 100,
    });
    const existing = comments.find((c) => (c.body ?? '').startsWith(marker));
    if (existing) {
        const { data } = await o.octokit.rest.issues.updateComment({ owner: o.owner, repo: o.repo, comment_id: existing.id, body });
        o.log(`Updated PR comment ${data.html_url}`);
        return { action: 'updated', url: data.html_url, number };
    }
    const { data } = await o.octokit.rest.issues.createComment({ owner: o.owner, repo: o.repo, issue_number: number, body });
    o.log(`Created PR comment ${data.html_url}`);
    return { action: 'created', url: data.html_url, number };
}

// EXTERNAL MODULE: ./src/report/annotations.ts
var report_annotations = __webpack_require__(856);
;// CONCATENATED MODULE: ./src/action/action-outputs.ts




/** Emits annotations within GitHub's per-type limit, most important first. */
function emitAnnotations(annotations) {
    for (const a of (0,report_annotations/* capAnnotations */.XO)(annotations)) {
        const props = { title: a.title };
        if (a.file) {
            props.file = a.file;
            props.startLine = a.line ?? 1;
            if (a.col)
                props.startColumn = a.col;
        }
        if (a.level === 'error')
            core/* error */.z3(a.message, props);
        else
            core/* warning */.$e(a.message, props);
    }
}
function setResultOutputs(results, paths, exitCode) {
    core/* setOutput */.uH('passed', results?.passed ? 'true' : 'false');
    core/* setOutput */.uH('exit-code', String(exitCode));
    core/* setOutput */.uH('results-path', paths.results ?? '');
    core/* setOutput */.uH('summary-path', paths.summary ?? '');
    core/* setOutput */.uH('total-cost-usd', String(results?.totals.agent_cost_usd ?? 0));
    core/* setOutput */.uH('judge-cost-usd', String(results?.totals.judge_cost_usd ?? 0));
    core/* setOutput */.uH('cases-passed', String(results?.totals.passed ?? 0));
    core/* setOutput */.uH('cases-total', String(results?.totals.cases ?? 0));
}
/** Keeps the workflow's one sticky PR comment with this summary, on the GitHub running the workflow. */
async function commentSummary(token, body, log) {
    const ctx = github/* context */._;
    const res = await upsertStickyComment({
        octokit: github/* getOctokit */.Q(token, { baseUrl: process.env.GITHUB_API_URL ?? 'https://api.github.com' }),
        owner: ctx.repo.owner,
        repo: ctx.repo.repo,
        eventName: ctx.eventName,
        payload: ctx.payload,
        sha: ctx.sha,
        workflow: ctx.workflow,
        job: ctx.job,
        body,
        log,
    });
    if (res.url)
        core/* info */.pq(`PR comment ${res.action}: ${res.url}`);
}


/***/ }),

/***/ 84186:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ STATE_FIXTURES_FILE)
/* harmony export */ });
/** Key under which the main step saves the path of the live-fixture state file for the post step. */
const STATE_FIXTURES_FILE = 'fixtures-state-file';


/***/ }),

/***/ 45015:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cs: () => (/* binding */ artifactName),
/* harmony export */   oD: () => (/* binding */ isValidArtifactName),
/* harmony export */   wz: () => (/* binding */ artifactNamePrefix)
/* harmony export */ });
/* unused harmony exports INVALID_ARTIFACT_NAME_CHARS, DEFAULT_ARTIFACT_PREFIX, sanitizeArtifactNamePart */
// Artifact names must be unique within a workflow run: a matrix shard or a
// re-run attempt that reuses a name is rejected by the artifact service
// (409 Conflict). The shard and the attempt are therefore part of every name.
/** Characters the artifact service rejects in a name. */
const INVALID_ARTIFACT_NAME_CHARS = ['"', ':', '<', '>', '|', '*', '?', '\r', '\n', '\\', '/'];
const DEFAULT_ARTIFACT_PREFIX = 'fullsend-functional';
/** Keeps names well below the service's limit while leaving room for the suffixes. */
const MAX_PART_LENGTH = 80;
/** Replaces characters the service rejects (and control characters) with `-`. */
function sanitizeArtifactNamePart(part) {
    let out = '';
    for (const ch of part) {
        const code = ch.codePointAt(0) ?? 0;
        out += INVALID_ARTIFACT_NAME_CHARS.includes(ch) || code < 0x20 || code === 0x7f ? '-' : ch;
    }
    out = out.trim().replace(/\s+/g, '-').replace(/-{2,}/g, '-').replace(/^[-.]+|[-.]+$/g, '');
    return out.slice(0, MAX_PART_LENGTH);
}
function isValidArtifactName(name) {
    return name.length > 0 && !INVALID_ARTIFACT_NAME_CHARS.some((c) => name.includes(c));
}
function parseAttempt(value) {
    if (value === undefined || value === '')
        return 1;
    const n = typeof value === 'number' ? value : Number.parseInt(value, 10);
    if (!Number.isInteger(n) || n < 1) {
        throw new Error(`artifact name: run attempt must be a positive integer, got ${JSON.stringify(value)} (check GITHUB_RUN_ATTEMPT)`);
    }
    return n;
}
/**
 * `<prefix>[-<job>][-shard-<i>-of-<n>]-attempt-<a>`, e.g.
 * `fullsend-functional-triage-shard-2-of-4-attempt-1`.
 */
function artifactName(options = {}) {
    const env = options.env ?? process.env;
    const prefix = sanitizeArtifactNamePart(options.prefix ?? DEFAULT_ARTIFACT_PREFIX);
    if (!prefix)
        throw new Error(`artifact name: prefix ${JSON.stringify(options.prefix)} has no usable characters`);
    const parts = [prefix];
    if (options.job !== undefined) {
        const job = sanitizeArtifactNamePart(options.job);
        if (job)
            parts.push(job);
    }
    if (options.shard) {
        const { index, total } = options.shard;
        if (!Number.isInteger(index) || !Number.isInteger(total) || total < 1 || index < 1 || index > total) {
            throw new Error(`artifact name: shard must be I/N with 1 <= I <= N, got ${index}/${total}`);
        }
        parts.push(`shard-${index}-of-${total}`);
    }
    parts.push(`attempt-${parseAttempt(options.attempt ?? env.GITHUB_RUN_ATTEMPT)}`);
    return parts.join('-');
}
/** The prefix that matches every shard and attempt of one `artifactName` family. */
function artifactNamePrefix(options = {}) {
    const parts = [sanitizeArtifactNamePart(options.prefix ?? DEFAULT_ARTIFACT_PREFIX)];
    if (options.job !== undefined) {
        const job = sanitizeArtifactNamePart(options.job);
        if (job)
            parts.push(job);
    }
    return `${parts.join('-')}-`;
}


/***/ }),

/***/ 94938:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   runAction: () => (/* binding */ runAction)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(91659);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_4___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_4__);
/* harmony import */ var _engine_exit_codes_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(42387);
/* harmony import */ var _engine_run_command_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(62187);
/* harmony import */ var _engine_shard_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(20914);
/* harmony import */ var _report_annotations_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(856);
/* harmony import */ var _artifact_names_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(45015);
/* harmony import */ var _scrub_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(33817);
/* harmony import */ var _action_state_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(84186);
/* harmony import */ var _action_outputs_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(66814);













function input(name) {
    const v = _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .getInput */ .V4(name);
    return v === '' ? undefined : v;
}
function numberInput(name, opts = {}) {
    const v = input(name);
    if (v === undefined)
        return undefined;
    const n = Number(v);
    if (!Number.isFinite(n) || (opts.int && !Number.isInteger(n)) || (opts.min !== undefined && n < opts.min) || (opts.max !== undefined && n > opts.max)) {
        throw new InputError(`input '${name}' must be ${opts.int ? 'a whole number' : 'a number'}${opts.min !== undefined ? ` >= ${opts.min}` : ''}${opts.max !== undefined ? ` <= ${opts.max}` : ''}, got '${v}'`);
    }
    return n;
}
class InputError extends Error {
}
/** A boolean input; empty means the default (action.yml defaults are not applied outside the runner). */
function boolInput(name, fallback) {
    const v = input(name);
    if (v === undefined)
        return fallback;
    if (/^(true|True|TRUE)$/.test(v))
        return true;
    if (/^(false|False|FALSE)$/.test(v))
        return false;
    throw new InputError(`input '${name}' must be true or false, got '${v}'`);
}
/** Where the previous attempt's results.json is: a path given, or the results artifact of the previous attempt of this run. */
async function resolveRerun(value, log) {
    if (!value || value === 'false')
        return undefined;
    if (value !== 'true' && value !== 'previous') {
        if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_1__.existsSync)(value))
            throw new InputError(`input 'rerun-failed': ${value} does not exist (give a results.json path, or 'true' for the previous attempt)`);
        return value;
    }
    const attempt = Number(process.env.GITHUB_RUN_ATTEMPT ?? '1');
    if (attempt <= 1)
        throw new InputError(`input 'rerun-failed: ${value}' needs a previous attempt of this workflow run (this is attempt ${attempt}); give a results.json path instead`);
    const dest = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.mkdtemp)(node_path__WEBPACK_IMPORTED_MODULE_4___default().join(process.env.RUNNER_TEMP ?? node_os__WEBPACK_IMPORTED_MODULE_3___default().tmpdir(), 'ff-previous-'));
    const prefix = (0,_artifact_names_js__WEBPACK_IMPORTED_MODULE_10__/* .artifactNamePrefix */ .wz)({ prefix: input('artifact-name') });
    const previous = (0,_artifact_names_js__WEBPACK_IMPORTED_MODULE_10__/* .artifactName */ .Cs)({ prefix: input('artifact-name'), attempt: attempt - 1, shard: shardInput() });
    const { downloadRunArtifacts } = await Promise.all(/* import() */[__webpack_require__.e(669), __webpack_require__.e(252), __webpack_require__.e(89)]).then(__webpack_require__.bind(__webpack_require__, 18089));
    const got = await downloadRunArtifacts({ namePrefix: prefix, destDir: dest, log });
    const match = got.find((a) => a.name === previous) ?? got.find((a) => a.name.includes(`attempt-${attempt - 1}`));
    if (!match)
        throw new InputError(`input 'rerun-failed': no artifact '${previous}' from attempt ${attempt - 1} in this run`);
    const file = node_path__WEBPACK_IMPORTED_MODULE_4___default().join(match.path, 'results.json');
    if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_1__.existsSync)(file))
        throw new InputError(`input 'rerun-failed': artifact ${match.name} holds no results.json`);
    log(`rerunning what did not pass in attempt ${attempt - 1} (${match.name})`);
    return file;
}
function shardInput() {
    const s = input('shard');
    return s ? (0,_engine_shard_js__WEBPACK_IMPORTED_MODULE_11__/* .parseShard */ .u)(s) : undefined;
}
/** The action's main step. */
async function runAction() {
    let exec;
    let exitCode = _engine_exit_codes_js__WEBPACK_IMPORTED_MODULE_5__/* .EXIT */ .dc.INFRA;
    try {
        const token = input('github-token') ?? process.env.GH_TOKEN ?? process.env.GITHUB_TOKEN;
        const env = { ...process.env };
        if (token) {
            env.GH_TOKEN = token;
            env.GITHUB_TOKEN = token;
            _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setSecret */ .Pq(token);
        }
        // The fixtures' GitHub may differ from the one running the workflow (GHES, an emulator).
        const apiUrl = input('api-url');
        const serverUrl = input('server-url');
        if (apiUrl)
            env.GITHUB_API_URL = apiUrl;
        if (serverUrl)
            env.GITHUB_SERVER_URL = serverUrl;
        const owner = input('owner') ?? process.env.EVAL_ORG;
        if (owner)
            env.EVAL_ORG = owner;
        for (const s of (0,_scrub_js__WEBPACK_IMPORTED_MODULE_8__/* .collectSecrets */ .qb)(env))
            _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setSecret */ .Pq(s);
        const workspace = process.env.GITHUB_WORKSPACE ?? process.cwd();
        const sandbox = input('sandbox');
        if (sandbox !== undefined && sandbox !== 'docker' && sandbox !== 'none')
            throw new InputError(`input 'sandbox' must be docker or none, got '${sandbox}'`);
        const stateDir = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.mkdtemp)(node_path__WEBPACK_IMPORTED_MODULE_4___default().join(process.env.RUNNER_TEMP ?? node_os__WEBPACK_IMPORTED_MODULE_3___default().tmpdir(), 'ff-state-'));
        const stateFile = node_path__WEBPACK_IMPORTED_MODULE_4___default().join(stateDir, 'fixtures.json');
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .saveState */ .LZ(_action_state_js__WEBPACK_IMPORTED_MODULE_12__/* .STATE_FIXTURES_FILE */ .Q, stateFile);
        const log = (l) => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(l);
        const opts = {
            evalDir: input('eval-dir') ?? 'eval',
            skill: input('skill'),
            cases: input('cases')?.split(/[\s,]+/).filter(Boolean),
            repeat: numberInput('repeat', { int: true, min: 1 }),
            concurrency: numberInput('concurrency', { int: true, min: 1 }),
            shard: shardInput(),
            threshold: numberInput('threshold', { min: 0, max: 1 }),
            outputDir: input('output-dir') ?? node_path__WEBPACK_IMPORTED_MODULE_4___default().join(process.env.RUNNER_TEMP ?? '.fullsend', 'fullsend-functional-results'),
            sandbox: sandbox,
            image: input('image'),
            owner,
            keepFixtures: boolInput('keep-fixtures', false),
            noCache: boolInput('no-cache', false),
            rerunFailed: await resolveRerun(input('rerun-failed'), log),
            judgeModel: input('judge-model'),
        };
        const io = { out: log, err: (l) => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(l), env, cwd: workspace };
        exec = await (0,_engine_run_command_js__WEBPACK_IMPORTED_MODULE_6__/* .executeRun */ .l)(opts, io, { stateFile, runId: `${process.env.GITHUB_RUN_ID ?? 'local'}-${process.env.GITHUB_RUN_ATTEMPT ?? '1'}` });
        exitCode = exec.exitCode;
        (0,_action_outputs_js__WEBPACK_IMPORTED_MODULE_9__/* .emitAnnotations */ .KI)([
            ...(0,_report_annotations_js__WEBPACK_IMPORTED_MODULE_7__/* .annotationsFromDiagnostics */ .Zn)(exec.diagnostics, workspace),
            ...(exec.results ? (0,_report_annotations_js__WEBPACK_IMPORTED_MODULE_7__/* .annotationsFromResults */ .b7)(exec.results, workspace) : []),
        ]);
        const resultsPath = exec.results ? node_path__WEBPACK_IMPORTED_MODULE_4___default().join(exec.outputDir, 'results.json') : undefined;
        const summaryPath = exec.results ? node_path__WEBPACK_IMPORTED_MODULE_4___default().join(exec.outputDir, 'summary.md') : undefined;
        if (exec.summary)
            await _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .summary */ .z.addRaw(exec.summary, true).write();
        (0,_action_outputs_js__WEBPACK_IMPORTED_MODULE_9__/* .setResultOutputs */ .Ge)(exec.results, { results: resultsPath, summary: summaryPath }, exitCode);
        if (exec.results && boolInput('upload-artifacts', true)) {
            const { missingArtifactEnv, uploadRunArtifact } = await Promise.all(/* import() */[__webpack_require__.e(669), __webpack_require__.e(252), __webpack_require__.e(89)]).then(__webpack_require__.bind(__webpack_require__, 18089));
            const missing = missingArtifactEnv(process.env);
            if (missing.length > 0) {
                _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(`artifacts not uploaded: ${missing.join(', ')} not set (not running on GitHub Actions?)`);
            }
            else {
                const name = (0,_artifact_names_js__WEBPACK_IMPORTED_MODULE_10__/* .artifactName */ .Cs)({ prefix: input('artifact-name'), shard: opts.shard });
                const up = await uploadRunArtifact({ name, rootDir: exec.outputDir, secrets: (0,_scrub_js__WEBPACK_IMPORTED_MODULE_8__/* .collectSecrets */ .qb)(env), log });
                _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH('artifact-name', name);
                _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(`uploaded artifact ${name}: ${up.files} files, ${up.size} bytes, ${up.replacements} secret occurrence(s) scrubbed`);
            }
        }
        const commentToken = input('pr-comment-token') ?? token;
        if (exec.summary && boolInput('pr-comment', false) && commentToken)
            await (0,_action_outputs_js__WEBPACK_IMPORTED_MODULE_9__/* .commentSummary */ .cQ)(commentToken, exec.summary, log);
        if (exitCode === _engine_exit_codes_js__WEBPACK_IMPORTED_MODULE_5__/* .EXIT */ .dc.GATE_MISSED) {
            const r = exec.results;
            const missed = r.gates.filter((g) => !g.pass).length;
            _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setFailed */ .C1(`${r.totals.cases - r.totals.passed} of ${r.totals.cases} cases did not pass${missed ? `, ${missed} gate(s) missed` : ''}`);
        }
        else if (exitCode === _engine_exit_codes_js__WEBPACK_IMPORTED_MODULE_5__/* .EXIT */ .dc.CONFIG) {
            _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setFailed */ .C1(`authoring or configuration error: ${exec.diagnostics.filter((d) => d.severity === 'error').length || 'see the log'}; nothing was run`);
        }
        else if (exitCode === _engine_exit_codes_js__WEBPACK_IMPORTED_MODULE_5__/* .EXIT */ .dc.INFRA) {
            _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setFailed */ .C1(`infrastructure error (not a test failure): ${describeInfra(exec.results)}`);
        }
    }
    catch (err) {
        exitCode = err instanceof InputError ? _engine_exit_codes_js__WEBPACK_IMPORTED_MODULE_5__/* .EXIT */ .dc.CONFIG : _engine_exit_codes_js__WEBPACK_IMPORTED_MODULE_5__/* .EXIT */ .dc.INFRA;
        (0,_action_outputs_js__WEBPACK_IMPORTED_MODULE_9__/* .setResultOutputs */ .Ge)(exec?.results, {}, exitCode);
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setFailed */ .C1(err instanceof InputError ? err.message : `infrastructure error: ${err.stack ?? String(err)}`);
    }
}
function describeInfra(results) {
    if (!results)
        return 'the run did not complete';
    const errs = results.cases.flatMap((c) => c.runs.filter((r) => r.status === 'error').map((r) => `${c.skill}/${c.case}: ${r.reason}: ${r.error}`));
    return [...errs, ...results.warnings].slice(0, 3).join('; ') || 'see the log';
}


/***/ }),

/***/ 33817:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N7: () => (/* binding */ scrubDirectory),
/* harmony export */   qb: () => (/* binding */ collectSecrets)
/* harmony export */ });
/* unused harmony exports REDACTED, MIN_SECRET_LENGTH, base64Variants, derivedForms, scrubText, DEFAULT_CHUNK_SIZE, scrubFile */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_3__);
// Removes credentials from run outputs before they leave the runner as artifacts.
// Transcripts and logs routinely echo tokens (git remote URLs, Authorization
// headers, environment dumps), so every file is rewritten byte-wise in place.




const REDACTED = '***';
/** Variables always treated as secrets, whatever their name pattern. */
const NAMED_SECRET_VARS = [
    'GH_TOKEN',
    'GITHUB_TOKEN',
    'INPUT_GITHUB-TOKEN',
    'INPUT_GITHUB_TOKEN',
    'ACTIONS_RUNTIME_TOKEN',
    'ANTHROPIC_API_KEY',
    'OPENAI_API_KEY',
];
const SECRET_NAME_SUFFIXES = ['_TOKEN', '_KEY', '_SECRET', '_PASSWORD', '_API_KEY'];
/** Shorter values are too likely to occur by chance ("true", "1234") to redact safely. */
const MIN_SECRET_LENGTH = 6;
function isSecretName(name) {
    const upper = name.toUpperCase();
    return NAMED_SECRET_VARS.includes(upper) || SECRET_NAME_SUFFIXES.some((s) => upper.endsWith(s));
}
/**
 * The core of `value`'s base64 encoding at each of the three byte alignments
 * it can have inside a longer encoded payload (a docker auth config, a
 * base64'd JSON blob): characters that mix in neighbouring bytes are dropped.
 */
function base64Variants(value) {
    const bytes = Buffer.from(value, 'utf8');
    const out = [];
    for (const lead of [0, 1, 2]) {
        const encoded = Buffer.concat([Buffer.alloc(lead), bytes]).toString('base64').replace(/=+$/, '');
        const skip = [0, 2, 3][lead];
        const trailing = (lead + bytes.length) % 3 === 0 ? 0 : 1;
        const core = encoded.slice(skip, encoded.length - trailing);
        // Short cores would match unrelated base64 text.
        if (core.length >= 12)
            out.push(core);
    }
    return out;
}
/** The forms a credential takes when it leaks through git, HTTP, JSON and base64. */
function derivedForms(value) {
    const forms = [value];
    // git over HTTPS with a token sends `Authorization: Basic base64(x-access-token:<token>)`.
    forms.push(Buffer.from(`x-access-token:${value}`, 'utf8').toString('base64'));
    forms.push(Buffer.from(value, 'utf8').toString('base64'));
    forms.push(...base64Variants(value));
    forms.push(encodeURIComponent(value));
    // A token embedded in a JSON string has its quotes and backslashes escaped.
    forms.push(JSON.stringify(value).slice(1, -1));
    return forms;
}
/**
 * Every secret value found in `env` (by name) plus `extra`, with the encoded
 * forms each one leaks in, deduplicated and longest first so that a secret
 * containing another is redacted as a whole.
 */
function collectSecrets(env, extra = []) {
    const raw = [];
    for (const [name, value] of Object.entries(env)) {
        if (value !== undefined && isSecretName(name))
            raw.push(value);
    }
    raw.push(...extra);
    const out = new Set();
    for (const value of raw) {
        const trimmed = value.trim();
        for (const candidate of new Set([value, trimmed])) {
            if (candidate.length < MIN_SECRET_LENGTH)
                continue;
            for (const form of derivedForms(candidate)) {
                if (form.length >= MIN_SECRET_LENGTH)
                    out.add(form);
            }
        }
    }
    return [...out].sort((a, b) => b.length - a.length || (a < b ? -1 : 1));
}
/** Replaces every occurrence of every secret in `text` with `***`. */
function scrubText(text, secrets) {
    if (secrets.length === 0 || text.length === 0)
        return text;
    const buf = Buffer.from(text, 'utf8');
    const matches = findMatches(buf, toNeedles(secrets));
    return matches.length === 0 ? text : replaceMatches(buf, matches).out.toString('utf8');
}
function toNeedles(secrets) {
    const seen = new Set();
    const needles = [];
    for (const s of secrets) {
        if (s.length === 0 || seen.has(s))
            continue;
        seen.add(s);
        needles.push(Buffer.from(s, 'utf8'));
    }
    return needles.sort((a, b) => b.length - a.length);
}
/**
 * Byte ranges to redact: every occurrence of every needle, with overlapping
 * occurrences merged so that no secret survives even partly when two overlap.
 */
function findMatches(buf, needles) {
    const all = [];
    for (const needle of needles) {
        for (let at = buf.indexOf(needle); at !== -1; at = buf.indexOf(needle, at + 1)) {
            all.push({ start: at, end: at + needle.length });
        }
    }
    all.sort((a, b) => a.start - b.start || b.end - a.end);
    const merged = [];
    for (const m of all) {
        const last = merged[merged.length - 1];
        if (last && m.start < last.end)
            last.end = Math.max(last.end, m.end);
        else
            merged.push({ ...m });
    }
    return merged;
}
function replaceMatches(buf, matches, upTo = buf.length) {
    if (matches.length === 0)
        return { out: buf.subarray(0, upTo), count: 0 };
    const redacted = Buffer.from(REDACTED, 'utf8');
    const parts = [];
    let cursor = 0;
    for (const m of matches) {
        parts.push(buf.subarray(cursor, m.start), redacted);
        cursor = m.end;
    }
    parts.push(buf.subarray(cursor, upTo));
    return { out: Buffer.concat(parts), count: matches.length };
}
/** Files at or below this size are scrubbed in memory; larger ones are streamed. */
const DEFAULT_CHUNK_SIZE = 1024 * 1024;
/** Scrubs one file in place; returns the number of replacements. */
async function scrubFile(file, secrets, options = {}) {
    const needles = toNeedles(secrets);
    if (needles.length === 0)
        return 0;
    const chunkSize = Math.max(options.chunkSize ?? DEFAULT_CHUNK_SIZE, needles[0].length * 2);
    const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat)(file);
    if (info.size <= chunkSize) {
        const buf = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(file);
        const matches = findMatches(buf, needles);
        if (matches.length === 0)
            return 0;
        const { out, count } = replaceMatches(buf, matches);
        await replaceFile(file, async (tmp) => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)(tmp, out, { mode: info.mode }));
        return count;
    }
    return scrubLargeFile(file, info.mode, needles, chunkSize);
}
async function scrubLargeFile(file, mode, needles, chunkSize) {
    // A secret can straddle two reads, so the last (longest - 1) bytes of each
    // window are carried into the next one instead of being written out.
    const overlap = needles[0].length - 1;
    const tmp = tempPathFor(file);
    const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(tmp, 'wx', mode);
    let count = 0;
    try {
        let carry = Buffer.alloc(0);
        for await (const chunk of (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.createReadStream)(file, { highWaterMark: chunkSize })) {
            const data = carry.length > 0 ? Buffer.concat([carry, chunk]) : chunk;
            // Every occurrence starting before `safe` is wholly inside `data`; one
            // starting later may still be cut off. Output stops at `safe`, or earlier
            // if a redaction range spans it, so that range is decided next time.
            let emitEnd = data.length - overlap;
            const matches = emitEnd > 0 ? findMatches(data, needles) : [];
            const spanning = matches.find((m) => m.start < emitEnd && m.end > emitEnd);
            if (spanning)
                emitEnd = spanning.start;
            if (emitEnd <= 0) {
                carry = data;
                continue;
            }
            const { out, count: n } = replaceMatches(data, matches.filter((m) => m.end <= emitEnd), emitEnd);
            count += n;
            await handle.write(out);
            carry = Buffer.from(data.subarray(emitEnd));
        }
        const matches = findMatches(carry, needles);
        const { out, count: n } = replaceMatches(carry, matches);
        count += n;
        await handle.write(out);
    }
    catch (err) {
        await handle.close();
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(tmp, { force: true });
        throw err;
    }
    await handle.close();
    if (count === 0) {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(tmp, { force: true });
        return 0;
    }
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rename)(tmp, file);
    return count;
}
function tempPathFor(file) {
    return node_path__WEBPACK_IMPORTED_MODULE_2___default().join(node_path__WEBPACK_IMPORTED_MODULE_2___default().dirname(file), `.${node_path__WEBPACK_IMPORTED_MODULE_2___default().basename(file)}.scrub-${(0,node_crypto__WEBPACK_IMPORTED_MODULE_3__.randomBytes)(4).toString('hex')}`);
}
async function replaceFile(file, write) {
    const tmp = tempPathFor(file);
    try {
        await write(tmp);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rename)(tmp, file);
    }
    catch (err) {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(tmp, { force: true });
        throw err;
    }
}
/**
 * Rewrites every regular file under `dir` with each secret replaced by `***`.
 * Binary files are scrubbed too (the match is byte-wise on the UTF-8 form).
 * Symbolic links are not followed: their targets may lie outside `dir`.
 */
async function scrubDirectory(dir, secrets, options = {}) {
    const result = { files: 0, replacements: 0, scanned: 0, symlinks: [] };
    const active = secrets.filter((s) => s.length > 0);
    const walk = async (current) => {
        const entries = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readdir)(current, { withFileTypes: true });
        for (const entry of entries) {
            const full = node_path__WEBPACK_IMPORTED_MODULE_2___default().join(current, entry.name);
            if (entry.isSymbolicLink()) {
                result.symlinks.push(full);
            }
            else if (entry.isDirectory()) {
                await walk(full);
            }
            else if (entry.isFile()) {
                result.scanned += 1;
                if (active.length === 0)
                    continue;
                const n = await scrubFile(full, active, options);
                if (n > 0) {
                    result.files += 1;
                    result.replacements += n;
                }
            }
        }
    };
    await walk(dir);
    return result;
}


/***/ }),

/***/ 62187:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  l: () => (/* binding */ executeRun),
  runCommand: () => (/* binding */ runCommand)
});

// UNUSED EXPORTS: DEFAULT_OUTPUT_DIR

// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
var external_node_os_default = /*#__PURE__*/__webpack_require__.n(external_node_os_);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/model/diagnostics.ts
var model_diagnostics = __webpack_require__(80485);
// EXTERNAL MODULE: ./src/model/load-suites.ts + 2 modules
var load_suites = __webpack_require__(31124);
// EXTERNAL MODULE: ./src/scoring/judge-cache.ts
var judge_cache = __webpack_require__(50793);
// EXTERNAL MODULE: ./src/scoring/behavioural.ts
var behavioural = __webpack_require__(27843);
// EXTERNAL MODULE: ./src/engine/engine.ts + 32 modules
var engine = __webpack_require__(5755);
// EXTERNAL MODULE: ./src/engine/exit-codes.ts
var exit_codes = __webpack_require__(42387);
// EXTERNAL MODULE: ./src/fixtures/github-client.ts
var github_client = __webpack_require__(50723);
// EXTERNAL MODULE: ./src/fixtures/fixture-provider.ts + 3 modules
var fixture_provider = __webpack_require__(84195);
// EXTERNAL MODULE: ./src/fixtures/fixture-registry.ts
var fixture_registry = __webpack_require__(3019);
;// CONCATENATED MODULE: ./src/engine/github-session.ts



/** One shared, throttled GitHub client and fixture provider for a whole run. */
async function openGitHubSession(opts) {
    const token = opts.override?.token ?? opts.env.GH_TOKEN ?? opts.env.GITHUB_TOKEN;
    if (!token)
        return { error: 'no GitHub token: set GH_TOKEN or GITHUB_TOKEN (it must be able to create and delete repos under the owner)' };
    const apiUrl = opts.override?.apiUrl ?? (0,github_client/* defaultApiUrl */.zq)(opts.env);
    const serverUrl = opts.override?.serverUrl ?? (0,github_client/* defaultServerUrl */.Oj)(opts.env);
    const client = (0,github_client/* createGitHubClient */.LX)({ token, apiUrl, log: opts.log });
    let owner = opts.owner ?? opts.env.EVAL_ORG;
    if (!owner) {
        try {
            owner = (await client.rest.users.getAuthenticated()).data.login;
            opts.log(`EVAL_ORG not set: fixture repos go under the token's user ${owner}`);
        }
        catch (err) {
            return { error: `cannot reach GitHub at ${apiUrl} to find the token's user (${err.message}); set EVAL_ORG or --owner` };
        }
    }
    const registry = new fixture_registry/* FixtureRegistry */.D({
        deleteRepo: async (repo) => {
            const [o, name] = repo.split('/');
            await client.rest.repos.delete({ owner: o, repo: name });
        },
        stateFile: opts.stateFile,
        log: opts.log,
    });
    const runId = opts.runId ?? `${new Date().toISOString().replace(/[:.]/g, '-')}-${process.pid}`;
    const provider = new fixture_provider/* FixtureProvider */.Hc({ client, serverUrl, token, owner, runId, registry, log: opts.log });
    return {
        client,
        github: { apiUrl, serverUrl, token },
        owner,
        fixtures: provider,
        tracker: {
            // The provider tracks a repo in the registry as soon as it exists and
            // untracks it on delete; only a kept fixture needs untracking here.
            register: () => undefined,
            unregister: (f) => registry.untrack(f.repo),
        },
        registry,
        async checkBudget(cases) {
            const res = await (0,fixture_provider/* checkRequestBudget */.lq)(cases);
            return res.fits ? undefined : res.message;
        },
        async deleteAll() {
            if (registry.size === 0)
                return [];
            const res = await registry.deleteAll();
            for (const e of res.errors)
                opts.log(`could not delete fixture ${e.repo}: ${e.error}; run 'fullsend-functional cleanup --owner ${owner}'`);
            return res.deleted;
        },
    };
}

// EXTERNAL MODULE: ./src/engine/results-files.ts + 2 modules
var results_files = __webpack_require__(492);
// EXTERNAL MODULE: ./src/engine/select-cases.ts
var select_cases = __webpack_require__(79652);
;// CONCATENATED MODULE: ./src/engine/run-command.ts











const DEFAULT_OUTPUT_DIR = '.fullsend/results';
/** The whole pipeline behind `run`, the action and the demo. */
async function executeRun(opts, io, hooks = {}) {
    const outputDir = external_node_path_default().resolve(io.cwd, opts.outputDir ?? DEFAULT_OUTPUT_DIR);
    const load = await (0,load_suites/* loadEvalDir */.sc)({ evalDir: external_node_path_default().resolve(io.cwd, opts.evalDir), skill: opts.skill });
    const diagnostics = load.diagnostics.sorted();
    for (const d of diagnostics)
        (d.severity === 'error' ? io.err : io.out)((0,model_diagnostics/* formatDiagnostic */.x)(d, io.cwd));
    if (load.diagnostics.hasErrors()) {
        io.err(`fullsend-functional: ${load.diagnostics.errors.length} authoring error(s); nothing was run. Fix them and run 'fullsend-functional lint' to check.`);
        return { exitCode: exit_codes/* EXIT */.dc.CONFIG, outputDir, diagnostics };
    }
    let only;
    if (opts.rerunFailed) {
        only = await (0,select_cases/* failedCasesOf */.KK)(external_node_path_default().resolve(io.cwd, opts.rerunFailed));
        io.out(`rerunning ${only.size} case(s) that did not pass in ${opts.rerunFailed}`);
    }
    const plans = (0,select_cases/* planCaseRuns */.aU)(load.suites, { cases: opts.cases, repeat: opts.repeat, shard: opts.shard, only });
    if (plans.length === 0) {
        const why = only ? 'no failed cases to rerun' : opts.cases ? `no case matches ${opts.cases.join(', ')}` : 'no cases selected';
        io.out(`fullsend-functional: ${why}`);
        const results = (0,results_files/* errorResults */.F)('authoring', why, new Date());
        results.passed = !!only && only.size === 0;
        results.error = results.passed ? undefined : results.error;
        const files = await (0,results_files/* writeResultFiles */.S)(outputDir, results);
        return { exitCode: results.passed ? exit_codes/* EXIT */.dc.OK : exit_codes/* EXIT */.dc.CONFIG, outputDir, results, summary: files.summary, diagnostics };
    }
    const session = await openGitHubSession({
        env: io.env,
        owner: opts.owner,
        override: hooks.github,
        runId: hooks.runId,
        stateFile: hooks.stateFile,
        log: io.out,
    });
    if ('error' in session) {
        io.err(`fullsend-functional: ${session.error}`);
        return { exitCode: exit_codes/* EXIT */.dc.CONFIG, outputDir, diagnostics };
    }
    const warnings = [];
    const budget = await session.checkBudget(plans.map((p) => p.caseConfig));
    if (budget) {
        io.err(`warning: ${budget}`);
        warnings.push(budget);
    }
    const controller = new AbortController();
    hooks.signal?.addEventListener('abort', () => controller.abort(), { once: true });
    let signalled = 0;
    const onSignal = (sig) => {
        signalled++;
        if (signalled === 1) {
            io.err(`fullsend-functional: ${sig} received: stopping agents and deleting fixtures (send again to force)`);
            controller.abort();
        }
        else {
            io.err(`fullsend-functional: ${sig} again: deleting remaining fixtures now`);
            void session.deleteAll().finally(() => process.exit(sig === 'SIGINT' ? 130 : 143));
        }
    };
    process.on('SIGINT', onSignal);
    process.on('SIGTERM', onSignal);
    try {
        const cacheDir = io.env.FULLSEND_CACHE_DIR ?? external_node_path_default().join(io.env.RUNNER_TEMP ?? external_node_path_default().join(external_node_os_default().homedir(), '.cache'), 'fullsend-functional', 'judges');
        const { results, exitCode, summary } = await (0,engine/* runEngine */.c)({
            evalDir: load.evalDir,
            suites: load.suites,
            outputDir,
            cases: opts.cases,
            repeat: opts.repeat,
            concurrency: opts.concurrency,
            prepareAhead: opts.prepareAhead,
            shard: opts.shard,
            threshold: opts.threshold,
            sandbox: opts.sandbox,
            image: opts.image,
            keepFixtures: opts.keepFixtures,
            only,
            defaultJudgeModel: opts.judgeModel,
            fallbackJudge: opts.fallbackJudge,
            warnings,
        }, {
            fixtures: session.fixtures,
            tracker: session.tracker,
            github: session.github,
            env: io.env,
            cache: opts.noCache ? null : (0,judge_cache/* createJudgeCache */.sG)(cacheDir),
            log: io.out,
            signal: controller.signal,
        });
        // Whatever a step left behind (a crash between create and delete) goes now.
        const leftovers = await session.deleteAll();
        if (leftovers.length > 0)
            io.err(`deleted ${leftovers.length} fixture repo(s) left behind: ${leftovers.join(', ')}`);
        if (controller.signal.aborted) {
            io.err('fullsend-functional: interrupted; partial results were written');
            return { exitCode: exit_codes/* EXIT */.dc.INFRA, outputDir, results, diagnostics };
        }
        printThresholds(results, io);
        if (opts.keepFixtures) {
            for (const c of results.cases)
                for (const r of c.runs)
                    if (r.fixture)
                        io.out(`kept fixture: ${r.fixture.url}`);
        }
        io.out(`results: ${external_node_path_default().relative(io.cwd, external_node_path_default().join(outputDir, 'results.json')) || 'results.json'}`);
        return { exitCode, outputDir, results, summary, diagnostics };
    }
    finally {
        process.off('SIGINT', onSignal);
        process.off('SIGTERM', onSignal);
    }
}
function printThresholds(results, io) {
    io.out('');
    io.out('=== Behavioural thresholds ===');
    for (const c of results.cases) {
        for (const r of c.runs) {
            for (const t of r.thresholds)
                io.out(`${c.skill}/${c.case}${c.runs.length > 1 ? ` #${r.attempt}` : ''}  ${(0,behavioural/* formatThresholdLine */.Jp)(t)}`);
        }
    }
    if (results.gates.length > 0) {
        io.out('=== Gates ===');
        for (const g of results.gates) {
            io.out(`${g.skill}  ${g.judge}  ${g.kind} ${g.threshold}  value ${g.value === null ? 'none' : Number(g.value.toFixed(4))}  ${g.pass ? 'PASS' : 'FAIL'}`);
        }
    }
    const t = results.totals;
    io.out(`=== RESULT: ${results.passed ? 'PASSED' : 'FAILED'}: ${t.passed}/${t.cases} cases passed, agent cost $${t.agent_cost_usd.toFixed(4)}, judge cost $${t.judge_cost_usd.toFixed(4)} ===`);
}
/** `fullsend-functional run`. */
async function runCommand(opts, io) {
    const r = await executeRun(opts, io);
    return r.exitCode;
}


/***/ }),

/***/ 3019:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ readRegistryStateFile),
/* harmony export */   D: () => (/* binding */ FixtureRegistry)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
// Tracks live fixture repos so a signal, a crash or the action's post step
// can delete whatever is left. With a state file, every change is written at
// once (sync, atomic rename) so the file is right even if the process dies
// right after.


class FixtureRegistry {
    opts;
    live = new Map();
    constructor(opts) {
        this.opts = opts;
        if (opts.stateFile)
            this.persist();
    }
    track(f) {
        this.live.set(f.repo, f);
        this.persist();
    }
    untrack(repo) {
        if (this.live.delete(repo))
            this.persist();
    }
    list() {
        return [...this.live.values()];
    }
    get size() {
        return this.live.size;
    }
    /** Deletes every tracked repo, concurrently; failures are returned, and those repos stay tracked. */
    async deleteAll() {
        const deleted = [];
        const errors = [];
        await Promise.all(this.list().map(async (f) => {
            try {
                await this.opts.deleteRepo(f.repo);
                this.untrack(f.repo);
                deleted.push(f.repo);
                this.opts.log?.(`deleted fixture repo ${f.repo}`);
            }
            catch (e) {
                errors.push({ repo: f.repo, error: e.message });
                this.opts.log?.(`could not delete fixture repo ${f.repo}: ${e.message}`);
            }
        }));
        return { deleted, errors };
    }
    persist() {
        const file = this.opts.stateFile;
        if (!file)
            return;
        const state = { version: 1, repos: this.list() };
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(file), { recursive: true });
        const tmp = `${file}.${process.pid}.tmp`;
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(tmp, `${JSON.stringify(state, null, 2)}\n`);
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.renameSync)(tmp, file);
    }
}
/** The repos a registry state file lists; an absent file lists none. */
function readRegistryStateFile(file) {
    let text;
    try {
        text = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(file, 'utf8');
    }
    catch (e) {
        if (e.code === 'ENOENT')
            return [];
        throw e;
    }
    let parsed;
    try {
        parsed = JSON.parse(text);
    }
    catch (e) {
        throw new Error(`fixture state file ${file} is not valid JSON (${e.message}); delete it or fix it by hand`);
    }
    const repos = parsed?.repos;
    if (!Array.isArray(repos) || repos.some((r) => typeof r?.repo !== 'string')) {
        throw new Error(`fixture state file ${file}: expected {"version":1,"repos":[{"repo":"owner/name"}]}`);
    }
    return repos;
}


/***/ }),

/***/ 856:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   XO: () => (/* binding */ capAnnotations),
/* harmony export */   Zn: () => (/* binding */ annotationsFromDiagnostics),
/* harmony export */   b7: () => (/* binding */ annotationsFromResults)
/* harmony export */ });
/* unused harmony export ANNOTATION_LIMIT */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);

/** GitHub shows at most this many annotations of one type per step. */
const ANNOTATION_LIMIT = 10;
function rel(file, root) {
    if (!file)
        return undefined;
    const r = node_path__WEBPACK_IMPORTED_MODULE_0___default().relative(root, file);
    return r.startsWith('..') ? file : r;
}
/** Every missed gate and behavioural threshold, on the YAML line that set it. */
function annotationsFromResults(results, root) {
    const out = [];
    for (const g of results.gates.filter((x) => !x.pass)) {
        out.push({
            level: 'error',
            file: rel(g.file, root),
            line: g.line,
            title: `gate missed: ${g.skill} ${g.judge} ${g.kind}`,
            message: `${g.judge} ${g.kind} ${g.threshold}: value ${g.value === null ? 'none' : Number(g.value.toFixed(4))}${g.errors ? ` (${g.errors} judge error(s))` : ''}`,
            rank: 0,
        });
    }
    for (const c of results.cases) {
        for (const r of c.runs) {
            for (const t of r.thresholds.filter((x) => !x.pass)) {
                out.push({
                    level: 'error',
                    file: rel(t.file ?? c.annotations_file, root),
                    line: t.line,
                    title: `threshold missed: ${c.skill}/${c.case}`,
                    message: `${t.name} ${t.limit}: actual ${t.actual ?? 'missing (fails closed)'}`,
                    rank: 1,
                });
            }
            for (const j of r.judges.filter((x) => !x.pass)) {
                out.push({
                    level: 'error',
                    file: rel(c.annotations_file, root),
                    line: 1,
                    title: `judge ${j.error ? 'error' : 'failed'}: ${c.skill}/${c.case} ${j.name}`,
                    message: (j.error ?? j.rationale ?? '').slice(0, 1000),
                    rank: j.error ? 2 : 3,
                });
            }
            if (r.status === 'error' && r.error) {
                out.push({ level: 'error', file: rel(c.input_file, root), line: 1, title: `case error (${r.reason}): ${c.skill}/${c.case}`, message: r.error, rank: 2 });
            }
        }
    }
    for (const w of results.warnings)
        out.push({ level: 'warning', title: 'fullsend-functional', message: w, rank: 5 });
    return out.sort((a, b) => a.rank - b.rank);
}
function annotationsFromDiagnostics(diags, root) {
    return diags.map((d) => ({
        level: d.severity,
        file: rel(d.file, root),
        line: d.line,
        col: d.col,
        title: d.severity === 'error' ? 'authoring error' : 'authoring warning',
        message: d.message,
        rank: d.severity === 'error' ? 0 : 4,
    }));
}
/**
 * Keeps the most important annotations within GitHub's per-type limit and
 * summarises the rest in one last annotation of that type.
 */
function capAnnotations(all, limit = ANNOTATION_LIMIT) {
    const kept = [];
    for (const level of ['error', 'warning']) {
        const of = all.filter((a) => a.level === level).sort((a, b) => a.rank - b.rank);
        if (of.length <= limit) {
            kept.push(...of);
            continue;
        }
        const shown = of.slice(0, limit - 1);
        const rest = of.slice(limit - 1);
        kept.push(...shown, {
            level,
            title: `${rest.length} more ${level}s`,
            message: rest.map((a) => `${a.file ? `${a.file}:${a.line ?? 1}: ` : ''}${a.title}: ${a.message}`).join('\n').slice(0, 4000),
            rank: 99,
        });
    }
    return kept;
}


/***/ })

};
