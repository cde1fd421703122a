// The `outputs` record check judges receive (agent-eval-harness contract):
// files of the case run keyed by path relative to the run directory, the
// annotations and the run's figures.
import { readdir, readFile, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { FixtureState, Metrics } from '../types.js';

/** Largest single file handed to checks; bigger ones are left out rather than cut, so JSON stays parseable. */
export const MAX_CHECK_FILE_BYTES = 2 * 1024 * 1024;
export const MAX_CHECK_FILES = 500;
/** Budget for all agent output files together; the normalised state and metrics always go in. */
export const MAX_CHECK_FILES_TOTAL_BYTES = 32 * 1024 * 1024;
/** Cap of the transcript passed as `stdout`. */
export const MAX_STDOUT_BYTES = 4 * 1024 * 1024;

/** UTF-8 text of a file, or null for binary content. */
export function decodeText(buf: Buffer): string | null {
  if (buf.includes(0)) return null;
  const text = new TextDecoder('utf-8', { fatal: false }).decode(buf);
  // Lots of replacement characters means it was not UTF-8 text to begin with.
  const bad = text.split('\uFFFD').length - 1;
  if (bad > 0 && bad > text.length / 100) return null;
  return text;
}

async function walk(root: string, dir: string, out: string[], limit: number): Promise<void> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return;
  }
  entries.sort((a, b) => a.name.localeCompare(b.name));
  for (const e of entries) {
    if (out.length >= limit) return;
    const full = join(dir, e.name);
    if (e.isDirectory()) await walk(root, full, out, limit);
    else if (e.isFile()) out.push(relative(root, full).split(sep).join('/'));
  }
}

/** Paths (relative, `/`-separated) of regular files under a directory, sorted, at most `limit`. */
export async function listFiles(root: string, limit = MAX_CHECK_FILES): Promise<string[]> {
  const out: string[] = [];
  await walk(root, root, out, limit);
  return out;
}

async function readText(path: string, maxBytes: number): Promise<string | null> {
  try {
    const s = await stat(path);
    if (!s.isFile() || s.size > maxBytes) return null;
    return decodeText(await readFile(path));
  } catch {
    return null;
  }
}

/**
 * The `files` map: every text file the agent wrote under `<runDir>/output/`
 * as `output/<path>`, with `output/fixture-state.json` and
 * `output/metrics.json` taken from the normalised `<runDir>/fixture-state.json`
 * and `<runDir>/metrics.json` when those exist.
 */
export async function collectCheckFiles(runDir: string): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  const outputDir = join(runDir, 'output');
  let total = 0;
  for (const rel of await listFiles(outputDir)) {
    const text = await readText(join(outputDir, rel), MAX_CHECK_FILE_BYTES);
    if (text === null) continue;
    total += Buffer.byteLength(text);
    if (total > MAX_CHECK_FILES_TOTAL_BYTES) break;
    files[`output/${rel}`] = text;
  }
  for (const name of ['fixture-state.json', 'metrics.json']) {
    const text = await readText(join(runDir, name), MAX_CHECK_FILE_BYTES);
    if (text !== null) files[`output/${name}`] = text;
  }
  return files;
}

export interface CheckOutputsInput {
  runDir: string;
  annotations: Record<string, unknown>;
  metrics: Metrics | null;
  fixtureState: FixtureState | null;
  exitCode: number | null;
  durationS: number;
}

/** The whole `outputs` record for check judges. */
export async function buildCheckOutputs(input: CheckOutputsInput): Promise<Record<string, unknown>> {
  const files = await collectCheckFiles(input.runDir);
  let stdout = '';
  try {
    const buf = await readFile(join(input.runDir, 'transcript.ndjson'));
    stdout = (decodeText(buf.subarray(0, MAX_STDOUT_BYTES)) ?? '');
  } catch {
    stdout = '';
  }
  const m = input.metrics;
  return {
    files,
    annotations: input.annotations ?? {},
    case_dir: input.runDir,
    exit_code: input.exitCode,
    duration_s: input.durationS,
    num_turns: m ? m.num_turns : null,
    cost_usd: m ? m.total_cost_usd : null,
    token_usage: m ? m.token_usage : null,
    metrics: m,
    fixture_state: input.fixtureState,
    stdout,
  };
}
