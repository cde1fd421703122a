// Starts bench/lib/emulator-child.ts and talks to it over IPC.
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { RequestLogEntry } from '../../src/emulator/github-emulator.js';
import type { GitHubEndpoint } from './harness-run.js';

export interface EmulatorProcess extends GitHubEndpoint {
  pid: number;
  requests(): Promise<RequestLogEntry[]>;
  resetRequests(): Promise<void>;
  setLatency(ms: number): Promise<void>;
  repoCount(): Promise<number>;
  close(): Promise<void>;
}

export async function startEmulatorProcess(opts: { latencyMs?: number } = {}): Promise<EmulatorProcess> {
  const child: ChildProcess = fork(fileURLToPath(new URL('./emulator-child.ts', import.meta.url)), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, BENCH_EMULATOR_LATENCY_MS: String(opts.latencyMs ?? 0) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let next = 0;
  const waiting = new Map<number, (v: unknown) => void>();
  const ready = new Promise<GitHubEndpoint>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`emulator process exited with ${code} before it was ready`)));
    child.on('message', (m: { ready?: GitHubEndpoint; id?: number; value?: unknown }) => {
      if (m.ready) resolve(m.ready);
      else if (m.id !== undefined) {
        waiting.get(m.id)?.(m.value);
        waiting.delete(m.id);
      }
    });
  });
  const call = <T>(cmd: string, extra: Record<string, unknown> = {}): Promise<T> =>
    new Promise((resolve) => {
      const id = next++;
      waiting.set(id, resolve as (v: unknown) => void);
      child.send({ id, cmd, ...extra });
    });
  const ep = await ready;
  return {
    ...ep,
    pid: child.pid!,
    requests: () => call<RequestLogEntry[]>('requests'),
    resetRequests: () => call<void>('reset'),
    setLatency: (ms) => call<void>('latency', { ms }),
    repoCount: () => call<number>('repos'),
    close: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      await call<void>('close');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}
