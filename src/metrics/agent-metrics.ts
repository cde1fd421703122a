// A metrics.json the agent wrote itself (fullsend nests it under
// OUTPUT_DIR/<agent>/<run-id>/) and the sum of metrics over retries.
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Metrics, MetricsStatus } from '../types.js';
import { addModelUsage, emptyMetrics, num, primaryModel, roundUsd, type ModelUsage } from './metrics-util.js';

export const AGENT_METRICS_FILE = 'metrics.json';
const MAX_DEPTH = 5;

export interface FoundMetricsFile {
  path: string;
  mtimeMs: number;
}

/**
 * The agent's metrics.json under dir, searched breadth-first to depth 5
 * (dir itself is depth 0). The shallowest wins; among equals the newest.
 */
export async function findAgentMetricsFile(dir: string): Promise<FoundMetricsFile | null> {
  let level = [dir];
  for (let depth = 0; depth <= MAX_DEPTH && level.length > 0; depth++) {
    const found: FoundMetricsFile[] = [];
    const next: string[] = [];
    for (const d of level) {
      const entries = await readdir(d, { withFileTypes: true }).catch(() => []);
      for (const e of entries) {
        const p = join(d, e.name);
        if (e.isDirectory()) next.push(p);
        else if (e.isFile() && e.name === AGENT_METRICS_FILE) {
          const st = await stat(p).catch(() => null);
          if (st) found.push({ path: p, mtimeMs: st.mtimeMs });
        }
      }
    }
    if (found.length > 0) return found.sort((a, b) => b.mtimeMs - a.mtimeMs)[0];
    level = next.sort();
  }
  return null;
}

const STATUSES: MetricsStatus[] = ['success', 'error', 'error_max_turns', 'error_max_budget_usd', 'timeout', 'killed', 'unknown'];

/** Reads fullsend's fields (num_turns, total_cost_usd, token_usage, iterations, tool_calls, model) and keeps any extra ones. */
export function normalizeAgentMetrics(json: unknown, relPath: string): Metrics {
  if (!json || typeof json !== 'object' || Array.isArray(json)) {
    throw new Error(`${relPath}: the agent's metrics.json is not a JSON object`);
  }
  const j = json as Record<string, any>;
  const m = emptyMetrics(`agent:${relPath}`);
  const tu = j.token_usage && typeof j.token_usage === 'object' ? j.token_usage : {};
  m.token_usage = {
    input: num(tu.input ?? tu.input_tokens),
    output: num(tu.output ?? tu.output_tokens),
    reasoning: num(tu.reasoning ?? tu.reasoning_tokens),
    cache_creation: num(tu.cache_creation ?? tu.cache_creation_input_tokens),
    cache_read: num(tu.cache_read ?? tu.cache_read_input_tokens),
  };
  m.num_turns = num(j.num_turns);
  m.total_cost_usd = num(j.total_cost_usd);
  m.iterations = typeof j.iterations === 'number' && j.iterations > 0 ? j.iterations : 1;
  m.tool_calls = Array.isArray(j.tool_calls) ? j.tool_calls.length : num(j.tool_calls);
  m.model = typeof j.model === 'string' ? j.model : null;
  if (j.models && typeof j.models === 'object') {
    for (const [name, v] of Object.entries<any>(j.models)) addModelUsage(m.models, name, v ?? {});
  } else if (m.model) {
    addModelUsage(m.models, m.model, { ...m.token_usage, cost_usd: m.total_cost_usd });
  }
  m.status = STATUSES.includes(j.status) ? j.status : 'unknown';
  m.estimated = j.estimated === true;
  m.duration_ms = num(j.duration_ms);
  m.cost_source = 'agent';
  if (j.tool_calls_by_name && typeof j.tool_calls_by_name === 'object') m.tool_calls_by_name = { ...j.tool_calls_by_name };
  for (const [k, v] of Object.entries(j)) {
    if (!(k in m)) m[k] = v;
  }
  return m;
}

/** Sums metrics over the attempts of one case run. */
export function sumMetrics(list: Metrics[]): Metrics {
  if (list.length === 0) return emptyMetrics('none');
  if (list.length === 1) return { ...list[0] };
  const out = emptyMetrics('');
  out.iterations = 0;
  const models: Record<string, ModelUsage> = {};
  const byName: Record<string, number> = {};
  const sources: string[] = [];
  const costSources = new Set<Metrics['cost_source']>();
  const warnings: string[] = [];
  for (const m of list) {
    out.num_turns += m.num_turns;
    out.total_cost_usd += m.total_cost_usd;
    for (const k of Object.keys(out.token_usage) as Array<keyof Metrics['token_usage']>) out.token_usage[k] += num(m.token_usage?.[k]);
    out.iterations += m.iterations || 1;
    out.tool_calls += m.tool_calls;
    out.duration_ms += m.duration_ms;
    out.estimated ||= m.estimated;
    out.skipped_lines = (out.skipped_lines ?? 0) + (m.skipped_lines ?? 0);
    out.api_retries = (out.api_retries ?? 0) + (m.api_retries ?? 0);
    for (const [name, u] of Object.entries(m.models ?? {})) addModelUsage(models, name, u);
    for (const [name, n] of Object.entries(m.tool_calls_by_name ?? {})) byName[name] = (byName[name] ?? 0) + n;
    if (!sources.includes(m.source)) sources.push(m.source);
    costSources.add(m.cost_source);
    if (Array.isArray(m.warnings)) warnings.push(...(m.warnings as string[]));
  }
  const last = list[list.length - 1];
  out.total_cost_usd = roundUsd(out.total_cost_usd);
  out.models = models;
  out.tool_calls_by_name = byName;
  out.model = last.model ?? list.find((m) => m.model)?.model ?? primaryModel(models);
  out.status = last.status;
  out.source = sources.join(',');
  out.cost_source = costSources.size === 1 ? last.cost_source : out.estimated ? 'estimated' : last.cost_source;
  if (warnings.length) out.warnings = [...new Set(warnings)];
  return out;
}
