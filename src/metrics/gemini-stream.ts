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
import { LineSplitter, skipBlank } from './line-splitter.js';
import { RecentIds, countName, emptyMetrics, emptyModelUsage, num, roundUsd, tokensFromModels, type ModelUsage } from './metrics-util.js';
import { priceModels, unknownModelWarning } from './prices.js';
import type { StreamParser } from './claude-stream.js';
import type { ParserOptions } from './codex-json.js';

export const GEMINI_SOURCE = 'transcript:gemini-stream-json';

export class GeminiStreamParser implements StreamParser {
  private readonly splitter = new LineSplitter((b, s, e) => this.line(b, s, e));
  private skipped = 0;
  private turns = 0;
  private inResponse = false;
  private stats: any = null;
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
    const priced = priceModels(models, 'google');
    if (priced.unknown.length) m.warnings = [unknownModelWarning(priced.unknown)];
    m.models = models;
    m.token_usage = tokensFromModels(models);
    m.total_cost_usd = roundUsd(priced.cost);
    m.cost_source = priced.priced > 0 ? 'price_table' : 'none';
    m.model = this.model;
    m.num_turns = this.turns;
    const seen = this.toolCalls + this.anonymousTools;
    m.tool_calls = Math.max(seen, st ? num(st.tool_calls) : 0);
    m.tool_calls_by_name = { ...this.toolsByName };
    m.duration_ms = st ? num(st.duration_ms) : 0;
    m.status = this.status;
    m.estimated = st === null;
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
    switch (ev.type) {
      case 'init':
        if (typeof ev.model === 'string' && !this.model) this.model = ev.model;
        break;
      case 'message':
        if (ev.role === 'assistant') this.responding();
        else this.inResponse = false;
        break;
      case 'tool_use':
        this.responding();
        this.tool(ev);
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

  private tool(ev: any): void {
    const name = typeof ev.tool_name === 'string' ? ev.tool_name : 'unknown';
    if (typeof ev.tool_id !== 'string') {
      this.anonymousTools++;
      countName(this.toolsByName, name);
      return;
    }
    if (!this.toolIds.add(ev.tool_id)) return;
    this.toolCalls++;
    countName(this.toolsByName, name);
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
