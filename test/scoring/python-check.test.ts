import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { buildCheckOutputs } from '../../src/scoring/check-outputs.js';
import { runPythonChecks } from '../../src/scoring/python-check.js';
import { fixtureState, judge, makeRunDir, metrics } from './builders.js';
import { FORBIDDEN_LABELS, MAX_COST, MAX_TURNS, REQUIRED_LABELS } from './fullsend-triage.js';

let hasPython = true;
try {
  execFileSync('python3', ['--version']);
} catch {
  hasPython = false;
  console.warn('python3 not found: skipping Python check tests');
}

const annotations = { max_turns: 15, max_cost_usd: 2.0, labels: { required: ['bug', 'needs-triage'], forbidden: ['wontfix'] } };

async function outputsFor(opts: Parameters<typeof makeRunDir>[0], ann: Record<string, unknown> = annotations) {
  const runDir = await makeRunDir(opts);
  const m = opts?.metrics ?? null;
  return { runDir, outputs: await buildCheckOutputs({ runDir, annotations: ann, metrics: m, fixtureState: opts?.state ?? null, exitCode: 0, durationS: 12.5 }) };
}

const triage = [
  judge({ name: 'required_labels', check: REQUIRED_LABELS }),
  judge({ name: 'forbidden_labels', check: FORBIDDEN_LABELS }),
  judge({ name: 'max_turns', check: MAX_TURNS }),
  judge({ name: 'max_cost', check: MAX_COST }),
];

describe.skipIf(!hasPython)('python check judges', () => {
  it("fullsend's four triage checks pass on a good captured state, with the harness's rationales", async () => {
    const { runDir, outputs } = await outputsFor({ state: fixtureState({ labels: ['Bug', 'needs-triage'] }), metrics: metrics({ num_turns: 15, total_cost_usd: 0.42 }) });
    const results = await runPythonChecks(triage, outputs, { threshold: 0.8, cwd: runDir });
    expect(results.map((r) => [r.name, r.kind, r.value, r.pass, r.error, r.rationale])).toEqual([
      ['required_labels', 'check', true, true, null, "All required labels present: ['bug', 'needs-triage']"],
      ['forbidden_labels', 'check', true, true, null, "No forbidden labels present: ['wontfix']"],
      ['max_turns', 'check', true, true, null, 'Turns OK: 15 <= 15'],
      // JSON carries 2.0 as 2, so the rationale prints "2" where PyYAML would have said "2.0"; the verdict is the same.
      ['max_cost', 'check', true, true, null, 'Cost OK: 0.42 <= 2'],
    ]);
  });

  it('and fail on a bad one', async () => {
    const { runDir, outputs } = await outputsFor({ state: fixtureState({ labels: ['Bug', 'WONTFIX'] }), metrics: metrics({ num_turns: 16, total_cost_usd: 2.5 }) });
    const results = await runPythonChecks(triage, outputs, { threshold: 0.8, cwd: runDir });
    expect(results.map((r) => [r.name, r.value, r.score, r.pass, r.rationale])).toEqual([
      ['required_labels', false, 0, false, "Missing labels: ['needs-triage'] (actual: ['bug', 'wontfix'])"],
      ['forbidden_labels', false, 0, false, "Forbidden labels present: ['wontfix'] (actual: ['bug', 'wontfix'])"],
      ['max_turns', false, 0, false, 'Exceeded max_turns: 16 > 15'],
      ['max_cost', false, 0, false, 'Exceeded max_cost_usd: 2.5 > 2'],
    ]);
  });

  it('missing metrics and state behave as in fullsend: a fail for metrics, an error (KeyError) for the state', async () => {
    const { runDir, outputs } = await outputsFor({});
    const results = await runPythonChecks(triage, outputs, { threshold: 0.8, cwd: runDir });
    expect(results[0]).toMatchObject({ value: null, pass: false, error: "KeyError: 'output/fixture-state.json' (check line 2)" });
    expect(results[2]).toMatchObject({ value: false, pass: false, error: null, rationale: 'metrics.json not found' });
  });

  it('the files map holds the normalised state and metrics and the agent output files', async () => {
    const { outputs } = await outputsFor({
      state: fixtureState(),
      metrics: metrics(),
      outputFiles: { 'metrics.json': '{"num_turns": 999}', 'notes/triage.md': '# Triage\n', 'blob.bin': Buffer.from([0, 1, 2, 3]) },
    });
    const files = outputs.files as Record<string, string>;
    expect(Object.keys(files).sort()).toEqual(['output/fixture-state.json', 'output/metrics.json', 'output/notes/triage.md']);
    expect(JSON.parse(files['output/metrics.json']).num_turns).toBe(8);
    expect(outputs).toMatchObject({ exit_code: 0, duration_s: 12.5, num_turns: 8, cost_usd: 0.42, stdout: '{"type":"system"}\n' });
  });

  it('a pair, a bare value, a number, an exception, a syntax error and None, in one process', async () => {
    const { runDir, outputs } = await outputsFor({ state: fixtureState() });
    const judges = [
      judge({ name: 'pair', check: 'return False, "nope: " + arguments["why"]', args: { why: 'reasons' } }),
      judge({ name: 'bare', check: 'print("noise on stdout")\nreturn True' }),
      judge({ name: 'fraction', check: 'return 0.7, "mostly"' }),
      judge({ name: 'ranged', check: 'return 4', score_range: [1, 5] }),
      judge({ name: 'unranged', check: 'return 7' }),
      judge({ name: 'raises', check: 'x = 1\nraise ValueError("bad input")' }),
      judge({ name: 'syntax', check: 'return (' }),
      judge({ name: 'none', check: 'pass' }),
      judge({ name: 'pid', check: 'import os\nreturn True, str(os.getpid())' }),
      judge({ name: 'pid2', check: 'import os\nreturn True, str(os.getpid())' }),
    ];
    const r = Object.fromEntries((await runPythonChecks(judges, outputs, { threshold: 0.8, cwd: runDir })).map((x) => [x.name, x]));
    expect(r.pair).toMatchObject({ value: false, pass: false, error: null, rationale: 'nope: reasons' });
    expect(r.bare).toMatchObject({ value: true, score: 1, pass: true, rationale: '' });
    expect(r.fraction).toMatchObject({ value: 0.7, score: 0.7, pass: false, scale: [0, 1], rationale: 'mostly' });
    expect(r.ranged).toMatchObject({ value: 4, score: 0.75, pass: false, scale: [1, 5] });
    expect(r.unranged.error).toBe('check returned 7, outside its scale 0-1; declare score_range on the judge for another scale');
    expect(r.raises).toMatchObject({ value: null, pass: false, error: 'ValueError: bad input (check line 2)' });
    expect(r.syntax.error).toMatch(/^SyntaxError: .*\(check line 1\)$/);
    expect(r.none.error).toMatch(/^check returned None/);
    expect(r.pid.rationale).toBe(r.pid2.rationale);
  });

  it('a check past the deadline errors as timed out, earlier results stay, later ones are not run', async () => {
    const { runDir, outputs } = await outputsFor({ state: fixtureState() });
    const judges = [judge({ name: 'quick', check: 'return True' }), judge({ name: 'slow', check: 'import time\ntime.sleep(30)\nreturn True' }), judge({ name: 'after', check: 'return True' })];
    const started = Date.now();
    const r = await runPythonChecks(judges, outputs, { threshold: 0.8, cwd: runDir, timeoutMs: 1500 });
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(r.map((x) => [x.name, x.pass, x.error])).toEqual([
      ['quick', true, null],
      ['slow', false, 'timed out after 1.5s'],
      ['after', false, "not run: check 'slow' timed out before it"],
    ]);
  });

  it('a missing interpreter is an error for each check, naming it', async () => {
    const r = await runPythonChecks([judge({ name: 'a', check: 'return True' })], {}, { threshold: 0.8, pythonBin: '/nonexistent/python3' });
    expect(r[0].error).toBe("cannot run '/nonexistent/python3': not found. Install Python 3 or point pythonBin at it");
  });
});
