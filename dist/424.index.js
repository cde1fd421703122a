export const id = 424;
export const ids = [424];
export const modules = {

/***/ 73424:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runCli: () => (/* binding */ runCli)
});

// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(57975);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/model/diagnostics.ts
var diagnostics = __webpack_require__(80485);
// EXTERNAL MODULE: ./src/model/load-suites.ts + 2 modules
var load_suites = __webpack_require__(31124);
;// CONCATENATED MODULE: ./src/lint/lint-command.ts



/** Validates every suite and case; prints each problem as path:line:col: message, then a count. */
async function lintCommand(opts) {
    const load = await (0,load_suites/* loadEvalDir */.sc)({ evalDir: external_node_path_default().resolve(opts.cwd ?? process.cwd(), opts.evalDir), skill: opts.skill });
    const diags = load.diagnostics.sorted();
    for (const d of diags)
        opts.out((0,diagnostics/* formatDiagnostic */.x)(d, opts.cwd));
    const errors = diags.filter((d) => d.severity === 'error');
    const warnings = diags.filter((d) => d.severity === 'warning');
    const cases = load.suites.reduce((n, s) => n + s.cases.length, 0);
    opts.out(`${errors.length} error${errors.length === 1 ? '' : 's'}, ${warnings.length} warning${warnings.length === 1 ? '' : 's'} ` +
        `in ${load.suites.length} suite${load.suites.length === 1 ? '' : 's'} and ${cases} case${cases === 1 ? '' : 's'}`);
    return { exitCode: errors.length > 0 ? 2 : 0, load, errors, warnings };
}

// EXTERNAL MODULE: ./src/engine/shard.ts
var shard = __webpack_require__(20914);
// EXTERNAL MODULE: ./src/engine/exit-codes.ts
var exit_codes = __webpack_require__(42387);
;// CONCATENATED MODULE: ./src/cli/cli-helper.ts




const USAGE = `fullsend-functional: functional tests for agent pipelines against throw-away GitHub fixtures

Usage:
  fullsend-functional lint [EVAL_DIR] [--skill S]
  fullsend-functional run [EVAL_DIR] [--skill S] [--cases GLOB] [--repeat N] [--concurrency K]
                          [--shard I/N] [--threshold X] [--output DIR] [--sandbox docker|none]
                          [--image IMAGE] [--owner ORG] [--keep-fixtures] [--no-cache]
                          [--rerun-failed RESULTS_JSON] [--judge-model MODEL]
  fullsend-functional report DIR... [--output DIR] [--eval-dir EVAL_DIR]
  fullsend-functional metrics TRANSCRIPT [--format claude|codex|gemini|auto]
  fullsend-functional cleanup --owner ORG [--older-than 2h] [--dry-run]
  fullsend-functional demo [EVAL_DIR] [--sandbox docker|none] [--output DIR] [--cases GLOB]
  fullsend-functional emulator [--port P]      (a local GitHub emulator for tests and self-test)

Exit codes: 0 every gate met, 1 a gate missed, 2 authoring or configuration error, 3 infrastructure error.
Environment: GITHUB_API_URL, GITHUB_SERVER_URL, GH_TOKEN or GITHUB_TOKEN, EVAL_ORG,
ANTHROPIC_API_KEY / ANTHROPIC_BASE_URL / ANTHROPIC_VERTEX_PROJECT_ID + CLOUD_ML_REGION / OPENAI_API_KEY / OPENAI_BASE_URL.`;
const defaultIo = {
    out: (l) => process.stdout.write(l + '\n'),
    err: (l) => process.stderr.write(l + '\n'),
    env: process.env,
    cwd: process.cwd(),
};
class UsageError extends Error {
}
function num(name, v, opts = {}) {
    if (v === undefined)
        return undefined;
    const n = Number(v);
    if (!Number.isFinite(n) || (opts.int && !Number.isInteger(n)) || (opts.min !== undefined && n < opts.min) || (opts.max !== undefined && n > opts.max)) {
        const range = opts.min !== undefined && opts.max !== undefined ? ` from ${opts.min} to ${opts.max}` : opts.min !== undefined ? ` of at least ${opts.min}` : '';
        throw new UsageError(`--${name} takes ${opts.int ? 'a whole number' : 'a number'}${range}, got '${v}'`);
    }
    return n;
}
/** Runs one CLI invocation and returns its exit code. */
async function runCli(argv, io = defaultIo) {
    const [command, ...rest] = argv;
    try {
        switch (command) {
            case 'lint': {
                const { values, positionals } = (0,external_node_util_.parseArgs)({ args: rest, allowPositionals: true, options: { skill: { type: 'string' } } });
                const res = await lintCommand({ evalDir: positionals[0] ?? 'eval', skill: values.skill, cwd: io.cwd, out: io.out });
                return res.exitCode;
            }
            case 'run':
            case 'demo': {
                const { values, positionals } = (0,external_node_util_.parseArgs)({
                    args: rest,
                    allowPositionals: true,
                    options: {
                        skill: { type: 'string' },
                        cases: { type: 'string', multiple: true },
                        repeat: { type: 'string' },
                        concurrency: { type: 'string' },
                        shard: { type: 'string' },
                        threshold: { type: 'string' },
                        output: { type: 'string' },
                        sandbox: { type: 'string' },
                        image: { type: 'string' },
                        owner: { type: 'string' },
                        'keep-fixtures': { type: 'boolean' },
                        'no-cache': { type: 'boolean' },
                        'rerun-failed': { type: 'string' },
                        'judge-model': { type: 'string' },
                    },
                });
                const sandbox = values.sandbox;
                if (sandbox !== undefined && sandbox !== 'docker' && sandbox !== 'none')
                    throw new UsageError(`--sandbox takes docker or none, got '${sandbox}'`);
                const opts = {
                    evalDir: positionals[0] ?? 'eval',
                    skill: values.skill,
                    cases: values.cases?.flatMap((c) => c.split(',')).filter(Boolean),
                    repeat: num('repeat', values.repeat, { int: true, min: 1 }),
                    concurrency: num('concurrency', values.concurrency, { int: true, min: 1 }),
                    shard: values.shard === undefined ? undefined : (0,shard/* parseShard */.u)(values.shard),
                    threshold: num('threshold', values.threshold, { min: 0, max: 1 }),
                    outputDir: values.output,
                    sandbox: sandbox,
                    image: values.image,
                    owner: values.owner,
                    keepFixtures: values['keep-fixtures'] ?? false,
                    noCache: values['no-cache'] ?? false,
                    rerunFailed: values['rerun-failed'],
                    judgeModel: values['judge-model'],
                };
                if (command === 'demo') {
                    const { demoCommand } = await Promise.all(/* import() */[__webpack_require__.e(351), __webpack_require__.e(294), __webpack_require__.e(504), __webpack_require__.e(214), __webpack_require__.e(364), __webpack_require__.e(755), __webpack_require__.e(897), __webpack_require__.e(430), __webpack_require__.e(689)]).then(__webpack_require__.bind(__webpack_require__, 36689));
                    return await demoCommand(opts, io);
                }
                const { runCommand } = await Promise.all(/* import() */[__webpack_require__.e(351), __webpack_require__.e(294), __webpack_require__.e(504), __webpack_require__.e(214), __webpack_require__.e(364), __webpack_require__.e(755), __webpack_require__.e(897), __webpack_require__.e(187)]).then(__webpack_require__.bind(__webpack_require__, 62187));
                return await runCommand(opts, io);
            }
            case 'report': {
                const { values, positionals } = (0,external_node_util_.parseArgs)({
                    args: rest,
                    allowPositionals: true,
                    options: { output: { type: 'string' }, 'eval-dir': { type: 'string' } },
                });
                if (positionals.length === 0)
                    throw new UsageError('report needs at least one directory holding results.json (a shard output)');
                const { reportCommand } = await Promise.all(/* import() */[__webpack_require__.e(294), __webpack_require__.e(504), __webpack_require__.e(364), __webpack_require__.e(755), __webpack_require__.e(210)]).then(__webpack_require__.bind(__webpack_require__, 30210));
                return await reportCommand({ dirs: positionals, outputDir: values.output, evalDir: values['eval-dir'] }, io);
            }
            case 'metrics': {
                const { values, positionals } = (0,external_node_util_.parseArgs)({ args: rest, allowPositionals: true, options: { format: { type: 'string' } } });
                if (positionals.length !== 1)
                    throw new UsageError('metrics takes one transcript file');
                const format = (values.format ?? 'auto');
                if (!['claude', 'codex', 'gemini', 'auto'].includes(format))
                    throw new UsageError(`--format takes claude, codex, gemini or auto`);
                const { metricsCommand } = await Promise.all(/* import() */[__webpack_require__.e(294), __webpack_require__.e(364), __webpack_require__.e(456)]).then(__webpack_require__.bind(__webpack_require__, 12456));
                await metricsCommand(positionals[0], { format }, { write: (chunk) => (io.out(chunk.replace(/\n$/, '')), true) });
                return exit_codes/* EXIT */.dc.OK;
            }
            case 'cleanup': {
                const { values } = (0,external_node_util_.parseArgs)({
                    args: rest,
                    options: { owner: { type: 'string' }, 'older-than': { type: 'string' }, 'dry-run': { type: 'boolean' } },
                });
                const owner = values.owner ?? io.env.EVAL_ORG;
                if (!owner)
                    throw new UsageError('cleanup needs --owner ORG (or EVAL_ORG)');
                const { cleanupCommand } = await Promise.all(/* import() */[__webpack_require__.e(351), __webpack_require__.e(214), __webpack_require__.e(897), __webpack_require__.e(329)]).then(__webpack_require__.bind(__webpack_require__, 3329));
                return await cleanupCommand({ owner, olderThan: values['older-than'] ?? '2h', dryRun: values['dry-run'] ?? false }, io);
            }
            case 'emulator': {
                const { values } = (0,external_node_util_.parseArgs)({ args: rest, options: { port: { type: 'string' }, token: { type: 'string' }, org: { type: 'string' } } });
                const { startGitHubEmulator } = await __webpack_require__.e(/* import() */ 430).then(__webpack_require__.bind(__webpack_require__, 56430));
                const emu = await startGitHubEmulator({ port: num('port', values.port, { int: true, min: 0 }), token: values.token, org: values.org });
                io.out(JSON.stringify({ apiUrl: emu.apiUrl, serverUrl: emu.serverUrl, token: emu.token, org: emu.org, user: emu.user }));
                await new Promise((resolve) => {
                    const stop = () => void emu.close().finally(resolve);
                    process.once('SIGTERM', stop);
                    process.once('SIGINT', stop);
                });
                return exit_codes/* EXIT */.dc.OK;
            }
            case undefined:
            case 'help':
            case '--help':
            case '-h':
                io.out(USAGE);
                return command === undefined ? exit_codes/* EXIT */.dc.CONFIG : exit_codes/* EXIT */.dc.OK;
            case '--version':
                io.out('fullsend-functional 1.0.0');
                return exit_codes/* EXIT */.dc.OK;
            default:
                throw new UsageError(`unknown command '${command}'`);
        }
    }
    catch (err) {
        if (err instanceof UsageError || err.code?.startsWith('ERR_PARSE_ARGS')) {
            io.err(`fullsend-functional: ${err.message}`);
            io.err(`Run 'fullsend-functional --help' for usage.`);
            return exit_codes/* EXIT */.dc.CONFIG;
        }
        io.err(`fullsend-functional: ${err.stack ?? String(err)}`);
        return exit_codes/* EXIT */.dc.INFRA;
    }
}


/***/ })

};
