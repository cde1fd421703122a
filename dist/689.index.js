export const id = 689;
export const ids = [689,187];
export const modules = {

/***/ 36689:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  demoCommand: () => (/* binding */ demoCommand)
});

// UNUSED EXPORTS: STAND_IN_LABEL, dockerDaemonReachable, findStandInJudge

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __webpack_require__(73136);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
;// CONCATENATED MODULE: ./scripts/build-example-image.mjs
// Builds the docker image used by the runner's tests and the demo without any
// registry: a root filesystem assembled from this host (node, dash as
// /bin/sh, a few coreutils, their shared libraries and the dynamic loader,
// /etc/passwd with a uid 1000 user, /tmp) is packed into a tarball under the
// system temp dir and loaded with `docker import`.
//
//   node scripts/build-example-image.mjs [--tag NAME] [--force]






const EXAMPLE_IMAGE_TAG = 'fullsend-functional-example:local';

const TOOLS = ['sleep', 'cat', 'ls', 'mkdir', 'rm', 'cp', 'mv', 'touch', 'env', 'id', 'chmod', 'head', 'tail', 'wc', 'true', 'false', 'tee', 'date', 'printf', 'grep', 'sed'];

/** The executable on PATH (not a shell builtin such as `true` or `printf`). */
function which(name) {
  for (const dir of (process.env.PATH ?? '/usr/bin:/bin').split(':')) {
    const p = (0,external_node_path_.join)(dir || '.', name);
    if ((0,external_node_fs_.existsSync)(p) && (0,external_node_child_process_.spawnSync)('test', ['-x', p]).status === 0) return p;
  }
  return null;
}

/** Shared libraries (and the loader) a binary needs, from ldd. */
function sharedLibs(bin) {
  const out = (0,external_node_child_process_.spawnSync)('ldd', [bin], { encoding: 'utf8' });
  if (out.status !== 0) return [];
  const libs = [];
  for (const line of out.stdout.split('\n')) {
    const m = /=>\s+(\/\S+)/.exec(line) ?? /^\s*(\/\S+)\s+\(/.exec(line);
    if (m) libs.push(m[1]);
  }
  return libs;
}

function copyInto(root, hostPath, inner = hostPath, mode) {
  const dest = (0,external_node_path_.join)(root, inner);
  if ((0,external_node_fs_.existsSync)(dest)) return;
  (0,external_node_fs_.mkdirSync)((0,external_node_path_.dirname)(dest), { recursive: true });
  (0,external_node_fs_.copyFileSync)((0,external_node_fs_.realpathSync)(hostPath), dest);
  if (mode !== undefined) (0,external_node_fs_.chmodSync)(dest, mode);
}

function imageExists(tag, docker = 'docker') {
  return (0,external_node_child_process_.spawnSync)(docker, ['image', 'inspect', tag], { stdio: 'ignore' }).status === 0;
}

/**
 * Builds the image unless it exists. Returns the tag.
 * @param {{ tag?: string, log?: (line: string) => void, force?: boolean, docker?: string }} [opts]
 */
async function buildExampleImage(opts = {}) {
  const tag = opts.tag ?? EXAMPLE_IMAGE_TAG;
  const log = opts.log ?? (() => {});
  const docker = opts.docker ?? 'docker';
  if (!opts.force && imageExists(tag, docker)) {
    log(`image ${tag} already exists`);
    return tag;
  }
  const work = (0,external_node_fs_.mkdtempSync)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'ff-example-image-'));
  const root = (0,external_node_path_.join)(work, 'rootfs');
  try {
    const bins = [];
    bins.push([process.execPath, '/usr/local/bin/node']);
    const sh = which('dash') ?? which('bash');
    if (!sh) throw new Error('neither dash nor bash found on this host: cannot provide /bin/sh');
    bins.push([sh, '/bin/sh']);
    for (const t of TOOLS) {
      const p = which(t);
      if (p) bins.push([p, `/bin/${t}`]);
    }
    for (const [host, inner] of bins) {
      copyInto(root, host, inner, 0o755);
      for (const lib of sharedLibs(host)) copyInto(root, lib);
    }
    for (const d of ['tmp', 'workspace', 'output', 'eval', 'etc', 'root', 'proc', 'sys', 'dev']) (0,external_node_fs_.mkdirSync)((0,external_node_path_.join)(root, d), { recursive: true });
    (0,external_node_fs_.chmodSync)((0,external_node_path_.join)(root, 'tmp'), 0o1777);
    (0,external_node_fs_.writeFileSync)((0,external_node_path_.join)(root, 'etc/passwd'), 'root:x:0:0:root:/root:/bin/sh\nagent:x:1000:1000:agent:/tmp:/bin/sh\nnobody:x:65534:65534:nobody:/nonexistent:/bin/sh\n');
    (0,external_node_fs_.writeFileSync)((0,external_node_path_.join)(root, 'etc/group'), 'root:x:0:\nagent:x:1000:\nnogroup:x:65534:\n');
    const tarball = (0,external_node_path_.join)(work, 'rootfs.tar');
    (0,external_node_child_process_.execFileSync)('tar', ['-C', root, '--numeric-owner', '--owner=0', '--group=0', '-cf', tarball, '.']);
    log(`importing ${tarball} as ${tag}`);
    (0,external_node_child_process_.execFileSync)(docker, [
      'import',
      '--change', 'ENV PATH=/usr/local/bin:/usr/bin:/bin',
      '--change', 'ENV HOME=/tmp',
      '--change', 'WORKDIR /workspace',
      '--change', 'CMD ["/bin/sh"]',
      tarball, tag,
    ], { stdio: ['ignore', 'pipe', 'pipe'] });
    log(`built ${tag}`);
    return tag;
  } finally {
    (0,external_node_fs_.rmSync)(work, { recursive: true, force: true });
  }
}

if (process.argv[1] && (0,external_node_fs_.realpathSync)(process.argv[1]) === (0,external_node_url_.fileURLToPath)(import.meta.url)) {
  const args = process.argv.slice(2);
  const i = args.indexOf('--tag');
  const tag = i >= 0 ? args[i + 1] : EXAMPLE_IMAGE_TAG;
  buildExampleImage({ tag, force: args.includes('--force'), log: (l) => console.log(l) }).catch((e) => {
    console.error(`build-example-image: ${e.message}`);
    process.exit(1);
  });
}

// EXTERNAL MODULE: ./src/emulator/github-emulator.ts + 10 modules
var github_emulator = __webpack_require__(56430);
// EXTERNAL MODULE: ./src/engine/exit-codes.ts
var exit_codes = __webpack_require__(42387);
// EXTERNAL MODULE: ./src/engine/run-command.ts + 1 modules
var run_command = __webpack_require__(62187);
;// CONCATENATED MODULE: ./src/demo/demo-command.ts








const STAND_IN_LABEL = 'deterministic stand-in judge (no ANTHROPIC_API_KEY or OPENAI_API_KEY set)';
/** The bundled deterministic judge: next to the eval dir, else in the package's own eval/. */
function findStandInJudge(evalDir) {
    const here = external_node_path_default().dirname((0,external_node_url_.fileURLToPath)(import.meta.url));
    const candidates = [
        external_node_path_default().join(evalDir, 'judges', 'deterministic-judge.mjs'),
        external_node_path_default().resolve(here, '..', '..', 'eval', 'judges', 'deterministic-judge.mjs'),
        external_node_path_default().resolve(here, '..', 'eval', 'judges', 'deterministic-judge.mjs'),
    ];
    return candidates.find((c) => (0,external_node_fs_.existsSync)(c));
}
function dockerDaemonReachable() {
    const r = (0,external_node_child_process_.spawnSync)('docker', ['info', '--format', '{{.ServerVersion}}'], { stdio: ['ignore', 'pipe', 'ignore'], timeout: 15_000 });
    return r.status === 0 && r.stdout.toString().trim() !== '';
}
/** `fullsend-functional demo`: the whole pipeline on the example suite against an embedded GitHub, offline. */
async function demoCommand(opts, io) {
    const evalDir = external_node_path_default().resolve(io.cwd, opts.evalDir);
    const emu = await (0,github_emulator.startGitHubEmulator)({});
    io.out(`embedded GitHub emulator at ${emu.apiUrl} (org ${emu.org})`);
    try {
        let sandbox = opts.sandbox;
        let image = opts.image;
        if (sandbox === undefined) {
            if (dockerDaemonReachable()) {
                sandbox = 'docker';
                if (!image) {
                    io.out(`docker daemon found: building the example image ${EXAMPLE_IMAGE_TAG} offline (once)`);
                    image = await buildExampleImage({ log: (l) => io.out(`  ${l}`) });
                }
                io.out(`sandbox: docker (${image}), network host to reach the embedded GitHub`);
            }
            else {
                sandbox = 'none';
                io.out('sandbox: none: no docker daemon is reachable, so the agent runs as a local process group');
            }
        }
        const env = { ...io.env, EVAL_ORG: emu.org, GH_TOKEN: emu.token, GITHUB_TOKEN: emu.token };
        let fallbackJudge = opts.fallbackJudge;
        if (io.env.ANTHROPIC_API_KEY || io.env.OPENAI_API_KEY || io.env.ANTHROPIC_VERTEX_PROJECT_ID) {
            io.out('LLM judges: a real model (credentials found in the environment)');
        }
        else if (!fallbackJudge) {
            const judge = findStandInJudge(evalDir);
            if (judge) {
                fallbackJudge = { argv: [process.execPath, judge], label: STAND_IN_LABEL };
                io.out(`LLM judges: ${STAND_IN_LABEL}`);
            }
            else {
                io.out('LLM judges: no model credentials and no bundled stand-in judge found; prompt judges will error');
            }
        }
        const run = await (0,run_command/* executeRun */.l)({ ...opts, sandbox, image, owner: emu.org, outputDir: opts.outputDir ?? '.fullsend/demo', fallbackJudge }, { ...io, env }, { github: { apiUrl: emu.apiUrl, serverUrl: emu.serverUrl, token: emu.token }, runId: `demo-${Date.now()}` });
        if (run.summary) {
            io.out('');
            io.out(run.summary);
        }
        const left = emu.listRepos().filter((r) => r.full_name.startsWith(`${emu.org}/eval-`));
        if (!opts.keepFixtures && left.length > 0)
            io.err(`warning: ${left.length} fixture repo(s) were left in the emulator`);
        return run.exitCode;
    }
    catch (err) {
        io.err(`demo: ${err.stack ?? String(err)}`);
        return exit_codes/* EXIT */.dc.INFRA;
    }
    finally {
        await emu.close();
    }
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


/***/ })

};
