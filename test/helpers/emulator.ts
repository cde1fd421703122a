// Starts and stops the local GitHub emulator for a test file, and runs git
// with credentials passed only through the environment.
import { execFile } from 'node:child_process';
import { afterAll, beforeAll } from 'vitest';
import { startGitHubEmulator, type EmulatorOptions, type GitHubEmulator } from '../../src/emulator/github-emulator.js';

export function useEmulator(opts: EmulatorOptions = {}): { get: () => GitHubEmulator } {
  let emu: GitHubEmulator | undefined;
  beforeAll(async () => {
    emu = await startGitHubEmulator(opts);
  });
  afterAll(async () => {
    await emu?.close();
  });
  return {
    get: () => {
      if (!emu) throw new Error('emulator not started');
      return emu;
    },
  };
}

/** Env that makes git send the token as basic auth without storing it anywhere. */
export function gitAuthEnv(token: string): Record<string, string> {
  const basic = Buffer.from(`x-access-token:${token}`).toString('base64');
  return {
    GIT_CONFIG_COUNT: '1',
    GIT_CONFIG_KEY_0: 'http.extraHeader',
    GIT_CONFIG_VALUE_0: `Authorization: Basic ${basic}`,
    GIT_TERMINAL_PROMPT: '0',
  };
}

export interface GitResult {
  code: number;
  stdout: string;
  stderr: string;
}

export function git(args: string[], opts: { cwd?: string; env?: Record<string, string> } = {}): Promise<GitResult> {
  return new Promise((resolve) => {
    execFile(
      'git',
      args,
      {
        cwd: opts.cwd,
        env: {
          ...process.env,
          GIT_CONFIG_NOSYSTEM: '1',
          GIT_AUTHOR_NAME: 'Test',
          GIT_AUTHOR_EMAIL: 'test@example.invalid',
          GIT_COMMITTER_NAME: 'Test',
          GIT_COMMITTER_EMAIL: 'test@example.invalid',
          GIT_TERMINAL_PROMPT: '0',
          ...opts.env,
        },
      },
      (err, stdout, stderr) => {
        resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stdout: String(stdout), stderr: String(stderr) });
      },
    );
  });
}

export async function gitOk(args: string[], opts: { cwd?: string; env?: Record<string, string> } = {}): Promise<string> {
  const r = await git(args, opts);
  if (r.code !== 0) throw new Error(`git ${args.join(' ')} failed: ${r.stderr}`);
  return r.stdout;
}
