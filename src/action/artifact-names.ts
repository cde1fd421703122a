// Artifact names must be unique within a workflow run: a matrix shard or a
// re-run attempt that reuses a name is rejected by the artifact service
// (409 Conflict). The shard and the attempt are therefore part of every name.

/** Characters the artifact service rejects in a name. */
export const INVALID_ARTIFACT_NAME_CHARS = ['"', ':', '<', '>', '|', '*', '?', '\r', '\n', '\\', '/'];

export const DEFAULT_ARTIFACT_PREFIX = 'fullsend-functional';

/** Keeps names well below the service's limit while leaving room for the suffixes. */
const MAX_PART_LENGTH = 80;

export interface ArtifactNameOptions {
  prefix?: string;
  shard?: { index: number; total: number };
  /** Run attempt; defaults to GITHUB_RUN_ATTEMPT, then 1. */
  attempt?: number | string;
  /** Job id or matrix label, to keep names apart when several jobs upload. */
  job?: string;
  /** Where GITHUB_RUN_ATTEMPT is read from. */
  env?: NodeJS.ProcessEnv;
}

/** Replaces characters the service rejects (and control characters) with `-`. */
export function sanitizeArtifactNamePart(part: string): string {
  let out = '';
  for (const ch of part) {
    const code = ch.codePointAt(0) ?? 0;
    out += INVALID_ARTIFACT_NAME_CHARS.includes(ch) || code < 0x20 || code === 0x7f ? '-' : ch;
  }
  out = out.trim().replace(/\s+/g, '-').replace(/-{2,}/g, '-').replace(/^[-.]+|[-.]+$/g, '');
  return out.slice(0, MAX_PART_LENGTH);
}

export function isValidArtifactName(name: string): boolean {
  return name.length > 0 && !INVALID_ARTIFACT_NAME_CHARS.some((c) => name.includes(c));
}

function parseAttempt(value: number | string | undefined): number {
  if (value === undefined || value === '') return 1;
  const n = typeof value === 'number' ? value : Number.parseInt(value, 10);
  if (!Number.isInteger(n) || n < 1) {
    throw new Error(`artifact name: run attempt must be a positive integer, got ${JSON.stringify(value)} (check GITHUB_RUN_ATTEMPT)`);
  }
  return n;
}

/**
 * `<prefix>[-<job>][-shard-<i>-of-<n>]-attempt-<a>`, e.g.
 * `fullsend-functional-triage-shard-2-of-4-attempt-1`.
 */
export function artifactName(options: ArtifactNameOptions = {}): string {
  const env = options.env ?? process.env;
  const prefix = sanitizeArtifactNamePart(options.prefix ?? DEFAULT_ARTIFACT_PREFIX);
  if (!prefix) throw new Error(`artifact name: prefix ${JSON.stringify(options.prefix)} has no usable characters`);
  const parts = [prefix];
  if (options.job !== undefined) {
    const job = sanitizeArtifactNamePart(options.job);
    if (job) parts.push(job);
  }
  if (options.shard) {
    const { index, total } = options.shard;
    if (!Number.isInteger(index) || !Number.isInteger(total) || total < 1 || index < 1 || index > total) {
      throw new Error(`artifact name: shard must be I/N with 1 <= I <= N, got ${index}/${total}`);
    }
    parts.push(`shard-${index}-of-${total}`);
  }
  parts.push(`attempt-${parseAttempt(options.attempt ?? env.GITHUB_RUN_ATTEMPT)}`);
  return parts.join('-');
}

/** The prefix that matches every shard and attempt of one `artifactName` family. */
export function artifactNamePrefix(options: Pick<ArtifactNameOptions, 'prefix' | 'job'> = {}): string {
  const parts = [sanitizeArtifactNamePart(options.prefix ?? DEFAULT_ARTIFACT_PREFIX)];
  if (options.job !== undefined) {
    const job = sanitizeArtifactNamePart(options.job);
    if (job) parts.push(job);
  }
  return `${parts.join('-')}-`;
}
