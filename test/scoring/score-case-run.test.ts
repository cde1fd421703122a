import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { JudgeResult } from '../../src/types.js';
import { evaluateGates, gatesPassed } from '../../src/scoring/gates.js';
import { scoreCaseRun, type ScoreCaseRunInput } from '../../src/scoring/score-case-run.js';
import { startLlmServer, type LlmServer } from '../helpers/llm-servers.js';
import { caseConfig, fixtureState, judge, limit, makeRunDir, metrics, suite } from './builders.js';
import { triageGates, triageJudges } from './fullsend-triage.js';

let hasPython = true;
try {
  execFileSync('python3', ['--version']);
} catch {
  hasPython = false;
  console.warn('python3 not found: skipping scoreCaseRun tests (fullsend triage checks are Python)');
}

let server: LlmServer;
beforeAll(async () => {
  server = await startLlmServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.requests.length = 0;
});

const annotations = { max_turns: 15, max_cost_usd: 2.0, state: 'open', labels: { required: ['bug'], forbidden: ['wontfix'] } };
const limits = [limit('max_turns', 15, 1), limit('max_cost_usd', 2, 2), limit('max_tool_calls', 10, 3)];

async function run(opts: { state?: ReturnType<typeof fixtureState>; metrics?: ReturnType<typeof metrics>; extraJudges?: ReturnType<typeof judge>[] } = {}) {
  const state = opts.state ?? fixtureState({ labels: ['bug'] });
  const m = opts.metrics ?? metrics({ num_turns: 8, total_cost_usd: 0.42, tool_calls: 5 });
  const runDir = await makeRunDir({ state, metrics: m });
  const lines: string[] = [];
  const input: ScoreCaseRunInput = {
    suite: suite({ judges: [...triageJudges(), ...(opts.extraJudges ?? [])], gates: triageGates(), models: { judge: 'claude-sonnet-4-5' } }),
    caseConfig: caseConfig({ annotations, limits }),
    runDir,
    metrics: m,
    fixtureState: state,
    exitCode: 0,
    durationS: 42,
    threshold: 0.8,
    env: { ANTHROPIC_API_KEY: 'sk-test', ANTHROPIC_BASE_URL: server.url, PATH: process.env.PATH },
    cache: null,
    log: (l) => lines.push(l),
    llmTimeoutMs: 3000,
    llmMaxRetries: 1,
  };
  const out = await scoreCaseRun(input);
  return { out, lines, runDir };
}

describe.skipIf(!hasPython)('scoreCaseRun with fullsend triage judges', () => {
  it('a good run passes: thresholds logged, every judge scored, judges.json written', async () => {
    server.reply({ kind: 'score', score: 4, rationale: 'labelled bug, helpful comment' });
    const { out, lines, runDir } = await run();
    expect(lines.slice(0, 3)).toEqual([
      'Threshold: max_turns     15  actual  8   PASS',
      'Threshold: max_cost_usd  2.00  actual  0.42  PASS',
      'Threshold: max_tool_calls 10  actual  5   PASS',
    ]);
    expect(out.judges.map((j) => [j.name, j.kind, j.value, j.pass])).toEqual([
      ['triage_quality', 'prompt', 4, false],
      ['required_labels', 'check', true, true],
      ['forbidden_labels', 'check', true, true],
      ['max_turns', 'check', true, true],
      ['max_cost', 'check', true, true],
    ]);
    expect(out.score).toBeCloseTo((0.75 + 4) / 5);
    expect(out.verdict).toBe('pass');
    expect(lines.some((l) => /^Judge: triage_quality\s+4\s+FAIL\s+labelled bug/.test(l))).toBe(true);
    const written = JSON.parse(await readFile(join(runDir, 'judges.json'), 'utf8'));
    expect(written).toMatchObject({ verdict: 'pass', threshold: 0.8, judges: out.judges, thresholds: out.thresholds });
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0].prompt).toContain('"labels": [\n    "bug"\n  ]');
  });

  it('passing every judge but exceeding a behavioural threshold fails', async () => {
    server.reply({ kind: 'score', score: 5 });
    const { out, lines } = await run({ metrics: metrics({ num_turns: 8, total_cost_usd: 0.42, tool_calls: 11 }) });
    expect(out.judges.every((j) => j.error === null)).toBe(true);
    expect(out.score).toBe(1);
    expect(out.verdict).toBe('fail');
    expect(lines).toContain('Threshold: max_tool_calls 10  actual  11  FAIL');
    expect(lines).toContain('Fail: max_tool_calls: 11 > 10');
  });

  it('a required built-in judge fails the case even with a high mean', async () => {
    server.reply({ kind: 'score', score: 5 });
    const { out } = await run({ state: fixtureState({ labels: ['bug'], state: 'CLOSED' }), extraJudges: [judge({ name: 'still_open', type: 'state', required: true })] });
    expect(out.score).toBeCloseTo(5 / 6);
    expect(out.judges[5]).toMatchObject({ name: 'still_open', kind: 'builtin', pass: false, rationale: "Expected state 'open', actual 'closed'" });
    expect(out.verdict).toBe('fail');
  });

  it('gates over several runs: pass, then an LLM error and a label miss make them fail', async () => {
    const runs: JudgeResult[][] = [];
    for (const score of [2, 3]) {
      server.reply({ kind: 'score', score });
      runs.push((await run()).out.judges);
    }
    const good = evaluateGates(suite({ skill: 'triage', judges: triageJudges(), gates: triageGates() }), runs);
    expect(good.map((g) => [g.judge, g.kind, g.value, g.pass])).toEqual([
      ['triage_quality', 'min_mean', 2.5, true],
      ['required_labels', 'min_pass_rate', 1, true],
      ['forbidden_labels', 'min_pass_rate', 1, true],
      ['max_turns', 'min_pass_rate', 1, true],
      ['max_cost', 'min_pass_rate', 1, true],
    ]);
    expect(good[0]).toMatchObject({ file: '/repo/eval/triage/eval.yaml', line: 60 });
    expect(gatesPassed(good)).toBe(true);

    server.reply({ kind: 'score', score: 11 });
    const erred = await run({ state: fixtureState({ labels: ['wontfix'] }) });
    // The LLM error does not fail the case run by itself; the label checks do (mean 2/4 < 0.8).
    expect(erred.out.judges[0].error).toMatch(/off the judge's 1-5 scale/);
    expect(erred.out.score).toBe(0.5);
    runs.push(erred.out.judges);
    const bad = evaluateGates(suite({ skill: 'triage', judges: triageJudges(), gates: triageGates() }), runs);
    expect(bad.map((g) => [g.judge, g.kind, g.pass])).toEqual([
      ['triage_quality', 'min_mean', false],
      ['required_labels', 'min_pass_rate', false],
      ['forbidden_labels', 'min_pass_rate', false],
      ['max_turns', 'min_pass_rate', true],
      ['max_cost', 'min_pass_rate', true],
      ['triage_quality', 'max_error_rate', false],
    ]);
  });
});
