// Metrics parser for OpenAI Codex `codex exec --json` (JSON Lines).
//
// `turn.completed.usage` carries the session's running token totals, so the
// last one is taken, not a sum. `input_tokens` includes `cached_input_tokens`
// (OpenAI's convention); the uncached part goes to token_usage.input. Turns
// are Codex turns (`turn.started`); tool calls are distinct ids of
// command_execution, mcp_tool_call, file_change and web_search items. Codex
// reports no cost, so the cost comes from the price table when the model is
// known (from an event that names it, or the `{model}` the runner was given).
import type { Metrics, MetricsStatus } from '../types.js';
import { LineSplitter, skipBlank } from './line-splitter.js';
import { RecentIds, countName, emptyMetrics, emptyModelUsage, num, roundUsd, tokensFromModels, type ModelUsage } from './metrics-util.js';
import { priceModels, unknownModelWarning } from './prices.js';
import type { StreamParser } from './claude-stream.js';

export const CODEX_SOURCE = 'transcript:codex-json';

const TOOL_ITEM_TYPES = new Set(['command_execution', 'mcp_tool_call', 'file_change', 'web_search']);

export interface ParserOptions {
  /** Model to price with when the transcript does not name one. */
  model?: string;
}

export class CodexJsonParser implements StreamParser {
  private readonly splitter = new LineSplitter((b, s, e) => this.line(b, s, e));
  private skipped = 0;
  private turns = 0;
  private completed = 0;
  private usage: any = null;
  private model: string | null;
  private status: MetricsStatus = 'unknown';
  private readonly toolIds = new RecentIds();
  private toolCalls = 0;
  private readonly toolsByName: Record<string, number> = {};
  private anonymousTools = 0;

  constructor(opts: ParserOptions = {}) {
    this.model = opts.model || null;
  }

  push(chunk: Buffer): void {
    this.splitter.push(chunk);
  }

  end(): Metrics {
    this.splitter.end();
    const m = emptyMetrics(CODEX_SOURCE);
    const models: Record<string, ModelUsage> = {};
    if (this.usage) {
      const u = this.usage;
      const cached = num(u.cached_input_tokens);
      const mu = emptyModelUsage();
      mu.input = Math.max(0, num(u.input_tokens) - cached);
      mu.cache_read = cached;
      mu.output = num(u.output_tokens);
      mu.reasoning = num(u.reasoning_output_tokens);
      models[this.model ?? 'unknown'] = mu;
    }
    const priced = priceModels(models, 'openai');
    if (priced.unknown.length) m.warnings = [unknownModelWarning(priced.unknown)];
    m.models = models;
    m.token_usage = tokensFromModels(models);
    m.total_cost_usd = roundUsd(priced.cost);
    m.cost_source = priced.priced > 0 ? 'price_table' : 'none';
    m.model = this.model;
    m.num_turns = this.turns;
    m.tool_calls = this.toolCalls + this.anonymousTools;
    m.tool_calls_by_name = { ...this.toolsByName };
    m.status = this.status;
    m.estimated = this.completed === 0 || this.completed < this.turns;
    m.skipped_lines = this.skipped + this.splitter.oversized;
    return m;
  }

  private line(buf: Buffer, start: number, end: number): void {
    const s = skipBlank(buf, start, end);
    if (s >= end) return;
    let ev: any;
    try {
      ev = JSON.parse(buf.toString('utf8', s, end));
    } catch {
      this.skipped++;
      return;
    }
    if (ev === null || typeof ev !== 'object') {
      this.skipped++;
      return;
    }
    if (typeof ev.model === 'string' && !this.model) this.model = ev.model;
    switch (ev.type) {
      case 'turn.started':
        this.turns++;
        break;
      case 'turn.completed':
        this.completed++;
        if (ev.usage && typeof ev.usage === 'object') this.usage = ev.usage;
        this.status = 'success';
        break;
      case 'turn.failed':
        this.completed++;
        if (ev.usage && typeof ev.usage === 'object') this.usage = ev.usage;
        this.status = 'error';
        break;
      case 'error':
        this.status = 'error';
        break;
      case 'item.started':
      case 'item.updated':
      case 'item.completed':
        this.item(ev.item);
        break;
      default:
        break;
    }
  }

  private item(item: any): void {
    if (!item || typeof item !== 'object' || !TOOL_ITEM_TYPES.has(item.type)) return;
    const name = item.type === 'mcp_tool_call' && typeof item.tool === 'string'
      ? `mcp:${typeof item.server === 'string' ? `${item.server}/` : ''}${item.tool}`
      : String(item.type);
    if (typeof item.id !== 'string') {
      this.anonymousTools++;
      countName(this.toolsByName, name);
      return;
    }
    if (!this.toolIds.add(item.id)) return;
    this.toolCalls++;
    countName(this.toolsByName, name);
  }
}
