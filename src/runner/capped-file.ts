// A file written from a stream that stops growing at a byte cap; what is cut
// is counted, never held in memory.
import { createWriteStream, type WriteStream } from 'node:fs';

export class CappedFile {
  private readonly ws: WriteStream;
  written = 0;
  dropped = 0;

  constructor(readonly path: string, readonly cap: number) {
    this.ws = createWriteStream(path);
  }

  get truncated(): boolean {
    return this.dropped > 0;
  }

  /** Returns false when the caller should wait for `drain` before writing more. */
  write(chunk: Buffer): boolean {
    const room = this.cap - this.written;
    if (room <= 0) {
      this.dropped += chunk.length;
      return true;
    }
    const part = chunk.length > room ? chunk.subarray(0, room) : chunk;
    this.dropped += chunk.length - part.length;
    this.written += part.length;
    return this.ws.write(part);
  }

  onceDrain(fn: () => void): void {
    this.ws.once('drain', fn);
  }

  /** Closes the file; `trailer` is written even past the cap (it reports the cut). */
  close(trailer?: string): Promise<void> {
    return new Promise((resolve, reject) => {
      this.ws.once('error', reject);
      if (trailer) this.ws.write(trailer);
      this.ws.end(() => resolve());
    });
  }
}
