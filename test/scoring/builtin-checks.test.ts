import { describe, expect, it } from 'vitest';
import { defaultBuiltinJudges, runBuiltinCheck } from '../../src/scoring/builtin-checks.js';
import { fixtureState, judge } from './builders.js';

const T = 0.8;
const annotations = { max_turns: 15, max_cost_usd: 2, state: 'open', labels: { required: ['bug'], forbidden: ['wontfix', 'Duplicate'] } };

describe('built-in checks', () => {
  it('required_labels from annotations, case-insensitive like fullsend, naming what is missing', () => {
    const j = judge({ name: 'required_labels', type: 'required_labels' });
    expect(runBuiltinCheck(j, fixtureState({ labels: ['BUG'] }), annotations, T)).toMatchObject({ kind: 'builtin', value: true, score: 1, pass: true, error: null });
    const miss = runBuiltinCheck(judge({ name: 'rl', type: 'required_labels', args: { labels: ['bug', 'needs-info'] } }), fixtureState({ labels: ['Bug'] }), annotations, T);
    expect(miss).toMatchObject({ value: false, pass: false, score: 0 });
    expect(miss.rationale).toBe("Missing labels: ['needs-info'] (actual: ['bug'])");
  });

  it('forbidden_labels names the labels present', () => {
    const j = judge({ name: 'forbidden_labels', type: 'forbidden_labels' });
    expect(runBuiltinCheck(j, fixtureState({ labels: ['bug'] }), annotations, T).pass).toBe(true);
    const hit = runBuiltinCheck(j, fixtureState({ labels: ['bug', 'duplicate'] }), annotations, T);
    expect(hit.pass).toBe(false);
    expect(hit.rationale).toBe("Forbidden labels present: ['Duplicate'] (actual: ['bug', 'duplicate'])");
  });

  it('labels checks both lists', () => {
    const j = judge({ name: 'labels', type: 'labels', args: { required: ['bug'], forbidden: ['wontfix'] } });
    expect(runBuiltinCheck(j, fixtureState({ labels: ['bug'] }), {}, T).pass).toBe(true);
    const r = runBuiltinCheck(j, fixtureState({ labels: ['wontfix'] }), {}, T);
    expect(r.pass).toBe(false);
    expect(r.rationale).toContain("Missing labels: ['bug']");
    expect(r.rationale).toContain("Forbidden labels present: ['wontfix']");
  });

  it('state matches case-insensitively, merged reads the merged flag, and no expectation is an error', () => {
    const j = judge({ name: 'state', type: 'state' });
    expect(runBuiltinCheck(j, fixtureState({ state: 'OPEN' }), annotations, T).pass).toBe(true);
    expect(runBuiltinCheck(j, fixtureState({ state: 'CLOSED' }), annotations, T)).toMatchObject({ pass: false, rationale: "Expected state 'open', actual 'closed'" });
    const merged = judge({ name: 'merged', type: 'state', args: { state: 'merged' } });
    expect(runBuiltinCheck(merged, fixtureState({ state: 'closed', merged: true }), {}, T).pass).toBe(true);
    expect(runBuiltinCheck(merged, fixtureState({ state: 'closed', merged: false }), {}, T).pass).toBe(false);
    const none = runBuiltinCheck(j, fixtureState(), {}, T);
    expect(none).toMatchObject({ value: null, pass: false });
    expect(none.error).toMatch(/needs an expected state/);
  });

  it('comments: count, match, not_match and author', () => {
    const state = fixtureState({
      comments: [
        { author: 'triage-bot[bot]', body: 'Looks like a URL encoding bug', created_at: '' },
        { author: 'alice', body: 'me too', created_at: '' },
      ],
    });
    const ok = judge({ name: 'c', type: 'comments', args: { min: 1, max: 1, author: 'triage-bot', match: ['url\\s+encoding'], not_match: ['(?i)I cannot help'] } });
    expect(runBuiltinCheck(ok, state, {}, T)).toMatchObject({ pass: true });
    const bad = judge({ name: 'c', type: 'comments', args: { min: 3, match: ['stack trace'], not_match: ['me too'] } });
    const r = runBuiltinCheck(bad, state, {}, T);
    expect(r.pass).toBe(false);
    expect(r.rationale).toBe('2 comment(s), fewer than min 3; no comment matches /stack trace/; a comment matches forbidden /me too/: "me too"');
    const badRegex = runBuiltinCheck(judge({ name: 'c', type: 'comments', args: { match: ['('] } }), state, {}, T);
    expect(badRegex.error).toMatch(/args.match: invalid regex/);
  });

  it('review: state, decision and author', () => {
    const state = fixtureState({
      fixture_type: 'pull_request',
      review_decision: 'CHANGES_REQUESTED',
      reviews: [{ author: 'review-bot', state: 'CHANGES_REQUESTED', body: 'Please add a test' }],
    });
    expect(runBuiltinCheck(judge({ name: 'r', type: 'review', args: { state: 'changes_requested', decision: 'CHANGES_REQUESTED', author: 'review-bot' } }), state, {}, T).pass).toBe(true);
    const r = runBuiltinCheck(judge({ name: 'r', type: 'review', args: { state: 'APPROVED', decision: 'APPROVED' } }), state, {}, T);
    expect(r.pass).toBe(false);
    expect(r.rationale).toBe('no review in state APPROVED (reviews: CHANGES_REQUESTED); review decision is CHANGES_REQUESTED, expected APPROVED');
  });

  it('files_changed: must, must_not globs and counts', () => {
    const state = fixtureState({
      fixture_type: 'pull_request',
      changed_files: [
        { path: 'src/url.ts', status: 'modified', additions: 3, deletions: 1 },
        { path: 'test/url.test.ts', status: 'added', additions: 20, deletions: 0 },
      ],
    });
    const ok = judge({ name: 'f', type: 'files_changed', args: { paths: ['src/**/*.ts', 'test/'], must_not: ['package-lock.json', '.github/**'], max: 2 } });
    expect(runBuiltinCheck(ok, state, {}, T).pass).toBe(true);
    const bad = runBuiltinCheck(judge({ name: 'f', type: 'files_changed', args: { paths: ['docs/**'], must_not: ['**/*.test.ts'], min: 3 } }), state, {}, T);
    expect(bad.pass).toBe(false);
    expect(bad.rationale).toBe(
      "2 file(s) changed, fewer than min 3; not changed: ['docs/**']; changed but must not be: ['test/url.test.ts'] (matches '**/*.test.ts') (changed: ['src/url.ts', 'test/url.test.ts'])",
    );
    expect(runBuiltinCheck(ok, fixtureState(), {}, T).error).toMatch(/no changed_files/);
  });

  it('no fixture state is an error, not a fail', () => {
    expect(runBuiltinCheck(judge({ name: 'x', type: 'state' }), null, annotations, T)).toMatchObject({ error: 'no fixture state was captured for this case run', pass: false });
  });

  it('defaultBuiltinJudges derives the implicit checks and skips names already declared', () => {
    const all = defaultBuiltinJudges(annotations, { file: '/x/annotations.yaml' });
    expect(all.map((j) => [j.name, j.type, j.kind, j.required])).toEqual([
      ['required_labels', 'required_labels', 'builtin', false],
      ['forbidden_labels', 'forbidden_labels', 'builtin', false],
      ['state', 'state', 'builtin', false],
    ]);
    expect(all[0].pos.file).toBe('/x/annotations.yaml');
    expect(defaultBuiltinJudges(annotations, { existing: [{ name: 'required_labels' }] }).map((j) => j.name)).toEqual(['forbidden_labels', 'state']);
    expect(defaultBuiltinJudges({ max_turns: 3 })).toEqual([]);
  });
});
