// 2. Docker sandbox overhead per case: the agent step of the harness with
// sandbox docker (image check, env file, docker create, start -a, inspect,
// rm) running a no-op, against `docker run --rm IMAGE` with the same no-op
// and image, interleaved in the same run. The no-op is `/bin/sh -c 'exit 0'`:
// the example image has no `true` binary (its builder's `command -v true`
// finds the shell builtin, so nothing is copied).
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildExampleImage } from '../scripts/build-example-image.mjs';
import { runAgent } from '../src/runner/run-agent.js';
import { emitFigure, median, quickMode, round } from './lib/stats.js';

const quick = quickMode();
const RUNS = quick ? 3 : 10;
const TARGET = 1.3;
const NAME = 'docker sandbox per case';
const NOOP = ['/bin/sh', '-c', 'exit 0'];

function daemonProblem(): string | null {
  const r = spawnSync('docker', ['info', '--format', '{{.ServerVersion}}'], { encoding: 'utf8', timeout: 20_000 });
  if (r.error) return `docker CLI not runnable: ${r.error.message}`;
  if (r.status !== 0 || !r.stdout.trim()) return `no docker daemon reachable: ${(r.stderr || r.stdout).trim().split('\n')[0]}`;
  return null;
}

function dockerRunTrue(image: string): number {
  const t = performance.now();
  const r = spawnSync('docker', ['run', '--rm', '--network', 'none', image, ...NOOP], { stdio: 'ignore' });
  if (r.status !== 0) throw new Error(`docker run --rm ${image} ${NOOP.join(' ')} exited ${r.status}`);
  return performance.now() - t;
}

async function harnessAgentStep(image: string): Promise<number> {
  const root = await mkdtemp(join(tmpdir(), 'ff-bench-docker-'));
  const workspaceDir = join(root, 'ws');
  const evalDir = join(root, 'eval');
  const runDir = join(root, 'run');
  await mkdir(workspaceDir, { recursive: true });
  await mkdir(evalDir, { recursive: true });
  try {
    const t = performance.now();
    const out = await runAgent({
      argvTemplate: NOOP,
      placeholders: {},
      workspaceDir,
      outputDir: join(runDir, 'output'),
      runDir,
      evalDir,
      env: { FIXTURE_URL: 'http://127.0.0.1/none', GH_TOKEN: 'bench-token' },
      secretKeys: ['GH_TOKEN'],
      sandbox: { type: 'docker', image, network: 'none' },
      timeoutMs: 120_000,
      killGraceMs: 5_000,
      outputCapBytes: 0,
      retries: 0,
      format: 'claude',
      log: () => undefined,
    });
    const ms = performance.now() - t;
    if (out.status !== 'ok') throw new Error(`docker sandbox run ended ${out.status}: ${out.error ?? ''}`);
    return ms;
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}

const problem = daemonProblem();
if (problem) {
  console.log(`SKIPPED docker sandbox benchmark: ${problem}`);
  emitFigure({ name: NAME, value: null, unit: 'ms', target: `<= ${TARGET}`, pass: null, note: `skipped: ${problem}` });
} else {
  const image = await buildExampleImage({ log: (l: string) => console.log(`  ${l}`) });
  dockerRunTrue(image);
  await harnessAgentStep(image);
  const base: number[] = [];
  const harness: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    base.push(dockerRunTrue(image));
    harness.push(await harnessAgentStep(image));
  }
  const b = median(base);
  const h = median(harness);
  console.log(`docker run --rm ${image} ${NOOP.join(' ')}: median ${round(b, 0)} ms over ${RUNS} (${base.map((x) => round(x, 0)).join(', ')})`);
  console.log(`harness docker agent step: median ${round(h, 0)} ms over ${RUNS} (${harness.map((x) => round(x, 0)).join(', ')})`);
  emitFigure({ name: NAME, value: round(h, 0), unit: 'ms', baseline: round(b, 0), baselineUnit: `ms (docker run --rm IMAGE /bin/sh -c 'exit 0')`, ratio: round(h / b), target: `<= ${TARGET}`, pass: h / b <= TARGET });
}
