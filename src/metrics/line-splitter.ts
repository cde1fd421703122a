// Splits a byte stream into lines without building strings for the whole
// stream: each complete line is handed over as a (buffer, start, end) view so
// callers can look at a few bytes before deciding to decode and parse it.

/** A line longer than this is dropped (and reported) instead of buffered. */
export const MAX_LINE_BYTES = 64 * 1024 * 1024;

export type LineHandler = (buf: Buffer, start: number, end: number) => void;

export class LineSplitter {
  private pending: Buffer[] = [];
  private pendingLen = 0;
  private dropping = false;
  /** Lines dropped because they exceeded MAX_LINE_BYTES. */
  oversized = 0;

  constructor(private readonly onLine: LineHandler, private readonly maxLineBytes = MAX_LINE_BYTES) {}

  push(chunk: Buffer): void {
    let start = 0;
    let nl = chunk.indexOf(10);
    if (this.pendingLen > 0 || this.dropping) {
      if (nl === -1) {
        this.keep(chunk);
        return;
      }
      if (this.dropping) {
        this.dropping = false;
      } else {
        this.pending.push(chunk.subarray(0, nl));
        const line = Buffer.concat(this.pending, this.pendingLen + nl);
        this.pending = [];
        this.pendingLen = 0;
        this.emit(line, 0, line.length);
      }
      start = nl + 1;
      nl = chunk.indexOf(10, start);
    }
    while (nl !== -1) {
      this.emit(chunk, start, nl);
      start = nl + 1;
      nl = chunk.indexOf(10, start);
    }
    if (start < chunk.length) this.keep(start === 0 ? chunk : chunk.subarray(start));
  }

  /** Flushes a last line that had no trailing newline. */
  end(): void {
    if (this.pendingLen > 0 && !this.dropping) {
      const line = Buffer.concat(this.pending, this.pendingLen);
      this.emit(line, 0, line.length);
    }
    this.pending = [];
    this.pendingLen = 0;
    this.dropping = false;
  }

  private keep(part: Buffer): void {
    if (this.dropping) return;
    if (this.pendingLen + part.length > this.maxLineBytes) {
      this.pending = [];
      this.pendingLen = 0;
      this.dropping = true;
      this.oversized++;
      return;
    }
    // Copy small tails so a 1 MiB read buffer is not pinned by a few bytes.
    this.pending.push(part.length < 4096 ? Buffer.from(part) : part);
    this.pendingLen += part.length;
  }

  private emit(buf: Buffer, start: number, end: number): void {
    if (end > start && buf[end - 1] === 13) end--;
    this.onLine(buf, start, end);
  }
}

/** Index of the first non-blank byte in [start, end), or end. */
export function skipBlank(buf: Buffer, start: number, end: number): number {
  let i = start;
  while (i < end) {
    const c = buf[i];
    if (c !== 32 && c !== 9 && c !== 13) break;
    i++;
  }
  return i;
}

/** True when buf[start..] begins with the bytes of prefix. */
export function startsWithBytes(buf: Buffer, start: number, end: number, prefix: Buffer): boolean {
  if (end - start < prefix.length) return false;
  return buf.compare(prefix, 0, prefix.length, start, start + prefix.length) === 0;
}

/** Last non-blank byte of [start, end), or -1. */
export function lastByte(buf: Buffer, start: number, end: number): number {
  let i = end - 1;
  while (i >= start) {
    const c = buf[i];
    if (c !== 32 && c !== 9 && c !== 13) return c;
    i--;
  }
  return -1;
}
