export const id = 210;
export const ids = [210];
export const modules = {

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
