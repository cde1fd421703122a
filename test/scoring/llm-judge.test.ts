import { chmod, mkdtemp, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { JudgeConfig } from '../../src/model/config.js';
import { JudgeCache } from '../../src/scoring/judge-cache.js';
import { runLlmJudge, type LlmJudgeContext } from '../../src/scoring/llm-judge.js';
import { startLlmServer, type LlmServer } from '../helpers/llm-servers.js';
import { caseConfig, fixtureState, judge, makeRunDir } from './builders.js';
import { TRIAGE_PROMPT } from './fullsend-triage.js';

let server: LlmServer;
let runDir: string;

beforeAll(async () => {
  server = await startLlmServer();
  runDir = await makeRunDir({ state: fixtureState(), outputFiles: { 'big.txt': 'x'.repeat(30_000), 'notes.md': 'short note' } });
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.requests.length = 0;
  server.setDefault({ kind: 'score', score: 4, rationale: 'good triage' });
});

const annotations = { max_turns: 15, max_cost_usd: 2, labels: { required: ['bug'] }, triage_expectations: 'Label as bug; ask for a repro.' };

function ctx(env: NodeJS.ProcessEnv, extra: Partial<LlmJudgeContext> = {}): LlmJudgeContext {
  return {
    suite: { models: { judge: 'claude-sonnet-4-5' } },
    caseConfig: caseConfig({ annotations }),
    runDir,
    fixtureState: fixtureState(),
    threshold: 0.75,
    env,
    cache: null,
    llmTimeoutMs: 5_000,
    llmMaxRetries: 2,
    ...extra,
  };
}

const anthropicEnv = () => ({ ANTHROPIC_API_KEY: 'sk-test-anthropic', ANTHROPIC_BASE_URL: server.url });
const openaiEnv = () => ({ OPENAI_API_KEY: 'sk-test-openai', OPENAI_BASE_URL: `${server.url}/v1` });
const quality = (extra: Partial<JudgeConfig> = {}) => judge({ name: 'triage_quality', kind: 'prompt', prompt: TRIAGE_PROMPT, ...extra });

describe('LLM judges through the real SDKs', () => {
  it('anthropic: forced submit_score tool call, rendered prompt, model, usage and cost', async () => {
    const r = await runLlmJudge(quality({ files: ['output/notes.md', 'output/big.txt', 'output/missing.md'] }), ctx(anthropicEnv()));
    expect(r).toMatchObject({ name: 'triage_quality', kind: 'prompt', value: 4, score: 0.75, pass: true, error: null, rationale: 'good triage', scale: [1, 5] });
    expect(server.requests).toHaveLength(1);
    const req = server.requests[0];
    expect(req.api).toBe('anthropic');
    // SDK versions differ in where the key goes (x-api-key or a bearer token); either way it is the one from env.
    expect(String(req.headers['x-api-key'] ?? req.headers.authorization)).toMatch(/^(Bearer )?sk-test-anthropic$/);
    expect(req.body.tool_choice).toEqual({ type: 'tool', name: 'submit_score' });
    expect(req.body.tools[0]).toMatchObject({ name: 'submit_score', input_schema: { required: ['score', 'rationale'] } });
    expect(req.model).toBe('claude-sonnet-4-5');
    // {{ outputs }}: the fixture state as JSON and the chosen files, capped; {{ annotations }}: YAML.
    expect(req.prompt).not.toContain('{{');
    expect(req.prompt).toContain('"title": "Crash when the URL has spaces"');
    expect(req.prompt).toContain('### output/notes.md\n```\nshort note\n```');
    expect(req.prompt).toContain('[... cut: showing the first 20480 of 30000 bytes]');
    expect(req.prompt).not.toContain('x'.repeat(20_481));
    expect(req.prompt).toContain('### output/missing.md\n(file not found)');
    expect(req.prompt).toContain('triage_expectations: Label as bug; ask for a repro.');
    expect(req.prompt).toContain('labels:\n  required:\n    - bug');
    expect(r.usage).toMatchObject({ model: 'claude-sonnet-4-5', output_tokens: 25, calls: 1, cached: false });
    expect(r.usage!.input_tokens).toBeGreaterThan(100);
    // claude-sonnet-4-5 is $3/M input and $15/M output in the price data.
    expect(r.usage!.cost_usd).toBeCloseTo((r.usage!.input_tokens * 3 + 25 * 15) / 1e6, 8);
  });

  it('openai-compatible: forced function call', async () => {
    server.reply({ kind: 'score', score: 2, rationale: 'weak', inputTokens: 1000, outputTokens: 100 });
    const r = await runLlmJudge(quality({ model: 'gpt-4o-mini' }), ctx(openaiEnv()));
    expect(r).toMatchObject({ value: 2, score: 0.25, pass: false, error: null, rationale: 'weak' });
    const req = server.requests[0];
    expect(req.api).toBe('openai');
    expect(req.headers.authorization).toBe('Bearer sk-test-openai');
    expect(req.body.tool_choice).toEqual({ type: 'function', function: { name: 'submit_score' } });
    expect(req.body.tools[0].function.name).toBe('submit_score');
    expect(req.model).toBe('gpt-4o-mini');
    expect(r.usage).toMatchObject({ model: 'gpt-4o-mini', input_tokens: 1000, output_tokens: 100, calls: 1 });
    expect(r.usage!.cost_usd).toBeGreaterThan(0);
  });

  it('vertex: rawPredict path with project, region and model, Google bearer token from the SDK auth option', async () => {
    const authClient = { projectId: undefined, getRequestHeaders: async () => new Headers({ authorization: 'Bearer fake-google-token' }) };
    const env = { ANTHROPIC_VERTEX_PROJECT_ID: 'proj-1', CLOUD_ML_REGION: 'us-east5', ANTHROPIC_VERTEX_BASE_URL: `${server.url}/v1` };
    const r = await runLlmJudge(quality({ model: 'claude-sonnet-4-5@20250929' }), ctx(env, { vertexAuth: { authClient: authClient as any } }));
    expect(r).toMatchObject({ value: 4, pass: true, error: null });
    const req = server.requests[0];
    expect(req).toMatchObject({ api: 'vertex', project: 'proj-1', region: 'us-east5', model: 'claude-sonnet-4-5@20250929' });
    expect(req.headers.authorization).toBe('Bearer fake-google-token');
    expect(req.body.tool_choice).toEqual({ type: 'tool', name: 'submit_score' });
    expect(req.body.anthropic_version).toBeTruthy();
    expect(req.body.model).toBeUndefined();
    expect(r.usage!.calls).toBe(1);
  });

  it('samples: N calls, the median score with its rationale', async () => {
    server.reply({ kind: 'score', score: 2, rationale: 'two' }, { kind: 'score', score: 5, rationale: 'five' }, { kind: 'score', score: 3, rationale: 'three' });
    const r = await runLlmJudge(quality({ samples: 3 }), ctx(anthropicEnv()));
    expect(server.requests).toHaveLength(3);
    expect(r.value).toBe(3);
    expect(r.rationale).toMatch(/^three \[samples: /);
    expect(r.usage!.calls).toBe(3);
  });

  it('an off-scale score is an error', async () => {
    server.reply({ kind: 'score', score: 7 });
    const r = await runLlmJudge(quality(), ctx(anthropicEnv()));
    expect(r).toMatchObject({ value: null, score: null, pass: false, error: "malformed answer: score 7 is off the judge's 1-5 scale" });
    expect(r.usage!.calls).toBe(1);
  });

  it('malformed answers are errors: text only, a non-numeric score, non-JSON arguments', async () => {
    server.reply({ kind: 'text', text: '4' });
    const text = await runLlmJudge(quality(), ctx(anthropicEnv()));
    expect(text.error).toBe('malformed answer: no submit_score tool call in the answer (text: "4")');
    server.reply({ kind: 'score', score: 'excellent' });
    const word = await runLlmJudge(quality(), ctx(anthropicEnv()));
    expect(word.error).toBe('malformed answer: non-numeric score "excellent"');
    server.reply({ kind: 'bad_arguments', arguments: '{score: 4' });
    const args = await runLlmJudge(quality({ model: 'gpt-4o-mini' }), ctx(openaiEnv()));
    expect(args.error).toMatch(/^malformed answer: the submit_score arguments are not a JSON object/);
    server.reply({ kind: 'text', text: 'I think 4' });
    const openaiText = await runLlmJudge(quality({ model: 'gpt-4o-mini' }), ctx(openaiEnv()));
    expect(openaiText.error).toBe('malformed answer: no submit_score tool call in the answer (text: "I think 4")');
  });

  it('529 overloaded then success passes after 2 requests; 429 with retry-after too', async () => {
    server.reply({ kind: 'status', status: 529, retryAfterMs: 20 }, { kind: 'score', score: 5 });
    const r = await runLlmJudge(quality(), ctx(anthropicEnv()));
    expect(r).toMatchObject({ value: 5, pass: true, error: null });
    expect(server.requests).toHaveLength(2);
    expect(r.usage!.calls).toBe(2);

    server.requests.length = 0;
    server.reply({ kind: 'status', status: 429, retryAfterS: 0.02 }, { kind: 'score', score: 4 });
    const o = await runLlmJudge(quality({ model: 'gpt-4o-mini' }), ctx(openaiEnv()));
    expect(o).toMatchObject({ value: 4, error: null });
    expect(server.requests).toHaveLength(2);
  });

  it('retries run out: the error names the status and the request count', async () => {
    server.reply({ kind: 'status', status: 529, retryAfterMs: 5 }, { kind: 'status', status: 529, retryAfterMs: 5 }, { kind: 'status', status: 529, retryAfterMs: 5 });
    const r = await runLlmJudge(quality(), ctx(anthropicEnv(), { llmMaxRetries: 2 }));
    expect(r.error).toMatch(/^anthropic: HTTP 529 overloaded after 3 requests/);
    expect(server.requests).toHaveLength(3);
    expect(r.usage!.calls).toBe(3);
  });

  it('a hanging server times out into an error', async () => {
    server.reply({ kind: 'hang' }, { kind: 'hang' });
    const started = Date.now();
    const r = await runLlmJudge(quality(), ctx(anthropicEnv(), { llmTimeoutMs: 300, llmMaxRetries: 1 }));
    expect(r).toMatchObject({ value: null, pass: false });
    expect(r.error).toBe('anthropic: request timed out (2 requests)');
    expect(server.requests).toHaveLength(2);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('cache: an identical rerun makes no request, noCache makes one, an errored call is not cached', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'judge-cache-'));
    const cache = new JudgeCache(dir);
    const first = await runLlmJudge(quality(), ctx(anthropicEnv(), { cache }));
    expect(first.usage).toMatchObject({ cached: false, calls: 1 });
    expect(await readdir(dir)).toHaveLength(1);

    const second = await runLlmJudge(quality(), ctx(anthropicEnv(), { cache }));
    expect(server.requests).toHaveLength(1);
    expect(second).toMatchObject({ value: first.value, score: first.score, pass: first.pass, rationale: first.rationale });
    expect(second.usage).toMatchObject({ cached: true, calls: 0, cost_usd: 0, input_tokens: 0, output_tokens: 0 });

    const changed = await runLlmJudge(quality({ samples: 2 }), ctx(anthropicEnv(), { cache }));
    expect(changed.usage!.cached).toBe(false);
    expect(server.requests).toHaveLength(3);

    const off = await runLlmJudge(quality(), ctx(anthropicEnv(), { cache: new JudgeCache(dir, { noCache: true }) }));
    expect(off.usage!.cached).toBe(false);
    expect(server.requests).toHaveLength(4);

    const errDir = await mkdtemp(join(tmpdir(), 'judge-cache-err-'));
    const errCache = new JudgeCache(errDir);
    server.reply({ kind: 'score', score: 9 });
    expect((await runLlmJudge(quality(), ctx(anthropicEnv(), { cache: errCache }))).error).toMatch(/off the judge's/);
    expect(await readdir(errDir)).toEqual([]);
    const retried = await runLlmJudge(quality(), ctx(anthropicEnv(), { cache: errCache }));
    expect(retried).toMatchObject({ value: 4, error: null });
    expect(server.requests).toHaveLength(6);
  });
});

describe('command judges and provider selection', () => {
  let script: string;
  beforeAll(async () => {
    const dir = await mkdtemp(join(tmpdir(), 'cmd-judge-'));
    script = join(dir, 'judge.mjs');
    await writeFile(
      script,
      [
        "let input = '';",
        "process.stdin.on('data', (c) => (input += c));",
        "process.stdin.on('end', () => {",
        "  if (process.env.JUDGE_FAIL) { process.stderr.write('judge broke'); process.exit(3); }",
        "  const score = input.includes('\"Bug\"') ? Number(process.env.JUDGE_SCALE_MAX) : Number(process.env.JUDGE_SCALE_MIN);",
        "  console.log('warming up');",
        "  console.log(JSON.stringify({ score, rationale: `${process.env.JUDGE_NAME} ${process.env.JUDGE_SCALE_MIN}-${process.env.JUDGE_SCALE_MAX} read ${input.length} chars`, label: process.env.JUDGE_LABEL }));",
        '});',
      ].join('\n'),
    );
    await chmod(script, 0o755);
  });

  it('a declared command judge gets the prompt on stdin and its name and scale in the environment', async () => {
    const r = await runLlmJudge(quality({ provider: 'command', command: [process.execPath, script], score_range: [0, 10] }), ctx({}));
    expect(r).toMatchObject({ kind: 'command', value: 10, score: 1, pass: true, error: null, scale: [0, 10] });
    expect(r.rationale).toMatch(/^triage_quality 0-10 read \d+ chars$/);
    expect(r.usage).toMatchObject({ calls: 1, cost_usd: 0, cached: false });
    const failing = await runLlmJudge(quality({ provider: 'command', command: [process.execPath, script] }), ctx({ JUDGE_FAIL: '1' }));
    expect(failing.error).toBe('judge command exited with 3: judge broke');
  });

  it('with no credentials the engine fallback command answers and its label shows', async () => {
    const r = await runLlmJudge(quality(), ctx({}, { fallbackCommand: { argv: [process.execPath, script], label: 'deterministic stand-in' } }));
    expect(r).toMatchObject({ kind: 'command', value: 5, pass: true, label: 'deterministic stand-in' });
    const own = await runLlmJudge(quality(), ctx({ JUDGE_LABEL: 'from-the-judge' }, { fallbackCommand: { argv: [process.execPath, script], label: 'deterministic stand-in' } }));
    expect(own.label).toBe('from-the-judge');
  });

  it('credentials win over the fallback, in order anthropic, vertex, openai', async () => {
    const r = await runLlmJudge(quality(), ctx({ ...openaiEnv(), ...anthropicEnv() }, { fallbackCommand: { argv: ['false'], label: 'x' } }));
    expect(r.error).toBeNull();
    expect(server.requests.map((q) => q.api)).toEqual(['anthropic']);
  });

  it('nothing configured: an error naming the variables to set', async () => {
    const r = await runLlmJudge(quality(), ctx({}));
    expect(r.error).toMatch(/needs an LLM and none is configured: set ANTHROPIC_API_KEY, or ANTHROPIC_VERTEX_PROJECT_ID with CLOUD_ML_REGION, or OPENAI_API_KEY/);
    const openaiNoKey = await runLlmJudge(quality({ provider: 'openai' }), ctx(anthropicEnv()));
    expect(openaiNoKey.error).toMatch(/uses provider openai: set OPENAI_API_KEY/);
    expect(server.requests).toHaveLength(0);
  });

  it('model: the judge, else models.judge, else the engine default; none is an error', async () => {
    await runLlmJudge(quality({ model: 'claude-haiku-4-5' }), ctx(anthropicEnv()));
    await runLlmJudge(quality(), ctx(anthropicEnv()));
    await runLlmJudge(quality(), ctx(anthropicEnv(), { suite: { models: {} }, defaultJudgeModel: 'claude-opus-4-1' }));
    expect(server.requests.map((q) => q.model)).toEqual(['claude-haiku-4-5', 'claude-sonnet-4-5', 'claude-opus-4-1']);
    const none = await runLlmJudge(quality(), ctx(anthropicEnv(), { suite: { models: {} } }));
    expect(none.error).toMatch(/no judge model/);
  });
});
