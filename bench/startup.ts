// 5. Start-up: the CLI's `lint eval` and the action's main entry with nothing
// to run (a case glob that selects nothing), against `node -e 0`, median of
// interleaved runs; plus the bundle sizes.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { emitFigure, median, quickMode, round } from './lib/stats.js';

const quick = quickMode();
const RUNS = quick ? 10 : 20;
const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const dist = join(root, 'dist');

function dirBytes(dir: string): number {
  let total = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    total += e.isDirectory() ? dirBytes(p) : statSync(p).size;
  }
  return total;
}

for (const f of ['dist/index.js', 'dist/cli/index.js', 'dist/main/index.js']) {
  if (!existsSync(join(root, f))) throw new Error(`${f} is missing: this benchmark measures the built bundle; run 'npm run build' first`);
}
const temp = mkdtempSync(join(tmpdir(), 'ff-bench-startup-'));
const actionEnv = (): NodeJS.ProcessEnv => {
  const run = mkdtempSync(join(temp, 'run-'));
  for (const f of ['output', 'state', 'summary']) writeFileSync(join(run, f), '');
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const k of Object.keys(env)) if (k.startsWith('INPUT_') || k.startsWith('GITHUB_') || k === 'GH_TOKEN') delete env[k];
  return {
    ...env,
    'INPUT_EVAL-DIR': 'eval',
    INPUT_CASES: 'no-such-case-*',
    'INPUT_UPLOAD-ARTIFACTS': 'false',
    'INPUT_PR-COMMENT': 'false',
    'INPUT_KEEP-FIXTURES': 'false',
    'INPUT_NO-CACHE': 'false',
    GITHUB_OUTPUT: join(run, 'output'),
    GITHUB_STATE: join(run, 'state'),
    GITHUB_STEP_SUMMARY: join(run, 'summary'),
    RUNNER_TEMP: run,
  };
};

interface Cmd {
  label: string;
  argv: string[];
  env?: () => NodeJS.ProcessEnv;
  okCodes: number[];
}

const cmds: Cmd[] = [
  { label: 'node -e 0', argv: ['-e', '0'], okCodes: [0] },
  { label: 'node dist/cli/index.js lint eval', argv: ['dist/cli/index.js', 'lint', 'eval'], okCodes: [0] },
  // "no case matches" is an authoring outcome: the step fails with exit 1 after writing its outputs.
  { label: 'node dist/main/index.js (nothing to run)', argv: ['dist/main/index.js'], env: actionEnv, okCodes: [1] },
];

try {
  const times = new Map<string, number[]>(cmds.map((c) => [c.label, []]));
  for (let i = 0; i <= RUNS; i++) {
    for (const c of cmds) {
      const env = c.env ? c.env() : process.env;
      const t = performance.now();
      const r = spawnSync(process.execPath, c.argv, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
      const ms = performance.now() - t;
      if (!c.okCodes.includes(r.status ?? -1)) throw new Error(`${c.label} exited ${r.status}: ${String(r.stderr).slice(0, 400)}${String(r.stdout).slice(0, 400)}`);
      if (i > 0) times.get(c.label)!.push(ms);
    }
  }
  const base = median(times.get('node -e 0')!);
  for (const c of cmds) {
    const ts = times.get(c.label)!;
    console.log(`${c.label}: median ${round(median(ts), 0)} ms over ${ts.length} (min ${round(Math.min(...ts), 0)}, max ${round(Math.max(...ts), 0)})`);
  }
  for (const c of cmds.slice(1)) {
    const m = median(times.get(c.label)!);
    emitFigure({ name: `start-up: ${c.label}`, value: round(m, 0), unit: 'ms', baseline: round(base, 0), baselineUnit: 'ms (node -e 0)', ratio: round(m / base) });
  }
  const entry = statSync(join(dist, 'index.js')).size;
  const total = dirBytes(dist);
  console.log(`bundle: dist/index.js ${round(entry / 1024, 1)} KiB, dist/ total ${round(total / 1024 / 1024, 2)} MiB`);
  emitFigure({ name: 'bundle size dist/index.js', value: round(entry / 1024, 1), unit: 'KiB' });
  emitFigure({ name: 'bundle size dist/ (total)', value: round(total / 1024 / 1024, 2), unit: 'MiB' });
} finally {
  rmSync(temp, { recursive: true, force: true });
}
