// What a sandbox hands back to the runner: the agent's output streams, its
// exit, and a way to stop it.
import type { Readable } from 'node:stream';
import type { ExitInfo } from './process-group.js';

export interface SandboxProcess {
  stdout: Readable;
  stderr: Readable;
  done: Promise<ExitInfo>;
  /** True once the agent's process has ended (output may still be draining). */
  hasExited(): boolean;
  /** Stop the agent: SIGTERM, wait up to graceMs, then SIGKILL. */
  stop(graceMs: number): Promise<void>;
  /** Remove whatever is left (container); safe to call more than once. */
  cleanup(): Promise<void>;
}

/** Sandbox trouble that no retry of the agent can fix (no docker, image missing). */
export class SandboxError extends Error {
  override name = 'SandboxError';
}
