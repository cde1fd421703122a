import { describe, expect, it } from 'vitest';
import { caseRunVerdict } from '../../src/scoring/case-verdict.js';
import { evaluateGates, gatesPassed } from '../../src/scoring/gates.js';
import { EVAL_FILE, gate, judge, result, suite } from './builders.js';

const S15: [number, number] = [1, 5];

describe('suite gates', () => {
  it('min_mean reads the judge scale: 2.5 on a 1-5 judge, equal passes', () => {
    const s = suite({ judges: [judge({ name: 'triage_quality' })], gates: [gate('triage_quality', 'min_mean', 2.5)] });
    const equal = evaluateGates(s, [[result('triage_quality', 2, { scale: S15 })], [result('triage_quality', 3, { scale: S15 })]]);
    expect(equal).toEqual([
      { skill: 'triage', judge: 'triage_quality', kind: 'min_mean', threshold: 2.5, value: 2.5, pass: true, n: 2, errors: 0, file: EVAL_FILE, line: 40 },
    ]);
    const miss = evaluateGates(s, [[result('triage_quality', 2, { scale: S15 })], [result('triage_quality', 2.9, { scale: S15 })]]);
    expect(miss[0]).toMatchObject({ kind: 'min_mean', value: 2.45, pass: false });
    expect(gatesPassed(miss)).toBe(false);
  });

  it('min_mean of a boolean judge counts true as 1 and false as 0', () => {
    const s = suite({ gates: [gate('labels', 'min_mean', 0.5)] });
    expect(evaluateGates(s, [[result('labels', true)], [result('labels', false)]])[0]).toMatchObject({ value: 0.5, pass: true });
    expect(evaluateGates(s, [[result('labels', false)], [result('labels', false)], [result('labels', true)]])[0]).toMatchObject({ pass: false });
  });

  it('min_pass_rate: pass and miss', () => {
    const s = suite({ gates: [gate('required_labels', 'min_pass_rate', 0.9)] });
    const ten = (fails: number) => Array.from({ length: 10 }, (_, i) => [result('required_labels', i >= fails)]);
    expect(evaluateGates(s, ten(1))[0]).toMatchObject({ kind: 'min_pass_rate', value: 0.9, pass: true, n: 10 });
    expect(evaluateGates(s, ten(2))[0]).toMatchObject({ value: 0.8, pass: false });
  });

  it('max_error_rate: pass and miss', () => {
    const s = suite({ gates: [gate('q', 'max_error_rate', 0.25)] });
    const runs = (errors: number) => Array.from({ length: 4 }, (_, i) => [i < errors ? result('q', null) : result('q', 4, { scale: S15 })]);
    expect(evaluateGates(s, runs(1))[0]).toMatchObject({ kind: 'max_error_rate', value: 0.25, pass: true, errors: 1 });
    expect(evaluateGates(s, runs(2))[0]).toMatchObject({ value: 0.5, pass: false, errors: 2 });
  });

  it('min_score: the lowest normalised score must reach it', () => {
    const s = suite({ gates: [gate('q', 'min_score', 0.5)] });
    expect(evaluateGates(s, [[result('q', 3, { scale: S15 })], [result('q', 5, { scale: S15 })]])[0]).toMatchObject({ kind: 'min_score', value: 0.5, pass: true });
    expect(evaluateGates(s, [[result('q', 2, { scale: S15 })], [result('q', 5, { scale: S15 })]])[0]).toMatchObject({ value: 0.25, pass: false });
  });

  it('judge errors count against gates unless max_error_rate allows them', () => {
    const runs = [[result('q', 4, { scale: S15, pass: true })], [result('q', 4, { scale: S15, pass: true })], [result('q', null)]];
    // No max_error_rate: min_mean fails even though the scored runs average 4, and an implicit max_error_rate row shows why.
    const strict = evaluateGates(suite({ judges: [judge({ name: 'q' })], gates: [gate('q', 'min_mean', 2.5)] }), runs);
    expect(strict).toEqual([
      expect.objectContaining({ kind: 'min_mean', value: 4, pass: false, errors: 1 }),
      expect.objectContaining({ kind: 'max_error_rate', threshold: 0, pass: false, errors: 1, file: EVAL_FILE, line: 10 }),
    ]);
    // Errored runs count as not passing in min_pass_rate.
    const passRate = evaluateGates(suite({ gates: [gate('q', 'min_pass_rate', 0.9)] }), runs);
    expect(passRate[0]).toMatchObject({ value: 2 / 3, pass: false });
    // With max_error_rate allowing one in three, the error is left out of the mean and the pass rate.
    const lenient = evaluateGates(
      suite({ gates: [gate('q', 'min_mean', 2.5), gate('q', 'min_pass_rate', 0.9), gate('q', 'max_error_rate', 0.34)] }),
      runs,
    );
    expect(lenient.map((g) => [g.kind, g.pass])).toEqual([
      ['min_mean', true],
      ['min_pass_rate', true],
      ['max_error_rate', true],
    ]);
    expect(gatesPassed(lenient)).toBe(true);
  });

  it('a required judge gates every run and a gate with no results fails closed', () => {
    const s = suite({ judges: [judge({ name: 'safety', required: true, pos: { file: EVAL_FILE, line: 22, col: 5 } })], gates: [gate('ghost', 'min_pass_rate', 0.5)] });
    const ok = evaluateGates(s, [[result('safety', true)], [result('safety', true)]]);
    expect(ok).toEqual([
      expect.objectContaining({ judge: 'ghost', kind: 'min_pass_rate', value: null, pass: false, n: 0 }),
      expect.objectContaining({ judge: 'safety', kind: 'required', threshold: 1, value: 1, pass: true, line: 22 }),
    ]);
    const missed = evaluateGates(s, [[result('safety', true)], [result('safety', null)]]);
    expect(missed[1]).toMatchObject({ kind: 'required', value: 0.5, pass: false, errors: 1 });
  });
});

describe('case run verdict', () => {
  const thresholdsOk = [{ name: 'max_turns', limit: 15, actual: 8, pass: true }];

  it('a required judge that misses fails the case whatever the mean', () => {
    const judges = [result('a', 5, { scale: S15, pass: true }), result('b', 5, { scale: S15, pass: true }), result('gate', false)];
    const v = caseRunVerdict(thresholdsOk, judges, [judge({ name: 'a' }), judge({ name: 'b' }), judge({ name: 'gate', required: true })], 0.6);
    expect(v.score).toBeCloseTo(2 / 3);
    expect(v.verdict).toBe('fail');
    expect(v.reasons).toEqual(['required judge gate did not pass']);
  });

  it('a required judge that errors fails the case; a non-required error does not', () => {
    const cfg = [judge({ name: 'a' }), judge({ name: 'b', required: true })];
    expect(caseRunVerdict(thresholdsOk, [result('a', 5, { scale: S15 }), result('b', null)], cfg, 0.8).verdict).toBe('fail');
    const soft = caseRunVerdict(thresholdsOk, [result('a', null), result('b', 5, { scale: S15 })], cfg, 0.8);
    expect(soft).toEqual({ verdict: 'pass', score: 1, reasons: [] });
  });

  it('mean below the threshold fails, equal passes, and a missed behavioural threshold fails', () => {
    const cfg = [judge({ name: 'a' }), judge({ name: 'b' })];
    const at = [result('a', true), result('b', 3, { scale: [1, 5] })]; // mean (1 + 0.5) / 2 = 0.75
    expect(caseRunVerdict(thresholdsOk, at, cfg, 0.75).verdict).toBe('pass');
    expect(caseRunVerdict(thresholdsOk, at, cfg, 0.76).verdict).toBe('fail');
    const over = caseRunVerdict([{ name: 'max_turns', limit: 15, actual: 20, pass: false }], [result('a', true)], cfg, 0.8);
    expect(over).toMatchObject({ verdict: 'fail', score: 1, reasons: ['max_turns: 20 > 15'] });
  });
});
