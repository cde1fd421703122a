import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { SandboxConfig } from '../model/config.js';
import { resolveCaseThreshold } from '../model/threshold-taxonomy.js';
import { expandEnv } from '../runner/env-expansion.js';
import { runHook } from '../runner/hooks.js';
import { runAgent, type AgentRunOutcome } from '../runner/run-agent.js';
import { evaluateLimits, formatThresholdLine } from '../scoring/behavioural.js';
import type { JudgeCache } from '../scoring/judge-cache.js';
import { scoreCaseRun } from '../scoring/score-case-run.js';
import type { CaseRunResult, FixtureState, Metrics } from '../types.js';
import type { FixtureBackend, FixtureRef, FixtureTracker } from './fixture-backend.js';
import { commandPlaceholders, contractEnv, secretKeysOf } from './runner-env.js';
import type { CaseRunPlan } from './select-cases.js';

export interface CaseRunContext {
  outputRoot: string;
  evalDir: string;
  fixtures: FixtureBackend;
  tracker?: FixtureTracker;
  github: { apiUrl: string; serverUrl: string; token: string };
  env: NodeJS.ProcessEnv;
  sandboxOverride?: { type?: 'docker' | 'none'; image?: string };
  cliThreshold?: number;
  keepFixtures: boolean;
  cache: JudgeCache | null;
  defaultJudgeModel?: string;
  fallbackJudge?: { argv: string[]; label: string };
  signal?: AbortSignal;
  log: (line: string) => void;
  now: () => number;
  /** Where workspaces are cloned (default: the OS temp dir). */
  workRoot?: string;
  /** Bounds how many agents run at once; fixture setup, capture and scoring happen outside it. */
  agentSlot?: <T>(fn: () => Promise<T>) => Promise<T>;
}

export function runDirOf(plan: CaseRunPlan): string {
  const base = path.join(plan.caseConfig.skill, plan.caseConfig.id);
  return plan.repeats > 1 ? path.join(base, `run-${plan.repeat}`) : base;
}

async function writeJson(file: string, value: unknown): Promise<void> {
  await writeFile(file, JSON.stringify(value, null, 2) + '\n');
}

/**
 * One case run, end to end: fixture, workspace, agent, metrics, capture,
 * teardown (always), then scoring. Never throws: every failure becomes an
 * `error` result with its reason, so no result is lost.
 */
export async function runCaseRun(plan: CaseRunPlan, ctx: CaseRunContext): Promise<CaseRunResult> {
  const { suite, caseConfig } = plan;
  const rel = runDirOf(plan);
  const runDir = path.join(ctx.outputRoot, rel);
  const outputDir = path.join(runDir, 'output');
  await mkdir(outputDir, { recursive: true });
  const label = `${caseConfig.skill}/${caseConfig.id}${plan.repeats > 1 ? ` run ${plan.repeat}/${plan.repeats}` : ''}`;
  const log = (line: string) => ctx.log(`[${label}] ${line}`);
  const started = ctx.now();
  const threshold = resolveCaseThreshold({ cli: ctx.cliThreshold, caseValue: caseConfig.threshold, suiteValue: suite.execution.threshold }).value;
  const result: CaseRunResult = {
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
  const fail = (reason: string, err: unknown) => {
    result.status = 'error';
    result.reason = reason;
    result.error = err instanceof Error ? err.message : String(err);
    log(`ERROR (${reason}): ${result.error}`);
  };

  const sandbox: SandboxConfig = {
    ...suite.sandbox,
    ...(ctx.sandboxOverride?.type ? { type: ctx.sandboxOverride.type } : {}),
    ...(ctx.sandboxOverride?.image ? { image: ctx.sandboxOverride.image } : {}),
  };
  let fixture: FixtureRef | undefined;
  let workspace: string | undefined;
  let outcome: AgentRunOutcome | undefined;
  let fixtureState: FixtureState | null = null;
  let metrics: Metrics | null = null;

  try {
    if (ctx.signal?.aborted) throw Object.assign(new Error('run was interrupted before this case started'), { reason: 'aborted' });
    log('creating fixture');
    try {
      fixture = await ctx.fixtures.create(caseConfig);
    } catch (err) {
      fail('fixture', err);
      return result;
    }
    await ctx.tracker?.register(fixture);
    result.fixture = { repo: fixture.repo, url: fixture.url, number: fixture.number, kept: ctx.keepFixtures, deleted: false };
    log(`fixture ${fixture.url}`);

    workspace = await mkdtemp(path.join(ctx.workRoot ?? os.tmpdir(), 'ff-ws-'));
    const { gitEnv } = await ctx.fixtures.cloneWorkspace(fixture, workspace);

    const inContainer = sandbox.type === 'docker';
    const contract = contractEnv({
      fixture,
      token: ctx.github.token,
      apiUrl: ctx.github.apiUrl,
      serverUrl: ctx.github.serverUrl,
      outputDir: inContainer ? '/output' : outputDir,
    });
    const source = { ...ctx.env, ...contract } as NodeJS.ProcessEnv;
    const env = {
      ...gitEnv,
      ...expandEnv(suite.execution.env, source, { file: suite.evalFile, keyPath: 'execution.env' }),
      ...expandEnv(suite.runner.env, source, { file: suite.evalFile, keyPath: 'runner.env' }),
      ...contract,
    };

    const hookEnv = { ...ctx.env, ...env, CASE_WORKSPACE: workspace, CASE_SOURCE_DIR: caseConfig.dir, CASE_ID: caseConfig.id } as Record<string, string>;
    for (const hook of suite.hooks.before_each) {
      if (hook.builtin_replacement) continue;
      const h = await runHook({ command: hook.command, cwd: workspace, env: hookEnv, timeoutMs: (hook.timeout ?? 120) * 1000, log });
      if (h.exitCode !== 0 && hook.on_failure !== 'continue') {
        fail('hook', new Error(`before_each hook '${hook.command}' exited ${h.exitCode}`));
        return result;
      }
    }

    const slot = ctx.agentSlot ?? (<T>(fn: () => Promise<T>) => fn());
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
    await writeJson(path.join(runDir, 'metrics.json'), metrics);
    log(`agent ${outcome.status} (exit ${outcome.exitCode ?? 'none'}), ${metrics.num_turns} turns, $${metrics.total_cost_usd.toFixed(4)}${metrics.estimated ? ' (estimated)' : ''}`);

    if (outcome.status !== 'aborted') {
      try {
        fixtureState = await ctx.fixtures.capture(fixture);
        await writeJson(path.join(runDir, 'fixture-state.json'), fixtureState);
      } catch (err) {
        fail('capture', err);
      }
      for (const hook of suite.hooks.after_each) {
        if (hook.builtin_replacement) continue;
        const h = await runHook({ command: hook.command, cwd: workspace, env: { ...hookEnv, OUTPUT_DIR: outputDir }, timeoutMs: (hook.timeout ?? 60) * 1000, log });
        if (h.exitCode !== 0 && hook.on_failure !== 'continue') log(`after_each hook '${hook.command}' exited ${h.exitCode}`);
      }
    }
  } catch (err) {
    const reason = (err as { reason?: string }).reason ?? (err instanceof Error && /sandbox|docker/i.test(err.message) ? 'sandbox' : 'internal');
    fail(reason, err);
  } finally {
    if (fixture) {
      if (ctx.keepFixtures) {
        log(`keeping fixture ${fixture.url}`);
        await ctx.tracker?.unregister(fixture);
      } else {
        try {
          await ctx.fixtures.delete(fixture);
          result.fixture!.deleted = true;
          await ctx.tracker?.unregister(fixture);
        } catch (err) {
          result.fixture!.teardown_error = (err as Error).message;
          log(`TEARDOWN FAILED for ${fixture.repo}: ${(err as Error).message}`);
        }
      }
    }
    if (workspace) await rm(workspace, { recursive: true, force: true }).catch(() => undefined);
  }

  if (result.reason) {
    result.duration_s = (ctx.now() - started) / 1000;
    result.thresholds = evaluateLimits(caseConfig.limits, metrics);
    return result;
  }
  result.duration_s = (ctx.now() - started) / 1000;

  if (!outcome || outcome.status === 'aborted') {
    result.reason = 'aborted';
    result.error = 'interrupted';
    return result;
  }
  if (outcome.status === 'timeout') {
    result.thresholds = evaluateLimits(caseConfig.limits, metrics);
    for (const t of result.thresholds) log(formatThresholdLine(t));
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
  } catch (err) {
    fail('internal', err);
  }
  log(`${result.status.toUpperCase()}${result.score !== null ? ` (score ${result.score.toFixed(2)}, threshold ${threshold})` : ''}`);
  return result;
}
