// Tells a transcript's format from its first JSON lines.
import { LineSplitter, skipBlank } from './line-splitter.js';

export type TranscriptFormat = 'claude' | 'codex' | 'gemini';

const CLAUDE_TYPES = new Set(['system', 'assistant', 'user', 'stream_event']);
const CODEX_TYPES = new Set(['thread.started', 'turn.started', 'turn.completed', 'turn.failed', 'item.started', 'item.updated', 'item.completed']);
const GEMINI_TYPES = new Set(['init', 'message', 'tool_use', 'tool_result']);

/** The format one parsed event points to, or null when it says nothing. */
export function formatOfEvent(ev: unknown): TranscriptFormat | null {
  if (!ev || typeof ev !== 'object') return null;
  const e = ev as Record<string, unknown>;
  const t = e.type;
  if (typeof t !== 'string') return null;
  if (CLAUDE_TYPES.has(t)) return 'claude';
  if (CODEX_TYPES.has(t)) return 'codex';
  if (GEMINI_TYPES.has(t)) return 'gemini';
  if (t === 'result') {
    if ('stats' in e) return 'gemini';
    return 'claude';
  }
  return null;
}

/**
 * Feeds lines until one tells the format. Unknown after `limitBytes` (or at
 * the end) means Claude Code stream-json, the format of the runner contract.
 */
export class FormatDetector {
  format: TranscriptFormat | null = null;
  private seen = 0;
  private readonly splitter = new LineSplitter((b, s, e) => this.line(b, s, e));

  constructor(private readonly limitBytes = 1024 * 1024) {}

  /** Returns the format once known. */
  push(chunk: Buffer): TranscriptFormat | null {
    if (this.format) return this.format;
    this.seen += chunk.length;
    this.splitter.push(chunk);
    if (!this.format && this.seen >= this.limitBytes) this.format = 'claude';
    return this.format;
  }

  end(): TranscriptFormat {
    if (!this.format) this.splitter.end();
    return this.format ?? 'claude';
  }

  private line(buf: Buffer, start: number, end: number): void {
    if (this.format) return;
    const s = skipBlank(buf, start, end);
    if (s >= end || buf[s] !== 123) return;
    try {
      this.format = formatOfEvent(JSON.parse(buf.toString('utf8', s, end)));
    } catch {
      // Not JSON: keep looking.
    }
  }
}

export function detectFormat(text: string | Buffer): TranscriptFormat {
  const d = new FormatDetector(Number.MAX_SAFE_INTEGER);
  d.push(Buffer.isBuffer(text) ? text : Buffer.from(text));
  return d.end();
}
