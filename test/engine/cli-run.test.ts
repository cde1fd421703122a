import { spawn, execFileSync } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGitHubEmulator, type GitHubEmulator } from '../../src/emulator/github-emulator.js';
import type { Results } from '../../src/types.js';
import { actionFiles, inputEnv, readCommandFile, ROOT, runEntry } from '../helpers/action-runner.js';

let emu: GitHubEmulator;
let tmp: string;
let evalDir: string;

beforeAll(async () => {
  emu = await startGitHubEmulator();
  tmp = await mkdtemp(path.join(os.tmpdir(), 'ff-cli-run-'));
  evalDir = path.join(tmp, 'eval');
  await cp(path.join(ROOT, 'test/data/tiny-suite'), evalDir, { recursive: true });
  // Six cases so that three shards hold two each.
  for (const id of ['004-ok', '005-ok', '006-loops']) {
    await cp(path.join(evalDir, 'tiny/cases', id.endsWith('loops') ? '002-loops' : '001-ok'), path.join(evalDir, 'tiny/cases', id), { recursive: true });
  }
});

afterAll(async () => {
  await emu?.close();
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

function cliEnv(): Record<string, string> {
  return {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? tmp,
    GH_TOKEN: emu.token,
    GITHUB_API_URL: emu.apiUrl,
    GITHUB_SERVER_URL: emu.serverUrl,
    EVAL_ORG: emu.org,
    FULLSEND_CACHE_DIR: path.join(tmp, 'cache'),
  };
}

function cli(args: string[], opts: { onStdout?: (s: string, child: ReturnType<typeof spawn>) => void } = {}): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(ROOT, 'dist/cli/index.js'), ...args], { cwd: tmp, env: cliEnv(), stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => {
      stdout += d.toString();
      opts.onStdout?.(stdout, child);
    });
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** What must not depend on sharding: per-case verdicts, thresholds, judge values and gates. */
function essence(r: Results) {
  return {
    passed: r.passed,
    totals: { cases: r.totals.cases, passed: r.totals.passed, failed: r.totals.failed, runs: r.totals.runs, agent_cost_usd: r.totals.agent_cost_usd },
    cases: r.cases.map((c) => ({
      key: `${c.skill}/${c.case}`,
      status: c.status,
      runs: c.runs.map((run) => ({
        status: run.status,
        thresholds: run.thresholds.map((t) => [t.name, t.limit, t.actual, t.pass]),
        judges: run.judges.map((j) => [j.name, j.value, j.pass]),
        turns: run.metrics?.num_turns,
      })),
    })),
    gates: r.gates.map((g) => [g.skill, g.judge, g.kind, g.threshold, g.value, g.pass]),
  };
}

describe('the CLI, as a real process against the local GitHub', () => {
  it('a 3-shard run merged by `report` and by the report entry gives the same results as one unsharded run', async () => {
    const whole = await cli(['run', 'eval', '--sandbox', 'none', '--output', 'out/whole']);
    expect(whole.code, whole.stdout + whole.stderr).toBe(1);
    const wholeResults = JSON.parse(await readFile(path.join(tmp, 'out/whole/results.json'), 'utf8')) as Results;
    expect(wholeResults.cases).toHaveLength(6);

    const shardCases: string[][] = [];
    for (const i of [1, 2, 3]) {
      const r = await cli(['run', 'eval', '--sandbox', 'none', '--shard', `${i}/3`, '--output', `out/shards/fullsend-functional-shard-${i}-of-3-attempt-1`]);
      expect([0, 1]).toContain(r.code);
      const part = JSON.parse(await readFile(path.join(tmp, `out/shards/fullsend-functional-shard-${i}-of-3-attempt-1/results.json`), 'utf8')) as Results;
      expect(part.shard).toEqual({ index: i, total: 3 });
      shardCases.push(part.cases.map((c) => c.case));
    }
    // Even, disjoint and complete.
    expect(shardCases.map((s) => s.length)).toEqual([2, 2, 2]);
    expect(shardCases.flat().sort()).toEqual(wholeResults.cases.map((c) => c.case).sort());

    const merged = await cli(['report', 'out/shards', '--eval-dir', 'eval', '--output', 'out/merged']);
    expect(merged.code, merged.stdout + merged.stderr).toBe(1);
    const mergedResults = JSON.parse(await readFile(path.join(tmp, 'out/merged/results.json'), 'utf8')) as Results;
    expect(essence(mergedResults)).toEqual(essence(wholeResults));
    // Run directories point into the shard outputs, relative to the merged output.
    expect(mergedResults.cases[0].runs[0].dir).toMatch(/^\.\.\/shards\/fullsend-functional-shard-\d-of-3-attempt-1\/tiny\/00\d-/);

    const files = await actionFiles();
    const entry = await runEntry(
      'dist/report/index.js',
      {
        ...inputEnv({ 'eval-dir': 'eval', 'shards-dir': path.join(tmp, 'out/shards'), 'output-dir': path.join(tmp, 'out/report-entry') }),
        GITHUB_STEP_SUMMARY: files.summary,
        GITHUB_OUTPUT: files.output,
        GITHUB_WORKSPACE: tmp,
        RUNNER_TEMP: files.dir,
      },
      { cwd: tmp },
    );
    expect(entry.code).toBe(1);
    const entryResults = JSON.parse(await readFile(path.join(tmp, 'out/report-entry/results.json'), 'utf8')) as Results;
    expect(essence(entryResults)).toEqual(essence(wholeResults));
    expect(await readFile(files.summary, 'utf8')).toContain('**4/6 cases passed**');
    expect((await readCommandFile(files.output)).passed).toBe('false');
    expect(entry.stdout).toContain('file=eval/tiny/cases/002-loops/annotations.yaml,line=4::max_turns 10: actual 30');
  });

  it('--rerun-failed runs only what did not pass; --repeat keeps each run apart; --keep-fixtures prints and keeps', async () => {
    const first = await cli(['run', 'eval', '--sandbox', 'none', '--output', 'out/first', '--cases', '00[12]-*']);
    expect(first.code).toBe(1);
    const rerun = await cli(['run', 'eval', '--sandbox', 'none', '--output', 'out/rerun', '--rerun-failed', 'out/first/results.json']);
    expect(rerun.stdout).toContain('rerunning 1 case(s) that did not pass in out/first/results.json');
    const again = JSON.parse(await readFile(path.join(tmp, 'out/rerun/results.json'), 'utf8')) as Results;
    expect(again.cases.map((c) => c.case)).toEqual(['002-loops']);

    const repeated = await cli(['run', 'eval', '--sandbox', 'none', '--output', 'out/repeat', '--cases', 'tiny/001-ok', '--repeat', '2', '--keep-fixtures']);
    expect(repeated.code).toBe(0);
    const rep = JSON.parse(await readFile(path.join(tmp, 'out/repeat/results.json'), 'utf8')) as Results;
    expect(rep.cases[0].runs.map((r) => r.dir)).toEqual(['tiny/001-ok/run-1', 'tiny/001-ok/run-2']);
    const kept = repeated.stdout.match(/kept fixture: (\S+)/g) ?? [];
    expect(kept, repeated.stdout).toHaveLength(2);
    const keptRepos = emu.listRepos().filter((r) => r.full_name.includes('/eval-tiny-001-ok'));
    expect(keptRepos).toHaveLength(2);
    // cleanup finds them by their mark (age 0 with --older-than 0s) and deletes only them.
    const clean = await cli(['cleanup', '--owner', emu.org, '--older-than', '0s']);
    expect(clean.code, clean.stdout + clean.stderr).toBe(0);
    expect(emu.listRepos().filter((r) => r.full_name.includes('/eval-'))).toEqual([]);
  });

  it('SIGTERM while 4 cases are in the agent step stops the agents and leaves zero fixture repos', async () => {
    const hangDir = path.join(tmp, 'hang-eval');
    await mkdir(path.join(hangDir, 'tiny/cases'), { recursive: true });
    await cp(path.join(evalDir, 'agent.mjs'), path.join(hangDir, 'agent.mjs'));
    await writeFile(path.join(hangDir, 'tiny/eval.yaml'), (await readFile(path.join(evalDir, 'tiny/eval.yaml'), 'utf8')).replace('parallelism: 3', 'parallelism: 4'));
    for (const id of ['001', '002', '003', '004']) {
      const dir = path.join(hangDir, 'tiny/cases', `${id}-hang`);
      await mkdir(dir, { recursive: true });
      await writeFile(path.join(dir, 'input.yaml'), `forge: github\nfixture:\n  type: issue\n  title: hang ${id}\n  body: b\nturns: 1\nmode: hang\n`);
      await writeFile(path.join(dir, 'annotations.yaml'), 'max_turns: 5\nmax_cost_usd: 1\n');
    }
    let sent = false;
    const res = await cli(['run', 'hang-eval', '--sandbox', 'none', '--output', 'out/hang'], {
      onStdout: (out, child) => {
        if (!sent && (out.match(/running agent/g) ?? []).length === 4) {
          sent = true;
          // All four fixtures exist while the agents run.
          expect(emu.listRepos().filter((r) => r.full_name.includes('/eval-tiny-00')).length).toBe(4);
          child.kill('SIGTERM');
        }
      },
    });
    expect(sent).toBe(true);
    expect(res.code).toBe(3);
    expect(res.stderr).toContain('SIGTERM received');
    expect(emu.listRepos().filter((r) => r.full_name.includes('/eval-tiny-00'))).toEqual([]);
    // No agent process is left behind.
    const left = (() => {
      try {
        return execFileSync('pgrep', ['-f', path.join(hangDir, 'agent.mjs')], { encoding: 'utf8' }).trim();
      } catch {
        return '';
      }
    })();
    expect(left).toBe('');
    // Partial results were written.
    const partial = JSON.parse(await readFile(path.join(tmp, 'out/hang/results.json'), 'utf8')) as Results;
    expect(partial.cases.every((c) => c.status === 'error')).toBe(true);
  });
});
