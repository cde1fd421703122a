// Small helpers shared by the transcript parsers: empty records, token sums
// and the choice of a primary model.
import type { Metrics, TokenUsage } from '../types.js';

export type ModelUsage = Metrics['models'][string];

export function emptyTokens(): TokenUsage {
  return { input: 0, output: 0, reasoning: 0, cache_creation: 0, cache_read: 0 };
}

export function emptyModelUsage(): ModelUsage {
  return { input: 0, output: 0, cache_creation: 0, cache_read: 0, reasoning: 0, cost_usd: 0 };
}

export function emptyMetrics(source: string): Metrics {
  return {
    num_turns: 0,
    total_cost_usd: 0,
    token_usage: emptyTokens(),
    iterations: 1,
    tool_calls: 0,
    model: null,
    models: {},
    status: 'unknown',
    estimated: false,
    duration_ms: 0,
    cost_source: 'none',
    source,
    skipped_lines: 0,
    tool_calls_by_name: {},
    api_retries: 0,
  };
}

export function num(v: unknown): number {
  return typeof v === 'number' && Number.isFinite(v) ? v : 0;
}

export function addModelUsage(into: Record<string, ModelUsage>, model: string, u: Partial<ModelUsage>): void {
  const cur = into[model] ?? (into[model] = emptyModelUsage());
  cur.input += num(u.input);
  cur.output += num(u.output);
  cur.cache_creation += num(u.cache_creation);
  cur.cache_read += num(u.cache_read);
  cur.reasoning += num(u.reasoning);
  cur.cost_usd += num(u.cost_usd);
}

export function tokensFromModels(models: Record<string, ModelUsage>): TokenUsage {
  const t = emptyTokens();
  for (const m of Object.values(models)) {
    t.input += m.input;
    t.output += m.output;
    t.cache_creation += m.cache_creation;
    t.cache_read += m.cache_read;
    t.reasoning += m.reasoning;
  }
  return t;
}

/** The model that did most of the work: the costliest, ties broken by output tokens. */
export function primaryModel(models: Record<string, ModelUsage>): string | null {
  let best: string | null = null;
  let bestKey: [number, number] = [-1, -1];
  for (const [name, m] of Object.entries(models)) {
    const key: [number, number] = [m.cost_usd, m.output + m.input + m.cache_read + m.cache_creation];
    if (key[0] > bestKey[0] || (key[0] === bestKey[0] && key[1] > bestKey[1])) {
      best = name;
      bestKey = key;
    }
  }
  return best;
}

export function countName(into: Record<string, number>, name: string): void {
  into[name] = (into[name] ?? 0) + 1;
}

/** Rounds away binary noise from summed dollar figures (1e-9 dollars is far below any price unit). */
export function roundUsd(v: number): number {
  return Math.round(v * 1e9) / 1e9;
}

/**
 * Remembers the most recent ids only: repeats of one id (a tool call's
 * started/completed events, a message's content blocks) come close
 * together, so a bounded window dedupes them with flat memory.
 */
export class RecentIds {
  private readonly ids = new Set<string>();
  constructor(private readonly limit = 4096) {}

  /** Adds id; returns false when it was already there. */
  add(id: string): boolean {
    if (this.ids.has(id)) return false;
    this.ids.add(id);
    if (this.ids.size > this.limit) this.ids.delete(this.ids.values().next().value as string);
    return true;
  }
}
