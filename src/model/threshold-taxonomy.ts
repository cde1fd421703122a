// The one place that decides what every configured score threshold means.
//
// - Every threshold a user configures is on a 0-1 scale, except `min_mean`,
//   which is read on the judge's own declared scale.
// - Rubric `score_ranges` stay 0-10: labels for the judge's bands, not thresholds.
// - Case pass threshold: CLI/action input > case annotations > suite execution.threshold > 0.8.
// - `required: true` gates the case; `min_score` is that judge's own pass mark.
// - Deprecated spellings are still read, with a warning naming the replacement:
//   `required: 0.7` -> `required: true` + `min_score: 0.7`;
//   `required_min_score: 7` (0-10) -> `required: true` + `min_score: 0.7`;
//   `pass_threshold: 0.7` -> `min_score: 0.7`.

import type { GateConfig, JudgeConfig, SourcePos } from './config.js';
import type { Diagnostics } from './diagnostics.js';

export const DEFAULT_THRESHOLD = 0.8;

export type ThresholdSource = 'cli' | 'case' | 'suite' | 'default';

export interface ResolvedThreshold {
  value: number;
  source: ThresholdSource;
}

/** CLI/action input > case > suite `execution.threshold` > 0.8. */
export function resolveCaseThreshold(opts: { cli?: number; caseValue?: number; suiteValue?: number }): ResolvedThreshold {
  if (opts.cli !== undefined) return { value: opts.cli, source: 'cli' };
  if (opts.caseValue !== undefined) return { value: opts.caseValue, source: 'case' };
  if (opts.suiteValue !== undefined) return { value: opts.suiteValue, source: 'suite' };
  return { value: DEFAULT_THRESHOLD, source: 'default' };
}

/** The raw pass-mark fields a judge entry may carry. */
export interface RawJudgePolicy {
  required?: unknown;
  min_score?: unknown;
  required_min_score?: unknown;
  pass_threshold?: unknown;
}

export interface JudgePolicy {
  required: boolean;
  min_score?: number;
}

type PosOf = (key: string) => SourcePos;

function isUnit(n: number): boolean {
  return Number.isFinite(n) && n >= 0 && n <= 1;
}

/** Resolves `required`, `min_score` and the deprecated spellings of one judge. */
export function resolveJudgePolicy(raw: RawJudgePolicy, judgeName: string, posOf: PosOf, diag: Diagnostics): JudgePolicy {
  let required = false;
  let minScore: number | undefined;

  if (raw.required !== undefined) {
    if (typeof raw.required === 'boolean') {
      required = raw.required;
    } else if (typeof raw.required === 'number') {
      if (!isUnit(raw.required)) {
        diag.error(posOf('required'), `judge '${judgeName}': required: ${raw.required} is out of range; write required: true and min_score: <0-1>`);
      } else {
        required = true;
        minScore = raw.required;
        diag.warning(posOf('required'), `judge '${judgeName}': 'required: ${raw.required}' is deprecated; write 'required: true' and 'min_score: ${raw.required}'`);
      }
    } else {
      diag.error(posOf('required'), `judge '${judgeName}': required must be true or false`);
    }
  }

  if (raw.required_min_score !== undefined) {
    const v = raw.required_min_score;
    if (typeof v !== 'number' || !Number.isFinite(v) || v < 0 || v > 10) {
      diag.error(posOf('required_min_score'), `judge '${judgeName}': required_min_score must be a number from 0 to 10 (it is deprecated: write required: true and min_score: <0-1>)`);
    } else {
      const converted = round(v / 10);
      required = true;
      if (minScore === undefined) minScore = converted;
      diag.warning(posOf('required_min_score'), `judge '${judgeName}': 'required_min_score: ${v}' is deprecated (0-10 scale); write 'required: true' and 'min_score: ${converted}'`);
    }
  }

  if (raw.pass_threshold !== undefined) {
    const v = raw.pass_threshold;
    if (typeof v !== 'number' || !isUnit(v)) {
      diag.error(posOf('pass_threshold'), `judge '${judgeName}': pass_threshold must be a number from 0 to 1 (it is deprecated: write min_score)`);
    } else {
      if (minScore === undefined) minScore = v;
      diag.warning(posOf('pass_threshold'), `judge '${judgeName}': 'pass_threshold' is deprecated; write 'min_score: ${v}'`);
    }
  }

  if (raw.min_score !== undefined) {
    const v = raw.min_score;
    if (typeof v !== 'number' || !isUnit(v)) {
      diag.error(posOf('min_score'), `judge '${judgeName}': min_score must be a number from 0 to 1 (every threshold is 0-1 except min_mean)`);
    } else {
      minScore = v;
    }
  }

  return minScore === undefined ? { required } : { required, min_score: minScore };
}

/** The scale a judge's raw values are read on: booleans and checks 0-1, LLM judges their score_range (default 1-5). */
export function judgeScale(judge: Pick<JudgeConfig, 'kind' | 'score_range'>): [number, number] {
  if (judge.kind === 'prompt') return judge.score_range ?? [1, 5];
  return judge.score_range ?? [0, 1];
}

const GATE_KINDS = ['min_mean', 'min_pass_rate', 'max_error_rate', 'min_score'] as const;

/**
 * Resolves the suite's `thresholds:` map into gates, checking every judge name
 * and range. `posOf(path)` gives the source position of a key path under
 * `thresholds`.
 */
export function resolveGates(
  thresholds: Record<string, unknown> | undefined,
  judges: JudgeConfig[],
  posOf: (path: string[]) => SourcePos,
  diag: Diagnostics,
): GateConfig[] {
  const gates: GateConfig[] = [];
  if (!thresholds) return gates;
  const byName = new Map(judges.map((j) => [j.name, j]));
  for (const [judgeName, spec] of Object.entries(thresholds)) {
    const judge = byName.get(judgeName);
    if (!judge) {
      const known = [...byName.keys()].join(', ') || 'none';
      diag.error(posOf([judgeName]), `threshold names judge '${judgeName}', which does not exist (judges: ${known})`);
      continue;
    }
    if (spec === null || typeof spec !== 'object' || Array.isArray(spec)) {
      diag.error(posOf([judgeName]), `thresholds.${judgeName} must be a map such as {min_pass_rate: 0.9}`);
      continue;
    }
    for (const [kind, value] of Object.entries(spec as Record<string, unknown>)) {
      const pos = posOf([judgeName, kind]);
      if (!(GATE_KINDS as readonly string[]).includes(kind)) {
        diag.error(pos, `thresholds.${judgeName}.${kind} is not a gate; use one of ${GATE_KINDS.join(', ')}`);
        continue;
      }
      if (typeof value !== 'number' || !Number.isFinite(value)) {
        diag.error(pos, `thresholds.${judgeName}.${kind} must be a number`);
        continue;
      }
      if (kind === 'min_mean') {
        const [lo, hi] = judgeScale(judge);
        if (value < lo || value > hi) {
          diag.error(pos, `thresholds.${judgeName}.min_mean: ${value} is outside the judge's scale ${lo}-${hi}`);
          continue;
        }
      } else if (!isUnit(value)) {
        diag.error(pos, `thresholds.${judgeName}.${kind}: ${value} is out of range; it is on a 0-1 scale (only min_mean uses the judge's scale)`);
        continue;
      }
      gates.push({ judge: judgeName, kind: kind as GateConfig['kind'], threshold: value, pos });
    }
  }
  return gates;
}

function round(n: number): number {
  return Math.round(n * 1e6) / 1e6;
}
