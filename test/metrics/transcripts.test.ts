import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseTranscriptFile, createParser } from '../../src/metrics/parse-transcript.js';
import { detectFormat } from '../../src/metrics/detect-format.js';
import { metricsCommand } from '../../src/metrics/metrics-command.js';
import type { Metrics } from '../../src/types.js';

const DIR = join(import.meta.dirname, '../data/transcripts');
const file = (name: string) => join(DIR, name);
const SONNET = 'claude-sonnet-4-5-20250929';
const HAIKU = 'claude-haiku-4-5-20251001';

function mu(input: number, output: number, cache_creation: number, cache_read: number, cost_usd: number) {
  return { input, output, cache_creation, cache_read, reasoning: 0, cost_usd };
}

const successBase: Metrics = {
  num_turns: 4,
  total_cost_usd: 0.0421,
  token_usage: { input: 26, output: 512, reasoning: 0, cache_creation: 5000, cache_read: 30000 },
  iterations: 1,
  tool_calls: 2,
  model: SONNET,
  models: { [SONNET]: mu(26, 512, 5000, 30000, 0.0421) },
  status: 'success',
  estimated: false,
  duration_ms: 15234,
  cost_source: 'transcript',
  source: 'transcript:claude-stream-json',
  skipped_lines: 0,
  tool_calls_by_name: { Bash: 1, Read: 1 },
  api_retries: 0,
};

let work: string;
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'ff-metrics-'));
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('Claude Code stream-json', () => {
  it('success: figures come from the result event', async () => {
    expect(await parseTranscriptFile(file('claude-success.ndjson'), { format: 'claude' })).toEqual(successBase);
  });

  it('error_max_turns keeps the subtype as status', async () => {
    expect(await parseTranscriptFile(file('claude-max-turns.ndjson'), { format: 'auto' })).toEqual({
      ...successBase, num_turns: 3, status: 'error_max_turns',
    });
  });

  it('error_max_budget_usd keeps the subtype and the reported cost', async () => {
    expect(await parseTranscriptFile(file('claude-max-budget.ndjson'), { format: 'auto' })).toEqual({
      ...successBase, total_cost_usd: 0.5012, models: { [SONNET]: mu(26, 512, 5000, 30000, 0.5012) }, status: 'error_max_budget_usd',
    });
  });

  it('subagent tokens are summed over modelUsage, not the top-level usage', async () => {
    expect(await parseTranscriptFile(file('claude-subagent.ndjson'), { format: 'auto' })).toEqual({
      ...successBase,
      num_turns: 4,
      total_cost_usd: 0.0652,
      token_usage: { input: 3316, output: 320, reasoning: 0, cache_creation: 4800, cache_read: 35600 },
      tool_calls: 4,
      models: { [SONNET]: mu(16, 220, 4800, 35600, 0.0582), [HAIKU]: mu(3300, 100, 0, 0, 0.007) },
      duration_ms: 31000,
      tool_calls_by_name: { Task: 1, Grep: 1, Glob: 1, Bash: 1 },
    });
  });

  it('counts api_retry events', async () => {
    expect(await parseTranscriptFile(file('claude-api-retry.ndjson'), { format: 'auto' })).toEqual({
      ...successBase,
      num_turns: 2,
      total_cost_usd: 0.0139,
      token_usage: { input: 10, output: 110, reasoning: 0, cache_creation: 3200, cache_read: 3000 },
      tool_calls: 1,
      models: { [SONNET]: mu(10, 110, 3200, 3000, 0.0139) },
      duration_ms: 9000,
      tool_calls_by_name: { Bash: 1 },
      api_retries: 3,
    });
  });

  it('a stream cut before result is estimated from deduplicated assistant messages and priced from the table', async () => {
    // 26 input * $3/M + 5000 cache write * $3.75/M + 30000 cache read * $0.30/M + 512 output * $15/M
    expect(await parseTranscriptFile(file('claude-cut.ndjson'), { format: 'auto' })).toEqual({
      ...successBase,
      num_turns: 3,
      total_cost_usd: 0.035508,
      models: { [SONNET]: mu(26, 512, 5000, 30000, 0.035508) },
      status: 'unknown',
      estimated: true,
      duration_ms: 0,
      cost_source: 'price_table',
      skipped_lines: 1,
    });
  });

  it('skips and counts lines that are not JSON', async () => {
    expect(await parseTranscriptFile(file('claude-non-json.ndjson'), { format: 'auto' })).toEqual({ ...successBase, skipped_lines: 4 });
  });

  it('partial-messages mode: stream_event deltas and repeated assistant messages are not double counted', async () => {
    expect(await parseTranscriptFile(file('claude-partial.ndjson'), { format: 'auto' })).toEqual({
      ...successBase,
      num_turns: 3,
      total_cost_usd: 0.0123,
      token_usage: { input: 11, output: 125, reasoning: 0, cache_creation: 2300, cache_read: 18000 },
      models: { [SONNET]: mu(11, 125, 2300, 18000, 0.0123) },
      duration_ms: 7000,
    });
  });

  it('partial-messages mode without a result: turns are distinct message ids, usage the largest seen per message', async () => {
    const lines = readFileSync(file('claude-partial.ndjson'), 'utf8').trimEnd().split('\n');
    const cut = join(work, 'partial-cut.ndjson');
    await writeFile(cut, `${lines.slice(0, -1).join('\n')}\n`);
    // 11 * 3 + 2300 * 3.75 + 18000 * 0.30 + 125 * 15, per million
    expect(await parseTranscriptFile(cut, { format: 'auto' })).toEqual({
      ...successBase,
      num_turns: 2,
      total_cost_usd: 0.015933,
      token_usage: { input: 11, output: 125, reasoning: 0, cache_creation: 2300, cache_read: 18000 },
      models: { [SONNET]: mu(11, 125, 2300, 18000, 0.015933) },
      status: 'unknown',
      estimated: true,
      duration_ms: 0,
      cost_source: 'price_table',
    });
  });

  it('gives the same figures whatever the chunking of the stream', async () => {
    for (const name of ['claude-subagent.ndjson', 'claude-partial.ndjson', 'claude-non-json.ndjson', 'codex.ndjson', 'gemini.ndjson']) {
      const whole = await parseTranscriptFile(file(name), { format: 'auto', model: 'gpt-5-codex' });
      const data = readFileSync(file(name));
      for (const size of [1, 7, 64]) {
        const p = createParser({ format: 'auto', model: 'gpt-5-codex' });
        for (let i = 0; i < data.length; i += size) p.push(data.subarray(i, i + size));
        expect(p.end(), `${name} in ${size}-byte chunks`).toEqual(whole);
      }
    }
  });

  it('sums several result events (a wrapper that runs claude twice)', async () => {
    const twice = join(work, 'twice.ndjson');
    const text = readFileSync(file('claude-success.ndjson'), 'utf8');
    await writeFile(twice, text + text.replaceAll('toolu_0', 'toolu_9').replaceAll('msg_01', 'msg_02'));
    const m = await parseTranscriptFile(twice, { format: 'claude' });
    expect(m.num_turns).toBe(8);
    expect(m.total_cost_usd).toBe(0.0842);
    expect(m.token_usage).toEqual({ input: 52, output: 1024, reasoning: 0, cache_creation: 10000, cache_read: 60000 });
    expect(m.tool_calls).toBe(4);
    expect(m.estimated).toBe(false);
  });

  it('an unknown model costs 0 with cost_source none and a warning', async () => {
    const lines = readFileSync(file('claude-cut.ndjson'), 'utf8').replaceAll(SONNET, 'acme-model-x');
    const f = join(work, 'unknown-model.ndjson');
    await writeFile(f, lines);
    const m = await parseTranscriptFile(f, { format: 'claude' });
    expect(m.total_cost_usd).toBe(0);
    expect(m.cost_source).toBe('none');
    expect(m.warnings).toEqual(['no price known for model "acme-model-x": its cost is counted as 0']);
    expect(m.token_usage.output).toBe(512);
  });
});

describe('Codex and Gemini', () => {
  it('codex exec --json: last running usage total, cached input split out, priced from the table', async () => {
    // 7000 * $1.25/M + 45000 cached * $0.125/M + 3100 * $10/M
    expect(await parseTranscriptFile(file('codex.ndjson'), { format: 'auto', model: 'gpt-5-codex' })).toEqual({
      num_turns: 2,
      total_cost_usd: 0.045375,
      token_usage: { input: 7000, output: 3100, reasoning: 0, cache_creation: 0, cache_read: 45000 },
      iterations: 1,
      tool_calls: 4,
      model: 'gpt-5-codex',
      models: { 'gpt-5-codex': mu(7000, 3100, 0, 45000, 0.045375) },
      status: 'success',
      estimated: false,
      duration_ms: 0,
      cost_source: 'price_table',
      source: 'transcript:codex-json',
      skipped_lines: 0,
      tool_calls_by_name: { command_execution: 2, 'mcp:github/add_labels': 1, file_change: 1 },
      api_retries: 0,
    });
  });

  it('codex without a known model: tokens kept, cost 0, cost_source none', async () => {
    const m = await parseTranscriptFile(file('codex.ndjson'), { format: 'codex' });
    expect(m.model).toBeNull();
    expect(m.total_cost_usd).toBe(0);
    expect(m.cost_source).toBe('none');
    expect(m.token_usage.cache_read).toBe(45000);
  });

  it('gemini stream-json: result stats, turns per model response', async () => {
    expect(await parseTranscriptFile(file('gemini.ndjson'), { format: 'auto' })).toEqual({
      num_turns: 3,
      total_cost_usd: 0.01434,
      token_usage: { input: 4000, output: 834, reasoning: 0, cache_creation: 0, cache_read: 8000 },
      iterations: 1,
      tool_calls: 2,
      model: 'gemini-2.5-pro',
      models: { 'gemini-2.5-pro': mu(4000, 834, 0, 8000, 0.01434) },
      status: 'success',
      estimated: false,
      duration_ms: 9120,
      cost_source: 'price_table',
      source: 'transcript:gemini-stream-json',
      skipped_lines: 0,
      tool_calls_by_name: { run_shell_command: 1, read_file: 1 },
      api_retries: 0,
    });
  });

  it('detects each format from its first JSON lines', () => {
    expect(detectFormat(readFileSync(file('claude-non-json.ndjson')))).toBe('claude');
    expect(detectFormat(readFileSync(file('codex.ndjson')))).toBe('codex');
    expect(detectFormat(readFileSync(file('gemini.ndjson')))).toBe('gemini');
    expect(detectFormat('not json at all\n')).toBe('claude');
  });
});

describe('metrics command', () => {
  it('prints the metrics.json of a transcript as pretty JSON', async () => {
    let out = '';
    const code = await metricsCommand(file('claude-success.ndjson'), {}, { write: (s: string) => ((out += s), true) });
    expect(code).toBe(0);
    expect(out).toBe(`${JSON.stringify(successBase, null, 2)}\n`);
  });

  it('names the file when it does not exist, and rejects unknown formats', async () => {
    const sink = { write: () => true };
    await expect(metricsCommand(join(work, 'nope.ndjson'), {}, sink)).rejects.toThrow(/nope\.ndjson: no such transcript file/);
    await expect(metricsCommand(file('codex.ndjson'), { format: 'xml' }, sink)).rejects.toThrow(/unknown transcript format "xml"/);
  });
});
