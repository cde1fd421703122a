// Metrics parser for Gemini CLI `--output-format stream-json`.
//
// Events: `init` (model), `message` (user / assistant, assistant text may
// come as deltas), `tool_use` / `tool_result` (paired by tool_id), `error`,
// and a final `result` whose `stats` are the session's totals (the last one
// is taken). `stats.input_tokens` includes `stats.cached`; the uncached part
// (`stats.input`) goes to token_usage.input. Gemini reports no turn count, so
// a turn is counted for every model response: a run of assistant messages and
// tool calls that follows the prompt or a tool result. Cost comes from the
// price table.
import type { Metrics, MetricsStatus } from '../types.js';
import { JsonLinesParser, ToolCallCounter } from './json-lines-parser.js';
import { emptyMetrics, emptyModelUsage, num, type ModelUsage } from './metrics-util.js';
import { applyPriceTable } from './prices.js';

export const GEMINI_SOURCE = 'transcript:gemini-stream-json';

export class GeminiStreamParser extends JsonLinesParser {
  private turns = 0;
  private inResponse = false;
  private stats: any = null;
  private status: MetricsStatus = 'unknown';
  private readonly tools = new ToolCallCounter();

  protected metrics(): Metrics {
    const m = emptyMetrics(GEMINI_SOURCE);
    const models: Record<string, ModelUsage> = {};
    const st = this.stats;
    if (st) {
      const perModel = st.models && typeof st.models === 'object' ? Object.entries<any>(st.models) : [];
      if (perModel.length > 0) {
        for (const [name, v] of perModel) models[name] = geminiUsage(v);
      } else {
        models[this.model ?? 'unknown'] = geminiUsage(st);
      }
    }
    applyPriceTable(m, models, 'google');
    m.model = this.model;
    m.num_turns = this.turns;
    m.tool_calls = Math.max(this.tools.count, st ? num(st.tool_calls) : 0);
    m.tool_calls_by_name = this.tools.byName();
    m.duration_ms = st ? num(st.duration_ms) : 0;
    m.status = this.status;
    m.estimated = st === null;
    return m;
  }

  protected event(ev: any): void {
    switch (ev.type) {
      case 'init':
        this.noteModel(ev.model);
        break;
      case 'message':
        if (ev.role === 'assistant') this.responding();
        else this.inResponse = false;
        break;
      case 'tool_use':
        this.responding();
        this.tools.add(ev.tool_id, typeof ev.tool_name === 'string' ? ev.tool_name : 'unknown');
        break;
      case 'tool_result':
        this.inResponse = false;
        break;
      case 'result':
        if (ev.stats && typeof ev.stats === 'object') this.stats = ev.stats;
        this.status = ev.status === 'success' ? 'success' : 'error';
        break;
      default:
        break;
    }
  }

  private responding(): void {
    if (!this.inResponse) this.turns++;
    this.inResponse = true;
  }
}

function geminiUsage(v: any): ModelUsage {
  const u = emptyModelUsage();
  const cached = num(v?.cached);
  const total = num(v?.input_tokens);
  u.input = typeof v?.input === 'number' ? v.input : Math.max(0, total - cached);
  u.cache_read = cached;
  u.output = num(v?.output_tokens);
  u.reasoning = num(v?.thoughts ?? v?.thoughts_tokens);
  return u;
}
