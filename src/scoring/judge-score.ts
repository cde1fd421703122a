// Turning a judge's raw value into a 0-1 score and a pass/fail, the one
// taxonomy every judge kind shares.
import type { JudgeConfig } from '../model/config.js';
import type { JudgeResult } from '../types.js';

/** Normalised 0-1 score of a raw value: booleans map to 1/0, numbers to (v - lo) / (hi - lo). */
export function normaliseScore(value: number | boolean, scale?: [number, number]): number {
  if (typeof value === 'boolean') return value ? 1 : 0;
  const [lo, hi] = scale ?? [0, 1];
  if (hi === lo) return value >= hi ? 1 : 0;
  return (value - lo) / (hi - lo);
}

/**
 * Whether a judge passes one case run: a boolean judge passes iff true; a
 * numeric one when its normalised score reaches the judge's own `min_score`
 * if set, else the case's resolved threshold. Equal passes.
 */
export function judgePasses(value: number | boolean, score: number, judge: Pick<JudgeConfig, 'min_score'>, threshold: number): boolean {
  if (typeof value === 'boolean') return value;
  const mark = judge.min_score ?? threshold;
  // Scores like (4-1)/(5-1) carry float noise; compare with a small tolerance so "equal passes" holds.
  return score >= mark - 1e-9;
}

/** A finished judge result from a raw value. */
export function scoredResult(
  judge: JudgeConfig,
  kind: JudgeResult['kind'],
  value: number | boolean,
  rationale: string,
  threshold: number,
  scale?: [number, number],
): JudgeResult {
  const score = normaliseScore(value, scale);
  const result: JudgeResult = {
    name: judge.name,
    kind,
    value,
    score,
    pass: judgePasses(value, score, judge, threshold),
    error: null,
    rationale,
  };
  if (typeof value === 'number' && scale) result.scale = scale;
  return result;
}

/** An errored judge result: no value, no score, not passing. */
export function erroredResult(judge: Pick<JudgeConfig, 'name'>, kind: JudgeResult['kind'], error: string, rationale = ''): JudgeResult {
  return { name: judge.name, kind, value: null, score: null, pass: false, error, rationale };
}

/** Median of numbers; for an even count, the mean of the two middle values. */
export function median(values: number[]): number {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** "eval.yaml:12" style reference to where a judge is declared. */
export function judgeWhere(judge: Pick<JudgeConfig, 'name' | 'pos'>): string {
  const file = judge.pos?.file ? judge.pos.file.split('/').slice(-3).join('/') : 'eval.yaml';
  return `judge '${judge.name}' (${file}${judge.pos?.line ? `:${judge.pos.line}` : ''})`;
}
