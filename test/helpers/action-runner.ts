import { spawn } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');

/** The node that runs dist entries: the action's declared node24 when CI provides it, else this one. */
export const ACTION_NODE = process.env.FULLSEND_ACTION_NODE || process.execPath;

export interface ActionFiles {
  dir: string;
  summary: string;
  output: string;
  state: string;
  event: string;
}

/** The files a GitHub runner hands a JavaScript action. */
export async function actionFiles(event: unknown = { pull_request: { number: 7 } }): Promise<ActionFiles> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'ff-action-'));
  const files = {
    dir,
    summary: path.join(dir, 'step-summary.md'),
    output: path.join(dir, 'output.txt'),
    state: path.join(dir, 'state.txt'),
    event: path.join(dir, 'event.json'),
  };
  for (const f of [files.summary, files.output, files.state]) await writeFile(f, '');
  await writeFile(files.event, JSON.stringify(event));
  return files;
}

/** Reads `name<<DELIM\nvalue\nDELIM` records (GITHUB_OUTPUT, GITHUB_STATE). */
export async function readCommandFile(file: string): Promise<Record<string, string>> {
  const text = await readFile(file, 'utf8');
  const out: Record<string, string> = {};
  const re = /^([^\n<]+)<<(\S+)\n([\s\S]*?)\n\2$/gm;
  for (const m of text.matchAll(re)) out[m[1]] = m[3];
  return out;
}

/** Inputs as the runner passes them: INPUT_<NAME> with the name upper-cased. */
export function inputEnv(inputs: Record<string, string>): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(inputs)) env[`INPUT_${k.toUpperCase()}`] = v;
  return env;
}

export interface EntryResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/** Runs a dist entry (`dist/main/index.js`, ...) as the runner would: node, cwd the workspace, the given env only plus PATH/HOME. */
export function runEntry(
  entry: string,
  env: Record<string, string>,
  opts: { cwd: string; onStdout?: (chunk: string) => void; killAfter?: (stdout: string) => boolean } = { cwd: ROOT },
): Promise<EntryResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(ACTION_NODE, [path.join(ROOT, entry)], {
      cwd: opts.cwd,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? os.tmpdir(), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => {
      stdout += d.toString();
      opts.onStdout?.(d.toString());
      if (opts.killAfter?.(stdout)) child.kill('SIGKILL');
    });
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('close', (code, signal) => resolve({ code, signal, stdout, stderr }));
  });
}
