// fullsend's own triage eval.yaml, read by the loader, scored end to end.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEvalDir } from '../../src/model/load-suites.js';
import type { SuiteConfig } from '../../src/model/config.js';
import { evaluateGates } from '../../src/scoring/gates.js';
import { scoreCaseRun } from '../../src/scoring/score-case-run.js';
import { startLlmServer, type LlmServer } from '../helpers/llm-servers.js';
import { fixtureState, makeRunDir, metrics } from './builders.js';

let hasPython = true;
try {
  execFileSync('python3', ['--version']);
} catch {
  hasPython = false;
  console.warn('python3 not found: skipping the fullsend compatibility scoring test');
}

let server: LlmServer;
let suite: SuiteConfig;

beforeAll(async () => {
  server = await startLlmServer();
  const loaded = await loadEvalDir({ evalDir: join(import.meta.dirname, '..', 'data', 'fullsend-compat') });
  suite = loaded.suites[0];
});
afterAll(async () => {
  await server.close();
});

async function score(labels: string[], llmScore: number) {
  const caseConfig = suite.cases[0];
  const state = fixtureState({ labels, state: 'OPEN' });
  const m = metrics({ num_turns: 20, total_cost_usd: 0.9 });
  const runDir = await makeRunDir({ state, metrics: m });
  server.reply({ kind: 'score', score: llmScore, rationale: 'judged' });
  return scoreCaseRun({
    suite,
    caseConfig,
    runDir,
    metrics: m,
    fixtureState: state,
    exitCode: 0,
    durationS: 30,
    threshold: 0.8,
    env: { ANTHROPIC_API_KEY: 'sk-test', ANTHROPIC_BASE_URL: server.url, PATH: process.env.PATH },
    cache: null,
    defaultJudgeModel: 'claude-sonnet-4-5',
    log: () => undefined,
    llmMaxRetries: 0,
  });
}

describe.skipIf(!hasPython)("fullsend's triage eval.yaml", () => {
  it('loads with its judges and gates', () => {
    expect(suite.judges.map((j) => [j.name, j.kind])).toEqual([
      ['triage_quality', 'prompt'],
      ['required_labels', 'check'],
    ]);
    expect(suite.gates.find((g) => g.judge === 'triage_quality')).toMatchObject({ kind: 'min_mean', threshold: 2.5 });
  });

  it('a correct duplicate triage passes its checks and gates; a wrong one fails them', async () => {
    const good = await score(['duplicate'], 4);
    expect(good.judges.map((j) => [j.name, j.value, j.error])).toEqual([
      ['triage_quality', 4, null],
      ['required_labels', true, null],
    ]);
    // The judge saw the case's annotations and the captured labels.
    expect(server.requests.at(-1)!.prompt).toContain('forbidden:\n    - ready-to-code');
    expect(server.requests.at(-1)!.prompt).toContain('"duplicate"');
    expect(good.thresholds.map((t) => [t.name, t.pass])).toEqual([
      ['max_turns', true],
      ['max_cost_usd', true],
    ]);
    expect(good.verdict).toBe('pass');

    const bad = await score(['triaged'], 2);
    expect(bad.judges.map((j) => [j.name, j.value])).toEqual([
      ['triage_quality', 2],
      ['required_labels', false],
    ]);
    expect(bad.judges[1].rationale).toBe("Missing labels: ['duplicate'] (actual: ['triaged'])");
    expect(bad.verdict).toBe('fail');

    const gates = evaluateGates(suite, [good.judges, bad.judges]);
    expect(gates.map((g) => [g.judge, g.kind, g.value, g.pass])).toEqual([
      ['triage_quality', 'min_mean', 3, true],
      ['required_labels', 'min_pass_rate', 0.5, false],
    ]);
  });
});
