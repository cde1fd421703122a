// Streaming metrics parser for Claude Code `--output-format stream-json`
// (with or without `--include-partial-messages`).
//
// Figures come from each `result` event when there is one: `total_cost_usd`
// and `num_turns` as reported, tokens summed over `modelUsage` (the top-level
// `usage` leaves out subagents' tokens while the cost includes them).
// Assistant messages after the last `result` (a run killed or cut short) are
// estimated: deduplicated by message id, priced from the price table, and the
// metrics are marked `estimated`. Several `result` events (a wrapper running
// claude more than once) are summed.
import type { Metrics, MetricsStatus } from '../types.js';
import { JsonLinesParser, ToolCallCounter } from './json-lines-parser.js';
import { lastByte, startsWithBytes } from './line-splitter.js';
import { addModelUsage, emptyMetrics, num, primaryModel, roundUsd, tokensFromModels, type ModelUsage } from './metrics-util.js';
import { priceModels, unknownModelWarning } from './prices.js';

export const CLAUDE_SOURCE = 'transcript:claude-stream-json';

// Lines that never change the figures. Claude Code writes `type` first, so a
// prefix test avoids decoding and parsing them; any other key order falls
// through to a full parse, which gives the same answer.
const SKIP_PREFIXES = [Buffer.from('{"type":"stream_event"'), Buffer.from('{"type":"user"')];

// Repeats of one message (one event per content block) and of one tool_use
// come close together, so only recent ids are remembered: older messages are
// folded into per-model totals, which keeps memory flat on long transcripts.
const RECENT_IDS = 4096;

interface MessageUsage {
  model: string;
  input: number;
  output: number;
  cache_creation: number;
  cache_read: number;
  topLevel: boolean;
}

export class ClaudeStreamParser extends JsonLinesParser {
  private apiRetries = 0;
  private readonly tools = new ToolCallCounter(RECENT_IDS);
  // Figures from `result` events.
  private results = 0;
  private resultTurns = 0;
  private resultCost = 0;
  private resultDuration = 0;
  private readonly resultModels: Record<string, ModelUsage> = {};
  private status: MetricsStatus = 'unknown';
  // Assistant messages not yet covered by a `result`: recent ones by id,
  // older ones folded into per-model totals.
  private pendingMessages = new Map<string, MessageUsage>();
  private foldedModels: Record<string, ModelUsage> = {};
  private foldedTurns = 0;
  private foldedCount = 0;

  // Claude's stream names its models itself (in `init` and in every
  // message), so it takes no model from the caller.
  constructor() {
    super();
  }

  protected metrics(): Metrics {
    const m = emptyMetrics(CLAUDE_SOURCE);
    const models: Record<string, ModelUsage> = {};
    for (const [name, u] of Object.entries(this.resultModels)) addModelUsage(models, name, u);
    let cost = this.resultCost;
    let turns = this.resultTurns;
    const warnings: string[] = [];
    const pending = this.pendingMessages.size + this.foldedCount;
    const estimated = pending > 0 || this.results === 0;
    if (pending > 0) {
      const est: Record<string, ModelUsage> = {};
      for (const [name, u] of Object.entries(this.foldedModels)) addModelUsage(est, name, u);
      turns += this.foldedTurns;
      for (const u of this.pendingMessages.values()) {
        addModelUsage(est, u.model, u);
        if (u.topLevel) turns++;
      }
      const priced = priceModels(est, 'anthropic');
      if (priced.unknown.length) warnings.push(unknownModelWarning(priced.unknown));
      for (const [name, u] of Object.entries(est)) addModelUsage(models, name, u);
      cost += priced.cost;
      m.cost_source = this.results > 0 ? 'estimated' : priced.priced > 0 ? 'price_table' : 'none';
    } else {
      m.cost_source = this.results > 0 ? 'transcript' : 'none';
    }
    m.num_turns = turns;
    m.total_cost_usd = roundUsd(cost);
    m.models = models;
    m.token_usage = tokensFromModels(models);
    m.model = this.model ?? primaryModel(models);
    m.status = this.status;
    m.estimated = estimated;
    m.duration_ms = this.resultDuration;
    m.tool_calls = this.tools.count;
    m.tool_calls_by_name = this.tools.byName();
    m.api_retries = this.apiRetries;
    if (warnings.length) m.warnings = warnings;
    return m;
  }

  protected override ignoreLine(buf: Buffer, start: number, end: number): boolean {
    for (const p of SKIP_PREFIXES) {
      if (startsWithBytes(buf, start, end, p)) {
        // A line cut in the middle is still counted as not JSON.
        if (lastByte(buf, start, end) !== 125) this.notJson();
        return true;
      }
    }
    return false;
  }

  protected event(ev: any): void {
    switch (ev.type) {
      case 'assistant':
        this.assistant(ev);
        break;
      case 'result':
        this.result(ev);
        break;
      case 'system':
        if (ev.subtype === 'init') this.noteModel(ev.model);
        else if (ev.subtype === 'api_retry') this.apiRetries++;
        break;
      default:
        break;
    }
  }

  private assistant(ev: any): void {
    const msg = ev.message;
    if (!msg || typeof msg !== 'object') return;
    const content = Array.isArray(msg.content) ? msg.content : [];
    for (const block of content) {
      // A tool_use without an id is not counted: the id is what dedupes its repeats.
      if (block && (block.type === 'tool_use' || block.type === 'server_tool_use') && typeof block.id === 'string') {
        this.tools.add(block.id, typeof block.name === 'string' ? block.name : 'unknown');
      }
    }
    const id = typeof msg.id === 'string' ? msg.id : null;
    if (!id) return;
    const u = msg.usage ?? {};
    const prev = this.pendingMessages.get(id);
    // The same message is repeated once per content block (and more in
    // partial-messages mode); keep the largest figure seen for each field.
    const next: MessageUsage = {
      model: typeof msg.model === 'string' ? msg.model : prev?.model ?? 'unknown',
      input: Math.max(prev?.input ?? 0, num(u.input_tokens)),
      output: Math.max(prev?.output ?? 0, num(u.output_tokens)),
      cache_creation: Math.max(prev?.cache_creation ?? 0, num(u.cache_creation_input_tokens)),
      cache_read: Math.max(prev?.cache_read ?? 0, num(u.cache_read_input_tokens)),
      topLevel: ev.parent_tool_use_id === null || ev.parent_tool_use_id === undefined,
    };
    if (prev) {
      this.pendingMessages.set(id, next);
      return;
    }
    this.pendingMessages.set(id, next);
    if (this.pendingMessages.size > RECENT_IDS) {
      const [oldId, old] = this.pendingMessages.entries().next().value as [string, MessageUsage];
      this.pendingMessages.delete(oldId);
      addModelUsage(this.foldedModels, old.model, old);
      if (old.topLevel) this.foldedTurns++;
      this.foldedCount++;
    }
  }

  private result(ev: any): void {
    this.results++;
    this.resultTurns += num(ev.num_turns);
    this.resultCost += num(ev.total_cost_usd ?? ev.cost_usd);
    this.resultDuration += num(ev.duration_ms);
    const mu = ev.modelUsage;
    if (mu && typeof mu === 'object' && Object.keys(mu).length > 0) {
      for (const [name, v] of Object.entries<any>(mu)) {
        addModelUsage(this.resultModels, name, {
          input: num(v?.inputTokens),
          output: num(v?.outputTokens),
          cache_read: num(v?.cacheReadInputTokens),
          cache_creation: num(v?.cacheCreationInputTokens),
          cost_usd: num(v?.costUSD),
        });
      }
    } else if (ev.usage && typeof ev.usage === 'object') {
      const u = ev.usage;
      addModelUsage(this.resultModels, this.model ?? 'unknown', {
        input: num(u.input_tokens),
        output: num(u.output_tokens),
        cache_read: num(u.cache_read_input_tokens),
        cache_creation: num(u.cache_creation_input_tokens),
        cost_usd: num(ev.total_cost_usd),
      });
    }
    this.status = claudeStatus(ev);
    this.pendingMessages = new Map();
    this.foldedModels = {};
    this.foldedTurns = 0;
    this.foldedCount = 0;
  }
}

export function claudeStatus(ev: { subtype?: unknown; is_error?: unknown }): MetricsStatus {
  switch (ev.subtype) {
    case 'success':
      return ev.is_error === true ? 'error' : 'success';
    case 'error_max_turns':
      return 'error_max_turns';
    case 'error_max_budget_usd':
      return 'error_max_budget_usd';
    default:
      return 'error';
  }
}
