// Runs the real pipeline (executeRun: load, lint, fixtures, agent, capture,
// teardown, scoring, result files) against an emulator and times each case's
// phases from the engine's own log lines.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { executeRun } from '../../src/engine/run-command.js';

export interface GitHubEndpoint {
  apiUrl: string;
  serverUrl: string;
  token: string;
  org: string;
}

export interface CasePhases {
  case: string;
  /** creating fixture -> running agent: repo, content, issue, clone. */
  setupMs: number;
  /** running agent -> agent finished. */
  agentMs: number;
  /** agent finished -> case done: capture, teardown, scoring, files. */
  afterMs: number;
  status: string;
}

export interface HarnessRun {
  wallMs: number;
  exitCode: number;
  cases: CasePhases[];
  agentTotalMs: number;
  /** (wall - sum of agent phases) / cases: every harness cost, fixed ones amortised. */
  overheadPerCaseMs: number;
}

const LABELLED = /^\[([^\]]+)\] (.*)$/;
const PROGRESS = /^progress \d+\/\d+: (\S+) (PASS|FAIL|ERROR)/;

export async function runHarness(evalDir: string, gh: GitHubEndpoint, opts: { concurrency: number; sandbox?: 'none' | 'docker'; prepareAhead?: number }): Promise<HarnessRun> {
  const outputDir = await mkdtemp(join(tmpdir(), 'ff-bench-out-'));
  const marks = new Map<string, { create?: number; agent?: number; agentDone?: number; end?: number; status?: string }>();
  const mark = (key: string) => {
    let m = marks.get(key);
    if (!m) marks.set(key, (m = {}));
    return m;
  };
  const errors: string[] = [];
  const out = (line: string) => {
    const t = performance.now();
    const p = PROGRESS.exec(line);
    if (p) {
      const m = mark(p[1]);
      m.end = t;
      m.status = p[2];
      return;
    }
    const l = LABELLED.exec(line);
    if (!l) return;
    const m = mark(l[1]);
    const msg = l[2];
    if (msg === 'creating fixture') m.create = t;
    else if (msg.startsWith('running agent')) m.agent = t;
    else if (/^agent (ok|crashed|timeout|aborted) \(exit/.test(msg)) m.agentDone = t;
    else if (msg.startsWith('ERROR')) errors.push(line);
  };
  const env: NodeJS.ProcessEnv = { ...process.env, EVAL_ORG: gh.org, GH_TOKEN: gh.token, GITHUB_TOKEN: gh.token };
  const t0 = performance.now();
  try {
    const run = await executeRun(
      { evalDir, outputDir, concurrency: opts.concurrency, prepareAhead: opts.prepareAhead, sandbox: opts.sandbox, owner: gh.org, keepFixtures: false, noCache: true },
      { out, err: (l) => errors.push(l), env, cwd: process.cwd() },
      { github: { apiUrl: gh.apiUrl, serverUrl: gh.serverUrl, token: gh.token }, runId: `bench-${process.pid}` },
    );
    const wallMs = performance.now() - t0;
    const cases: CasePhases[] = [];
    for (const [key, m] of marks) {
      if (m.create === undefined || m.agent === undefined || m.agentDone === undefined || m.end === undefined) continue;
      cases.push({ case: key, setupMs: m.agent - m.create, agentMs: m.agentDone - m.agent, afterMs: m.end - m.agentDone, status: m.status ?? '?' });
    }
    const failed = cases.filter((c) => c.status !== 'PASS');
    if (run.exitCode !== 0 || failed.length > 0 || cases.length === 0) {
      throw new Error(`the benchmark suite did not pass (exit ${run.exitCode}, ${cases.length} cases timed, ${failed.length} not PASS): ${errors.slice(0, 5).join(' | ')}`);
    }
    const agentTotalMs = cases.reduce((s, c) => s + c.agentMs, 0);
    return { wallMs, exitCode: run.exitCode, cases, agentTotalMs, overheadPerCaseMs: (wallMs - agentTotalMs) / cases.length };
  } finally {
    await rm(outputDir, { recursive: true, force: true });
  }
}
