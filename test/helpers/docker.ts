// Whether a docker daemon is reachable, for tests that need real containers.
import { execa } from 'execa';

export interface DockerStatus {
  ok: boolean;
  reason: string;
}

let cached: Promise<DockerStatus> | null = null;

export function dockerStatus(): Promise<DockerStatus> {
  cached ??= (async () => {
    try {
      const r = await execa('docker', ['info', '--format', '{{.ServerVersion}}'], { reject: false, timeout: 15_000 });
      if (r.exitCode === 0 && String(r.stdout).trim()) return { ok: true, reason: `docker ${String(r.stdout).trim()}` };
      return { ok: false, reason: `docker info failed: ${String(r.stderr || r.stdout).trim().split('\n')[0]}` };
    } catch (e) {
      return { ok: false, reason: `docker CLI not usable: ${(e as Error).message.split('\n')[0]}` };
    }
  })();
  return cached;
}

export async function dockerAvailable(): Promise<boolean> {
  return (await dockerStatus()).ok;
}

/** Returns true when the caller should skip, after printing why. Use with `describe.skipIf(await requireDockerOrSkip('...'))`. */
export async function requireDockerOrSkip(what: string): Promise<boolean> {
  const s = await dockerStatus();
  if (!s.ok) console.warn(`skipping ${what}: no docker daemon reachable (${s.reason})`);
  return !s.ok;
}
