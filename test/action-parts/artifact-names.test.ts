import { describe, expect, it } from 'vitest';
import { artifactName, artifactNamePrefix, INVALID_ARTIFACT_NAME_CHARS, isValidArtifactName } from '../../src/action/artifact-names.js';

describe('artifactName', () => {
  it('defaults to the prefix and the run attempt from GITHUB_RUN_ATTEMPT', () => {
    expect(artifactName({ env: { GITHUB_RUN_ATTEMPT: '3' } })).toBe('fullsend-functional-attempt-3');
    expect(artifactName({ env: {} })).toBe('fullsend-functional-attempt-1');
  });

  it('is unique per shard, per attempt and per job', () => {
    const names = new Set<string>();
    for (const job of ['eval', 'eval-nightly']) {
      for (let attempt = 1; attempt <= 3; attempt++) {
        for (let index = 1; index <= 4; index++) names.add(artifactName({ job, attempt, shard: { index, total: 4 }, env: {} }));
      }
    }
    expect(names.size).toBe(2 * 3 * 4);
    expect(artifactName({ shard: { index: 2, total: 4 }, attempt: 1, job: 'eval' })).toBe('fullsend-functional-eval-shard-2-of-4-attempt-1');
  });

  it('replaces every character the artifact service rejects', () => {
    const hostile = `a"b:c<d>e|f*g?h\ri\nj\\k/l\u0001m`;
    const name = artifactName({ prefix: hostile, job: 'matrix (ubuntu, node: 20)', attempt: 1 });
    expect(isValidArtifactName(name)).toBe(true);
    for (const c of INVALID_ARTIFACT_NAME_CHARS) expect(name.includes(c)).toBe(false);
    expect(name).toBe('a-b-c-d-e-f-g-h-i-j-k-l-m-matrix-(ubuntu,-node-20)-attempt-1');
  });

  it('rejects impossible shards and attempts with a message naming the input', () => {
    expect(() => artifactName({ shard: { index: 5, total: 4 } })).toThrow(/shard must be I\/N/);
    expect(() => artifactName({ shard: { index: 0, total: 4 } })).toThrow(/shard/);
    expect(() => artifactName({ env: { GITHUB_RUN_ATTEMPT: 'zero' } })).toThrow(/GITHUB_RUN_ATTEMPT/);
  });

  it('gives a prefix that matches every shard and attempt of the family', () => {
    const prefix = artifactNamePrefix({ job: 'eval' });
    expect(artifactName({ job: 'eval', shard: { index: 1, total: 2 }, attempt: 2 }).startsWith(prefix)).toBe(true);
    expect(artifactName({ job: 'other', attempt: 1 }).startsWith(prefix)).toBe(false);
  });
});
