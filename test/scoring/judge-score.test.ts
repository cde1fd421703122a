import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { judgePasses, median, normaliseScore } from '../../src/scoring/judge-score.js';
import { capText, renderOutputs, renderTemplate } from '../../src/scoring/render-prompt.js';
import { fixtureState, makeRunDir } from './builders.js';

describe('score taxonomy', () => {
  it('normalises on the declared scale and booleans to 1/0', () => {
    expect(normaliseScore(4, [1, 5])).toBe(0.75);
    expect(normaliseScore(1, [1, 5])).toBe(0);
    expect(normaliseScore(7, [0, 10])).toBeCloseTo(0.7);
    expect(normaliseScore(true)).toBe(1);
    expect(normaliseScore(false)).toBe(0);
  });

  it("a judge's min_score wins over the case threshold; equal passes despite float noise", () => {
    const s = normaliseScore(3.4, [1, 5]); // 0.6 with float noise
    expect(judgePasses(3.4, s, {}, 0.6)).toBe(true);
    expect(judgePasses(3.4, s, {}, 0.61)).toBe(false);
    expect(judgePasses(3, 0.5, { min_score: 0.5 }, 0.8)).toBe(true);
    expect(judgePasses(3, 0.5, { min_score: 0.55 }, 0.1)).toBe(false);
    expect(judgePasses(true, 1, { min_score: 0.99 }, 0.8)).toBe(true);
    expect(judgePasses(false, 0, {}, 0)).toBe(false);
  });

  it('median: middle value, or the mean of the two middle ones', () => {
    expect(median([5, 2, 3])).toBe(3);
    expect(median([4, 2])).toBe(3);
  });
});

describe('prompt rendering', () => {
  it('fills {{ outputs }} and {{ annotations }} with any spacing and leaves other expressions alone', () => {
    expect(renderTemplate('A {{outputs}} B {{  annotations }} C {{ other }}', { outputs: 'O', annotations: 'N' })).toBe('A O B N C {{ other }}');
  });

  it('caps text with a note', () => {
    expect(capText('abcdef', 3)).toBe('abc\n[... cut: showing the first 3 of 6 bytes]');
    expect(capText('abc', 3)).toBe('abc');
  });

  it('expands file globs, reports missing ones, and never shows files outside the run directory', async () => {
    const runDir = await makeRunDir({ outputFiles: { 'a/one.md': 'ONE', 'a/b/two.md': 'TWO', 'c.txt': 'C' } });
    const text = await renderOutputs({ runDir, fixtureState: null, files: ['output/**/*.md', 'output/none/*.md', '../../etc/passwd'] });
    expect(text).toContain('(no fixture state was captured)');
    expect(text).toContain('### output/a/b/two.md\n```\nTWO\n```');
    expect(text).toContain('### output/a/one.md\n```\nONE\n```');
    expect(text).not.toContain('\nC\n');
    expect(text).toContain('### output/none/*.md\n(no file matches)');
    expect(text).toContain('### ../../etc/passwd\n(outside the case run directory, not shown)');
  });

  it('shows a big fixture state cut to its cap', async () => {
    const runDir = await mkdtemp(join(tmpdir(), 'render-'));
    const body = 'y'.repeat(100_000);
    const text = await renderOutputs({ runDir, fixtureState: fixtureState({ body }), stateCapBytes: 1000 });
    expect(text.length).toBeLessThan(2000);
    expect(text).toMatch(/\[\.\.\. cut: showing the first 1000 of \d+ bytes\]/);
  });
});
