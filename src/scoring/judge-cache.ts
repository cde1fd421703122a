// On-disk cache of LLM judge answers, so a rerun that changes nothing does not
// pay for the same judgement twice. Keyed by everything that shapes the answer.
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface JudgeCacheKeyParts {
  provider: string;
  model: string | null;
  prompt: string;
  scale: [number, number];
  samples: number;
  name: string;
  kind: string;
  /** Anything else that changes the answer, e.g. the command argv of a command judge. */
  extra?: unknown;
}

/** A stored judgement: the aggregated answer and what it cost the first time. */
export interface CachedJudgement {
  value: number;
  rationale: string;
  samples: number[];
  label?: string;
  model: string | null;
  input_tokens: number;
  output_tokens: number;
  cost_usd: number;
  created_at: string;
}

export function judgeCacheKey(parts: JudgeCacheKeyParts): string {
  const canonical = JSON.stringify([
    parts.provider,
    parts.model,
    parts.prompt,
    parts.scale,
    parts.samples,
    parts.name,
    parts.kind,
    parts.extra ?? null,
  ]);
  return createHash('sha256').update(canonical).digest('hex');
}

export class JudgeCache {
  readonly dir: string;
  readonly enabled: boolean;

  /** `dir` e.g. `.fullsend/cache/judges` or under `$RUNNER_TEMP`; `noCache` turns reads and writes off. */
  constructor(dir: string, options: { noCache?: boolean } = {}) {
    this.dir = dir;
    this.enabled = !options.noCache;
  }

  private file(key: string): string {
    return join(this.dir, `${key}.json`);
  }

  async get(key: string): Promise<CachedJudgement | null> {
    if (!this.enabled) return null;
    try {
      const data = JSON.parse(await readFile(this.file(key), 'utf8')) as CachedJudgement;
      return typeof data?.value === 'number' && Number.isFinite(data.value) ? data : null;
    } catch {
      // Missing or unreadable entries are a miss; the judge runs again.
      return null;
    }
  }

  async put(key: string, value: CachedJudgement): Promise<void> {
    if (!this.enabled) return;
    await mkdir(this.dir, { recursive: true });
    const tmp = `${this.file(key)}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(tmp, `${JSON.stringify(value, null, 2)}\n`);
    await rename(tmp, this.file(key));
  }
}

/** A cache under `dir`, the engine's entry point. */
export function createJudgeCache(dir: string, options: { noCache?: boolean } = {}): JudgeCache {
  return new JudgeCache(dir, options);
}

/**
 * The prompt as the cache sees it: what differs between two runs of the same
 * case without the agent doing anything different (the fixture repo's random
 * name, timestamps, commit shas) is masked, so an unchanged rerun hits.
 */
export function cacheStablePrompt(prompt: string, fixture: { repo?: string; fixture_url?: string } | null | undefined): string {
  let text = prompt;
  const fixtureRepo = fixture?.repo;
  if (fixture?.fixture_url) {
    try {
      text = text.split(new URL(fixture.fixture_url).origin).join('<server>');
    } catch {
      // not a URL: nothing to mask
    }
  }
  if (fixtureRepo) {
    const name = fixtureRepo.split('/')[1];
    text = text.split(fixtureRepo).join('<fixture-repo>');
    if (name) text = text.split(name).join('<fixture-repo-name>');
  }
  return text
    .replace(/\b\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:?\d{2})\b/g, '<time>')
    .replace(/\b[0-9a-f]{40}\b/g, '<sha>');
}
