// `fullsend-functional metrics FILE`: prints the metrics.json of a transcript.
import { stat } from 'node:fs/promises';
import type { Writable } from 'node:stream';
import { parseTranscriptFile, type FormatOption } from './parse-transcript.js';

const FORMATS: FormatOption[] = ['auto', 'claude', 'codex', 'gemini'];

export async function metricsCommand(
  file: string,
  opts: { format?: string; model?: string },
  stdout: Pick<Writable, 'write'>,
): Promise<number> {
  const format = (opts.format ?? 'auto') as FormatOption;
  if (!FORMATS.includes(format)) {
    throw new Error(`unknown transcript format "${opts.format}": use one of ${FORMATS.join(', ')}`);
  }
  const st = await stat(file).catch(() => null);
  if (!st || !st.isFile()) throw new Error(`${file}: no such transcript file`);
  const metrics = await parseTranscriptFile(file, { format, model: opts.model });
  stdout.write(`${JSON.stringify(metrics, null, 2)}\n`);
  return 0;
}
