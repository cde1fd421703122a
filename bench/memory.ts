// 6. Memory: peak RSS of the shipped CLI (`node dist/cli/index.js run`) over
// runs of growing size (no-op agent, sandbox none), with the emulator in its
// own process so only the harness is measured. It should stay flat.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startEmulatorProcess, type EmulatorProcess } from './lib/emulator-process.js';
import { emitFigure, quickMode, round } from './lib/stats.js';
import { writeBenchSuite } from './lib/suite.js';

const quick = quickMode();
const SIZES = quick ? [10, 20] : [50, 100, 200];
const CONCURRENCY = 4;
const TARGET = 1.2;
const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const preload = fileURLToPath(new URL('./lib/report-rss.mjs', import.meta.url));

interface MemoryFigures {
  rssMb: number;
  maxHeapTotalMb: number;
  maxExternalMb: number;
  heapMb: number | null;
  wallS: number;
}

async function runCli(emu: EmulatorProcess, cases: number): Promise<MemoryFigures> {
  const suite = await writeBenchSuite({ cases, parallelism: CONCURRENCY });
  const temp = mkdtempSync(join(tmpdir(), 'ff-bench-mem-'));
  const rssFile = join(temp, 'rss');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    GITHUB_API_URL: emu.apiUrl,
    GITHUB_SERVER_URL: emu.serverUrl,
    GH_TOKEN: emu.token,
    EVAL_ORG: emu.org,
    FULLSEND_CACHE_DIR: join(temp, 'cache'),
    BENCH_RSS_FILE: rssFile,
  };
  try {
    const t = performance.now();
    const args = ['--expose-gc', '--import', preload, join(root, 'dist/cli/index.js'), 'run', suite.evalDir, '--output', join(temp, 'out'), '--concurrency', String(CONCURRENCY), '--no-cache'];
    const child = spawn(process.execPath, args, { cwd: temp, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let tail = '';
    const keep = (d: Buffer) => {
      tail = (tail + d.toString()).slice(-2000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    const code = await new Promise<number | null>((r) => child.on('close', r));
    const wallS = (performance.now() - t) / 1000;
    if (code !== 0) throw new Error(`run of ${cases} cases exited ${code}: ${tail}`);
    const m = JSON.parse(readFileSync(rssFile, 'utf8')) as { peakRssKiB: number; maxHeapTotalKiB: number; maxExternalKiB: number; heapAfterGcKiB: number | null };
    return {
      rssMb: m.peakRssKiB / 1024,
      maxHeapTotalMb: m.maxHeapTotalKiB / 1024,
      maxExternalMb: m.maxExternalKiB / 1024,
      heapMb: m.heapAfterGcKiB === null ? null : m.heapAfterGcKiB / 1024,
      wallS,
    };
  } finally {
    rmSync(temp, { recursive: true, force: true });
    await suite.cleanup();
  }
}

for (const f of ['dist/index.js', 'dist/cli/index.js', 'dist/main/index.js']) {
  if (!existsSync(join(root, f))) throw new Error(`${f} is missing: this benchmark measures the built bundle; run 'npm run build' first`);
}
const emu = await startEmulatorProcess();
try {
  const rss: number[] = [];
  for (const n of SIZES) {
    const r = await runCli(emu, n);
    rss.push(r.rssMb);
    console.log(
      `${n} cases: peak RSS ${round(r.rssMb, 1)} MB (largest V8 heap ${round(r.maxHeapTotalMb, 1)} MB, external ${round(r.maxExternalMb, 1)} MB), ` +
        `heap still reachable at exit ${r.heapMb === null ? '?' : round(r.heapMb, 1)} MB, wall ${round(r.wallS, 1)} s (${round(n / r.wallS, 1)} cases/s at concurrency ${CONCURRENCY})`,
    );
    emitFigure({
      name: `peak RSS, run of ${n} cases`,
      value: round(r.rssMb, 1),
      unit: 'MB',
      note: `largest V8 heap ${round(r.maxHeapTotalMb, 1)} MB; heap reachable after a final GC ${r.heapMb === null ? '?' : round(r.heapMb, 1)} MB`,
    });
  }
  const left = await emu.repoCount();
  if (left !== 0) throw new Error(`${left} fixture repos were left in the emulator`);
  const ratio = rss[rss.length - 1] / rss[0];
  emitFigure({
    name: `peak RSS ratio ${SIZES[SIZES.length - 1]}/${SIZES[0]} cases`,
    value: round(ratio),
    unit: 'x',
    ratio: round(ratio),
    target: `<= ${TARGET} (flat)`,
    pass: ratio <= TARGET,
  });
} finally {
  await emu.close();
}
