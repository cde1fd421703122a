// Scoring one finished case run: behavioural thresholds, then every judge
// (built-ins inline, Python checks in one subprocess, LLM judges concurrently),
// the verdict, and <runDir>/judges.json.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { CaseConfig, JudgeConfig, SuiteConfig } from '../model/config.js';
import type { FixtureState, JudgeResult, Metrics, ThresholdResult } from '../types.js';
import { evaluateLimits, formatThresholdLine } from './behavioural.js';
import { runBuiltinCheck } from './builtin-checks.js';
import { caseRunVerdict } from './case-verdict.js';
import { buildCheckOutputs } from './check-outputs.js';
import type { JudgeCache } from './judge-cache.js';
import { erroredResult, judgeWhere } from './judge-score.js';
import { runLlmJudge } from './llm-judge.js';
import type { FallbackCommand, ProviderSelectInput } from './provider-select.js';
import { runPythonChecks } from './python-check.js';

export interface ScoreCaseRunInput {
  suite: SuiteConfig;
  caseConfig: CaseConfig;
  /** Contains fixture-state.json, metrics.json, transcript.ndjson, output/. */
  runDir: string;
  metrics: Metrics | null;
  fixtureState: FixtureState | null;
  exitCode: number | null;
  durationS: number;
  threshold: number;
  env: NodeJS.ProcessEnv;
  cache: JudgeCache | null;
  defaultJudgeModel?: string;
  fallbackCommand?: FallbackCommand;
  log: (line: string) => void;
  pythonBin?: string;
  /** Deadline of the Python check process, ms (default 60 s or the largest judge timeout_s). */
  checkTimeoutMs?: number;
  llmTimeoutMs?: number;
  llmMaxRetries?: number;
  /** Google auth for Vertex judges, as @anthropic-ai/vertex-sdk takes it. */
  vertexAuth?: ProviderSelectInput['vertexAuth'];
}

export interface ScoreCaseRunOutput {
  thresholds: ThresholdResult[];
  judges: JudgeResult[];
  score: number | null;
  verdict: 'pass' | 'fail';
}

function oneLine(s: string, max = 160): string {
  const t = s.replace(/\s+/g, ' ').trim();
  return t.length > max ? `${t.slice(0, max - 3)}...` : t;
}

/** `Judge: triage_quality       4      PASS  rationale...` */
export function formatJudgeLine(j: JudgeResult): string {
  const value = j.value === null ? '-' : typeof j.value === 'boolean' ? String(j.value) : String(Math.round(j.value * 1000) / 1000);
  const status = j.error ? 'ERROR' : j.pass ? 'PASS' : 'FAIL';
  const label = j.label ? ` [${j.label}]` : '';
  const cached = j.usage?.cached ? ' (cached)' : '';
  const text = j.error ? j.error : j.rationale;
  return `Judge: ${j.name.padEnd(20)} ${value.padEnd(6)} ${status}${label}${cached}  ${oneLine(text)}`;
}

async function runJudges(input: ScoreCaseRunInput): Promise<JudgeResult[]> {
  const { suite, caseConfig, threshold } = input;
  const judges: JudgeConfig[] = suite.judges;
  const checks = judges.filter((j) => j.kind === 'check');

  const checkResults: Promise<JudgeResult[]> = checks.length
    ? buildCheckOutputs({
        runDir: input.runDir,
        annotations: caseConfig.annotations,
        metrics: input.metrics,
        fixtureState: input.fixtureState,
        exitCode: input.exitCode,
        durationS: input.durationS,
      })
        .then((outputs) =>
          runPythonChecks(checks, outputs, {
            pythonBin: input.pythonBin,
            timeoutMs: input.checkTimeoutMs,
            cwd: input.runDir,
            threshold,
            env: input.env,
          }),
        )
        .catch((err: Error) => checks.map((j) => erroredResult(j, 'check', `cannot run the check: ${err.message}`)))
    : Promise.resolve([]);

  const others = judges.map((j): Promise<JudgeResult> | null => {
    if (j.kind === 'builtin') return Promise.resolve(runBuiltinCheck(j, input.fixtureState, caseConfig.annotations, threshold));
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
    if (j.kind === 'check') return null;
    return Promise.resolve(erroredResult(j, 'builtin', `${judgeWhere(j)} has unknown kind '${String(j.kind)}'`));
  });

  const [byCheck, ...rest] = await Promise.all([checkResults, ...others.map((p) => p ?? Promise.resolve(null))]);
  const checkByName = new Map(byCheck.map((r) => [r.name, r]));
  return judges.map((j, i) => (j.kind === 'check' ? (checkByName.get(j.name) ?? erroredResult(j, 'check', 'no result')) : (rest[i] as JudgeResult)));
}

export async function scoreCaseRun(input: ScoreCaseRunInput): Promise<ScoreCaseRunOutput> {
  const thresholds = evaluateLimits(input.caseConfig.limits, input.metrics);
  for (const t of thresholds) input.log(formatThresholdLine(t));

  const judges = await runJudges(input);
  for (const j of judges) input.log(formatJudgeLine(j));

  const { verdict, score, reasons } = caseRunVerdict(thresholds, judges, input.suite.judges, input.threshold);
  for (const r of reasons) input.log(`Fail: ${r}`);

  await writeFile(
    join(input.runDir, 'judges.json'),
    `${JSON.stringify({ verdict, score, threshold: input.threshold, reasons, thresholds, judges }, null, 2)}\n`,
  );
  return { thresholds, judges, score, verdict };
}
