// The bundled suites end to end: eval/ passes every gate with the example
// agent, and examples/failing misses the gates it is built to miss. Runs the
// whole pipeline (fixtures in the embedded GitHub emulator, the agent as a
// local process, the deterministic stand-in judge) through `demo`.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildExampleImage, EXAMPLE_IMAGE_TAG } from '../../scripts/build-example-image.mjs';
import { demoCommand } from '../../src/demo/demo-command.js';
import type { Results } from '../../src/types.js';
import { requireDockerOrSkip } from '../helpers/docker.js';

const ROOT = resolve(import.meta.dirname, '..', '..');
const scratch: string[] = [];

afterAll(async () => {
  for (const d of scratch) await rm(d, { recursive: true, force: true });
});

const skipDocker = await requireDockerOrSkip('example review suite in the docker sandbox');

async function runSuites(evalDir: string, sandbox: { sandbox: 'none' | 'docker'; image?: string; skill?: string } = { sandbox: 'none' }): Promise<{ code: number; results: Results; log: string[] }> {
  const out = await mkdtemp(join(tmpdir(), 'example-suites-'));
  scratch.push(out);
  const log: string[] = [];
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const k of ['ANTHROPIC_API_KEY', 'OPENAI_API_KEY', 'ANTHROPIC_VERTEX_PROJECT_ID']) delete env[k];
  const code = await demoCommand(
    { evalDir, outputDir: out, keepFixtures: false, noCache: true, ...sandbox },
    { cwd: ROOT, env, out: (l) => log.push(l), err: (l) => log.push(l) },
  );
  const results = JSON.parse(await readFile(join(out, 'results.json'), 'utf8')) as Results;
  return { code, results, log };
}

describe('bundled example suites', () => {
  it('eval/ passes every gate with the example agent', async () => {
    const { code, results, log } = await runSuites(join(ROOT, 'eval'));
    expect(code, log.join('\n')).toBe(0);
    expect(results.passed).toBe(true);
    expect(results.cases.map((c) => `${c.skill}/${c.case}:${c.status}`).sort()).toEqual([
      'review/001-clean-docs-change:pass',
      'review/002-risk-high-auth-change:pass',
      'review/003-hardcoded-secret:pass',
      'triage/001-bug-url-encoding:pass',
      'triage/002-needs-info-vague-crash:pass',
      'triage/003-feature-request:pass',
      'triage/004-duplicate-issue:pass',
    ]);
    expect(results.gates.every((g) => g.pass)).toBe(true);
    const quality = results.cases.flatMap((c) => c.runs.flatMap((r) => r.judges)).filter((j) => j.name.endsWith('_quality'));
    expect(quality).toHaveLength(7);
    expect(quality.every((j) => j.value === 5)).toBe(true);
  });

  it('examples/failing misses max_turns, the label gates, and reports the crash', async () => {
    const { code, results } = await runSuites(join(ROOT, 'examples', 'failing'));
    expect(code).toBe(1);
    expect(results.passed).toBe(false);
    const byCase = new Map(results.cases.map((c) => [c.case, c]));
    const loop = byCase.get('001-loop-exceeds-max-turns')!.runs[0];
    expect(loop.metrics?.num_turns).toBeGreaterThan(50);
    expect(loop.thresholds.find((t) => t.name === 'max_turns')?.pass).toBe(false);
    const wrong = byCase.get('002-forbidden-label')!.runs[0];
    expect(wrong.judges.find((j) => j.name === 'forbidden_labels')?.pass).toBe(false);
    const crash = byCase.get('003-agent-crash')!;
    expect(crash.status).not.toBe('pass');
    expect(crash.runs[0].exit_code).toBe(1);
    const failedGates = results.gates.filter((g) => !g.pass).map((g) => g.judge).sort();
    expect(failedGates).toEqual(expect.arrayContaining(['forbidden_labels', 'max_turns', 'required_labels']));
    expect([...byCase.values()].every((c) => c.status !== 'pass')).toBe(true);
  });

  it.skipIf(skipDocker)('the review suite passes with the agent in the node-only docker image', async () => {
    const image = await buildExampleImage({ tag: EXAMPLE_IMAGE_TAG });
    const { code, results, log } = await runSuites(join(ROOT, 'eval'), { sandbox: 'docker', image, skill: 'review' });
    expect(code, log.join('\n')).toBe(0);
    expect(log.some((l) => l.includes('sandbox docker'))).toBe(true);
    expect(results.cases.map((c) => c.status)).toEqual(['pass', 'pass', 'pass']);
  }, 120_000);
});
