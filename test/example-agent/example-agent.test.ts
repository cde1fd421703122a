// The scripted example agent and the deterministic stand-in judge, run as real
// processes against the local GitHub emulator, on fixtures created from the
// bundled cases under eval/.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGitHubEmulator, type GitHubEmulator } from '../../src/emulator/github-emulator.js';
import { FixtureProvider, type Fixture } from '../../src/fixtures/fixture-provider.js';
import { createGitHubClient } from '../../src/fixtures/github-client.js';
import type { CaseConfig } from '../../src/model/config.js';
import { loadEvalDir } from '../../src/model/load-suites.js';
import type { FixtureState } from '../../src/types.js';
import { startFakeGitHub } from './fake-github.js';

const ROOT = resolve(import.meta.dirname, '..', '..');
const EVAL_DIR = join(ROOT, 'eval');
const AGENT = join(EVAL_DIR, 'agents', 'example-agent.mjs');
const JUDGE = join(EVAL_DIR, 'judges', 'deterministic-judge.mjs');
// Sonnet list prices, USD per million tokens.
const PRICE = { input: 3, output: 15, cacheWrite: 3.75, cacheRead: 0.3 };

interface ProcResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

function runProcess(argv: string[], opts: { cwd?: string; env?: Record<string, string>; stdin?: string; timeoutMs?: number } = {}): Promise<ProcResult> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, argv, {
      cwd: opts.cwd,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...opts.env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString('utf8')));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString('utf8')));
    const timer = setTimeout(() => child.kill('SIGKILL'), opts.timeoutMs ?? 30_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolvePromise({ code, stdout, stderr });
    });
    child.stdin.end(opts.stdin ?? '');
  });
}

type Line = Record<string, any>;

function parseStream(stdout: string): Line[] {
  return stdout.split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l) as Line);
}

/** Checks the transcript is stream-json whose counts and costs add up; returns the result line. */
function checkStreamJson(lines: Line[]): Line {
  expect(lines[0]).toMatchObject({ type: 'system', subtype: 'init', model: 'claude-sonnet-4-5' });
  expect(typeof lines[0].session_id).toBe('string');
  expect(lines[0].tools).toContain('Bash');
  const assistants = lines.filter((l) => l.type === 'assistant');
  const ids = new Set(assistants.map((l) => l.message.id as string));
  const toolUses = assistants.flatMap((l) => l.message.content).filter((b: Line) => b.type === 'tool_use');
  const toolResults = lines.filter((l) => l.type === 'user').flatMap((l) => l.message.content);
  for (const use of toolUses) {
    expect(use.id).toMatch(/^toolu_/);
    expect(toolResults.filter((r: Line) => r.tool_use_id === use.id)).toHaveLength(1);
  }
  expect(new Set(toolUses.map((u: Line) => u.id)).size).toBe(toolUses.length);
  const results = lines.filter((l) => l.type === 'result');
  expect(results).toHaveLength(1);
  const result = results[0];
  expect(lines[lines.length - 1]).toBe(result);
  expect(result).toMatchObject({ subtype: 'success', is_error: false, session_id: lines[0].session_id });
  expect(result.num_turns).toBe(ids.size);

  // Usage per message id (blocks of one message repeat the same usage), summed.
  const perMessage = new Map<string, Line>();
  for (const a of assistants) perMessage.set(a.message.id, a.message.usage);
  const sum = { input: 0, output: 0, cw: 0, cr: 0 };
  for (const u of perMessage.values()) {
    sum.input += u.input_tokens;
    sum.output += u.output_tokens;
    sum.cw += u.cache_creation_input_tokens;
    sum.cr += u.cache_read_input_tokens;
  }
  const mu = result.modelUsage['claude-sonnet-4-5'];
  expect(mu).toMatchObject({ inputTokens: sum.input, outputTokens: sum.output, cacheCreationInputTokens: sum.cw, cacheReadInputTokens: sum.cr });
  expect(result.usage).toMatchObject({ input_tokens: sum.input, output_tokens: sum.output, cache_creation_input_tokens: sum.cw, cache_read_input_tokens: sum.cr });
  const expectedCost = (sum.input * PRICE.input + sum.output * PRICE.output + sum.cw * PRICE.cacheWrite + sum.cr * PRICE.cacheRead) / 1e6;
  expect(mu.costUSD).toBeCloseTo(expectedCost, 5);
  const total = Object.values(result.modelUsage as Record<string, Line>).reduce((s, m) => s + m.costUSD, 0);
  expect(result.total_cost_usd).toBeCloseTo(total, 9);
  expect(result.duration_ms).toBeGreaterThanOrEqual(result.duration_api_ms);
  return result;
}

describe('example agent and deterministic judge against the GitHub emulator', () => {
  let emu: GitHubEmulator;
  let provider: FixtureProvider;
  let cases: Map<string, CaseConfig>;
  const scratch: string[] = [];

  beforeAll(async () => {
    emu = await startGitHubEmulator({ token: 'emu-secret-token-0123456789' });
    const client = createGitHubClient({ token: emu.token, apiUrl: emu.apiUrl, maxRetries: 1, retryBaseMs: 10 });
    provider = new FixtureProvider({ client, serverUrl: emu.serverUrl, token: emu.token, owner: emu.org, runId: 'example-agent-test', captureRounds: 2, captureSettleMs: 10 });
    const loaded = await loadEvalDir({ evalDir: EVAL_DIR });
    cases = new Map(loaded.suites.flatMap((s) => s.cases.map((c) => [`${s.skill}/${c.id}`, c] as const)));
  });

  afterAll(async () => {
    await emu?.close();
    for (const d of scratch) await rm(d, { recursive: true, force: true });
  });

  async function runCase(key: string, behaviour = 'normal', token?: string): Promise<{ proc: ProcResult; fixture: Fixture; state: FixtureState }> {
    const cc = cases.get(key);
    if (!cc) throw new Error(`case ${key} not found under eval/`);
    const fixture = await provider.create(cc);
    const workspace = await mkdtemp(join(tmpdir(), 'example-agent-ws-'));
    scratch.push(workspace);
    await provider.cloneWorkspace(fixture, workspace);
    const outputDir = await mkdtemp(join(tmpdir(), 'example-agent-out-'));
    scratch.push(outputDir);
    const proc = await runProcess([AGENT, cc.skill, '--behaviour', behaviour], {
      cwd: workspace,
      env: {
        FIXTURE_URL: fixture.url, FIXTURE_NUMBER: String(fixture.number), FIXTURE_TYPE: fixture.type,
        EPHEMERAL_REPO: fixture.repo, FORGE: 'github', GH_TOKEN: token ?? emu.token, GITHUB_TOKEN: token ?? emu.token,
        GITHUB_API_URL: emu.apiUrl, GITHUB_SERVER_URL: emu.serverUrl, OUTPUT_DIR: outputDir,
      },
    });
    const state = await provider.capture(fixture);
    return { proc, fixture, state };
  }

  function judge(state: FixtureState, annotations: Record<string, unknown>, name: string, annotationsYaml?: string): Promise<ProcResult> {
    const prompt = [
      `You are evaluating an agent's work.`,
      `Here is the captured state after the agent ran:`,
      JSON.stringify(state, null, 2),
      `Here is what the test case author expects:`,
      annotationsYaml ?? JSON.stringify(annotations),
      `Respond with just a number 1-5.`,
    ].join('\n');
    return runProcess([JUDGE], { stdin: prompt, env: { JUDGE_NAME: name, JUDGE_SCALE_MIN: '1', JUDGE_SCALE_MAX: '5' } });
  }

  it('labels a reproducible bug `bug`, names the code in one comment, and prints consistent stream-json', async () => {
    const { proc, state } = await runCase('triage/001-bug-url-encoding');
    expect(proc.stderr).toBe('');
    expect(proc.code).toBe(0);
    expect(state.labels).toEqual(['bug']);
    expect(state.comments).toHaveLength(1);
    expect(state.comments[0].body).toMatch(/src\/(query|encode)\.js/);
    const result = checkStreamJson(parseStream(proc.stdout));
    expect(result.num_turns).toBeLessThanOrEqual(15);
    expect(result.total_cost_usd).toBeGreaterThan(0.01);
    expect(result.total_cost_usd).toBeLessThan(0.5);
    expect(proc.stdout).not.toContain(emu.token);

    // The tool calls in the transcript are the API calls the emulator saw.
    const names = parseStream(proc.stdout).filter((l) => l.type === 'assistant').flatMap((l) => l.message.content).filter((b: Line) => b.type === 'tool_use').map((b: Line) => b.name);
    expect(names).toEqual(expect.arrayContaining(['mcp__github__get_issue', 'mcp__github__list_issues', 'Grep', 'Read', 'mcp__github__add_issue_comment', 'mcp__github__update_issue']));

    // The same captured state scores top marks with the stand-in judge.
    const cc = cases.get('triage/001-bug-url-encoding')!;
    const yamlText = await readFile(cc.annotationsFile, 'utf8');
    const verdict = await judge(state, cc.annotations, 'triage_quality', yamlText);
    expect(verdict.code).toBe(0);
    const out = JSON.parse(verdict.stdout);
    expect(out).toMatchObject({ score: 5, label: 'deterministic stand-in (no LLM key set)' });
    expect(out.rationale).toContain('4/4');
  });

  it('labels a duplicate and links the original seed issue', async () => {
    const { proc, fixture, state } = await runCase('triage/004-duplicate-issue');
    expect(proc.code).toBe(0);
    expect(state.labels).toEqual(['duplicate']);
    const original = state.seed_issues.find((s) => /emoji/i.test(s.title));
    expect(original).toBeDefined();
    expect(fixture.seedNumbers).toContain(original!.number);
    expect(state.comments[0].body).toContain(`#${original!.number}`);
    checkStreamJson(parseStream(proc.stdout));
  });

  it('requests changes on a risky auth PR, names both files and labels it risk/high', async () => {
    const { proc, state } = await runCase('review/002-risk-high-auth-change');
    expect(proc.code).toBe(0);
    expect(state.labels).toEqual(['risk/high']);
    expect(state.reviews?.map((r) => r.state)).toEqual(['CHANGES_REQUESTED']);
    expect(state.reviews?.[0].body).toContain('src/auth/middleware.js');
    expect(state.reviews?.[0].body).toContain('CODEOWNERS');
    checkStreamJson(parseStream(proc.stdout));
    const cc = cases.get('review/002-risk-high-auth-change')!;
    const out = JSON.parse((await judge(state, cc.annotations, 'review_quality')).stdout);
    expect(out.score).toBe(5);
  });

  it('leaves an LGTM comment review (never an approval) on a clean docs PR', async () => {
    const { proc, state } = await runCase('review/001-clean-docs-change');
    expect(proc.code).toBe(0);
    expect(state.labels).toEqual(['risk/low']);
    expect(state.reviews?.map((r) => r.state)).toEqual(['COMMENTED']);
    expect(state.reviews?.[0].body).toMatch(/^LGTM/);
  });

  it('with --behaviour loop takes more than 50 turns and costs more', async () => {
    const { proc, state } = await runCase('triage/003-feature-request', 'loop');
    expect(proc.code).toBe(0);
    const result = checkStreamJson(parseStream(proc.stdout));
    expect(result.num_turns).toBeGreaterThan(50);
    expect(result.total_cost_usd).toBeGreaterThan(0.2);
    expect(state.labels).toEqual(['enhancement']);
  });

  it('with --behaviour wrong-label applies a forbidden label, and the judge scores it low', async () => {
    const { proc, state } = await runCase('triage/002-needs-info-vague-crash', 'wrong-label');
    expect(proc.code).toBe(0);
    expect(state.labels).toEqual(['bug']);
    const cc = cases.get('triage/002-needs-info-vague-crash')!;
    const verdict = JSON.parse((await judge(state, cc.annotations, 'triage_quality', await readFile(cc.annotationsFile, 'utf8'))).stdout);
    expect(verdict.score).toBeLessThanOrEqual(2);
    expect(verdict.rationale).toContain('forbidden labels present: bug');
    expect(verdict.rationale).toContain('missing required labels: needs-info');
  });

  it('with --behaviour crash exits 1 midway without a result line', async () => {
    const { proc, state } = await runCase('triage/001-bug-url-encoding', 'crash');
    expect(proc.code).toBe(1);
    expect(proc.stderr).toContain('simulated crash');
    const lines = parseStream(proc.stdout);
    expect(lines.some((l) => l.type === 'assistant')).toBe(true);
    expect(lines.some((l) => l.type === 'result')).toBe(false);
    expect(state.labels).toEqual([]);
  });

  it('stops with exit 1 and a clear message on an API error, without printing the token', async () => {
    const bad = 'wrong-token-abcdef0123456789';
    const { proc } = await runCase('triage/001-bug-url-encoding', 'normal', bad);
    expect(proc.code).toBe(1);
    expect(proc.stderr).toMatch(/GET \/repos\/.+\/issues\/\d+ failed: HTTP 401 Bad credentials/);
    expect(proc.stdout + proc.stderr).not.toContain(bad);
    expect(parseStream(proc.stdout).some((l) => l.type === 'result')).toBe(false);
  });
});

describe('example agent against a minimal recording server', () => {
  it('retries a 502 and falls back to the contents API when a PR file has no patch', async () => {
    const gh = await startFakeGitHub({
      owner: 'acme', repo: 'shop',
      issues: [{ number: 7, title: 'Add payment config', body: 'config', pull_request: true }],
      pullFiles: { 7: [{ filename: 'config/payments.json', status: 'added', content: '{ "apiKey": "sk_live_EXAMPLEnotarealkey000" }\n' }] },
      failRequests: [1],
    });
    const ws = await mkdtemp(join(tmpdir(), 'example-agent-ws-'));
    try {
      const proc = await runProcess([AGENT, 'review'], {
        cwd: ws,
        env: { GH_TOKEN: 'tok-123456', GITHUB_API_URL: gh.apiUrl, EPHEMERAL_REPO: 'acme/shop', FIXTURE_NUMBER: '7', FIXTURE_TYPE: 'pull_request' },
      });
      expect(proc.stderr).toBe('');
      expect(proc.code).toBe(0);
      expect(gh.requests[0].path).toBe('/api/v3/repos/acme/shop/pulls/7');
      expect(gh.requests[1].path).toBe('/api/v3/repos/acme/shop/pulls/7');
      expect(gh.requests.every((r) => r.authorization === 'Bearer tok-123456')).toBe(true);
      expect(gh.requests.some((r) => r.path.startsWith('/api/v3/repos/acme/shop/contents/config/payments.json?ref='))).toBe(true);
      expect(gh.reviews.get(7)).toEqual([{ event: 'REQUEST_CHANGES', body: expect.stringContaining('`config/payments.json`: adds what looks like a hard-coded secret') }]);
      expect(gh.labels.get(7)).toEqual(['risk/high']);
      checkStreamJson(parseStream(proc.stdout));
    } finally {
      await gh.close();
      await rm(ws, { recursive: true, force: true });
    }
  });

  it('with --behaviour hang prints its first turn and keeps running until killed', async () => {
    const gh = await startFakeGitHub({ owner: 'acme', repo: 'shop', issues: [{ number: 1, title: 't', body: 'b' }] });
    const child = spawn(process.execPath, [AGENT, 'triage', '--behaviour', 'hang'], {
      env: { PATH: process.env.PATH ?? '', GH_TOKEN: 'tok', GITHUB_API_URL: gh.apiUrl, EPHEMERAL_REPO: 'acme/shop', FIXTURE_NUMBER: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      let stdout = '';
      child.stdout.on('data', (c: Buffer) => (stdout += c.toString('utf8')));
      await new Promise((r) => setTimeout(r, 1500));
      expect(child.exitCode).toBeNull();
      const lines = parseStream(stdout);
      expect(lines[0].type).toBe('system');
      expect(lines.some((l) => l.type === 'assistant')).toBe(true);
      expect(lines.some((l) => l.type === 'result')).toBe(false);
    } finally {
      child.kill('SIGKILL');
      await gh.close();
    }
  });

  it('rejects an unknown skill or behaviour with exit 1 and a message naming the choices', async () => {
    const env = { GH_TOKEN: 'tok', GITHUB_API_URL: 'http://127.0.0.1:9/api/v3', EPHEMERAL_REPO: 'a/b', FIXTURE_NUMBER: '1' };
    const skill = await runProcess([AGENT, 'deploy'], { env });
    expect(skill.code).toBe(1);
    expect(skill.stderr).toContain('unknown skill "deploy"; expected one of: triage, review');
    const behaviour = await runProcess([AGENT, 'triage', '--behaviour', 'explode'], { env });
    expect(behaviour.code).toBe(1);
    expect(behaviour.stderr).toContain('unknown --behaviour "explode"');
    expect(skill.stdout + behaviour.stdout).toBe('');
    const noRepo = await runProcess([AGENT, 'triage'], { env: { GH_TOKEN: 'tok' } });
    expect(noRepo.stderr).toContain('EPHEMERAL_REPO (owner/name) or FIXTURE_URL must be set');
  });

  it('the failing examples use the same agent file as eval/', async () => {
    const a = await readFile(AGENT, 'utf8');
    const b = await readFile(join(ROOT, 'examples', 'failing', 'agents', 'example-agent.mjs'), 'utf8');
    expect(b === a).toBe(true);
  });
});

describe('deterministic judge', () => {
  const annotationsYaml = [
    'state: open',
    'labels:',
    '  required: [bug]',
    '  forbidden:',
    '    - needs-info',
    'max_turns: 15',
    'max_cost_usd: 0.50',
    'triage_expectations: |',
    '  The cause is in src/encode.js.',
  ].join('\n');
  const state = (labels: string[], comments: string[]) => ({
    fixture_type: 'issue', number: 3, labels, comments: comments.map((body) => ({ author: 'bot', body, created_at: '2026-01-01T00:00:00Z' })), seed_issues: [],
  });
  const wrapped = (s: unknown) => `Here is the captured state:\n${JSON.stringify({ files: { 'output/fixture-state.json': JSON.stringify(s) } })}\nExpectations:\n${annotationsYaml}\n\nRespond with just a number 1-5.`;

  it('reads state wrapped as fullsend outputs and maps 0-4 points onto the declared scale', async () => {
    const good = await runProcess([JUDGE], { stdin: wrapped(state(['bug'], ['The bug is in `src/encode.js`.'])), env: { JUDGE_NAME: 'triage_quality', JUDGE_SCALE_MIN: '0', JUDGE_SCALE_MAX: '10' } });
    expect(JSON.parse(good.stdout).score).toBe(10);
    const bad = await runProcess([JUDGE], { stdin: wrapped(state(['needs-info'], [])), env: { JUDGE_NAME: 'triage_quality', JUDGE_SCALE_MIN: '0', JUDGE_SCALE_MAX: '10' } });
    expect(JSON.parse(bad.stdout)).toMatchObject({ score: 0 });
    const noCode = await runProcess([JUDGE], { stdin: wrapped(state(['bug'], ['Thanks, looking into it.'])), env: { JUDGE_NAME: 'triage_quality' } });
    expect(JSON.parse(noCode.stdout).score).toBe(4);
  });

  it('scores the bottom of the scale when the prompt has no state, and rejects a bad scale', async () => {
    const none = await runProcess([JUDGE], { stdin: 'nothing here', env: { JUDGE_NAME: 'x', JUDGE_SCALE_MIN: '1', JUDGE_SCALE_MAX: '5' } });
    expect(none.code).toBe(0);
    expect(JSON.parse(none.stdout).score).toBe(1);
    const badScale = await runProcess([JUDGE], { stdin: 'x', env: { JUDGE_SCALE_MIN: '5', JUDGE_SCALE_MAX: '1' } });
    expect(badScale.code).toBe(2);
    expect(badScale.stderr).toContain('JUDGE_SCALE_MIN/JUDGE_SCALE_MAX');
  });
});
