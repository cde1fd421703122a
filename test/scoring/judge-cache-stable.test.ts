import { describe, expect, it } from 'vitest';
import { cacheStablePrompt } from '../../src/scoring/judge-cache.js';

describe('cache key text', () => {
  it('masks what differs between two runs of the same case, and nothing the agent did', () => {
    const state = (repo: string, port: number, t: string) =>
      `{"fixture_url": "http://127.0.0.1:${port}/eval-org/${repo}/issues/2", "repo": "eval-org/${repo}", "labels": ["bug"], "comments": [{"body": "see src/query.js", "created_at": "${t}"}], "head_sha": "${'ab'.repeat(20)}"}`;
    const a = cacheStablePrompt(state('eval-triage-001-x-68df7119', 1111, '2026-11-23T04:11:29Z'), { repo: 'eval-org/eval-triage-001-x-68df7119', fixture_url: 'http://127.0.0.1:1111/eval-org/eval-triage-001-x-68df7119/issues/2' });
    const b = cacheStablePrompt(state('eval-triage-001-x-d149a36e', 2222, '2026-11-24T10:00:00.123Z'), { repo: 'eval-org/eval-triage-001-x-d149a36e', fixture_url: 'http://127.0.0.1:2222/eval-org/eval-triage-001-x-d149a36e/issues/2' });
    expect(a).toBe(b);
    const c = cacheStablePrompt(state('eval-triage-001-x-68df7119', 1111, '2026-11-23T04:11:29Z').replace('"bug"', '"enhancement"'), { repo: 'eval-org/eval-triage-001-x-68df7119', fixture_url: 'http://127.0.0.1:1111/eval-org/eval-triage-001-x-68df7119/issues/2' });
    expect(c).not.toBe(a);
  });
});
