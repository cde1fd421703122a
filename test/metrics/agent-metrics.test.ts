import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findAgentMetricsFile, normalizeAgentMetrics, sumMetrics } from '../../src/metrics/agent-metrics.js';
import { parseTranscriptFile } from '../../src/metrics/parse-transcript.js';

let work: string;
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'ff-agent-metrics-'));
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

const fullsendMetrics = {
  num_turns: 7,
  total_cost_usd: 0.31,
  token_usage: { input: 120, output: 3400, reasoning: 0, cache_creation: 9000, cache_read: 88000 },
  iterations: 1,
  tool_calls: 12,
  model: 'claude-opus-4-1-20250805',
  agent: 'triage',
};

describe('agent-written metrics.json', () => {
  it('finds fullsend\'s nested file (output/<agent>/<run-id>/metrics.json) and not one deeper than 5 levels', async () => {
    const out = join(work, 'output');
    const nested = join(out, 'triage', 'run-20261123');
    await mkdir(nested, { recursive: true });
    await writeFile(join(nested, 'metrics.json'), JSON.stringify(fullsendMetrics));
    expect((await findAgentMetricsFile(out))?.path).toBe(join(nested, 'metrics.json'));

    const deep = join(work, 'deep');
    const six = join(deep, 'a', 'b', 'c', 'd', 'e', 'f');
    await mkdir(six, { recursive: true });
    await writeFile(join(six, 'metrics.json'), '{}');
    expect(await findAgentMetricsFile(deep)).toBeNull();
    await writeFile(join(deep, 'a', 'b', 'c', 'd', 'e', 'metrics.json'), '{}');
    expect((await findAgentMetricsFile(deep))?.path).toBe(join(deep, 'a', 'b', 'c', 'd', 'e', 'metrics.json'));
  });

  it('the shallowest wins, then the newest', async () => {
    const d = join(work, 'two');
    await mkdir(join(d, 'x'), { recursive: true });
    await mkdir(join(d, 'y'), { recursive: true });
    await writeFile(join(d, 'x', 'metrics.json'), '{}');
    await writeFile(join(d, 'y', 'metrics.json'), '{}');
    const old = new Date(Date.now() - 60_000);
    await utimes(join(d, 'x', 'metrics.json'), old, old);
    expect((await findAgentMetricsFile(d))?.path).toBe(join(d, 'y', 'metrics.json'));
  });

  it('normalises fullsend\'s fields and keeps extra ones', () => {
    const m = normalizeAgentMetrics(fullsendMetrics, 'output/triage/run-20261123/metrics.json');
    expect(m).toMatchObject({
      num_turns: 7,
      total_cost_usd: 0.31,
      token_usage: fullsendMetrics.token_usage,
      iterations: 1,
      tool_calls: 12,
      model: 'claude-opus-4-1-20250805',
      status: 'unknown',
      estimated: false,
      cost_source: 'agent',
      source: 'agent:output/triage/run-20261123/metrics.json',
      agent: 'triage',
    });
    expect(m.models['claude-opus-4-1-20250805'].cost_usd).toBe(0.31);
    expect(() => normalizeAgentMetrics([1, 2], 'output/m.json')).toThrow(/output\/m\.json: .* not a JSON object/);
  });

  it('sums attempts: turns, cost, tokens, tool calls, iterations; estimated if any; models merged', async () => {
    const a = await parseTranscriptFile(join(import.meta.dirname, '../data/transcripts/claude-cut.ndjson'), { format: 'claude' });
    const b = await parseTranscriptFile(join(import.meta.dirname, '../data/transcripts/claude-subagent.ndjson'), { format: 'claude' });
    const s = sumMetrics([a, b]);
    expect(s.num_turns).toBe(7);
    expect(s.total_cost_usd).toBe(0.100708);
    expect(s.token_usage).toEqual({ input: 3342, output: 832, reasoning: 0, cache_creation: 9800, cache_read: 65600 });
    expect(s.tool_calls).toBe(6);
    expect(s.iterations).toBe(2);
    expect(s.estimated).toBe(true);
    expect(Object.keys(s.models).sort()).toEqual(['claude-haiku-4-5-20251001', 'claude-sonnet-4-5-20250929']);
    expect(s.models['claude-sonnet-4-5-20250929'].output).toBe(732);
    expect(s.tool_calls_by_name).toEqual({ Bash: 2, Read: 1, Task: 1, Grep: 1, Glob: 1 });
    expect(s.status).toBe('success');
    expect(s.cost_source).toBe('estimated');
  });
});
