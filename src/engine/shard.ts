export interface Shard {
  /** 1-based. */
  index: number;
  total: number;
}

/** Parses `I/N` (1 <= I <= N). */
export function parseShard(spec: string): Shard {
  const m = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(spec);
  if (!m) throw Object.assign(new Error(`shard must look like I/N (e.g. 2/4), got '${spec}'`), { code: 'ERR_PARSE_ARGS_SHARD' });
  const index = Number(m[1]);
  const total = Number(m[2]);
  if (total < 1 || index < 1 || index > total) {
    throw Object.assign(new Error(`shard ${spec}: I must be between 1 and N`), { code: 'ERR_PARSE_ARGS_SHARD' });
  }
  return { index, total };
}

/**
 * Splits items deterministically and evenly: items are sorted by key and dealt
 * round-robin, so shard sizes differ by at most one and the assignment does not
 * depend on discovery order. A case's repeats share one key and stay together.
 */
export function selectShard<T>(items: T[], key: (item: T) => string, shard: Shard | undefined): T[] {
  if (!shard || shard.total === 1) return items;
  const sorted = [...items].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
  return sorted.filter((_, i) => i % shard.total === shard.index - 1);
}
