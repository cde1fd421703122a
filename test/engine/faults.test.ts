import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGitHubEmulator, type GitHubEmulator } from '../../src/emulator/github-emulator.js';
import { executeRun } from '../../src/engine/run-command.js';
import { ROOT } from '../helpers/action-runner.js';

let emu: GitHubEmulator;
let healthy: GitHubEmulator;
let tmp: string;

beforeAll(async () => {
  emu = await startGitHubEmulator({ faults: { rate: 0.2, kinds: ['502', 'secondary-rate-limit'], seed: 7, retryAfterS: 1 } });
  healthy = await startGitHubEmulator();
  tmp = await mkdtemp(path.join(os.tmpdir(), 'ff-faults-'));
});

afterAll(async () => {
  await emu?.close();
  await healthy?.close();
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

async function runTriage(on: GitHubEmulator, name: string) {
  const out: string[] = [];
  const io = { out: (l: string) => out.push(l), err: (l: string) => out.push(l), env: { ...process.env, FULLSEND_CACHE_DIR: path.join(tmp, 'cache') }, cwd: tmp };
  const judge = path.join(ROOT, 'eval/judges/deterministic-judge.mjs');
  const run = await executeRun(
    {
      evalDir: path.join(ROOT, 'eval'),
      skill: 'triage',
      sandbox: 'none',
      outputDir: path.join(tmp, name),
      keepFixtures: false,
      noCache: true,
      owner: on.org,
      fallbackJudge: { argv: [process.execPath, judge], label: 'deterministic stand-in' },
    },
    io,
    { github: { apiUrl: on.apiUrl, serverUrl: on.serverUrl, token: on.token } },
  );
  return { run, log: out.join('\n') };
}

describe('a suite against a GitHub that fails 20% of requests', () => {
  it('completes with the same verdicts as a healthy run, no duplicate fixtures and no leftover repo', async () => {
    const base = await runTriage(healthy, 'healthy');
    expect(base.run.exitCode, base.log).toBe(0);
    const { run, log } = await runTriage(emu, 'faulty');
    const faulted = emu.requests.filter((r) => r.faulted).length;
    expect(faulted, 'the emulator must actually have failed requests').toBeGreaterThan(5);
    expect(run.exitCode, log).toBe(0);
    expect(run.results!.cases.map((c) => [c.case, c.status])).toEqual([
      ['001-bug-url-encoding', 'pass'],
      ['002-needs-info-vague-crash', 'pass'],
      ['003-feature-request', 'pass'],
      ['004-duplicate-issue', 'pass'],
    ]);
    // A duplicated seed or fixture issue would shift the fixture's number; the judges' verdicts must not move.
    const shape = (r: typeof run) =>
      r.results!.cases.map((c) => ({ case: c.case, number: c.runs[0].fixture?.number, judges: c.runs[0].judges.map((j) => [j.name, j.value]) }));
    expect(shape(run)).toEqual(shape(base.run));
    expect(emu.listRepos().filter((r) => r.full_name.includes('/eval-'))).toEqual([]);
  });
});
