// Uploads a run's output directory as a workflow artifact (after scrubbing it)
// and fetches artifacts back, for the report job that merges matrix shards and
// for `rerun-failed`, which needs the previous attempt's results.json.

import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { DefaultArtifactClient, type ArtifactClient, type FindOptions } from '@actions/artifact';
import { isValidArtifactName } from './artifact-names.js';
import { scrubDirectory } from './scrub.js';

export type ArtifactUploader = Pick<ArtifactClient, 'uploadArtifact'>;
export type ArtifactFetcher = Pick<ArtifactClient, 'listArtifacts' | 'downloadArtifact'>;
export type FindBy = NonNullable<FindOptions['findBy']>;

/** Characters the artifact service rejects inside file paths of an archive. */
const INVALID_PATH_CHARS = ['"', ':', '<', '>', '|', '*', '?', '\r', '\n'];

export interface UploadRunArtifactOptions {
  name: string;
  rootDir: string;
  /** Values to redact from every file before upload (see collectSecrets). */
  secrets: readonly string[];
  retentionDays?: number;
  client?: ArtifactUploader;
  log?: (message: string) => void;
}

export interface UploadRunArtifactResult {
  id: number;
  size: number;
  files: number;
  /** Secrets replaced while scrubbing. */
  replacements: number;
  /** Symbolic links left out of the archive (their targets are not scrubbed). */
  skippedSymlinks: string[];
}

/** Variables the runner sets for the artifact service that are missing from `env`. */
export function missingArtifactEnv(env: NodeJS.ProcessEnv = process.env): string[] {
  return ['ACTIONS_RUNTIME_TOKEN', 'ACTIONS_RESULTS_URL'].filter((k) => !env[k]);
}

function requireArtifactEnv(what: string): void {
  const missing = missingArtifactEnv();
  if (missing.length > 0) {
    throw new Error(`${what} needs ${missing.join(' and ')}, which only the GitHub Actions runner sets; outside Actions turn artifact upload off (upload-artifacts: false)`);
  }
}

async function listFiles(rootDir: string): Promise<{ files: string[]; symlinks: string[] }> {
  const files: string[] = [];
  const symlinks: string[] = [];
  const walk = async (dir: string): Promise<void> => {
    const entries = await readdir(dir, { withFileTypes: true });
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      const full = path.join(dir, entry.name);
      if (entry.isSymbolicLink()) symlinks.push(full);
      else if (entry.isDirectory()) await walk(full);
      else if (entry.isFile()) files.push(full);
    }
  };
  await walk(rootDir);
  return { files, symlinks };
}

/** Scrubs `rootDir` in place, then uploads all its regular files as one artifact. */
export async function uploadRunArtifact(options: UploadRunArtifactOptions): Promise<UploadRunArtifactResult> {
  const { name, secrets, retentionDays } = options;
  const log = options.log ?? (() => {});
  if (!isValidArtifactName(name)) {
    throw new Error(`artifact name ${JSON.stringify(name)} contains a character the artifact service rejects (" : < > | * ? \\r \\n \\ /); build it with artifactName()`);
  }
  if (retentionDays !== undefined && (!Number.isInteger(retentionDays) || retentionDays < 1)) {
    throw new Error(`artifact retention must be a whole number of days >= 1, got ${retentionDays}`);
  }
  if (!options.client) requireArtifactEnv(`uploading artifact ${name}`);
  const rootDir = path.resolve(options.rootDir);
  const scrub = await scrubDirectory(rootDir, secrets);
  log(`Scrubbed ${scrub.replacements} secret occurrence(s) in ${scrub.files} of ${scrub.scanned} file(s) under ${rootDir}`);

  const { files, symlinks } = await listFiles(rootDir);
  for (const link of symlinks) log(`Not uploading symbolic link ${path.relative(rootDir, link)} (its target is not scrubbed)`);
  if (files.length === 0) throw new Error(`nothing to upload: ${rootDir} has no files`);
  for (const file of files) {
    const rel = path.relative(rootDir, file);
    const bad = INVALID_PATH_CHARS.find((c) => rel.includes(c));
    if (bad !== undefined) {
      throw new Error(`cannot upload ${file}: its path contains ${JSON.stringify(bad)}, which the artifact service rejects; rename the case or file`);
    }
  }

  const client = options.client ?? new DefaultArtifactClient();
  const response = await client.uploadArtifact(name, files, rootDir, retentionDays !== undefined ? { retentionDays } : undefined);
  if (response.id === undefined) throw new Error(`artifact service accepted ${name} but returned no artifact id`);
  log(`Uploaded artifact ${name} (id ${response.id}, ${response.size ?? 0} bytes, ${files.length} file(s))`);
  return {
    id: response.id,
    size: response.size ?? 0,
    files: files.length,
    replacements: scrub.replacements,
    skippedSymlinks: symlinks,
  };
}

export interface DownloadRunArtifactsOptions {
  /** Artifacts whose names start with this are downloaded. */
  namePrefix: string;
  destDir: string;
  client?: ArtifactFetcher;
  /** Another workflow run's artifacts (needs a token with actions:read); default: the current run. */
  findBy?: FindBy;
  log?: (message: string) => void;
}

export interface DownloadedArtifact {
  name: string;
  id: number;
  size: number;
  /** destDir/<name> */
  path: string;
}

/**
 * Downloads the newest artifact of each name starting with `namePrefix` into
 * `destDir/<name>/`. Returns them sorted by name; an empty list when none match.
 */
export async function downloadRunArtifacts(options: DownloadRunArtifactsOptions): Promise<DownloadedArtifact[]> {
  const log = options.log ?? (() => {});
  const destDir = path.resolve(options.destDir);
  const client = options.client ?? new DefaultArtifactClient();
  const findBy = options.findBy;
  if (!options.client && !findBy) requireArtifactEnv(`downloading artifacts ${options.namePrefix}*`);
  const { artifacts } = await client.listArtifacts(findBy ? { latest: true, findBy } : { latest: true });
  const matching = artifacts
    .filter((a) => a.name.startsWith(options.namePrefix))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  log(`Found ${matching.length} artifact(s) named ${options.namePrefix}* of ${artifacts.length}`);

  const out: DownloadedArtifact[] = [];
  for (const artifact of matching) {
    const target = path.resolve(destDir, artifact.name);
    if (path.dirname(target) !== destDir) {
      throw new Error(`artifact name ${JSON.stringify(artifact.name)} would be written outside ${destDir}; refusing to download it`);
    }
    // A retried download must not merge stale files from an earlier attempt.
    await rm(target, { recursive: true, force: true });
    const result = await client.downloadArtifact(artifact.id, {
      path: target,
      ...(artifact.digest ? { expectedHash: artifact.digest } : {}),
      ...(findBy ? { findBy } : {}),
    });
    if (result.digestMismatch) {
      throw new Error(`artifact ${artifact.name} (id ${artifact.id}) was corrupted in transit: its sha256 does not match ${artifact.digest}; re-run the job`);
    }
    log(`Downloaded artifact ${artifact.name} (id ${artifact.id}) to ${target}`);
    out.push({ name: artifact.name, id: artifact.id, size: artifact.size, path: target });
  }
  return out;
}
