import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/cli-helper.js';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');

async function put(file: string, text: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, text);
}

const GOOD_INPUT = 'forge: github\nfixture:\n  type: issue\n  title: Login fails\n  body: it breaks\n';
const GOOD_ANN = 'state: open\nmax_turns: 20\nmax_cost_usd: 1.5\n';

let tmp: string;
let evalDir: string;

beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'ff-lint-'));
  evalDir = path.join(tmp, 'eval');
  const bad = path.join(evalDir, 'bad');
  await put(
    path.join(bad, 'eval.yaml'),
    [
      'name: bad', //                          1
      'skill: bad', //                         2
      'runner:', //                            3
      '  command: ["node", "agent.mjs"]', //   4
      'judges:', //                            5
      '  - name: quality', //                  6
      '    prompt: "Rate {{ outputs }}"', //   7
      '  - name: nothing', //                  8
      '    description: no way to judge', //   9
      'thresholds:', //                        10
      '  ghost:', //                           11
      '    min_pass_rate: 0.9', //             12
      '  quality:', //                         13
      '    min_pass_rate: 1.5', //             14
      'surprise: true', //                     15
      '',
    ].join('\n'),
  );
  await put(path.join(bad, 'cases/001-ok/input.yaml'), GOOD_INPUT);
  await put(path.join(bad, 'cases/001-ok/annotations.yaml'), GOOD_ANN);
  await put(path.join(bad, 'cases/002-no-annotations/input.yaml'), GOOD_INPUT);
  await put(path.join(bad, 'cases/003-missing-turns/input.yaml'), GOOD_INPUT);
  await put(path.join(bad, 'cases/003-missing-turns/annotations.yaml'), 'state: open\nmax_cost_usd: 1\n');
  await put(path.join(bad, 'cases/004-quoted/input.yaml'), GOOD_INPUT);
  await put(path.join(bad, 'cases/004-quoted/annotations.yaml'), 'state: open\nmax_turns: "45"\nmax_cost_usd: -1\n');
  await put(path.join(bad, 'cases/005-unknown-type/input.yaml'), 'forge: github\nfixture:\n  type: discussion\n  title: x\n');
  await put(path.join(bad, 'cases/005-unknown-type/annotations.yaml'), GOOD_ANN);
  await put(path.join(bad, 'cases/006-pr-no-files/input.yaml'), 'forge: github\nfixture:\n  type: pull_request\n  title: x\n');
  await put(path.join(bad, 'cases/006-pr-no-files/annotations.yaml'), GOOD_ANN);
  await put(path.join(bad, 'cases/007-escape/input.yaml'), GOOD_INPUT);
  await put(path.join(bad, 'cases/007-escape/annotations.yaml'), GOOD_ANN);
  await mkdir(path.join(tmp, 'outside'), { recursive: true });
  await symlink(path.join(tmp, 'outside'), path.join(bad, 'cases/007-escape/repo'));
  await put(path.join(bad, 'cases/008-turns-zero/input.yaml'), GOOD_INPUT);
  await put(path.join(bad, 'cases/008-turns-zero/annotations.yaml'), 'max_turns: 0\nmax_cost_usd: 1\n');

  await put(path.join(evalDir, 'broken/eval.yaml'), 'name: broken\nrunner:\n  command: agent: x\n');
  await put(path.join(evalDir, 'empty/eval.yaml'), 'name: empty\nrunner:\n  command: agent\n');
  await mkdir(path.join(evalDir, 'empty/cases'), { recursive: true });
});

afterAll(async () => {
  await rm(tmp, { recursive: true, force: true });
});

async function lint(args: string[]) {
  const out: string[] = [];
  const code = await runCli(['lint', ...args], { out: (l) => out.push(l), err: (l) => out.push(l), env: process.env, cwd: tmp });
  return { code, out };
}

describe('lint on a suite seeded with every authoring error', () => {
  it('reports each problem at its file, line and column, then a count, and exits 2', async () => {
    const { code, out } = await lint(['eval']);
    expect(code).toBe(2);
    const has = (prefix: string, text: string) => {
      const hit = out.find((l) => l.startsWith(prefix) && l.includes(text));
      expect(hit, `expected a line starting ${prefix} containing '${text}' in:\n${out.join('\n')}`).toBeTruthy();
    };
    has('eval/broken/eval.yaml:3:', 'malformed YAML');
    has('eval/bad/cases/002-no-annotations/annotations.yaml:1:1:', 'has no annotations.yaml');
    has('eval/bad/cases/003-missing-turns/annotations.yaml:1:1:', 'max_turns is missing');
    has('eval/bad/cases/004-quoted/annotations.yaml:2:1:', 'max_turns is quoted');
    has('eval/bad/cases/004-quoted/annotations.yaml:3:1:', 'max_cost_usd must be a positive number');
    has('eval/bad/cases/008-turns-zero/annotations.yaml:1:1:', 'max_turns must be a positive number');
    has('eval/bad/eval.yaml:11:3:', "judge 'ghost', which does not exist");
    has('eval/bad/eval.yaml:8:5:', "judge 'nothing' has neither prompt, check nor a built-in type");
    has('eval/bad/eval.yaml:14:5:', 'min_pass_rate: 1.5 is out of range');
    has('eval/bad/cases/005-unknown-type/input.yaml:3:', 'unknown fixture type');
    has('eval/bad/cases/006-pr-no-files/input.yaml:3:', 'pull_request fixture needs fixture.files');
    has('eval/bad/cases/007-escape/repo:1:1:', 'repo link escapes the eval directory');
    has('eval/empty/eval.yaml:1:1:', 'is empty');
    has('eval/bad/eval.yaml:15:1:', "warning: unknown key 'surprise'");
    expect(out[out.length - 1]).toMatch(/^13 errors, 1 warning in \d+ suites? and \d+ cases?$/);
  });

  it('limits itself to one suite with --skill', async () => {
    const { code, out } = await lint(['eval', '--skill', 'empty']);
    expect(code).toBe(2);
    expect(out.filter((l) => l.includes('eval/bad/'))).toEqual([]);
    expect(out[out.length - 1]).toMatch(/^1 error, 0 warnings/);
  });

  it('exits 0 on the bundled example suite', async () => {
    const out: string[] = [];
    const code = await runCli(['lint', 'eval'], { out: (l) => out.push(l), err: (l) => out.push(l), env: process.env, cwd: root });
    expect(out.filter((l) => /: (?!warning)/.test(l) && /:\d+:\d+: /.test(l))).toEqual([]);
    expect(code).toBe(0);
  });

  it('exits 2 from a real process, printing path:line:col lines', async () => {
    const err = await run(process.execPath, ['--import', pathToFileURL(path.join(root, 'node_modules/tsx/dist/loader.mjs')).href, path.join(root, 'src/cli.ts'), 'lint', 'eval', '--skill', 'bad'], { cwd: tmp }).catch((e) => e);
    expect(err.code).toBe(2);
    expect(err.stdout).toMatch(/^eval\/bad\/eval\.yaml:11:3: /m);
  });
});
