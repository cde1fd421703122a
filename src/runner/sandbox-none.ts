// Runs the agent as a local process group: cwd is the workspace, the
// environment is PATH, HOME, LANG and TMPDIR from ours plus the runner
// contract's variables, nothing else.
import { childEnv, spawnGroup } from './process-group.js';
import type { SandboxProcess } from './sandbox.js';

export interface LocalStartOptions {
  argv: string[];
  cwd: string;
  env: Record<string, string>;
  hostEnv?: NodeJS.ProcessEnv;
}

export function startLocal(opts: LocalStartOptions): SandboxProcess & { pid: number | undefined } {
  const p = spawnGroup(opts.argv, { cwd: opts.cwd, env: childEnv(opts.env, opts.hostEnv) });
  return {
    pid: p.pid,
    stdout: p.stdout,
    stderr: p.stderr,
    done: p.done,
    hasExited: () => p.hasExited(),
    stop: (g) => p.stop(g),
    cleanup: async () => {},
  };
}
