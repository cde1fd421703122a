// eval.yaml hooks (before_each / after_each): a command string run by
// /bin/sh -c, as agent-eval-harness runs them, in its own process group so a
// timeout stops everything it started.
import { childEnv, spawnGroup } from './process-group.js';

export interface HookRequest {
  command: string;
  cwd: string;
  env: Record<string, string>;
  timeoutMs: number;
  log: (line: string) => void;
  /** Grace period between SIGTERM and SIGKILL on timeout. */
  killGraceMs?: number;
  /** Bytes of combined output kept in `output`. */
  outputCapBytes?: number;
}

export interface HookResult {
  exitCode: number | null;
  timedOut: boolean;
  output: string;
  durationMs: number;
  error?: string;
}

export async function runHook(req: HookRequest): Promise<HookResult> {
  const started = Date.now();
  const cap = req.outputCapBytes ?? 1024 * 1024;
  const p = spawnGroup(['/bin/sh', '-c', req.command], { cwd: req.cwd, env: childEnv(req.env) });
  const kept: Buffer[] = [];
  let keptLen = 0;
  let partial = '';
  const onData = (d: Buffer) => {
    if (keptLen < cap) {
      const part = d.subarray(0, cap - keptLen);
      kept.push(part);
      keptLen += part.length;
    }
    const text = partial + d.toString('utf8');
    const lines = text.split('\n');
    partial = lines.pop() ?? '';
    for (const l of lines) req.log(`hook: ${l}`);
  };
  p.stdout.on('data', onData);
  p.stderr.on('data', onData);
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    req.log(`hook: timed out after ${req.timeoutMs} ms: ${req.command}`);
    void p.stop(req.killGraceMs ?? 5000);
  }, req.timeoutMs);
  const info = await p.done;
  clearTimeout(timer);
  if (partial) req.log(`hook: ${partial}`);
  return {
    exitCode: info.exitCode,
    timedOut,
    output: Buffer.concat(kept).toString('utf8'),
    durationMs: Date.now() - started,
    ...(info.error ? { error: info.error } : {}),
  };
}
