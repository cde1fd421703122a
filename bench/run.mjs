#!/usr/bin/env node
// `npm run bench [-- --quick] [-- --only NAME[,NAME]]`: runs each benchmark
// in its own child process (TypeScript through tsx), collects the figures
// they print, shows one table, and writes bench/.work/results.{json,md}.
// Every figure is a ratio against a baseline measured in the same run.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = dirname(here);
const PREFIX = 'BENCH_FIGURE ';

const BENCHES = [
  { id: 'harness', file: 'harness-overhead.ts', title: '1. Harness overhead per case' },
  { id: 'docker', file: 'docker-overhead.ts', title: '2. Docker sandbox overhead per case' },
  { id: 'parallel', file: 'parallel-scaling.ts', title: '3. Parallel scaling' },
  { id: 'transcript', file: 'transcript-parse.ts', title: '4. Transcript parsing' },
  { id: 'startup', file: 'startup.ts', title: '5. Start-up and bundle size' },
  { id: 'memory', file: 'memory.ts', title: '6. Memory over run size' },
];

const argv = process.argv.slice(2);
const quick = argv.includes('--quick');
const onlyAt = argv.indexOf('--only');
const only = onlyAt >= 0 ? new Set((argv[onlyAt + 1] ?? '').split(',').filter(Boolean)) : null;
if (only) {
  const unknown = [...only].filter((o) => !BENCHES.some((b) => b.id === o));
  if (unknown.length) {
    console.error(`bench: unknown benchmark ${unknown.join(', ')}; choose from ${BENCHES.map((b) => b.id).join(', ')}`);
    process.exit(2);
  }
}

function runOne(bench) {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(process.execPath, ['--import', 'tsx', join(here, bench.file), ...(quick ? ['--quick'] : [])], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const figures = [];
    let buf = '';
    child.stdout.on('data', (d) => {
      buf += d.toString();
      let nl;
      while ((nl = buf.indexOf('\n')) >= 0) {
        const line = buf.slice(0, nl);
        buf = buf.slice(nl + 1);
        if (line.startsWith(PREFIX)) figures.push(JSON.parse(line.slice(PREFIX.length)));
        else process.stdout.write(`  ${line}\n`);
      }
    });
    child.on('close', (code) => resolve({ ...bench, code, figures, seconds: (performance.now() - started) / 1000 }));
  });
}

function fmt(v, unit) {
  if (v === null || v === undefined) return '-';
  return unit ? `${v} ${unit}` : String(v);
}

function verdict(f) {
  if (f.pass === true) return 'met';
  if (f.pass === false) return 'MISSED';
  if (f.note?.startsWith('skipped')) return 'skipped';
  return '';
}

function table(results) {
  const rows = [['benchmark', 'figure', 'baseline (same run)', 'ratio', 'target', 'result']];
  for (const r of results) {
    if (r.code !== 0) rows.push([r.title, `FAILED (exit ${r.code})`, '', '', '', 'ERROR']);
    for (const f of r.figures) {
      rows.push([f.name, fmt(f.value, f.unit), f.baseline !== undefined ? fmt(f.baseline, f.baselineUnit) : '', fmt(f.ratio), f.target ?? '', verdict(f)]);
    }
  }
  const md = [`| ${rows[0].join(' | ')} |`, `|${rows[0].map(() => '---').join('|')}|`, ...rows.slice(1).map((r) => `| ${r.join(' | ')} |`)].join('\n');
  const widths = rows[0].map((_, i) => Math.min(60, Math.max(...rows.map((r) => r[i].length))));
  const text = rows.map((r) => r.map((c, i) => c.padEnd(widths[i])).join('  ')).join('\n');
  return { md, text };
}

function machine() {
  const mem = os.totalmem() / 1024 ** 3;
  return `${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), ${mem.toFixed(1)} GiB memory, ${os.platform()} ${os.release()}, node ${process.version}`;
}

const started = performance.now();
const results = [];
console.log(`fullsend-functional benchmarks${quick ? ' (quick)' : ''}: ${machine()}; ${new Date().toISOString()}`);
for (const b of BENCHES) {
  if (only && !only.has(b.id)) continue;
  console.log(`\n== ${b.title} (${b.file})`);
  const r = await runOne(b);
  console.log(`   ${r.code === 0 ? 'done' : `FAILED with exit ${r.code}`} in ${r.seconds.toFixed(1)} s`);
  results.push(r);
}
const total = (performance.now() - started) / 1000;
const { md, text } = table(results);
console.log(`\n${text}\n\ntotal ${total.toFixed(0)} s`);

const workDir = join(here, '.work');
mkdirSync(workDir, { recursive: true });
const header = `Run: \`npm run bench${quick ? ' -- --quick' : ''}\`, ${new Date().toISOString()}, ${machine()}, total ${total.toFixed(0)} s.`;
writeFileSync(join(workDir, 'results.md'), `${header}\n\n${md}\n`);
writeFileSync(join(workDir, 'results.json'), `${JSON.stringify({ quick, date: new Date().toISOString(), machine: machine(), totalSeconds: total, results }, null, 2)}\n`);
console.log(`written: ${join('bench', '.work', 'results.md')} and results.json`);
process.exit(results.some((r) => r.code !== 0) ? 1 : 0);
