// What the transcript parsers have in common: a JSON Lines stream is split
// into lines, each non-blank line is parsed into an object (anything else is
// counted as a skipped line), and tool calls are counted once per id.
import type { Metrics } from '../types.js';
import { LineSplitter, skipBlank } from './line-splitter.js';
import { RecentIds, countName } from './metrics-util.js';

export interface StreamParser {
  push(chunk: Buffer): void;
  end(): Metrics;
}

export interface ParserOptions {
  /** Model to price with when the transcript does not name one. */
  model?: string;
}

export abstract class JsonLinesParser implements StreamParser {
  private readonly splitter = new LineSplitter((b, s, e) => this.line(b, s, e));
  private skipped = 0;
  /** The model the transcript (or the caller) names first. */
  protected model: string | null;

  constructor(opts: ParserOptions = {}) {
    this.model = opts.model || null;
  }

  push(chunk: Buffer): void {
    this.splitter.push(chunk);
  }

  end(): Metrics {
    this.splitter.end();
    const m = this.metrics();
    m.skipped_lines = this.skipped + this.splitter.oversized;
    return m;
  }

  /** Handles one parsed line (always a non-null object). */
  protected abstract event(ev: any): void;

  /** The figures once the whole stream has been seen; skipped_lines is filled in afterwards. */
  protected abstract metrics(): Metrics;

  /**
   * Lets a parser drop a line from its first bytes, before it is decoded and
   * parsed; [start, end) is non-empty and starts at a non-blank byte. A
   * parser that drops a line that is not JSON calls notJson() itself.
   */
  protected ignoreLine(_buf: Buffer, _start: number, _end: number): boolean {
    return false;
  }

  protected notJson(): void {
    this.skipped++;
  }

  /** Keeps the first model name seen. */
  protected noteModel(name: unknown): void {
    if (typeof name === 'string' && !this.model) this.model = name;
  }

  private line(buf: Buffer, start: number, end: number): void {
    const s = skipBlank(buf, start, end);
    if (s >= end) return;
    if (this.ignoreLine(buf, s, end)) return;
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
    this.event(ev);
  }
}

/**
 * Counts tool calls: a call with an id is counted the first time its id is
 * seen (its started/updated/completed events repeat it), a call without one
 * every time.
 */
export class ToolCallCounter {
  private readonly ids: RecentIds;
  private calls = 0;
  private readonly names: Record<string, number> = {};

  constructor(recentIds?: number) {
    this.ids = new RecentIds(recentIds);
  }

  /** Counts a call named name; an id that is not a string counts as a call without an id. */
  add(id: unknown, name: string): void {
    if (typeof id === 'string' && !this.ids.add(id)) return;
    this.calls++;
    countName(this.names, name);
  }

  get count(): number {
    return this.calls;
  }

  byName(): Record<string, number> {
    return { ...this.names };
  }
}
