// Seeded fault injection: which API requests fail, and how.

export type FaultKind = '502' | 'secondary-rate-limit';

export interface FaultOptions {
  /** Fraction of API requests that fail, 0-1. */
  rate: number;
  kinds: FaultKind[];
  seed?: number;
  /** Seconds sent in `retry-after` with a secondary rate limit. */
  retryAfterS?: number;
  /** Share of 502s on writes that carry the write out first; default 0.5. */
  applyFirstRate?: number;
}

export interface FaultDecision {
  kind: FaultKind;
  /** For a 502 on a write: carry the write out before failing, as GitHub sometimes does. */
  applyFirst: boolean;
}

/** mulberry32: small, fast, and reproducible for a given seed. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export class FaultInjector {
  private random: () => number;
  constructor(readonly options: FaultOptions) {
    this.random = seededRandom(options.seed ?? 1);
  }

  decide(method: string): FaultDecision | null {
    if (this.options.rate <= 0 || this.options.kinds.length === 0) return null;
    if (this.random() >= this.options.rate) return null;
    const kind = this.options.kinds[Math.floor(this.random() * this.options.kinds.length)] ?? this.options.kinds[0];
    const isWrite = method !== 'GET' && method !== 'HEAD';
    const applyFirst = kind === '502' && isWrite && this.random() < (this.options.applyFirstRate ?? 0.5);
    return { kind, applyFirst };
  }
}
