// Preloaded with `node --import` into a process under measurement. When it
// exits it writes to $BENCH_RSS_FILE: peakRssKiB, the largest V8 heap
// (heapTotal), external memory and array buffers seen by sampling every
// 100 ms, and (when node runs with --expose-gc) the heap still reachable
// after a final collection. Reachable heap that stays flat while the peaks
// grow means garbage and allocator slack, not a leak.
//
// Peak RSS is VmHWM from /proc/self/status on Linux. process.resourceUsage()
// .maxRSS is not used there: the kernel carries the high-water mark across
// execve, so a child forked from a large parent reports the parent's RSS.
import { readFileSync, writeFileSync } from 'node:fs';

export function peakRssKiB() {
  try {
    const m = /VmHWM:\s+(\d+)\s*kB/.exec(readFileSync('/proc/self/status', 'utf8'));
    if (m) return Number(m[1]);
  } catch {
    // Not Linux: fall back below.
  }
  return process.resourceUsage().maxRSS;
}

const file = process.env.BENCH_RSS_FILE;
if (file) {
  const max = { heapTotal: 0, heapUsed: 0, external: 0, arrayBuffers: 0 };
  const sample = () => {
    const u = process.memoryUsage();
    for (const k of Object.keys(max)) max[k] = Math.max(max[k], u[k]);
  };
  setInterval(sample, 100).unref();
  process.on('exit', () => {
    sample();
    const kib = (n) => Math.round(n / 1024);
    let heapAfterGcKiB = null;
    if (typeof globalThis.gc === 'function') {
      globalThis.gc();
      heapAfterGcKiB = kib(process.memoryUsage().heapUsed);
    }
    writeFileSync(
      file,
      JSON.stringify({
        peakRssKiB: peakRssKiB(),
        maxHeapTotalKiB: kib(max.heapTotal),
        maxHeapUsedKiB: kib(max.heapUsed),
        maxExternalKiB: kib(max.external),
        maxArrayBuffersKiB: kib(max.arrayBuffers),
        heapAfterGcKiB,
      }),
    );
  });
}
