export const id = 319;
export const ids = [319,210];
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

/***/ 41319:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   runReportAction: () => (/* binding */ runReportAction)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(91659);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _engine_exit_codes_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(42387);
/* harmony import */ var _report_annotations_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(856);
/* harmony import */ var _report_report_command_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(30210);
/* harmony import */ var _action_outputs_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(66814);







/** The report/ sub-action: merges downloaded shard artifacts into one summary, gates and status. */
async function runReportAction() {
    try {
        const workspace = process.env.GITHUB_WORKSPACE ?? process.cwd();
        const shardsDir = _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .getInput */ .V4('shards-dir') || node_path__WEBPACK_IMPORTED_MODULE_2___default().join(process.env.RUNNER_TEMP ?? node_os__WEBPACK_IMPORTED_MODULE_1___default().tmpdir(), 'fullsend-functional-shards');
        const outputDir = _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .getInput */ .V4('output-dir') || node_path__WEBPACK_IMPORTED_MODULE_2___default().join(process.env.RUNNER_TEMP ?? node_os__WEBPACK_IMPORTED_MODULE_1___default().tmpdir(), 'fullsend-functional-report');
        const log = (l) => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(l);
        const res = await (0,_report_report_command_js__WEBPACK_IMPORTED_MODULE_5__/* .mergeReport */ .b)({ dirs: [shardsDir], outputDir, evalDir: _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .getInput */ .V4('eval-dir') || 'eval' }, { out: log, err: log, env: process.env, cwd: workspace });
        if (res.results)
            (0,_action_outputs_js__WEBPACK_IMPORTED_MODULE_6__/* .emitAnnotations */ .KI)((0,_report_annotations_js__WEBPACK_IMPORTED_MODULE_4__/* .annotationsFromResults */ .b7)(res.results, workspace));
        if (res.summary)
            await _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .summary */ .z.addRaw(res.summary, true).write();
        (0,_action_outputs_js__WEBPACK_IMPORTED_MODULE_6__/* .setResultOutputs */ .Ge)(res.results, res.results ? { results: node_path__WEBPACK_IMPORTED_MODULE_2___default().join(res.outputDir, 'results.json'), summary: node_path__WEBPACK_IMPORTED_MODULE_2___default().join(res.outputDir, 'summary.md') } : {}, res.exitCode);
        const token = _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .getInput */ .V4('github-token');
        if (res.summary && token && _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .getInput */ .V4('pr-comment') === 'true')
            await (0,_action_outputs_js__WEBPACK_IMPORTED_MODULE_6__/* .commentSummary */ .cQ)(token, res.summary, log);
        if (res.exitCode === _engine_exit_codes_js__WEBPACK_IMPORTED_MODULE_3__/* .EXIT */ .dc.GATE_MISSED)
            _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setFailed */ .C1('merged run: a case or gate did not pass');
        else if (res.exitCode === _engine_exit_codes_js__WEBPACK_IMPORTED_MODULE_3__/* .EXIT */ .dc.CONFIG)
            _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setFailed */ .C1('merged run: authoring error in the eval directory');
        else if (res.exitCode === _engine_exit_codes_js__WEBPACK_IMPORTED_MODULE_3__/* .EXIT */ .dc.INFRA)
            _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setFailed */ .C1('merged run: infrastructure error (not a test failure); see the summary');
    }
    catch (err) {
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setFailed */ .C1(`report: ${err.stack ?? String(err)}`);
    }
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


/***/ }),

/***/ 30210:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  b: () => (/* binding */ mergeReport),
  reportCommand: () => (/* binding */ reportCommand)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/engine/exit-codes.ts
var exit_codes = __webpack_require__(42387);
// EXTERNAL MODULE: ./src/engine/results-files.ts + 2 modules
var results_files = __webpack_require__(492);
// EXTERNAL MODULE: ./src/model/diagnostics.ts
var diagnostics = __webpack_require__(80485);
// EXTERNAL MODULE: ./src/model/load-suites.ts + 2 modules
var load_suites = __webpack_require__(31124);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./src/engine/engine.ts + 32 modules
var engine = __webpack_require__(5755);
;// CONCATENATED MODULE: ./src/report/merge-results.ts




/** Finds every results.json at or below the given directories (artifact downloads nest them). */
async function findResultsFiles(dirs) {
    const found = [];
    const walk = async (dir, depth) => {
        const direct = external_node_path_default().join(dir, 'results.json');
        if ((0,external_node_fs_.existsSync)(direct)) {
            found.push(direct);
            return;
        }
        if (depth === 0)
            return;
        for (const e of await (0,promises_.readdir)(dir, { withFileTypes: true })) {
            if (e.isDirectory())
                await walk(external_node_path_default().join(dir, e.name), depth - 1);
        }
    };
    for (const d of dirs) {
        if (!(0,external_node_fs_.existsSync)(d))
            throw new Error(`report: ${d} does not exist`);
        await walk(d, 3);
    }
    return found.sort();
}
/**
 * Merges shard outputs into one result: cases are combined, gates are
 * evaluated again over every run (a gate is about the whole suite, not a
 * shard), and run directories are made relative to `outputDir`.
 */
async function mergeResults(files, suites, outputDir) {
    const parts = [];
    for (const f of files)
        parts.push({ file: f, results: JSON.parse(await (0,promises_.readFile)(f, 'utf8')) });
    const bySkill = new Map(suites.map((s) => [s.skill, s]));
    const runs = [];
    const warnings = [];
    let startedAt = Infinity;
    let finishedAt = 0;
    for (const { file, results } of parts) {
        startedAt = Math.min(startedAt, Date.parse(results.started_at));
        finishedAt = Math.max(finishedAt, Date.parse(results.finished_at));
        warnings.push(...results.warnings);
        if (results.error)
            warnings.push(`${external_node_path_default().relative(outputDir, file)}: ${results.error.kind} error: ${results.error.message}`);
        const base = external_node_path_default().relative(outputDir, external_node_path_default().dirname(file));
        for (const c of results.cases) {
            const suite = bySkill.get(c.skill);
            const caseConfig = suite?.cases.find((x) => x.id === c.case);
            if (!suite || !caseConfig) {
                warnings.push(`${c.skill}/${c.case} from ${external_node_path_default().relative(outputDir, file)} is not in the eval directory; kept without gates`);
            }
            const planSuite = suite ?? { skill: c.skill, judges: [], gates: [], cases: [] };
            const planCase = caseConfig ?? { skill: c.skill, id: c.case, annotationsFile: c.annotations_file, inputFile: c.input_file };
            for (const r of c.runs)
                runs.push({ plan: { suite: planSuite, caseConfig: planCase }, r: { ...r, dir: external_node_path_default().join(base, r.dir) } });
        }
    }
    const merged = (0,engine/* assembleResults */.L)(suites, runs, warnings, {
        startedAt: Number.isFinite(startedAt) ? startedAt : Date.now(),
        finishedAt: finishedAt || Date.now(),
    });
    return merged;
}

;// CONCATENATED MODULE: ./src/report/report-command.ts






/** Merges shard outputs into one summary, one set of gates and one exit status. */
async function mergeReport(opts, io) {
    const outputDir = external_node_path_default().resolve(io.cwd, opts.outputDir ?? '.fullsend/report');
    const load = await (0,load_suites/* loadEvalDir */.sc)({ evalDir: external_node_path_default().resolve(io.cwd, opts.evalDir ?? 'eval') });
    if (load.diagnostics.hasErrors()) {
        for (const d of load.diagnostics.errors)
            io.err((0,diagnostics/* formatDiagnostic */.x)(d, io.cwd));
        return { exitCode: exit_codes/* EXIT */.dc.CONFIG, outputDir };
    }
    const files = await findResultsFiles(opts.dirs.map((d) => external_node_path_default().resolve(io.cwd, d)));
    if (files.length === 0) {
        io.err(`report: no results.json under ${opts.dirs.join(', ')}`);
        return { exitCode: exit_codes/* EXIT */.dc.INFRA, outputDir };
    }
    io.out(`merging ${files.length} result file(s)`);
    const results = await mergeResults(files, load.suites, outputDir);
    const { summary } = await (0,results_files/* writeResultFiles */.S)(outputDir, results);
    io.out(`merged: ${results.totals.passed}/${results.totals.cases} cases passed, ${results.gates.filter((g) => !g.pass).length} gate(s) missed`);
    io.out(`results: ${external_node_path_default().relative(io.cwd, external_node_path_default().join(outputDir, 'results.json'))}`);
    return { exitCode: (0,exit_codes/* exitCodeOf */.FO)(results), results, outputDir, summary };
}
/** `fullsend-functional report DIR...`. */
async function reportCommand(opts, io) {
    return (await mergeReport(opts, io)).exitCode;
}


/***/ })

};
