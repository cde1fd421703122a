// 4. Transcript parsing: throughput and peak RSS of the harness's streaming
// parser on a large synthetic stream-json transcript, against a plain
// readline + JSON.parse loop, each in its own plain-node child process (the
// parser transpiled from src/, so no TypeScript loader is in the figures).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { emitFigure, quickMode, round } from './lib/stats.js';
import { transpileTree } from './lib/transpile.js';

const quick = quickMode();
const SIZE_MB = quick ? 100 : 1024;
const ROUNDS = 2;
const RSS_LIMIT_MB = 150;
const worker = fileURLToPath(new URL('./transcript-worker.mjs', import.meta.url));
const root = resolve(fileURLToPath(new URL('..', import.meta.url)));

function run(mode: string, ...args: string[]): Record<string, any> {
  const out = execFileSync(process.execPath, [worker, mode, ...args], { encoding: 'utf8', maxBuffer: 1 << 20 });
  return JSON.parse(out.trim().split('\n').pop()!);
}

const file = join(tmpdir(), `ff-bench-transcript-${process.pid}.ndjson`);
// Inside the checkout, so the transpiled modules resolve their packages from node_modules.
const jsDir = mkdtempSync(join(root, 'bench', '.work', 'parser-'));
try {
  const parserModule = transpileTree(join(root, 'src/metrics/parse-transcript.ts'), join(root, 'src'), jsDir);
  const g = run('gen', file, String(SIZE_MB));
  const mb = g.bytes / 1024 / 1024;
  console.log(`generated ${round(mb, 0)} MB, ${g.turns} turns, in ${round(g.ms / 1000, 1)} s (${file})`);
  const idle = run('idle');
  const best: Record<string, Record<string, any>> = {};
  for (let r = 0; r < ROUNDS; r++) {
    for (const mode of ['plain', 'parser']) {
      const res = mode === 'parser' ? run(mode, file, parserModule) : run(mode, file);
      console.log(`  ${mode}: ${round(res.ms, 0)} ms, ${round(mb / (res.ms / 1000), 0)} MB/s, peak RSS ${round(res.maxRssMb, 0)} MB`);
      if (!best[mode] || res.ms < best[mode].ms) best[mode] = { ...res, maxRssMb: Math.max(res.maxRssMb, best[mode]?.maxRssMb ?? 0) };
      else best[mode].maxRssMb = Math.max(best[mode].maxRssMb, res.maxRssMb);
    }
  }
  const p = best.parser;
  const b = best.plain;
  if (p.num_turns !== g.turns || b.num_turns !== g.turns) throw new Error(`wrong figures: generated ${g.turns} turns, parser ${p.num_turns}, plain ${b.num_turns}`);
  if (p.tool_calls !== g.turns) throw new Error(`parser counted ${p.tool_calls} tool calls, expected ${g.turns}`);
  const speed = (x: Record<string, any>) => mb / (x.ms / 1000);
  console.log(`best of ${ROUNDS}: parser ${round(speed(p), 0)} MB/s, plain ${round(speed(b), 0)} MB/s; peak RSS parser ${round(p.maxRssMb, 0)} MB, plain ${round(b.maxRssMb, 0)} MB, idle child ${round(idle.maxRssMb, 0)} MB`);
  emitFigure({
    name: `transcript parse throughput (${round(mb, 0)} MB stream-json)`,
    value: round(speed(p), 0),
    unit: 'MB/s',
    baseline: round(speed(b), 0),
    baselineUnit: 'MB/s (readline + JSON.parse loop)',
    ratio: round(p.ms / b.ms),
    target: 'time ratio <= 1.0',
    pass: p.ms <= b.ms,
  });
  emitFigure({
    name: 'transcript parse peak RSS',
    value: round(p.maxRssMb, 0),
    unit: 'MB',
    baseline: round(b.maxRssMb, 0),
    baselineUnit: `MB (plain loop; an idle child is ${round(idle.maxRssMb, 0)} MB)`,
    ratio: round(p.maxRssMb / b.maxRssMb),
    target: `< ${RSS_LIMIT_MB} MB`,
    pass: p.maxRssMb < RSS_LIMIT_MB,
  });
} finally {
  rmSync(file, { force: true });
  rmSync(jsDir, { recursive: true, force: true });
}
