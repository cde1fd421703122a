// Suite gates over every case run's judge results: min_mean (on the judge's
// own scale), min_pass_rate, max_error_rate, min_score, and `required` judges.
// Errors fail closed: they count against a judge's gates unless its
// max_error_rate (default 0) allows them.
import type { GateConfig, JudgeConfig, SuiteConfig } from '../model/config.js';
import type { GateResult, JudgeResult } from '../types.js';

const EPS = 1e-9;

interface JudgeStats {
  results: JudgeResult[];
  ok: JudgeResult[];
  n: number;
  errors: number;
  errorRate: number;
}

function statsFor(name: string, runs: JudgeResult[][]): JudgeStats {
  const results = runs.flatMap((r) => r.filter((j) => j.name === name));
  const ok = results.filter((j) => j.error === null && j.value !== null);
  const n = results.length;
  const errors = n - ok.length;
  return { results, ok, n, errors, errorRate: n ? errors / n : 0 };
}

function rawValue(j: JudgeResult): number {
  return typeof j.value === 'boolean' ? (j.value ? 1 : 0) : (j.value as number);
}

function mean(xs: number[]): number | null {
  return xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : null;
}

function gateResult(
  skill: string,
  judge: string,
  kind: GateResult['kind'],
  threshold: number,
  value: number | null,
  pass: boolean,
  s: JudgeStats,
  pos?: { file?: string; line?: number },
): GateResult {
  const g: GateResult = { skill, judge, kind, threshold, value, pass, n: s.n, errors: s.errors };
  if (pos?.file) g.file = pos.file;
  if (pos?.line) g.line = pos.line;
  return g;
}

function evaluateOne(skill: string, gate: GateConfig, s: JudgeStats, errorsAllowed: boolean): GateResult {
  const t = gate.threshold;
  const at = (value: number | null, pass: boolean) => gateResult(skill, gate.judge, gate.kind, t, value, s.n > 0 && pass, s, gate.pos);
  switch (gate.kind) {
    case 'max_error_rate':
      return at(s.n ? s.errorRate : null, s.errorRate <= t + EPS);
    case 'min_mean': {
      const value = mean(s.ok.map(rawValue));
      return at(value, errorsAllowed && value !== null && value >= t - EPS);
    }
    case 'min_pass_rate': {
      // Allowed errors leave the denominator; otherwise an errored run is a run that did not pass.
      const pool = errorsAllowed ? s.ok : s.results;
      const value = pool.length ? pool.filter((j) => j.error === null && j.pass).length / pool.length : null;
      return at(value, value !== null && value >= t - EPS);
    }
    case 'min_score': {
      const scores = s.ok.map((j) => j.score).filter((x): x is number => typeof x === 'number');
      const value = scores.length ? Math.min(...scores) : null;
      return at(value, errorsAllowed && value !== null && value >= t - EPS);
    }
    default:
      return at(null, false);
  }
}

/**
 * Every gate of a suite. `runs` holds the judge results of each case run.
 * A judge that appears in a gate and errored with no `max_error_rate` allowing
 * it gets an extra failing `max_error_rate` gate (threshold 0), so the errors
 * are visible as their own row. A gate with no results fails.
 */
export function evaluateGates(suite: SuiteConfig, runs: JudgeResult[][]): GateResult[] {
  const out: GateResult[] = [];
  const judgeCfg = new Map<string, JudgeConfig>(suite.judges.map((j) => [j.name, j]));
  const gated = [...new Set(suite.gates.map((g) => g.judge))];
  const stats = new Map(gated.map((name) => [name, statsFor(name, runs)]));
  const maxErrorRate = new Map<string, number>();
  for (const g of suite.gates) if (g.kind === 'max_error_rate') maxErrorRate.set(g.judge, Math.min(maxErrorRate.get(g.judge) ?? Infinity, g.threshold));

  for (const gate of suite.gates) {
    const s = stats.get(gate.judge) as JudgeStats;
    const allowed = s.errorRate <= (maxErrorRate.get(gate.judge) ?? 0) + EPS;
    out.push(evaluateOne(suite.skill, gate, s, allowed));
  }
  for (const name of gated) {
    const s = stats.get(name) as JudgeStats;
    if (maxErrorRate.has(name) || s.errors === 0) continue;
    const pos = judgeCfg.get(name)?.pos ?? suite.gates.find((g) => g.judge === name)?.pos;
    out.push(gateResult(suite.skill, name, 'max_error_rate', 0, s.errorRate, false, s, pos));
  }
  for (const j of suite.judges.filter((x) => x.required)) {
    const s = stats.get(j.name) ?? statsFor(j.name, runs);
    const passes = s.results.filter((r) => r.error === null && r.pass).length;
    const value = s.n ? passes / s.n : null;
    out.push(gateResult(suite.skill, j.name, 'required', 1, value, s.n > 0 && passes === s.n, s, j.pos));
  }
  return out;
}

/** Whether every gate passed. */
export function gatesPassed(gates: GateResult[]): boolean {
  return gates.every((g) => g.pass);
}
