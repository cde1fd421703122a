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
import { JsonLinesParser, ToolCallCounter } from './json-lines-parser.js';
import { emptyMetrics, emptyModelUsage, num, type ModelUsage } from './metrics-util.js';
import { applyPriceTable } from './prices.js';

export const CODEX_SOURCE = 'transcript:codex-json';

const TOOL_ITEM_TYPES = new Set(['command_execution', 'mcp_tool_call', 'file_change', 'web_search']);

export class CodexJsonParser extends JsonLinesParser {
  private turns = 0;
  private completed = 0;
  private usage: any = null;
  private status: MetricsStatus = 'unknown';
  private readonly tools = new ToolCallCounter();

  protected metrics(): Metrics {
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
    applyPriceTable(m, models, 'openai');
    m.model = this.model;
    m.num_turns = this.turns;
    m.tool_calls = this.tools.count;
    m.tool_calls_by_name = this.tools.byName();
    m.status = this.status;
    m.estimated = this.completed === 0 || this.completed < this.turns;
    return m;
  }

  protected event(ev: any): void {
    this.noteModel(ev.model);
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
    this.tools.add(item.id, name);
  }
}
