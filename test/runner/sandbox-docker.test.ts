import { spawn } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execa } from 'execa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildExampleImage, EXAMPLE_IMAGE_TAG } from '../../scripts/build-example-image.mjs';
import { runAgent, type AgentRunRequest } from '../../src/runner/run-agent.js';
import { SandboxError } from '../../src/runner/sandbox.js';
import { requireDockerOrSkip } from '../helpers/docker.js';

const skip = await requireDockerOrSkip('docker sandbox tests');
const LABEL = 'label=fullsend-functional=1';
let root: string;
let n = 0;

async function containersWithLabel(all = true): Promise<string[]> {
  const r = await execa('docker', ['ps', ...(all ? ['-a'] : []), '--filter', LABEL, '--format', '{{.Names}}']);
  return String(r.stdout).split('\n').filter(Boolean);
}

/** Containers this case run created (named in the runner's log), that still exist. */
async function leftovers(logs: string[]): Promise<string[]> {
  const names = logs.flatMap((l) => /container (fullsend-functional-\S+) created/.exec(l)?.[1] ?? []);
  expect(names.length, 'the runner logged the container it created').toBeGreaterThan(0);
  const all = await containersWithLabel();
  return names.filter((nm) => all.includes(nm));
}

async function caseRun(overrides: Partial<AgentRunRequest> = {}) {
  const base = join(root, `case-${++n}`);
  const evalDir = join(base, 'eval');
  const workspaceDir = join(base, 'workspace');
  const runDir = join(base, 'run');
  await mkdir(evalDir, { recursive: true });
  await mkdir(workspaceDir, { recursive: true });
  await writeFile(join(workspaceDir, 'README.md'), 'fixture\n');
  const logs: string[] = [];
  const req: AgentRunRequest = {
    argvTemplate: ['node', '{eval_dir}/agent.mjs', '{workspace}', '{output_dir}'],
    placeholders: { agent: 'triage', model: 'claude-sonnet-4-5-20250929' },
    workspaceDir,
    outputDir: join(runDir, 'output'),
    runDir,
    evalDir,
    env: { FIXTURE_URL: 'http://127.0.0.1:1/o/r/issues/1', GH_TOKEN: 'ghs_canary_secret_5150', NOTE: `${workspaceDir}/README.md`, PLAIN: 'left as is' },
    secretKeys: ['GH_TOKEN'],
    sandbox: { type: 'docker', image: EXAMPLE_IMAGE_TAG, network: 'none', pids: 64, memory: '256m', cpus: 1 },
    timeoutMs: 30_000,
    killGraceMs: 1000,
    outputCapBytes: 1024 * 1024,
    retries: 0,
    format: 'auto',
    log: (l) => logs.push(l),
    ...overrides,
  };
  return { req, evalDir, workspaceDir, runDir, logs };
}

describe.skipIf(skip)('runAgent, sandbox docker', () => {
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'ff-docker-'));
    await chmod(root, 0o755);
    await buildExampleImage({ tag: EXAMPLE_IMAGE_TAG });
  }, 120_000);
  afterAll(async () => {
    if (root) await rm(root, { recursive: true, force: true });
  });

  it('confines the agent: writes only to its mounts, sees only the env it was given, no secret on the command line', async () => {
    const c = await caseRun();
    await writeFile(join(c.evalDir, 'agent.mjs'), `
import { writeFileSync, readFileSync } from 'node:fs';
const [workspace, output] = process.argv.slice(2);
const tryWrite = (p) => { try { writeFileSync(p, 'x'); return 'ok'; } catch (e) { return e.code; } };
const probe = {
  type: 'probe',
  argv: process.argv.slice(2),
  cwd: process.cwd(),
  uid: process.getuid(), gid: process.getgid(),
  root: tryWrite('/pwned'), eval: tryWrite('/eval/pwned'), etc: tryWrite('/etc/pwned'),
  workspace: tryWrite(workspace + '/agent-was-here'), output: tryWrite(output + '/result.txt'), tmp: tryWrite('/tmp/scratch'),
  env: process.env,
  readme: readFileSync('/workspace/README.md', 'utf8'),
};
console.log(JSON.stringify(probe));
await new Promise((r) => setTimeout(r, 2500));
console.log(${JSON.stringify(await readFile(join(import.meta.dirname, '../data/transcripts/claude-success.ndjson'), 'utf8'))}.trim());
`);
    const tmpBefore = new Set((await readdir(tmpdir())).filter((f) => f.startsWith('ffenv-')));
    process.env.FF_DOCKER_CANARY = 'host-only-value';
    let inspected: any = null;
    let envDirsWhileRunning: string[] = [];
    try {
      const run = runAgent(c.req);
      for (let i = 0; i < 100 && !inspected; i++) {
        await new Promise((r) => setTimeout(r, 100));
        const names = await containersWithLabel(false);
        const mine = names.find((nm) => c.logs.some((l) => l.includes(nm)));
        if (mine) {
          inspected = JSON.parse(String((await execa('docker', ['inspect', mine])).stdout))[0];
          // Other runs on this machine create (and at once remove) their own env dirs: only one that stays counts.
          const newEnvDirs = async () => (await readdir(tmpdir())).filter((f) => f.startsWith('ffenv-') && !tmpBefore.has(f));
          const first = await newEnvDirs();
          await new Promise((r) => setTimeout(r, 300));
          const second = new Set(await newEnvDirs());
          envDirsWhileRunning = first.filter((f) => second.has(f));
        }
      }
      const out = await run;
      expect(out.status).toBe('ok');
      expect(out.metrics.num_turns).toBe(4);
      const probe = JSON.parse((await readFile(out.transcriptPath, 'utf8')).split('\n')[0]);
      expect(probe.argv).toEqual(['/workspace', '/output']);
      expect(probe.cwd).toBe('/workspace');
      expect([probe.uid, probe.gid]).toEqual([1000, 1000]);
      expect(probe.root).toBe('EROFS');
      expect(probe.eval).toBe('EROFS');
      expect(probe.etc).toBe('EROFS');
      expect(probe.workspace).toBe('ok');
      expect(probe.output).toBe('ok');
      expect(probe.tmp).toBe('ok');
      expect(probe.readme).toBe('fixture\n');
      expect(probe.env.FF_DOCKER_CANARY).toBeUndefined();
      expect(probe.env.GH_TOKEN).toBe('ghs_canary_secret_5150');
      expect(probe.env.OUTPUT_DIR).toBe('/output');
      expect(probe.env.HOME).toBe('/tmp');
      expect(probe.env.NOTE).toBe('/workspace/README.md');
      expect(probe.env.PLAIN).toBe('left as is');
      expect(await readFile(join(c.runDir, 'output', 'result.txt'), 'utf8')).toBe('x');
      expect(await readFile(join(c.workspaceDir, 'agent-was-here'), 'utf8')).toBe('x');

      expect(inspected, 'the container was seen while running').not.toBeNull();
      const cmdLine = JSON.stringify([inspected.Path, inspected.Args, inspected.Config.Cmd, inspected.Config.Entrypoint]);
      expect(cmdLine).not.toContain('ghs_canary_secret_5150');
      expect(inspected.HostConfig.CapDrop).toEqual(['ALL']);
      expect(inspected.HostConfig.ReadonlyRootfs).toBe(true);
      expect(inspected.HostConfig.SecurityOpt).toContain('no-new-privileges');
      expect(inspected.HostConfig.PidsLimit).toBe(64);
      expect(inspected.HostConfig.Memory).toBe(256 * 1024 * 1024);
      expect(inspected.HostConfig.NetworkMode).toBe('none');
      expect(inspected.Config.User).toBe('1000:1000');
      expect(inspected.Config.Labels['fullsend-functional']).toBe('1');
      expect(envDirsWhileRunning).toEqual([]);

      expect(await containersWithLabel()).not.toContain(inspected.Name.replace(/^\//, ''));
    } finally {
      delete process.env.FF_DOCKER_CANARY;
    }
  }, 60_000);

  it('the pids limit stops a process bomb', async () => {
    const c = await caseRun({ sandbox: { type: 'docker', image: EXAMPLE_IMAGE_TAG, network: 'none', pids: 24, memory: '256m', cpus: 1 } });
    await writeFile(join(c.evalDir, 'agent.mjs'), `
import { spawn } from 'node:child_process';
let started = 0; let error = null;
while (!error && started < 1000) {
  error = await new Promise((res) => {
    const p = spawn('sleep', ['60'], { stdio: 'ignore' });
    p.once('spawn', () => { started++; res(null); });
    p.once('error', (e) => res(e.code));
  });
}
console.log(JSON.stringify({ type: 'probe', started, error }));
process.exit(0);
`);
    const out = await runAgent(c.req);
    const probe = JSON.parse((await readFile(out.transcriptPath, 'utf8')).split('\n')[0]);
    expect(probe.error).toBe('EAGAIN');
    expect(probe.started).toBeLessThan(24);
    expect(probe.started).toBeGreaterThan(0);
    expect(await leftovers(c.logs)).toEqual([]);
  }, 60_000);

  it('a shell fork bomb under a short timeout is stopped and its container removed', async () => {
    const c = await caseRun({
      argvTemplate: ['sh', '-c', 'f() { f | f & }; f; exec sleep 1000'],
      timeoutMs: 2000,
      killGraceMs: 1000,
      sandbox: { type: 'docker', image: EXAMPLE_IMAGE_TAG, network: 'none', pids: 48, memory: '256m', cpus: 1 },
    });
    const t0 = Date.now();
    const out = await runAgent(c.req);
    expect(out.status).toBe('timeout');
    expect(Date.now() - t0).toBeLessThan(20_000);
    expect(await leftovers(c.logs)).toEqual([]);
  }, 60_000);

  it('a sleeping container under a short timeout is removed', async () => {
    const c = await caseRun({ argvTemplate: ['sleep', '1000'], timeoutMs: 1500, killGraceMs: 2000 });
    const t0 = Date.now();
    const out = await runAgent(c.req);
    expect(out.status).toBe('timeout');
    expect(out.metrics.status).toBe('timeout');
    expect(out.metrics.estimated).toBe(true);
    expect(Date.now() - t0).toBeLessThan(1500 + 2000 + 5000);
    expect(await leftovers(c.logs)).toEqual([]);
  }, 60_000);

  it('an aborted run removes its container', async () => {
    const ac = new AbortController();
    const c = await caseRun({ argvTemplate: ['sleep', '1000'], signal: ac.signal });
    const run = runAgent(c.req);
    for (let i = 0; i < 100 && !c.logs.some((l) => l.includes('started (sandbox docker)')); i++) await new Promise((r) => setTimeout(r, 100));
    ac.abort();
    const out = await run;
    expect(out.status).toBe('aborted');
    expect(await leftovers(c.logs)).toEqual([]);
  }, 60_000);

  it('SIGTERM of our process removes the container', async () => {
    const c = await caseRun();
    const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'fixtures/run-sleeping-container.ts'), EXAMPLE_IMAGE_TAG, c.workspaceDir, c.runDir, c.evalDir], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    const name = await new Promise<string>((res, rej) => {
      const timer = setTimeout(() => rej(new Error(`no container started: ${out}`)), 30_000);
      child.stdout!.on('data', (d) => {
        out += d;
        const m = /container (fullsend-functional-\S+) created/.exec(out);
        if (m) {
          clearTimeout(timer);
          res(m[1]);
        }
      });
    });
    for (let i = 0; i < 50 && !(await containersWithLabel(false)).includes(name); i++) await new Promise((r) => setTimeout(r, 100));
    expect(await containersWithLabel(false)).toContain(name);
    child.kill('SIGTERM');
    const t0 = Date.now();
    const how = await new Promise<NodeJS.Signals | number | null>((res) => child.on('exit', (code, sig) => res(sig ?? code)));
    expect(how).toBe('SIGTERM');
    expect(Date.now() - t0).toBeLessThan(15_000);
    expect(out).not.toContain('runAgent returned');
    expect(await containersWithLabel()).not.toContain(name);
  }, 60_000);

  it('refuses to run the agent as root', async () => {
    const c = await caseRun({ sandbox: { type: 'docker', image: EXAMPLE_IMAGE_TAG, network: 'none', user: '0:0' } });
    await expect(runAgent(c.req)).rejects.toThrow(/sandbox.user "0:0" is root/);
    expect(c.logs.filter((l) => l.includes('created'))).toEqual([]);
  });

  it('a missing image that cannot be pulled is a SandboxError naming it', async () => {
    const c = await caseRun({ sandbox: { type: 'docker', image: '127.0.0.1:1/fullsend-functional-missing:none', network: 'none' } });
    await expect(runAgent(c.req)).rejects.toThrow(SandboxError);
    expect(c.logs.some((l) => l.includes('pulling it'))).toBe(true);
    await expect(runAgent(c.req)).rejects.toThrow(/docker pull 127\.0\.0\.1:1\/fullsend-functional-missing:none failed/);
  }, 60_000);
});
