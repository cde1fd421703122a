import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import pLimit from 'p-limit';
import type { SuiteConfig } from '../model/config.js';
import { evaluateGates } from '../scoring/gates.js';
import type { JudgeCache } from '../scoring/judge-cache.js';
import type { CaseResult, CaseRunResult, GateResult, Results, RunStatus } from '../types.js';
import { runCaseRun, type CaseRunContext } from './case-run.js';
import { exitCodeOf, type ExitCode } from './exit-codes.js';
import type { FixtureBackend, FixtureTracker } from './fixture-backend.js';
import { writeResultFiles } from './results-files.js';
import { caseKey, planCaseRuns, type CaseRunPlan } from './select-cases.js';
import type { Shard } from './shard.js';

export interface EngineOptions {
  evalDir: string;
  suites: SuiteConfig[];
  outputDir: string;
  cases?: string[];
  repeat?: number;
  concurrency?: number;
  /** Fixtures prepared while agents run (default: as many as agents). 0 runs each case start to end in its slot. */
  prepareAhead?: number;
  shard?: Shard;
  threshold?: number;
  sandbox?: 'docker' | 'none';
  image?: string;
  keepFixtures: boolean;
  only?: Set<string>;
  defaultJudgeModel?: string;
  fallbackJudge?: { argv: string[]; label: string };
  warnings?: string[];
}

export interface EngineDeps {
  fixtures: FixtureBackend;
  tracker?: FixtureTracker;
  github: { apiUrl: string; serverUrl: string; token: string };
  env: NodeJS.ProcessEnv;
  cache: JudgeCache | null;
  log: (line: string) => void;
  now?: () => number;
  signal?: AbortSignal;
  workRoot?: string;
}

export interface EngineOutcome {
  results: Results;
  exitCode: ExitCode;
  /** summary.md as written. */
  summary: string;
}

function caseStatus(runs: CaseRunResult[]): RunStatus {
  if (runs.every((r) => r.status === 'pass')) return 'pass';
  if (runs.some((r) => r.status === 'error')) return 'error';
  return 'fail';
}

/** Runs the planned case runs with bounded concurrency, then applies suite gates and writes the outputs. */
export async function runEngine(opts: EngineOptions, deps: EngineDeps): Promise<EngineOutcome> {
  const now = deps.now ?? Date.now;
  const startedAt = now();
  const plans = planCaseRuns(opts.suites, { cases: opts.cases, repeat: opts.repeat, shard: opts.shard, only: opts.only });
  const outputRoot = path.resolve(opts.outputDir);
  await mkdir(outputRoot, { recursive: true });
  const warnings = [...(opts.warnings ?? [])];

  const concurrency = opts.concurrency ?? Math.max(1, Math.min(...opts.suites.map((s) => s.execution.parallelism), 64));
  deps.log(`running ${plans.length} case run${plans.length === 1 ? '' : 's'} from ${new Set(plans.map((p) => caseKey(p.caseConfig))).size} cases, ${concurrency} agents at a time${opts.shard ? ` (shard ${opts.shard.index}/${opts.shard.total})` : ''}`);

  const ctx: CaseRunContext = {
    outputRoot,
    evalDir: path.resolve(opts.evalDir),
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
    agentSlot: pLimit(concurrency),
  };

  // `concurrency` agents run at once; fixtures for as many more are prepared
  // meanwhile, so setup and teardown stay off the agents' critical path
  // without piling up live repos.
  const limit = pLimit(concurrency + Math.max(0, opts.prepareAhead ?? concurrency));
  let done = 0;
  const runResults = await Promise.all(
    plans.map((plan) =>
      limit(async () => {
        const r = await runCaseRun(plan, ctx);
        done++;
        deps.log(`progress ${done}/${plans.length}: ${caseKey(plan.caseConfig)}${plan.repeats > 1 ? ` run ${plan.repeat}` : ''} ${r.status.toUpperCase()}${r.reason ? ` (${r.reason})` : ''}`);
        return { plan, r };
      }),
    ),
  );

  const results = assembleResults(opts.suites, runResults, warnings, { startedAt, finishedAt: now(), shard: opts.shard });
  const { summary } = await writeResultFiles(outputRoot, results);
  return { results, exitCode: exitCodeOf(results), summary };
}

/** Groups runs into cases, evaluates suite gates and totals. Shared with the shard merge. */
export function assembleResults(
  suites: SuiteConfig[],
  runResults: Array<{ plan: Pick<CaseRunPlan, 'suite' | 'caseConfig'>; r: CaseRunResult }>,
  warnings: string[],
  times: { startedAt: number; finishedAt: number; shard?: Shard },
): Results {
  const byCase = new Map<string, CaseResult>();
  for (const { plan, r } of runResults) {
    const key = caseKey(plan.caseConfig);
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

  const gates: GateResult[] = [];
  for (const suite of suites) {
    const scored = cases
      .filter((c) => c.skill === suite.skill)
      .flatMap((c) => c.runs)
      .filter((r) => r.status !== 'error' || r.judges.length > 0);
    if (scored.length === 0) continue;
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
    if (r.fixture?.teardown_error) warnings.push(`fixture ${r.fixture.repo} was not deleted: ${r.fixture.teardown_error}`);
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

function caseKeyOf(c: CaseResult): string {
  return `${c.skill}/${c.case}`;
}

function roundUsd(n: number): number {
  return Math.round(n * 1e6) / 1e6;
}
