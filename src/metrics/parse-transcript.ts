// Picks the parser for a transcript format and runs it over a file or a
// live stream.
import { createReadStream } from 'node:fs';
import type { Metrics } from '../types.js';
import { ClaudeStreamParser } from './claude-stream.js';
import { CodexJsonParser } from './codex-json.js';
import { FormatDetector, type TranscriptFormat } from './detect-format.js';
import { GeminiStreamParser } from './gemini-stream.js';
import type { ParserOptions, StreamParser } from './json-lines-parser.js';

export type FormatOption = TranscriptFormat | 'auto';

export interface ParseOptions extends ParserOptions {
  format: FormatOption;
}

export function createFormatParser(format: TranscriptFormat, opts: ParserOptions = {}): StreamParser {
  switch (format) {
    case 'codex':
      return new CodexJsonParser(opts);
    case 'gemini':
      return new GeminiStreamParser(opts);
    default:
      return new ClaudeStreamParser();
  }
}

/** Holds the first chunks until the format is known, then replays them into the right parser. */
class AutoParser implements StreamParser {
  private readonly detector = new FormatDetector();
  private held: Buffer[] = [];
  private inner: StreamParser | null = null;

  constructor(private readonly opts: ParserOptions) {}

  push(chunk: Buffer): void {
    if (this.inner) {
      this.inner.push(chunk);
      return;
    }
    this.held.push(chunk);
    const f = this.detector.push(chunk);
    if (f) this.start(f);
  }

  end(): Metrics {
    if (!this.inner) this.start(this.detector.end());
    return this.inner!.end();
  }

  private start(format: TranscriptFormat): void {
    this.inner = createFormatParser(format, this.opts);
    for (const c of this.held) this.inner.push(c);
    this.held = [];
  }
}

export function createParser(opts: ParseOptions): StreamParser {
  return opts.format === 'auto' ? new AutoParser(opts) : createFormatParser(opts.format, opts);
}

export async function parseTranscriptFile(path: string, opts: ParseOptions = { format: 'auto' }): Promise<Metrics> {
  const parser = createParser(opts);
  const stream = createReadStream(path, { highWaterMark: 256 * 1024 });
  for await (const chunk of stream) parser.push(chunk as Buffer);
  return parser.end();
}
