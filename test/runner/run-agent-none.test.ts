import { chmod, mkdir, mkdtemp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAgent, type AgentRunRequest } from '../../src/runner/run-agent.js';
import { runHook } from '../../src/runner/hooks.js';

const TRANSCRIPTS = join(import.meta.dirname, '../data/transcripts');
let root: string;
let n = 0;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'ff-runner-'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

async function script(dir: string, name: string, body: string): Promise<string> {
  await mkdir(dir, { recursive: true });
  const p = join(dir, name);
  await writeFile(p, `#!/bin/sh\n${body}\n`);
  await chmod(p, 0o755);
  return p;
}

/** A fresh case run: eval dir with scripts/, workspace, run dir. */
async function caseRun(overrides: Partial<AgentRunRequest> = {}) {
  const base = join(root, `case-${++n}`);
  const evalDir = join(base, 'eval');
  const workspaceDir = join(base, 'workspace');
  const runDir = join(base, 'run');
  await mkdir(join(evalDir, 'scripts'), { recursive: true });
  await mkdir(workspaceDir, { recursive: true });
  const logs: string[] = [];
  const req: AgentRunRequest = {
    argvTemplate: ['agent.sh'],
    placeholders: { agent: 'triage', skill: 'triage', model: 'claude-sonnet-4-5-20250929', case: '001-x' },
    workspaceDir,
    outputDir: join(runDir, 'output'),
    runDir,
    evalDir,
    env: { PATH: `${join(evalDir, 'scripts')}:${process.env.PATH}`, FIXTURE_URL: 'http://127.0.0.1:1/o/r/issues/1', GH_TOKEN: 'ghs_secret' },
    secretKeys: ['GH_TOKEN'],
    sandbox: { type: 'none', image: '', network: 'bridge' },
    timeoutMs: 20_000,
    killGraceMs: 1000,
    outputCapBytes: 50 * 1024 * 1024,
    retries: 0,
    format: 'auto',
    log: (l) => logs.push(l),
    ...overrides,
  };
  return { req, evalDir, workspaceDir, runDir, logs, scripts: join(evalDir, 'scripts') };
}

/** Live members of a process group, read from /proc (zombies awaiting init are dead already). */
function groupAlive(pgid: number): boolean {
  for (const e of readdirSync('/proc')) {
    if (!/^\d+$/.test(e)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${e}/stat`, 'utf8');
    } catch {
      continue;
    }
    const [state, , pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(pgrp) === pgid && state !== 'Z' && state !== 'X') return true;
  }
  return false;
}

describe('runAgent, sandbox none', () => {
  it('runs the command from PATH with placeholders, in the workspace, with only the contract env', async () => {
    const c = await caseRun({ argvTemplate: ['run-fullsend.sh', '{agent}', '{workspace}', '{output_dir}'] });
    await script(c.scripts, 'run-fullsend.sh', [
      'printf "%s\\n" "$@" > "$3/argv.txt"',
      'pwd > "$3/cwd.txt"',
      'env | sort > "$3/env.txt"',
      `cat ${join(TRANSCRIPTS, 'claude-success.ndjson')}`,
      'echo "progress on stderr" >&2',
    ].join('\n'));
    process.env.FF_RUNNER_CANARY = 'must-not-leak';
    try {
      const out = await runAgent(c.req);
      expect(out.status).toBe('ok');
      expect(out.exitCode).toBe(0);
      expect(out.attempts).toBe(1);
      expect(out.metrics.num_turns).toBe(4);
      expect(out.metrics.total_cost_usd).toBe(0.0421);
      expect(out.metrics.source).toBe('transcript:claude-stream-json');
      const outDir = join(c.runDir, 'output');
      expect((await readFile(join(outDir, 'argv.txt'), 'utf8')).trim().split('\n')).toEqual(['triage', c.workspaceDir, outDir]);
      expect((await readFile(join(outDir, 'cwd.txt'), 'utf8')).trim()).toBe(c.workspaceDir);
      const env = await readFile(join(outDir, 'env.txt'), 'utf8');
      expect(env).toContain(`OUTPUT_DIR=${outDir}\n`);
      expect(env).toContain('FIXTURE_URL=http://127.0.0.1:1/o/r/issues/1\n');
      expect(env).toContain('GH_TOKEN=ghs_secret\n');
      expect(env).not.toContain('FF_RUNNER_CANARY');
      expect(await readFile(out.transcriptPath, 'utf8')).toBe(await readFile(join(TRANSCRIPTS, 'claude-success.ndjson'), 'utf8'));
      expect(await readFile(out.agentLogPath, 'utf8')).toBe('progress on stderr\n');
    } finally {
      delete process.env.FF_RUNNER_CANARY;
    }
  });

  it('a program missing from PATH is a crash that says so', async () => {
    const c = await caseRun({ argvTemplate: ['no-such-agent-xyz'], retries: 2 });
    const out = await runAgent(c.req);
    expect(out.status).toBe('crashed');
    expect(out.attempts).toBe(1);
    expect(out.error).toMatch(/program "no-such-agent-xyz" not found on PATH/);
  });

  it('caps stdout at outputCapBytes and reports the cut', async () => {
    const cap = 1024 * 1024;
    const c = await caseRun({ outputCapBytes: cap, argvTemplate: [process.execPath, '-e', "const b = Buffer.alloc(1024 * 1024, 'a'); for (let i = 0; i < 5; i++) process.stdout.write(b);"] });
    const out = await runAgent(c.req);
    expect(out.status).toBe('ok');
    expect((await stat(out.transcriptPath)).size).toBe(cap);
    expect(out.truncated).toEqual({ stdout: true, stderr: false });
    const log = await readFile(out.agentLogPath, 'utf8');
    expect(log.trim().split('\n').pop()).toBe(`[fullsend-functional] stdout cut at ${cap} bytes: ${4 * cap} bytes not kept in transcript.ndjson`);
  });

  it('stops an agent that sleeps forever within the grace period and leaves no process behind', async () => {
    const c = await caseRun({ timeoutMs: 600, killGraceMs: 1000 });
    await script(c.scripts, 'agent.sh', [
      `head -n 3 ${join(TRANSCRIPTS, 'claude-success.ndjson')}`,
      'echo $$ > "$OUTPUT_DIR/pid"',
      'sleep 1000 &',
      'sleep 1000',
    ].join('\n'));
    const t0 = Date.now();
    const out = await runAgent(c.req);
    const took = Date.now() - t0;
    expect(out.status).toBe('timeout');
    expect(took).toBeLessThan(600 + 1000 + 1500);
    const pgid = Number(await readFile(join(c.runDir, 'output', 'pid'), 'utf8'));
    expect(groupAlive(pgid)).toBe(false);
    expect(out.metrics.status).toBe('timeout');
    expect(out.metrics.estimated).toBe(true);
    expect(out.metrics.num_turns).toBe(1);
    expect(out.metrics.tool_calls).toBe(1);
  });

  it('an agent that ignores SIGTERM gets SIGKILL after the grace period', async () => {
    const c = await caseRun({ timeoutMs: 500, killGraceMs: 800 });
    await script(c.scripts, 'agent.sh', [
      "trap 'echo got TERM >&2' TERM",
      'echo $$ > "$OUTPUT_DIR/pid"',
      'while :; do sleep 0.1; done',
    ].join('\n'));
    const t0 = Date.now();
    const out = await runAgent(c.req);
    const took = Date.now() - t0;
    expect(out.status).toBe('timeout');
    expect(took).toBeGreaterThanOrEqual(500 + 800 - 50);
    expect(took).toBeLessThan(500 + 800 + 1500);
    expect(await readFile(out.agentLogPath, 'utf8')).toContain('got TERM');
    expect(groupAlive(Number(await readFile(join(c.runDir, 'output', 'pid'), 'utf8')))).toBe(false);
  });

  it('retries a crashed attempt, keeps each transcript and sums the metrics', async () => {
    const c = await caseRun({ retries: 2 });
    await script(c.scripts, 'agent.sh', [
      'n=$(cat "$OUTPUT_DIR/count" 2>/dev/null || echo 0); n=$((n+1)); echo $n > "$OUTPUT_DIR/count"',
      `if [ $n -eq 1 ]; then cat ${join(TRANSCRIPTS, 'claude-cut.ndjson')}; echo "boom" >&2; exit 3; fi`,
      `cat ${join(TRANSCRIPTS, 'claude-success.ndjson')}`,
    ].join('\n'));
    const out = await runAgent(c.req);
    expect(out.status).toBe('ok');
    expect(out.attempts).toBe(2);
    expect(out.metrics.iterations).toBe(2);
    expect(out.metrics.num_turns).toBe(3 + 4);
    expect(out.metrics.total_cost_usd).toBe(0.077608);
    expect(out.metrics.token_usage.output).toBe(1024);
    expect(out.metrics.estimated).toBe(true);
    expect(out.metrics.status).toBe('success');
    expect(await readFile(join(c.runDir, 'attempt-1', 'agent.log'), 'utf8')).toBe('boom\n');
    expect((await readFile(join(c.runDir, 'attempt-1', 'transcript.ndjson'), 'utf8')).length).toBeGreaterThan(100);
    expect(await readFile(out.transcriptPath, 'utf8')).toContain('"type":"result"');
    expect(c.logs.some((l) => /attempt 1 crashed; retrying/.test(l))).toBe(true);
  });

  it('retries an attempt that timed out', async () => {
    const c = await caseRun({ retries: 1, timeoutMs: 700, killGraceMs: 300 });
    await script(c.scripts, 'agent.sh', [
      'if [ ! -f "$OUTPUT_DIR/first" ]; then touch "$OUTPUT_DIR/first"; sleep 1000; fi',
      `cat ${join(TRANSCRIPTS, 'claude-api-retry.ndjson')}`,
    ].join('\n'));
    const out = await runAgent(c.req);
    expect(out.status).toBe('ok');
    expect(out.attempts).toBe(2);
    expect(out.metrics.iterations).toBe(2);
    expect(out.metrics.num_turns).toBe(2);
    expect(out.metrics.api_retries).toBe(3);
    expect(out.metrics.estimated).toBe(true);
    expect(await readFile(join(c.runDir, 'attempt-1', 'transcript.ndjson'), 'utf8')).toBe('');
  });

  it('does not retry an agent that finished, even with a bad outcome', async () => {
    const c = await caseRun({ retries: 2 });
    await script(c.scripts, 'agent.sh', `cat ${join(TRANSCRIPTS, 'claude-max-turns.ndjson')}; exit 1`);
    const out = await runAgent(c.req);
    expect(out.attempts).toBe(1);
    expect(out.status).toBe('ok');
    expect(out.exitCode).toBe(1);
    expect(out.metrics.status).toBe('error_max_turns');
  });

  it("the agent's own nested metrics.json wins over the transcript", async () => {
    const c = await caseRun();
    await script(c.scripts, 'agent.sh', [
      'mkdir -p "$OUTPUT_DIR/triage/run-42"',
      `echo '{"num_turns":9,"total_cost_usd":1.25,"token_usage":{"input":1,"output":2,"reasoning":0,"cache_creation":3,"cache_read":4},"iterations":1,"tool_calls":5,"model":"claude-opus-4-1"}' > "$OUTPUT_DIR/triage/run-42/metrics.json"`,
      `cat ${join(TRANSCRIPTS, 'claude-success.ndjson')}`,
    ].join('\n'));
    const out = await runAgent(c.req);
    expect(out.metrics).toMatchObject({
      num_turns: 9, total_cost_usd: 1.25, tool_calls: 5, model: 'claude-opus-4-1', iterations: 1,
      source: 'agent:output/triage/run-42/metrics.json', cost_source: 'agent', status: 'success',
      token_usage: { input: 1, output: 2, reasoning: 0, cache_creation: 3, cache_read: 4 },
    });
  });

  it('an AbortSignal stops the agent', async () => {
    const ac = new AbortController();
    const c = await caseRun({ signal: ac.signal });
    await script(c.scripts, 'agent.sh', 'echo $$ > "$OUTPUT_DIR/pid"; sleep 1000');
    setTimeout(() => ac.abort(), 300);
    const out = await runAgent(c.req);
    expect(out.status).toBe('aborted');
    expect(out.metrics.status).toBe('killed');
    expect(groupAlive(Number(await readFile(join(c.runDir, 'output', 'pid'), 'utf8')))).toBe(false);
    expect(await readdir(c.runDir)).not.toContain('attempt-1');
  });
});

describe('runHook', () => {
  it('runs a command string through /bin/sh -c and returns its exit code and output', async () => {
    const lines: string[] = [];
    const r = await runHook({ command: 'echo "hello $WHO"; echo err >&2; exit 4', cwd: root, env: { WHO: 'hook' }, timeoutMs: 5000, log: (l) => lines.push(l) });
    expect(r.exitCode).toBe(4);
    expect(r.timedOut).toBe(false);
    expect(r.output).toContain('hello hook\n');
    expect(r.output).toContain('err\n');
    expect(lines).toContain('hook: hello hook');
  });

  it('stops a hook at its timeout', async () => {
    const t0 = Date.now();
    const r = await runHook({ command: 'sleep 1000', cwd: root, env: {}, timeoutMs: 300, killGraceMs: 300, log: () => {} });
    expect(r.timedOut).toBe(true);
    expect(Date.now() - t0).toBeLessThan(3000);
  });
});
