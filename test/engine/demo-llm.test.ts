import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Results } from '../../src/types.js';
import { ROOT } from '../helpers/action-runner.js';
import { startLlmServer, type LlmServer } from '../helpers/llm-servers.js';

let llm: LlmServer;
let tmp: string;

beforeAll(async () => {
  llm = await startLlmServer({ default: { kind: 'score', score: 5, rationale: 'Found the root cause in the code.', inputTokens: 1200, outputTokens: 60 } });
  tmp = await mkdtemp(path.join(os.tmpdir(), 'ff-demo-llm-'));
});

afterAll(async () => {
  await llm?.close();
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

function demo(args: string[], env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(ROOT, 'dist/cli/index.js'), 'demo', path.join(ROOT, 'eval'), '--sandbox', 'none', ...args], {
      cwd: tmp,
      env: { PATH: process.env.PATH ?? '', HOME: tmp, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('the example suite end to end with built-in, Python and LLM judges through the real Anthropic SDK', () => {
  it('scores prompt judges with the model, counts judge cost apart from the agent, and pays nothing on an unchanged rerun', async () => {
    const env = { ANTHROPIC_API_KEY: 'sk-ant-local-test-key-1234', ANTHROPIC_BASE_URL: llm.url, FULLSEND_CACHE_DIR: path.join(tmp, 'cache') };
    const first = await demo(['--output', 'out/first'], env);
    expect(first.code, first.stdout + first.stderr).toBe(0);
    expect(first.stdout).toContain('LLM judges: a real model');
    const results = JSON.parse(await readFile(path.join(tmp, 'out/first/results.json'), 'utf8')) as Results;
    const judges = results.cases.flatMap((c) => c.runs.flatMap((r) => r.judges));
    const prompt = judges.filter((j) => j.kind === 'prompt');
    expect(prompt).toHaveLength(7); // triage_quality x4, review_quality x3
    for (const j of prompt) {
      expect(j).toMatchObject({ value: 5, pass: true, error: null, rationale: 'Found the root cause in the code.' });
      expect(j.usage).toMatchObject({ model: 'claude-sonnet-4-5', input_tokens: 1200, output_tokens: 60, cached: false });
      expect(j.usage!.cost_usd).toBeGreaterThan(0);
    }
    expect(judges.filter((j) => j.kind === 'check').length).toBeGreaterThan(0);
    expect(judges.filter((j) => j.kind === 'builtin').length).toBeGreaterThan(0);
    expect(results.totals.judge_input_tokens).toBe(7 * 1200);
    expect(results.totals.judge_cost_usd).toBeCloseTo(prompt.reduce((s, j) => s + j.usage!.cost_usd, 0), 6);
    expect(results.totals.agent_cost_usd).toBeCloseTo(results.cases.reduce((s, c) => s + (c.runs[0].metrics?.total_cost_usd ?? 0), 0), 6);
    // Every request forced the score tool and carried the captured fixture state.
    expect(llm.requests).toHaveLength(7);
    for (const r of llm.requests) {
      expect(r.body.tool_choice).toMatchObject({ type: 'tool' });
      expect(r.prompt).toContain('"fixture_type"');
    }

    // An unchanged rerun is served from the judge cache.
    const before = llm.requests.length;
    const second = await demo(['--output', 'out/second'], env);
    expect(second.code).toBe(0);
    expect(llm.requests.length).toBe(before);
    const again = JSON.parse(await readFile(path.join(tmp, 'out/second/results.json'), 'utf8')) as Results;
    const cachedNow = again.cases.flatMap((c) => c.runs.flatMap((r) => r.judges)).filter((j) => j.kind === 'prompt');
    expect(cachedNow.every((j) => j.usage?.cached && j.value === 5)).toBe(true);
    expect(again.totals.judge_cost_usd).toBe(0);

    // --no-cache pays again.
    const third = await demo(['--output', 'out/third', '--no-cache'], env);
    expect(third.code).toBe(0);
    expect(llm.requests.length).toBe(before + 7);
  });
});
