// Small helpers shared by the benchmark scripts.
import { readFileSync } from 'node:fs';

export function median(xs: number[]): number {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

export function mean(xs: number[]): number {
  return xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : NaN;
}

export function round(n: number, digits = 2): number {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
}

/** One benchmark's outcome, printed by the child as its last stdout line (prefixed) for bench/run.mjs. */
export interface BenchFigure {
  name: string;
  value: number | null;
  unit: string;
  baseline?: number | null;
  baselineUnit?: string;
  ratio?: number | null;
  target?: string;
  pass?: boolean | null;
  note?: string;
}

export const FIGURE_PREFIX = 'BENCH_FIGURE ';

export function emitFigure(f: BenchFigure): void {
  process.stdout.write(`${FIGURE_PREFIX}${JSON.stringify(f)}\n`);
}

export function quickMode(argv = process.argv): boolean {
  return argv.includes('--quick');
}

/** CPU seconds a process and its waited-for children have used (Linux /proc, 100 ticks/s), or null elsewhere. */
export function cpuSeconds(pid: number): number | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // After "pid (comm) ", utime, stime, cutime and cstime are the 12th to 15th fields.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i]), 0) / 100;
  } catch {
    return null;
  }
}
