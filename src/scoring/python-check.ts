// Check judges: Python function bodies run with the agent-eval-harness
// contract, all of one case run's checks in one python3 process.
import { spawn } from 'node:child_process';
import type { JudgeConfig } from '../model/config.js';
import type { JudgeResult } from '../types.js';
import { erroredResult, judgeWhere, scoredResult } from './judge-score.js';
import { CHECK_LINE_MARKER, PYTHON_CHECK_RUNNER } from './python-runner-source.js';

export const DEFAULT_CHECK_TIMEOUT_MS = 60_000;

export interface PythonCheckOptions {
  /** Python interpreter, default `python3`. */
  pythonBin?: string;
  /** Whole-process deadline; default the largest judge `timeout_s`, else 60 s. */
  timeoutMs?: number;
  /** Working directory of the checks (the case run directory). */
  cwd?: string;
  /** The case's resolved 0-1 threshold. */
  threshold: number;
  env?: NodeJS.ProcessEnv;
}

/** What a check returned, before scoring. */
export type RawCheckOutcome = { value: boolean | number; rationale: string } | { error: string };

interface RunnerEvent {
  event: 'start' | 'result' | 'done';
  name?: string;
  value?: boolean | number;
  rationale?: string;
  error?: string;
}

function tail(text: string, max = 600): string {
  const t = text.trim();
  return t.length > max ? `...${t.slice(-max)}` : t;
}

/**
 * Run check bodies in one python3 subprocess. Each check still gets its own
 * outcome: a check that raises is an error, not a fail; on a deadline the
 * running check errors as timed out and the ones after it as not run.
 */
export async function runPythonCheckBodies(
  checks: Array<{ name: string; source: string; arguments: Record<string, unknown> }>,
  outputs: Record<string, unknown>,
  options: Omit<PythonCheckOptions, 'threshold'> & { timeoutMs: number },
): Promise<Map<string, RawCheckOutcome>> {
  const outcomes = new Map<string, RawCheckOutcome>();
  if (checks.length === 0) return outcomes;
  const bin = options.pythonBin ?? 'python3';
  const child = spawn(bin, ['-X', 'utf8', '-c', PYTHON_CHECK_RUNNER], {
    cwd: options.cwd,
    env: { ...(options.env ?? process.env), PYTHONIOENCODING: 'utf-8', PYTHONDONTWRITEBYTECODE: '1' },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let running: string | null = null;
  let sawDone = false;
  let stderr = '';
  let buffered = '';
  let timedOut = false;
  let spawnError: Error | null = null;

  const handleLine = (line: string) => {
    if (!line.startsWith(CHECK_LINE_MARKER)) return;
    let ev: RunnerEvent;
    try {
      ev = JSON.parse(line.slice(CHECK_LINE_MARKER.length)) as RunnerEvent;
    } catch {
      return;
    }
    if (ev.event === 'start' && ev.name) running = ev.name;
    else if (ev.event === 'done') sawDone = true;
    else if (ev.event === 'result' && ev.name) {
      running = null;
      if (typeof ev.error === 'string') outcomes.set(ev.name, { error: ev.error });
      else if (typeof ev.value === 'boolean' || typeof ev.value === 'number') {
        outcomes.set(ev.name, { value: ev.value, rationale: ev.rationale ?? '' });
      } else outcomes.set(ev.name, { error: 'the check runner sent a result without a value' });
    }
  };

  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => {
    buffered += chunk;
    let nl: number;
    while ((nl = buffered.indexOf('\n')) >= 0) {
      handleLine(buffered.slice(0, nl));
      buffered = buffered.slice(nl + 1);
    }
  });
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-20_000);
  });
  // A check process that exits before reading all input closes the pipe; the exit status tells what happened.
  child.stdin.on('error', () => undefined);

  const exit = new Promise<number | null>((resolve) => {
    child.on('error', (err) => {
      spawnError = err;
      resolve(null);
    });
    child.on('close', (code) => resolve(code));
  });
  const timer = setTimeout(() => {
    timedOut = true;
    child.kill('SIGKILL');
  }, options.timeoutMs);
  child.stdin.end(JSON.stringify({ checks, outputs }));
  const code = await exit;
  clearTimeout(timer);
  if (buffered) handleLine(buffered);

  for (const check of checks) {
    if (outcomes.has(check.name)) continue;
    let error: string;
    if (spawnError) {
      const e = spawnError as NodeJS.ErrnoException;
      error = e.code === 'ENOENT' ? `cannot run '${bin}': not found. Install Python 3 or point pythonBin at it` : `cannot run '${bin}': ${e.message}`;
    } else if (timedOut) {
      error = running === check.name
        ? `timed out after ${Math.round(options.timeoutMs / 100) / 10}s`
        : running
          ? `not run: check '${running}' timed out before it`
          : `timed out after ${Math.round(options.timeoutMs / 100) / 10}s`;
    } else if (!sawDone) {
      error = `the python check process exited with code ${code}${running === check.name ? ' while this check ran' : ''}: ${tail(stderr) || 'no output'}`;
    } else {
      error = 'the check runner returned no result';
    }
    outcomes.set(check.name, { error });
  }
  return outcomes;
}

/**
 * Score a check's raw value. Booleans pass/fail. Numbers: on the judge's
 * `score_range` when declared; otherwise a number in [0, 1] is read as a 0-1
 * score, and any other number is an error asking for `score_range`.
 */
export function scoreCheckOutcome(judge: JudgeConfig, outcome: RawCheckOutcome, threshold: number): JudgeResult {
  if ('error' in outcome) return erroredResult(judge, 'check', outcome.error);
  const { value, rationale } = outcome;
  if (typeof value === 'boolean') return scoredResult(judge, 'check', value, rationale, threshold);
  const scale: [number, number] = judge.score_range ?? [0, 1];
  if (value < scale[0] || value > scale[1]) {
    const hint = judge.score_range ? '' : '; declare score_range on the judge for another scale';
    return erroredResult(judge, 'check', `check returned ${value}, outside its scale ${scale[0]}-${scale[1]}${hint}`, rationale);
  }
  return scoredResult(judge, 'check', value, rationale, threshold, scale);
}

/** Every check judge of one case run, in one python3 process. */
export async function runPythonChecks(
  judges: JudgeConfig[],
  outputs: Record<string, unknown>,
  options: PythonCheckOptions,
): Promise<JudgeResult[]> {
  const checks = judges.filter((j) => j.kind === 'check');
  const missing = checks.filter((j) => typeof j.check !== 'string' || !j.check.trim());
  const runnable = checks.filter((j) => !missing.includes(j));
  const timeoutMs =
    options.timeoutMs ??
    Math.max(DEFAULT_CHECK_TIMEOUT_MS, ...runnable.map((j) => (j.timeout_s ? j.timeout_s * 1000 : 0)));
  const outcomes = await runPythonCheckBodies(
    runnable.map((j) => ({ name: j.name, source: j.check as string, arguments: j.args ?? {} })),
    outputs,
    { pythonBin: options.pythonBin, cwd: options.cwd, env: options.env, timeoutMs },
  );
  return checks.map((j) =>
    missing.includes(j)
      ? erroredResult(j, 'check', `${judgeWhere(j)} has an empty check body`)
      : scoreCheckOutcome(j, outcomes.get(j.name) ?? { error: 'no result' }, options.threshold),
  );
}
