// Runs the agent in a throw-away docker container through the docker CLI.
//
// One container per case run: non-root user, all capabilities dropped,
// no-new-privileges, read-only root with a tmpfs /tmp (HOME=/tmp), pids,
// memory and cpu limits, the workspace at /workspace and the output dir at
// /output (read-write), the eval dir at /eval (read-only). Every variable goes
// through an --env-file written 0600 in a private temp dir and deleted as soon
// as the container is created, so no value is ever on a command line. The
// container is removed after the run, on timeout, on abort, and when we are
// stopped by a signal.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chown, lstat, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { cpus as hostCpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { execa } from 'execa';
import type { SandboxConfig } from '../model/config.js';
import { registerCleanup } from './cleanup-registry.js';
import { SandboxError, type SandboxProcess } from './sandbox.js';

export const CONTAINER_LABEL = 'fullsend-functional=1';
export const CONTAINER_WORKSPACE = '/workspace';
export const CONTAINER_OUTPUT = '/output';
export const CONTAINER_EVAL = '/eval';
export const CONTAINER_PATH = '/eval/scripts:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin';
const DEFAULT_PIDS = 512;
const DEFAULT_MEMORY = '4g';

export interface DockerStartOptions {
  argv: string[];
  sandbox: SandboxConfig;
  workspaceDir: string;
  outputDir: string;
  evalDir: string;
  /** Variables for the agent, already mapped to container paths. */
  env: Record<string, string>;
  log: (line: string) => void;
  docker?: string;
}

export interface DockerSandboxProcess extends SandboxProcess {
  name: string;
}

async function docker(bin: string, args: string[], timeoutMs = 60_000) {
  return execa(bin, args, { reject: false, timeout: timeoutMs, stdin: 'ignore', all: true });
}

/** Makes sure the image is present, pulling it (progress to the log) when it is not. */
export async function ensureImage(image: string, log: (l: string) => void, bin = 'docker'): Promise<void> {
  if (!image) throw new SandboxError('sandbox.type is docker but sandbox.image is empty: set sandbox.image in eval.yaml or pass --image');
  const inspect = await docker(bin, ['image', 'inspect', '--format', '{{.Id}}', image]).catch((e: Error) => {
    throw new SandboxError(`cannot run the docker CLI (${bin}): ${e.message}`);
  });
  if (inspect.exitCode === 0) return;
  if (/Cannot connect|daemon/i.test(String(inspect.all ?? '')) && !/No such image/i.test(String(inspect.all ?? ''))) {
    throw new SandboxError(`docker is not usable: ${String(inspect.all).trim()}`);
  }
  log(`docker: image ${image} not found locally, pulling it`);
  const pull = execa(bin, ['pull', image], { reject: false, stdin: 'ignore', buffer: false, timeout: 30 * 60_000 });
  let tail = '';
  for (const s of [pull.stdout, pull.stderr]) {
    s?.setEncoding('utf8');
    s?.on('data', (d: string) => {
      for (const line of d.split(/\r?\n|\r/)) {
        if (line.trim()) {
          log(`docker pull: ${line.trim()}`);
          tail = line.trim();
        }
      }
    });
  }
  const r = await pull;
  if (r.exitCode !== 0) throw new SandboxError(`docker pull ${image} failed: ${tail || `exit code ${r.exitCode}`}`);
}

/** uid:gid for the container: sandbox.user, else the workspace owner when not root, else 1000:1000. */
export async function containerUser(sandbox: SandboxConfig, workspaceDir: string): Promise<{ user: string; uid: number; gid: number }> {
  if (sandbox.user) {
    const [u, g] = sandbox.user.split(':');
    if (u === '0' || u === 'root') {
      throw new SandboxError(`sandbox.user "${sandbox.user}" is root: agents run as a non-root user; give a uid:gid such as 1000:1000`);
    }
    return { user: sandbox.user, uid: Number(u), gid: Number(g ?? u) };
  }
  const st = await stat(workspaceDir);
  if (st.uid !== 0) return { user: `${st.uid}:${st.gid}`, uid: st.uid, gid: st.gid };
  return { user: '1000:1000', uid: 1000, gid: 1000 };
}

/** Hands a directory tree to uid:gid so the container user can write it (only possible when we are root). */
async function chownTree(dir: string, uid: number, gid: number): Promise<void> {
  if (!Number.isInteger(uid) || !Number.isInteger(gid)) return;
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return;
  const walk = async (p: string): Promise<void> => {
    const st = await lstat(p);
    if (st.uid !== uid || st.gid !== gid) await chown(p, uid, gid).catch(() => undefined);
    if (st.isDirectory()) for (const e of await readdir(p)) await walk(join(p, e));
  };
  await walk(dir);
}

function envFileText(env: Record<string, string>): string {
  let out = '';
  for (const [k, v] of Object.entries(env)) {
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(k)) throw new SandboxError(`environment variable name "${k}" cannot be passed to docker`);
    if (/[\r\n\0]/.test(v)) {
      throw new SandboxError(`environment variable ${k} has a line break, which docker --env-file cannot carry: remove it or pass the value through a file`);
    }
    out += `${k}=${v}\n`;
  }
  return out;
}

export function dockerRunArgs(o: {
  name: string; user: string; sandbox: SandboxConfig; workspaceDir: string; outputDir: string; evalDir: string; envFile: string; argv: string[];
}): string[] {
  const s = o.sandbox;
  const cpus = Math.min(s.cpus ?? hostCpus().length, hostCpus().length);
  return [
    'create',
    '--name', o.name,
    '--label', CONTAINER_LABEL,
    '--init',
    '--user', o.user,
    '--cap-drop', 'ALL',
    '--security-opt', 'no-new-privileges',
    '--read-only',
    '--tmpfs', '/tmp:rw,exec,nosuid,nodev,size=1g',
    '--pids-limit', String(s.pids ?? DEFAULT_PIDS),
    '--memory', s.memory ?? DEFAULT_MEMORY,
    '--cpus', String(cpus),
    '--network', s.network || 'bridge',
    '--workdir', CONTAINER_WORKSPACE,
    '-v', `${o.workspaceDir}:${CONTAINER_WORKSPACE}:rw`,
    '-v', `${o.outputDir}:${CONTAINER_OUTPUT}:rw`,
    '-v', `${o.evalDir}:${CONTAINER_EVAL}:ro`,
    '--env-file', o.envFile,
    s.image,
    ...o.argv,
  ];
}

export async function startDocker(opts: DockerStartOptions): Promise<DockerSandboxProcess> {
  const bin = opts.docker ?? 'docker';
  await ensureImage(opts.sandbox.image, opts.log, bin);
  const { user, uid, gid } = await containerUser(opts.sandbox, opts.workspaceDir);
  await chownTree(opts.workspaceDir, uid, gid);
  await chownTree(opts.outputDir, uid, gid);
  const name = `fullsend-functional-${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`;
  const env = { HOME: '/tmp', PATH: CONTAINER_PATH, ...opts.env };
  const envDir = await mkdtemp(join(tmpdir(), 'ffenv-'));
  const envFile = join(envDir, 'env');
  let removed = false;
  const removeSync = () => {
    if (removed) return;
    try {
      execFileSync(bin, ['rm', '-f', name], { stdio: 'ignore', timeout: 20_000 });
    } catch {
      // Already gone.
    }
  };
  const unregister = registerCleanup(removeSync);
  try {
    await writeFile(envFile, envFileText(env), { mode: 0o600 });
    const args = dockerRunArgs({ name, user, sandbox: opts.sandbox, workspaceDir: opts.workspaceDir, outputDir: opts.outputDir, evalDir: opts.evalDir, envFile, argv: opts.argv });
    const created = await docker(bin, args);
    if (created.exitCode !== 0) {
      throw new SandboxError(`docker create failed (image ${opts.sandbox.image}): ${String(created.all ?? '').trim()}`);
    }
  } catch (e) {
    unregister();
    removeSync();
    throw e;
  } finally {
    await rm(envDir, { recursive: true, force: true });
  }
  opts.log(`docker: container ${name} created from ${opts.sandbox.image} as user ${user}`);
  const proc = execa(bin, ['start', '-a', name], { reject: false, stdin: 'ignore', buffer: false });
  let exited = false;
  void proc.then(() => {
    exited = true;
  });
  const done = (async () => {
    const r = await proc;
    exited = true;
    const inspect = await docker(bin, ['inspect', '--format', '{{.State.ExitCode}} {{.State.OOMKilled}}', name]);
    let exitCode: number | null = typeof r.exitCode === 'number' ? r.exitCode : null;
    let error: string | undefined;
    if (inspect.exitCode === 0) {
      const [code, oom] = String(inspect.stdout).trim().split(' ');
      exitCode = Number(code);
      if (oom === 'true') error = `the container ran out of memory (sandbox.memory ${opts.sandbox.memory ?? DEFAULT_MEMORY})`;
    }
    return { exitCode, signal: null, ...(error ? { error } : {}) };
  })();
  const cleanup = async () => {
    if (removed) return;
    await docker(bin, ['rm', '-f', name]);
    removed = true;
    unregister();
  };
  return {
    name,
    stdout: proc.stdout!,
    stderr: proc.stderr!,
    done,
    hasExited: () => exited,
    async stop(graceMs: number) {
      if (exited) return;
      const secs = Math.max(0, Math.ceil(graceMs / 1000));
      const r = await docker(bin, ['stop', '-t', String(secs), name], graceMs + 30_000);
      if (r.exitCode !== 0) await docker(bin, ['kill', name]);
      // A stuck `docker start -a` must not hold the run: remove the container and end the CLI.
      let timer: NodeJS.Timeout | undefined;
      const settled = await Promise.race([done.then(() => true), new Promise<boolean>((res) => (timer = setTimeout(() => res(false), 15_000)))]);
      clearTimeout(timer);
      if (!settled) {
        opts.log(`docker: container ${name} did not stop; removing it`);
        await cleanup();
        proc.kill('SIGKILL');
        await done;
      }
    },
    cleanup,
  };
}
