// Runs the agent command once per attempt in the configured sandbox, streams
// its stdout to transcript.ndjson and its stderr to agent.log (each capped),
// parses metrics while the output streams, and stops it on timeout or abort.
//
// Attempts: the last attempt's files are <runDir>/transcript.ndjson and
// <runDir>/agent.log; earlier attempts are moved to <runDir>/attempt-<k>/.
// An attempt is retried when the agent crashed (non-zero exit without a
// `result` that ends the run on its own terms: success, max turns or max
// budget) or timed out; metrics are summed over attempts.
import { mkdir, readFile, rename, stat } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { SandboxConfig } from '../model/config.js';
import type { Metrics, MetricsStatus } from '../types.js';
import { findAgentMetricsFile, normalizeAgentMetrics, sumMetrics, type FoundMetricsFile } from '../metrics/agent-metrics.js';
import { createParser } from '../metrics/parse-transcript.js';
import { CappedFile } from './capped-file.js';
import { terminatingSignal } from './cleanup-registry.js';
import { buildArgv } from './command-template.js';
import type { SandboxProcess } from './sandbox.js';
import { CONTAINER_EVAL, CONTAINER_OUTPUT, CONTAINER_WORKSPACE, startDocker } from './sandbox-docker.js';
import { startLocal } from './sandbox-none.js';

export const DEFAULT_OUTPUT_CAP_BYTES = 50 * 1024 * 1024;
export const TRANSCRIPT_FILE = 'transcript.ndjson';
export const AGENT_LOG_FILE = 'agent.log';

export interface AgentRunRequest {
  argvTemplate: string[] | string;
  /** Host-side values; path placeholders are mapped per sandbox. */
  placeholders: Record<string, string>;
  workspaceDir: string;
  /** The agent's OUTPUT_DIR, = <runDir>/output. */
  outputDir: string;
  runDir: string;
  evalDir: string;
  /** Already-expanded runner contract env (FIXTURE_URL, GH_TOKEN, ..., execution.env, runner.env). */
  env: Record<string, string>;
  /** Names in env whose values are secret. */
  secretKeys: string[];
  sandbox: SandboxConfig;
  timeoutMs: number;
  killGraceMs: number;
  outputCapBytes: number;
  retries: number;
  format: 'claude' | 'codex' | 'gemini' | 'auto';
  signal?: AbortSignal;
  log: (line: string) => void;
  now?: () => number;
}

export type AgentRunStatus = 'ok' | 'crashed' | 'timeout' | 'aborted';

export interface AgentRunOutcome {
  status: AgentRunStatus;
  exitCode: number | null;
  attempts: number;
  durationMs: number;
  metrics: Metrics;
  transcriptPath: string;
  agentLogPath: string;
  truncated: { stdout: boolean; stderr: boolean };
  error?: string;
}

interface AttemptResult {
  status: AgentRunStatus;
  exitCode: number | null;
  metrics: Metrics;
  truncated: { stdout: boolean; stderr: boolean };
  error?: string;
  /** The program could not be started at all: another attempt would fail the same way. */
  notStarted?: boolean;
}

/** Replaces a host directory prefix with its container path. */
export function pathMapper(pairs: Array<[string, string]>): (v: string) => string {
  const sorted = pairs.filter(([h]) => h).sort((a, b) => b[0].length - a[0].length);
  return (v: string) => {
    for (const [host, inner] of sorted) {
      if (v === host) return inner;
      if (v.startsWith(`${host}/`)) return inner + v.slice(host.length);
    }
    return v;
  };
}

function mapValues(rec: Record<string, string>, f: (v: string) => string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(rec)) out[k] = f(v);
  return out;
}

// Ending on its own limits is an outcome to score, not a crash.
const SELF_ENDED: MetricsStatus[] = ['success', 'error_max_turns', 'error_max_budget_usd'];

export async function runAgent(req: AgentRunRequest): Promise<AgentRunOutcome> {
  const now = req.now ?? Date.now;
  const started = now();
  await mkdir(req.runDir, { recursive: true });
  await mkdir(req.outputDir, { recursive: true });
  const transcriptPath = join(req.runDir, TRANSCRIPT_FILE);
  const agentLogPath = join(req.runDir, AGENT_LOG_FILE);
  const maxAttempts = Math.max(1, 1 + Math.floor(req.retries || 0));
  const perAttempt: Metrics[] = [];
  let last: AttemptResult | null = null;
  let attempts = 0;
  let lastAgentFile: FoundMetricsFile | null = null;

  for (let k = 1; k <= maxAttempts; k++) {
    if (k > 1) await keepEarlierAttempt(req.runDir, k - 1);
    attempts = k;
    const attemptStart = now();
    const res = await runAttempt(req, transcriptPath, agentLogPath, k, maxAttempts);
    let metrics = res.metrics;
    if (metrics.duration_ms === 0) metrics.duration_ms = now() - attemptStart;

    const found = await findAgentMetricsFile(req.outputDir);
    if (found && (!lastAgentFile || found.path !== lastAgentFile.path || found.mtimeMs !== lastAgentFile.mtimeMs)) {
      lastAgentFile = found;
      const rel = relative(req.runDir, found.path);
      try {
        const agent = normalizeAgentMetrics(JSON.parse(await readFile(found.path, 'utf8')), rel);
        if (agent.status === 'unknown' || res.status === 'timeout' || res.status === 'aborted') agent.status = metrics.status;
        if (res.status === 'timeout' || res.status === 'aborted') agent.estimated = true;
        if (!agent.duration_ms) agent.duration_ms = metrics.duration_ms;
        metrics = agent;
        req.log(`metrics: using the agent's own ${rel}`);
      } catch (e) {
        req.log(`metrics: ignoring ${rel}: ${(e as Error).message}; using the transcript`);
      }
    }
    perAttempt.push(metrics);
    last = res;
    const retryable = res.status === 'crashed' || res.status === 'timeout';
    if (!retryable || k === maxAttempts || req.signal?.aborted || terminatingSignal() || res.notStarted) break;
    req.log(`agent: attempt ${k} ${res.status}; retrying (${maxAttempts - k} retr${maxAttempts - k === 1 ? 'y' : 'ies'} left)`);
  }

  const metrics = sumMetrics(perAttempt);
  metrics.iterations = perAttempt.reduce((n, m) => n + (m.iterations || 1), 0);
  return {
    status: last!.status,
    exitCode: last!.exitCode,
    attempts,
    durationMs: now() - started,
    metrics,
    transcriptPath,
    agentLogPath,
    truncated: last!.truncated,
    ...(last!.error ? { error: last!.error } : {}),
  };
}

async function keepEarlierAttempt(runDir: string, k: number): Promise<void> {
  const dir = join(runDir, `attempt-${k}`);
  await mkdir(dir, { recursive: true });
  for (const f of [TRANSCRIPT_FILE, AGENT_LOG_FILE]) {
    const from = join(runDir, f);
    if (await stat(from).catch(() => null)) await rename(from, join(dir, f));
  }
}

async function startSandbox(req: AgentRunRequest): Promise<SandboxProcess> {
  if (req.sandbox.type === 'docker') {
    const map = pathMapper([
      [req.workspaceDir, CONTAINER_WORKSPACE],
      [req.outputDir, CONTAINER_OUTPUT],
      [req.evalDir, CONTAINER_EVAL],
    ]);
    const placeholders = {
      ...mapValues(req.placeholders, map),
      workspace: CONTAINER_WORKSPACE,
      output_dir: CONTAINER_OUTPUT,
      eval_dir: CONTAINER_EVAL,
    };
    const env = mapValues(req.env, map);
    delete env.PATH;
    env.OUTPUT_DIR = CONTAINER_OUTPUT;
    return startDocker({
      argv: buildArgv(req.argvTemplate, placeholders),
      sandbox: req.sandbox,
      workspaceDir: req.workspaceDir,
      outputDir: req.outputDir,
      evalDir: req.evalDir,
      env,
      log: req.log,
    });
  }
  const placeholders = { ...req.placeholders, workspace: req.workspaceDir, output_dir: req.outputDir, eval_dir: req.evalDir };
  return startLocal({
    argv: buildArgv(req.argvTemplate, placeholders),
    cwd: req.workspaceDir,
    env: { OUTPUT_DIR: req.outputDir, ...req.env },
  });
}

async function runAttempt(req: AgentRunRequest, transcriptPath: string, agentLogPath: string, k: number, of: number): Promise<AttemptResult> {
  const cap = req.outputCapBytes > 0 ? req.outputCapBytes : DEFAULT_OUTPUT_CAP_BYTES;
  const parser = createParser({ format: req.format, model: req.placeholders.model || undefined });
  const out = new CappedFile(transcriptPath, cap);
  const err = new CappedFile(agentLogPath, cap);
  const closeFiles = async () => {
    await out.close();
    const notes: string[] = [];
    if (out.truncated) notes.push(`[fullsend-functional] stdout cut at ${cap} bytes: ${out.dropped} bytes not kept in ${TRANSCRIPT_FILE}\n`);
    if (err.truncated) notes.push(`[fullsend-functional] stderr cut at ${cap} bytes: ${err.dropped} bytes not kept\n`);
    await err.close(notes.length ? `\n${notes.join('')}` : undefined);
  };

  if (req.signal?.aborted) {
    await closeFiles();
    return finish('aborted', null, parser.end(), out, err, 'aborted before the agent started');
  }
  let proc: SandboxProcess;
  try {
    proc = await startSandbox(req);
  } catch (e) {
    await closeFiles();
    throw e;
  }
  req.log(`agent: attempt ${k}/${of} started (sandbox ${req.sandbox.type})`);
  proc.stdout.on('data', (chunk: Buffer) => {
    parser.push(chunk);
    if (!out.write(chunk)) {
      proc.stdout.pause();
      out.onceDrain(() => proc.stdout.resume());
    }
  });
  proc.stderr.on('data', (chunk: Buffer) => {
    if (!err.write(chunk)) {
      proc.stderr.pause();
      err.onceDrain(() => proc.stderr.resume());
    }
  });

  let stopping = null as 'timeout' | 'aborted' | null;
  const stop = (why: 'timeout' | 'aborted') => {
    // An agent that already ended on its own was not stopped, even if its output is still draining.
    if (stopping || proc.hasExited()) return;
    stopping = why;
    req.log(why === 'timeout' ? `agent: timed out after ${req.timeoutMs} ms; stopping it (grace ${req.killGraceMs} ms)` : 'agent: aborted; stopping it');
    void proc.stop(req.killGraceMs);
  };
  const timer = setTimeout(() => stop('timeout'), req.timeoutMs);
  const onAbort = () => stop('aborted');
  req.signal?.addEventListener('abort', onAbort, { once: true });
  // An abort that came while the sandbox was starting has no event left to fire.
  if (req.signal?.aborted) stop('aborted');
  let info;
  try {
    info = await proc.done;
    await new Promise<void>((r) => setImmediate(r));
  } finally {
    clearTimeout(timer);
    req.signal?.removeEventListener('abort', onAbort);
    await proc.cleanup();
    await closeFiles();
  }
  const metrics = parser.end();
  if (!stopping && terminatingSignal()) stopping = 'aborted';
  if (stopping) {
    metrics.status = stopping === 'timeout' ? 'timeout' : 'killed';
    metrics.estimated = true;
    return finish(stopping, info.exitCode, metrics, out, err, stopping === 'timeout' ? `timed out after ${req.timeoutMs} ms` : 'aborted');
  }
  if (info.error && info.exitCode === null) {
    metrics.status = 'error';
    req.log(`agent: ${info.error}`);
    return { ...finish('crashed', null, metrics, out, err, info.error), notStarted: true };
  }
  if (info.exitCode === 0 || SELF_ENDED.includes(metrics.status)) {
    if (info.exitCode === 0 && metrics.status === 'unknown') metrics.status = 'success';
    req.log(`agent: exit code ${info.exitCode} (${metrics.status})`);
    return finish('ok', info.exitCode, metrics, out, err, info.error);
  }
  if (metrics.status === 'unknown') metrics.status = 'error';
  const why = info.error ?? `agent exited with code ${info.exitCode ?? `signal ${info.signal}`}`;
  req.log(`agent: ${why}`);
  return finish('crashed', info.exitCode, metrics, out, err, why);
}

function finish(status: AgentRunStatus, exitCode: number | null, metrics: Metrics, out: CappedFile, err: CappedFile, error?: string): AttemptResult {
  return { status, exitCode, metrics, truncated: { stdout: out.truncated, stderr: err.truncated }, ...(error ? { error } : {}) };
}
