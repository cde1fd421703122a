import { describe, expect, it } from 'vitest';
import { Diagnostics } from '../../src/model/diagnostics.js';
import type { JudgeConfig } from '../../src/model/config.js';
import { DEFAULT_THRESHOLD, judgeScale, resolveCaseThreshold, resolveGates, resolveJudgePolicy } from '../../src/model/threshold-taxonomy.js';

const pos = (key: string) => ({ file: '/x/eval.yaml', line: key.length, col: 3 });

function judge(name: string, kind: JudgeConfig['kind'], extra: Partial<JudgeConfig> = {}): JudgeConfig {
  return { name, kind, args: {}, samples: 1, required: false, pos: { file: '/x/eval.yaml', line: 1, col: 1 }, ...extra };
}

describe('case threshold resolution: CLI/input > case > suite > 0.8', () => {
  it('takes the CLI value over everything', () => {
    expect(resolveCaseThreshold({ cli: 0.5, caseValue: 0.6, suiteValue: 0.7 })).toEqual({ value: 0.5, source: 'cli' });
  });
  it('takes the case value over the suite', () => {
    expect(resolveCaseThreshold({ caseValue: 0.6, suiteValue: 0.7 })).toEqual({ value: 0.6, source: 'case' });
  });
  it('takes the suite value when the case has none', () => {
    expect(resolveCaseThreshold({ suiteValue: 0.7 })).toEqual({ value: 0.7, source: 'suite' });
  });
  it('defaults to 0.8', () => {
    expect(resolveCaseThreshold({})).toEqual({ value: 0.8, source: 'default' });
    expect(DEFAULT_THRESHOLD).toBe(0.8);
  });
  it('keeps a CLI value of 0 (not treated as unset)', () => {
    expect(resolveCaseThreshold({ cli: 0, suiteValue: 0.9 })).toEqual({ value: 0, source: 'cli' });
  });
});

describe('judge policy: required, min_score and deprecated spellings', () => {
  it('reads required: true and min_score without warnings', () => {
    const d = new Diagnostics();
    expect(resolveJudgePolicy({ required: true, min_score: 0.6 }, 'j', pos, d)).toEqual({ required: true, min_score: 0.6 });
    expect(d.items).toEqual([]);
  });
  it('reads required: <number> as required: true + min_score, warning with the replacement', () => {
    const d = new Diagnostics();
    expect(resolveJudgePolicy({ required: 0.7 }, 'quality', pos, d)).toEqual({ required: true, min_score: 0.7 });
    expect(d.warnings).toHaveLength(1);
    expect(d.warnings[0].message).toContain("write 'required: true' and 'min_score: 0.7'");
  });
  it('converts required_min_score from 0-10 to 0-1 and implies required', () => {
    const d = new Diagnostics();
    expect(resolveJudgePolicy({ required_min_score: 7 }, 'quality', pos, d)).toEqual({ required: true, min_score: 0.7 });
    expect(d.warnings[0].message).toMatch(/required_min_score: 7.*deprecated.*'required: true' and 'min_score: 0.7'/);
  });
  it('reads pass_threshold as min_score with a warning naming min_score', () => {
    const d = new Diagnostics();
    expect(resolveJudgePolicy({ pass_threshold: 0.4 }, 'quality', pos, d)).toEqual({ required: false, min_score: 0.4 });
    expect(d.warnings[0].message).toContain("write 'min_score: 0.4'");
  });
  it('lets an explicit min_score win over a deprecated spelling', () => {
    const d = new Diagnostics();
    expect(resolveJudgePolicy({ pass_threshold: 0.4, min_score: 0.9 }, 'q', pos, d)).toEqual({ required: false, min_score: 0.9 });
  });
  it('rejects out-of-range values with the position of the key', () => {
    const d = new Diagnostics();
    resolveJudgePolicy({ min_score: 7, required_min_score: 11, pass_threshold: 2, required: 3 }, 'q', pos, d);
    expect(d.errors.map((e) => e.message)).toHaveLength(4);
    expect(d.errors.find((e) => e.message.startsWith("judge 'q': min_score must be"))?.line).toBe('min_score'.length);
  });
});

describe('gates: 0-1 except min_mean on the judge scale', () => {
  const judges = [judge('quality', 'prompt'), judge('labels', 'check'), judge('ten', 'prompt', { score_range: [0, 10] })];
  const posOf = (p: string[]) => ({ file: '/x/eval.yaml', line: 40 + p.length, col: 5 });
  it('accepts fullsend thresholds unchanged', () => {
    const d = new Diagnostics();
    const gates = resolveGates({ quality: { min_mean: 2.5 }, labels: { min_pass_rate: 0.9, max_error_rate: 0 } }, judges, posOf, d);
    expect(d.items).toEqual([]);
    expect(gates.map((g) => [g.judge, g.kind, g.threshold])).toEqual([
      ['quality', 'min_mean', 2.5],
      ['labels', 'min_pass_rate', 0.9],
      ['labels', 'max_error_rate', 0],
    ]);
  });
  it('reads min_mean on the declared scale', () => {
    const d = new Diagnostics();
    resolveGates({ ten: { min_mean: 7 }, quality: { min_mean: 6 } }, judges, posOf, d);
    expect(d.errors).toHaveLength(1);
    expect(d.errors[0].message).toContain('outside the judge\'s scale 1-5');
    expect(judgeScale(judges[0])).toEqual([1, 5]);
    expect(judgeScale(judges[1])).toEqual([0, 1]);
  });
  it('rejects a 0-1 gate outside 0-1, an unknown gate and an unknown judge', () => {
    const d = new Diagnostics();
    const gates = resolveGates({ labels: { min_pass_rate: 90, median: 1 }, nope: { min_mean: 1 } }, judges, posOf, d);
    expect(gates).toEqual([]);
    const msgs = d.errors.map((e) => e.message).join('\n');
    expect(msgs).toContain('min_pass_rate: 90 is out of range');
    expect(msgs).toContain('labels.median is not a gate');
    expect(msgs).toContain("judge 'nope', which does not exist");
  });
});
