// Removes credentials from run outputs before they leave the runner as artifacts.
// Transcripts and logs routinely echo tokens (git remote URLs, Authorization
// headers, environment dumps), so every file is rewritten byte-wise in place.

import { createReadStream } from 'node:fs';
import { lstat, open, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

export const REDACTED = '***';

/** Variables always treated as secrets, whatever their name pattern. */
const NAMED_SECRET_VARS = [
  'GH_TOKEN',
  'GITHUB_TOKEN',
  'INPUT_GITHUB-TOKEN',
  'INPUT_GITHUB_TOKEN',
  'ACTIONS_RUNTIME_TOKEN',
  'ANTHROPIC_API_KEY',
  'OPENAI_API_KEY',
];

const SECRET_NAME_SUFFIXES = ['_TOKEN', '_KEY', '_SECRET', '_PASSWORD', '_API_KEY'];

/** Shorter values are too likely to occur by chance ("true", "1234") to redact safely. */
export const MIN_SECRET_LENGTH = 6;

function isSecretName(name: string): boolean {
  const upper = name.toUpperCase();
  return NAMED_SECRET_VARS.includes(upper) || SECRET_NAME_SUFFIXES.some((s) => upper.endsWith(s));
}

/**
 * The core of `value`'s base64 encoding at each of the three byte alignments
 * it can have inside a longer encoded payload (a docker auth config, a
 * base64'd JSON blob): characters that mix in neighbouring bytes are dropped.
 */
export function base64Variants(value: string): string[] {
  const bytes = Buffer.from(value, 'utf8');
  const out: string[] = [];
  for (const lead of [0, 1, 2]) {
    const encoded = Buffer.concat([Buffer.alloc(lead), bytes]).toString('base64').replace(/=+$/, '');
    const skip = [0, 2, 3][lead];
    const trailing = (lead + bytes.length) % 3 === 0 ? 0 : 1;
    const core = encoded.slice(skip, encoded.length - trailing);
    // Short cores would match unrelated base64 text.
    if (core.length >= 12) out.push(core);
  }
  return out;
}

/** The forms a credential takes when it leaks through git, HTTP, JSON and base64. */
export function derivedForms(value: string): string[] {
  const forms = [value];
  // git over HTTPS with a token sends `Authorization: Basic base64(x-access-token:<token>)`.
  forms.push(Buffer.from(`x-access-token:${value}`, 'utf8').toString('base64'));
  forms.push(Buffer.from(value, 'utf8').toString('base64'));
  forms.push(...base64Variants(value));
  forms.push(encodeURIComponent(value));
  // A token embedded in a JSON string has its quotes and backslashes escaped.
  forms.push(JSON.stringify(value).slice(1, -1));
  return forms;
}

/**
 * Every secret value found in `env` (by name) plus `extra`, with the encoded
 * forms each one leaks in, deduplicated and longest first so that a secret
 * containing another is redacted as a whole.
 */
export function collectSecrets(env: NodeJS.ProcessEnv, extra: string[] = []): string[] {
  const raw: string[] = [];
  for (const [name, value] of Object.entries(env)) {
    if (value !== undefined && isSecretName(name)) raw.push(value);
  }
  raw.push(...extra);
  const out = new Set<string>();
  for (const value of raw) {
    const trimmed = value.trim();
    for (const candidate of new Set([value, trimmed])) {
      if (candidate.length < MIN_SECRET_LENGTH) continue;
      for (const form of derivedForms(candidate)) {
        if (form.length >= MIN_SECRET_LENGTH) out.add(form);
      }
    }
  }
  return [...out].sort((a, b) => b.length - a.length || (a < b ? -1 : 1));
}

/** Replaces every occurrence of every secret in `text` with `***`. */
export function scrubText(text: string, secrets: readonly string[]): string {
  if (secrets.length === 0 || text.length === 0) return text;
  const buf = Buffer.from(text, 'utf8');
  const matches = findMatches(buf, toNeedles(secrets));
  return matches.length === 0 ? text : replaceMatches(buf, matches).out.toString('utf8');
}

interface Match {
  start: number;
  end: number;
}

function toNeedles(secrets: readonly string[]): Buffer[] {
  const seen = new Set<string>();
  const needles: Buffer[] = [];
  for (const s of secrets) {
    if (s.length === 0 || seen.has(s)) continue;
    seen.add(s);
    needles.push(Buffer.from(s, 'utf8'));
  }
  return needles.sort((a, b) => b.length - a.length);
}

/**
 * Byte ranges to redact: every occurrence of every needle, with overlapping
 * occurrences merged so that no secret survives even partly when two overlap.
 */
function findMatches(buf: Buffer, needles: Buffer[]): Match[] {
  const all: Match[] = [];
  for (const needle of needles) {
    for (let at = buf.indexOf(needle); at !== -1; at = buf.indexOf(needle, at + 1)) {
      all.push({ start: at, end: at + needle.length });
    }
  }
  all.sort((a, b) => a.start - b.start || b.end - a.end);
  const merged: Match[] = [];
  for (const m of all) {
    const last = merged[merged.length - 1];
    if (last && m.start < last.end) last.end = Math.max(last.end, m.end);
    else merged.push({ ...m });
  }
  return merged;
}

function replaceMatches(buf: Buffer, matches: Match[], upTo = buf.length): { out: Buffer; count: number } {
  if (matches.length === 0) return { out: buf.subarray(0, upTo), count: 0 };
  const redacted = Buffer.from(REDACTED, 'utf8');
  const parts: Buffer[] = [];
  let cursor = 0;
  for (const m of matches) {
    parts.push(buf.subarray(cursor, m.start), redacted);
    cursor = m.end;
  }
  parts.push(buf.subarray(cursor, upTo));
  return { out: Buffer.concat(parts), count: matches.length };
}

/** Files at or below this size are scrubbed in memory; larger ones are streamed. */
export const DEFAULT_CHUNK_SIZE = 1024 * 1024;

export interface ScrubOptions {
  /** Read size for streaming large files. */
  chunkSize?: number;
}

export interface ScrubResult {
  /** Files in which at least one secret was replaced. */
  files: number;
  replacements: number;
  /** Regular files examined. */
  scanned: number;
  /** Symbolic links found (never followed, never rewritten). */
  symlinks: string[];
}

/** Scrubs one file in place; returns the number of replacements. */
export async function scrubFile(file: string, secrets: readonly string[], options: ScrubOptions = {}): Promise<number> {
  const needles = toNeedles(secrets);
  if (needles.length === 0) return 0;
  const chunkSize = Math.max(options.chunkSize ?? DEFAULT_CHUNK_SIZE, needles[0].length * 2);
  const info = await lstat(file);
  if (info.size <= chunkSize) {
    const buf = await readFile(file);
    const matches = findMatches(buf, needles);
    if (matches.length === 0) return 0;
    const { out, count } = replaceMatches(buf, matches);
    await replaceFile(file, async (tmp) => writeFile(tmp, out, { mode: info.mode }));
    return count;
  }
  return scrubLargeFile(file, info.mode, needles, chunkSize);
}

async function scrubLargeFile(file: string, mode: number, needles: Buffer[], chunkSize: number): Promise<number> {
  // A secret can straddle two reads, so the last (longest - 1) bytes of each
  // window are carried into the next one instead of being written out.
  const overlap = needles[0].length - 1;
  const tmp = tempPathFor(file);
  const handle = await open(tmp, 'wx', mode);
  let count = 0;
  try {
    let carry: Buffer = Buffer.alloc(0);
    for await (const chunk of createReadStream(file, { highWaterMark: chunkSize })) {
      const data: Buffer = carry.length > 0 ? Buffer.concat([carry, chunk as Buffer]) : (chunk as Buffer);
      // Every occurrence starting before `safe` is wholly inside `data`; one
      // starting later may still be cut off. Output stops at `safe`, or earlier
      // if a redaction range spans it, so that range is decided next time.
      let emitEnd = data.length - overlap;
      const matches = emitEnd > 0 ? findMatches(data, needles) : [];
      const spanning = matches.find((m) => m.start < emitEnd && m.end > emitEnd);
      if (spanning) emitEnd = spanning.start;
      if (emitEnd <= 0) {
        carry = data;
        continue;
      }
      const { out, count: n } = replaceMatches(data, matches.filter((m) => m.end <= emitEnd), emitEnd);
      count += n;
      await handle.write(out);
      carry = Buffer.from(data.subarray(emitEnd));
    }
    const matches = findMatches(carry, needles);
    const { out, count: n } = replaceMatches(carry, matches);
    count += n;
    await handle.write(out);
  } catch (err) {
    await handle.close();
    await rm(tmp, { force: true });
    throw err;
  }
  await handle.close();
  if (count === 0) {
    await rm(tmp, { force: true });
    return 0;
  }
  await rename(tmp, file);
  return count;
}

function tempPathFor(file: string): string {
  return path.join(path.dirname(file), `.${path.basename(file)}.scrub-${randomBytes(4).toString('hex')}`);
}

async function replaceFile(file: string, write: (tmp: string) => Promise<void>): Promise<void> {
  const tmp = tempPathFor(file);
  try {
    await write(tmp);
    await rename(tmp, file);
  } catch (err) {
    await rm(tmp, { force: true });
    throw err;
  }
}

/**
 * Rewrites every regular file under `dir` with each secret replaced by `***`.
 * Binary files are scrubbed too (the match is byte-wise on the UTF-8 form).
 * Symbolic links are not followed: their targets may lie outside `dir`.
 */
export async function scrubDirectory(dir: string, secrets: readonly string[], options: ScrubOptions = {}): Promise<ScrubResult> {
  const result: ScrubResult = { files: 0, replacements: 0, scanned: 0, symlinks: [] };
  const active = secrets.filter((s) => s.length > 0);
  const walk = async (current: string): Promise<void> => {
    const entries = await readdir(current, { withFileTypes: true });
    for (const entry of entries) {
      const full = path.join(current, entry.name);
      if (entry.isSymbolicLink()) {
        result.symlinks.push(full);
      } else if (entry.isDirectory()) {
        await walk(full);
      } else if (entry.isFile()) {
        result.scanned += 1;
        if (active.length === 0) continue;
        const n = await scrubFile(full, active, options);
        if (n > 0) {
          result.files += 1;
          result.replacements += n;
        }
      }
    }
  };
  await walk(dir);
  return result;
}
