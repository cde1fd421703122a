// A case run's verdict from its behavioural thresholds and judge results.
import type { JudgeConfig } from '../model/config.js';
import type { JudgeResult, ThresholdResult } from '../types.js';

/** Mean 0-1 score over the judges that did not error; null when none scored. */
export function caseRunScore(judges: JudgeResult[]): number | null {
  const scores = judges.filter((j) => j.error === null && j.score !== null).map((j) => j.score as number);
  if (scores.length === 0) return null;
  return scores.reduce((a, b) => a + b, 0) / scores.length;
}

export interface CaseRunVerdict {
  verdict: 'pass' | 'fail';
  score: number | null;
  /** Why it failed, one entry per cause; empty on a pass. */
  reasons: string[];
}

/**
 * `fail` when a behavioural threshold is missed, a `required` judge does not
 * pass (an errored one included), or the mean score is below the threshold.
 * Errors of other judges do not fail the run; they count against suite gates.
 */
export function caseRunVerdict(
  thresholds: ThresholdResult[],
  judges: JudgeResult[],
  judgeConfigs: Array<Pick<JudgeConfig, 'name' | 'required'>>,
  threshold: number,
): CaseRunVerdict {
  const reasons: string[] = [];
  for (const t of thresholds) {
    if (!t.pass) reasons.push(t.actual === null ? `${t.name}: no metric to compare with the limit ${t.limit}` : `${t.name}: ${t.actual} > ${t.limit}`);
  }
  for (const cfg of judgeConfigs.filter((j) => j.required)) {
    const r = judges.find((j) => j.name === cfg.name);
    if (!r) reasons.push(`required judge ${cfg.name} did not run`);
    else if (r.error) reasons.push(`required judge ${cfg.name} errored: ${r.error}`);
    else if (!r.pass) reasons.push(`required judge ${cfg.name} did not pass`);
  }
  const score = caseRunScore(judges);
  if (score !== null && score < threshold - 1e-9) reasons.push(`score ${score.toFixed(3)} below threshold ${threshold}`);
  return { verdict: reasons.length ? 'fail' : 'pass', score, reasons };
}
