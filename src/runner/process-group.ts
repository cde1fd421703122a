// A child process in its own process group, so it and everything it starts
// can be signalled together with kill(-pgid).
import { spawn, type ChildProcess } from 'node:child_process';
import { accessSync, constants, readdirSync, readFileSync, statSync } from 'node:fs';
import { delimiter, isAbsolute, join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { registerCleanup } from './cleanup-registry.js';

export interface ExitInfo {
  exitCode: number | null;
  signal: string | null;
  /** Set when the program could not be started. */
  error?: string;
}

export interface GroupProcess {
  pid: number | undefined;
  stdout: Readable;
  stderr: Readable;
  /** Resolves once the leader has exited, stragglers are killed and output is closed. */
  done: Promise<ExitInfo>;
  hasExited(): boolean;
  /** SIGTERM to the group, then SIGKILL after graceMs if the leader is still there. */
  stop(graceMs: number): Promise<void>;
}

/** The variables taken from our own environment; everything else must be given explicitly. */
export const HOST_ENV_KEYS = ['PATH', 'HOME', 'LANG', 'TMPDIR'];

export function childEnv(env: Record<string, string>, hostEnv: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const out: Record<string, string> = {};
  for (const k of HOST_ENV_KEYS) {
    const v = hostEnv[k];
    if (v !== undefined) out[k] = v;
  }
  return { ...out, ...env };
}

/** Finds a program on PATH the way execvp would; a name with a slash is taken relative to cwd. */
export function resolveProgram(name: string, pathVar: string | undefined, cwd: string): string | null {
  const usable = (p: string): boolean => {
    try {
      if (!statSync(p).isFile()) return false;
      accessSync(p, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  };
  if (name.includes('/')) {
    const p = isAbsolute(name) ? name : resolve(cwd, name);
    return usable(p) ? p : null;
  }
  for (const dir of (pathVar ?? '').split(delimiter)) {
    if (!dir) continue;
    const p = join(isAbsolute(dir) ? dir : resolve(cwd, dir), name);
    if (usable(p)) return p;
  }
  return null;
}

/**
 * True while a live (non-zombie) process is in the group. Killed members that
 * were reparented to init stay zombies until init reaps them; they hold
 * nothing, so on Linux /proc is read to leave them out.
 */
export function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return true;
  }
  for (const e of entries) {
    if (e.charCodeAt(0) < 48 || e.charCodeAt(0) > 57) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${e}/stat`, 'utf8');
    } catch {
      continue;
    }
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(fields[2]) === pgid && fields[0] !== 'Z' && fields[0] !== 'X') return true;
  }
  return false;
}

/** Waits until no process of the group is left (killed members may take a moment to be reaped). */
async function waitGroupGone(pid: number | undefined, timeoutMs: number): Promise<boolean> {
  if (!pid) return true;
  const until = Date.now() + timeoutMs;
  while (groupAlive(pid)) {
    if (Date.now() >= until) return false;
    await new Promise((r) => setTimeout(r, 10));
  }
  return true;
}

function killGroup(pid: number | undefined, sig: NodeJS.Signals): void {
  if (!pid) return;
  try {
    process.kill(-pid, sig);
  } catch {
    // ESRCH: the group is already gone.
  }
}

export function spawnGroup(argv: string[], opts: { cwd: string; env: Record<string, string> }): GroupProcess {
  const program = resolveProgram(argv[0], opts.env.PATH, opts.cwd);
  if (!program) {
    const err = `program "${argv[0]}" not found${argv[0].includes('/') ? '' : ` on PATH (${opts.env.PATH ?? ''})`} or not executable`;
    return {
      pid: undefined,
      stdout: Readable.from([]),
      stderr: Readable.from([]),
      done: Promise.resolve({ exitCode: null, signal: null, error: err }),
      hasExited: () => true,
      stop: async () => {},
    };
  }
  const child: ChildProcess = spawn(program, argv.slice(1), {
    cwd: opts.cwd,
    env: opts.env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    argv0: argv[0],
  });
  const pid = child.pid;
  const unregister = registerCleanup(() => killGroup(pid, 'SIGKILL'));
  let exited = false;
  const exitedP = new Promise<ExitInfo>((res) => {
    child.once('error', (e) => {
      exited = true;
      res({ exitCode: null, signal: null, error: `cannot start ${program}: ${e.message}` });
    });
    child.once('exit', (code, signal) => {
      exited = true;
      res({ exitCode: code, signal });
    });
  });
  const streamsClosed = Promise.all([child.stdout!, child.stderr!].map((s) => new Promise<void>((res) => {
    if (s.destroyed || s.readableEnded) res();
    else s.once('close', () => res());
  })));
  const done = exitedP.then(async (info) => {
    // Whatever the agent left running in its group goes with it.
    killGroup(pid, 'SIGKILL');
    await waitGroupGone(pid, 3000);
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([streamsClosed, new Promise((r) => (timer = setTimeout(r, 5000)))]);
    clearTimeout(timer);
    unregister();
    return info;
  });
  return {
    pid,
    stdout: child.stdout!,
    stderr: child.stderr!,
    done,
    hasExited: () => exited,
    async stop(graceMs: number) {
      if (exited) return;
      killGroup(pid, 'SIGTERM');
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([exitedP, new Promise((r) => (timer = setTimeout(r, graceMs)))]);
      clearTimeout(timer);
      if (!exited) killGroup(pid, 'SIGKILL');
      await exitedP;
    },
  };
}
