import os from 'node:os';
import path from 'node:path';
import type { CliIo } from '../cli/cli-helper.js';
import { formatDiagnostic, type Diagnostic } from '../model/diagnostics.js';
import { loadEvalDir } from '../model/load-suites.js';
import { createJudgeCache } from '../scoring/judge-cache.js';
import { formatThresholdLine } from '../scoring/behavioural.js';
import type { Results } from '../types.js';
import { runEngine } from './engine.js';
import { EXIT, type ExitCode } from './exit-codes.js';
import { openGitHubSession } from './github-session.js';
import { errorResults, writeResultFiles } from './results-files.js';
import { failedCasesOf, planCaseRuns } from './select-cases.js';
import type { Shard } from './shard.js';

export interface RunCommandOptions {
  evalDir: string;
  skill?: string;
  cases?: string[];
  repeat?: number;
  concurrency?: number;
  /** Fixtures prepared while agents run (default: as many as agents). */
  prepareAhead?: number;
  shard?: Shard;
  threshold?: number;
  outputDir?: string;
  sandbox?: 'docker' | 'none';
  image?: string;
  owner?: string;
  keepFixtures: boolean;
  noCache: boolean;
  rerunFailed?: string;
  judgeModel?: string;
  fallbackJudge?: { argv: string[]; label: string };
}

export interface RunExecution {
  exitCode: ExitCode;
  outputDir: string;
  results?: Results;
  summary?: string;
  diagnostics: Diagnostic[];
}

export interface RunHooks {
  /** JSON file listing live fixture repos, read by the action's post step. */
  stateFile?: string;
  /** Run id carried in fixture descriptions (default: a timestamp and pid). */
  runId?: string;
  /** Overrides for the GitHub endpoints (the demo's embedded emulator). */
  github?: { apiUrl: string; serverUrl: string; token: string };
  signal?: AbortSignal;
}

export const DEFAULT_OUTPUT_DIR = '.fullsend/results';

/** The whole pipeline behind `run`, the action and the demo. */
export async function executeRun(opts: RunCommandOptions, io: CliIo, hooks: RunHooks = {}): Promise<RunExecution> {
  const outputDir = path.resolve(io.cwd, opts.outputDir ?? DEFAULT_OUTPUT_DIR);
  const load = await loadEvalDir({ evalDir: path.resolve(io.cwd, opts.evalDir), skill: opts.skill });
  const diagnostics = load.diagnostics.sorted();
  for (const d of diagnostics) (d.severity === 'error' ? io.err : io.out)(formatDiagnostic(d, io.cwd));
  if (load.diagnostics.hasErrors()) {
    io.err(`fullsend-functional: ${load.diagnostics.errors.length} authoring error(s); nothing was run. Fix them and run 'fullsend-functional lint' to check.`);
    return { exitCode: EXIT.CONFIG, outputDir, diagnostics };
  }

  let only: Set<string> | undefined;
  if (opts.rerunFailed) {
    only = await failedCasesOf(path.resolve(io.cwd, opts.rerunFailed));
    io.out(`rerunning ${only.size} case(s) that did not pass in ${opts.rerunFailed}`);
  }
  const plans = planCaseRuns(load.suites, { cases: opts.cases, repeat: opts.repeat, shard: opts.shard, only });
  if (plans.length === 0) {
    const why = only ? 'no failed cases to rerun' : opts.cases ? `no case matches ${opts.cases.join(', ')}` : 'no cases selected';
    io.out(`fullsend-functional: ${why}`);
    const results = errorResults('authoring', why, new Date());
    results.passed = !!only && only.size === 0;
    results.error = results.passed ? undefined : results.error;
    const files = await writeResultFiles(outputDir, results);
    return { exitCode: results.passed ? EXIT.OK : EXIT.CONFIG, outputDir, results, summary: files.summary, diagnostics };
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
    return { exitCode: EXIT.CONFIG, outputDir, diagnostics };
  }
  const warnings: string[] = [];
  const budget = await session.checkBudget(plans.map((p) => p.caseConfig));
  if (budget) {
    io.err(`warning: ${budget}`);
    warnings.push(budget);
  }

  const controller = new AbortController();
  hooks.signal?.addEventListener('abort', () => controller.abort(), { once: true });
  let signalled = 0;
  const onSignal = (sig: NodeJS.Signals) => {
    signalled++;
    if (signalled === 1) {
      io.err(`fullsend-functional: ${sig} received: stopping agents and deleting fixtures (send again to force)`);
      controller.abort();
    } else {
      io.err(`fullsend-functional: ${sig} again: deleting remaining fixtures now`);
      void session.deleteAll().finally(() => process.exit(sig === 'SIGINT' ? 130 : 143));
    }
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  try {
    const cacheDir = io.env.FULLSEND_CACHE_DIR ?? path.join(io.env.RUNNER_TEMP ?? path.join(os.homedir(), '.cache'), 'fullsend-functional', 'judges');
    const { results, exitCode, summary } = await runEngine(
      {
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
      },
      {
        fixtures: session.fixtures,
        tracker: session.tracker,
        github: session.github,
        env: io.env,
        cache: opts.noCache ? null : createJudgeCache(cacheDir),
        log: io.out,
        signal: controller.signal,
      },
    );
    // Whatever a step left behind (a crash between create and delete) goes now.
    const leftovers = await session.deleteAll();
    if (leftovers.length > 0) io.err(`deleted ${leftovers.length} fixture repo(s) left behind: ${leftovers.join(', ')}`);
    if (controller.signal.aborted) {
      io.err('fullsend-functional: interrupted; partial results were written');
      return { exitCode: EXIT.INFRA, outputDir, results, diagnostics };
    }
    printThresholds(results, io);
    if (opts.keepFixtures) {
      for (const c of results.cases) for (const r of c.runs) if (r.fixture) io.out(`kept fixture: ${r.fixture.url}`);
    }
    io.out(`results: ${path.relative(io.cwd, path.join(outputDir, 'results.json')) || 'results.json'}`);
    return { exitCode, outputDir, results, summary, diagnostics };
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}

function printThresholds(results: Results, io: CliIo): void {
  io.out('');
  io.out('=== Behavioural thresholds ===');
  for (const c of results.cases) {
    for (const r of c.runs) {
      for (const t of r.thresholds) io.out(`${c.skill}/${c.case}${c.runs.length > 1 ? ` #${r.attempt}` : ''}  ${formatThresholdLine(t)}`);
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
export async function runCommand(opts: RunCommandOptions, io: CliIo): Promise<ExitCode> {
  const r = await executeRun(opts, io);
  return r.exitCode;
}
