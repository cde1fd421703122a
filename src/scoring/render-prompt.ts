// Rendering an LLM judge's prompt template. `{{ outputs }}` is what the agent
// left behind (the fixture state plus the judge's chosen files, each capped),
// never whole transcripts; `{{ annotations }}` is the case's annotations.yaml.
import { open, stat } from 'node:fs/promises';
import { isAbsolute, relative, resolve } from 'node:path';
import { stringify } from 'yaml';
import type { FixtureState } from '../types.js';
import { decodeText, listFiles } from './check-outputs.js';
import { isGlob, pathMatches } from './glob.js';

export const MAX_PROMPT_FILE_BYTES = 20 * 1024;
export const MAX_PROMPT_STATE_BYTES = 40 * 1024;

/** Text cut to a byte budget, with a note saying how much was left out. */
export function capText(text: string, maxBytes: number): string {
  const buf = Buffer.from(text, 'utf8');
  if (buf.length <= maxBytes) return text;
  const kept = new TextDecoder('utf-8').decode(buf.subarray(0, maxBytes)).replace(/\uFFFD$/, '');
  return `${kept}\n[... cut: showing the first ${maxBytes} of ${buf.length} bytes]`;
}

/** Resolve a judge's `files` entries (paths or globs relative to the run directory) to existing paths. */
export async function resolveJudgeFiles(runDir: string, patterns: string[]): Promise<Array<{ path: string; found: boolean }>> {
  const out: Array<{ path: string; found: boolean }> = [];
  let all: string[] | null = null;
  for (const p of patterns) {
    if (isGlob(p)) {
      all ??= await listFiles(runDir, 5000);
      const hits = all.filter((f) => pathMatches(p, f));
      if (hits.length === 0) out.push({ path: p, found: false });
      for (const h of hits) if (!out.some((o) => o.path === h)) out.push({ path: h, found: true });
    } else if (!out.some((o) => o.path === p)) {
      out.push({ path: p, found: true });
    }
  }
  return out;
}

async function fileSection(runDir: string, path: string, found: boolean, capBytes: number): Promise<string> {
  if (!found) return `### ${path}\n(no file matches)`;
  const full = resolve(runDir, path);
  const rel = relative(resolve(runDir), full);
  if (rel.startsWith('..') || isAbsolute(rel)) return `### ${path}\n(outside the case run directory, not shown)`;
  try {
    const s = await stat(full);
    if (!s.isFile()) return `### ${path}\n(not a file)`;
    // Read only the head that can be shown; judges never get whole large files.
    const want = Math.min(s.size, capBytes);
    const fh = await open(full, 'r');
    let head: Buffer;
    try {
      const { bytesRead, buffer } = await fh.read(Buffer.alloc(want), 0, want, 0);
      head = buffer.subarray(0, bytesRead);
    } finally {
      await fh.close();
    }
    const text = decodeText(head);
    if (text === null) return `### ${path}\n(binary file, ${s.size} bytes, not shown)`;
    const note = s.size > capBytes ? `\n[... cut: showing the first ${capBytes} of ${s.size} bytes]` : '';
    return `### ${path}\n\`\`\`\n${text.replace(/\uFFFD$/, '')}${note}\n\`\`\``;
  } catch {
    return `### ${path}\n(file not found)`;
  }
}

export interface RenderOutputsInput {
  runDir: string;
  fixtureState: FixtureState | null;
  files?: string[];
  fileCapBytes?: number;
  stateCapBytes?: number;
}

/** The text `{{ outputs }}` renders to. */
export async function renderOutputs(input: RenderOutputsInput): Promise<string> {
  const parts: string[] = [];
  const state = input.fixtureState ? JSON.stringify(input.fixtureState, null, 2) : null;
  parts.push(
    state === null
      ? '## Fixture state\n(no fixture state was captured)'
      : `## Fixture state (fixture-state.json)\n\`\`\`json\n${capText(state, input.stateCapBytes ?? MAX_PROMPT_STATE_BYTES)}\n\`\`\``,
  );
  const resolved = await resolveJudgeFiles(input.runDir, input.files ?? []);
  if (resolved.length) {
    parts.push('## Files');
    for (const f of resolved) parts.push(await fileSection(input.runDir, f.path, f.found, input.fileCapBytes ?? MAX_PROMPT_FILE_BYTES));
  }
  return parts.join('\n\n');
}

/** The text `{{ annotations }}` renders to. */
export function renderAnnotations(annotations: Record<string, unknown>): string {
  return stringify(annotations ?? {}).trimEnd();
}

/**
 * Substitute `{{ outputs }}` and `{{ annotations }}` (any spacing). Other
 * `{{ ... }}` expressions are left as written.
 */
export function renderTemplate(template: string, values: { outputs: string; annotations: string }): string {
  return template.replace(/\{\{\s*(outputs|annotations)\s*\}\}/g, (_m, key: 'outputs' | 'annotations') => values[key]);
}
