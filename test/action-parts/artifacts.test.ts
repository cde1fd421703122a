import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { mintRuntimeToken, readZip, startArtifactServer, type ArtifactServer } from '../helpers/artifact-server.js';
import { artifactName, artifactNamePrefix } from '../../src/action/artifact-names.js';
import { collectSecrets, DEFAULT_CHUNK_SIZE } from '../../src/action/scrub.js';

// @actions/github reads GITHUB_API_URL when it is first imported, so the
// module under test is imported only after the environment points at the
// local server.
type ArtifactsModule = typeof import('../../src/action/artifacts.js');

const TOKEN = 'ghs_FAKEtoken0123456789abcdefghijklmnopQR';
const API_KEY = 'sk-ant-FAKEkey-zyxwvutsrqponm9876543210';
const RUN_A = '11111111-aaaa-4aaa-8aaa-111111111111';
const RUN_B = '22222222-bbbb-4bbb-8bbb-222222222222';
const PUBLIC_TOKEN = 'ghp_publicReadTokenForFindBy0123456789';

let server: ArtifactServer;
let mod: ArtifactsModule;
let work: string;
const savedEnv = { ...process.env };

function useJob(run: string, job: string): void {
  process.env.ACTIONS_RUNTIME_TOKEN = mintRuntimeToken(run, job);
}

async function listTree(root: string, dir = root): Promise<string[]> {
  const out: string[] = [];
  for (const e of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) out.push(...(await listTree(root, full)));
    else out.push(path.relative(root, full).split(path.sep).join('/'));
  }
  return out.sort();
}

/** A run output directory whose transcript leaks the token in several forms. */
async function makeRunOutput(dir: string, label: string): Promise<{ bigFile: string }> {
  const caseDir = path.join(dir, 'triage', '001-label-bug');
  await mkdir(caseDir, { recursive: true });
  await writeFile(path.join(dir, 'results.json'), JSON.stringify({ passed: true, label, cases: [] }, null, 2));
  await writeFile(path.join(caseDir, 'metrics.json'), JSON.stringify({ num_turns: 3, total_cost_usd: 0.12, model: 'm' }));
  await writeFile(path.join(caseDir, 'fixture-state.json'), JSON.stringify({ labels: ['bug'], note: `remote https://x-access-token:${TOKEN}@github.com/o/r.git` }));

  const basic = Buffer.from(`x-access-token:${TOKEN}`).toString('base64');
  const head = [
    JSON.stringify({ type: 'system', env: { GH_TOKEN: TOKEN } }),
    JSON.stringify({ type: 'tool', cmd: `git -c http.extraheader="AUTHORIZATION: basic ${basic}" fetch` }),
    JSON.stringify({ type: 'tool', out: `key=${API_KEY}` }),
  ].join('\n');
  // The token straddles the first streaming chunk boundary.
  const boundary = DEFAULT_CHUNK_SIZE;
  const filler = 'x'.repeat(boundary - 10 - Buffer.byteLength(head) - 1);
  const tail = '\n' + 'y'.repeat(300_000) + `\n{"late":"${TOKEN}"}\n`;
  const bigFile = path.join(caseDir, 'transcript.ndjson');
  await writeFile(bigFile, `${head}\n${filler}${TOKEN}${tail}`);
  // Binary content is scrubbed byte-wise too.
  await writeFile(path.join(caseDir, 'agent.bin'), Buffer.concat([Buffer.from([0, 255, 1, 2]), Buffer.from(TOKEN), Buffer.from([0, 0, 7])]));
  return { bigFile };
}

beforeAll(async () => {
  server = await startArtifactServer({ publicToken: PUBLIC_TOKEN });
  work = await mkdtemp(path.join(os.tmpdir(), 'ff-artifacts-'));
  process.env.ACTIONS_RESULTS_URL = `${server.url}/`;
  process.env.GITHUB_API_URL = server.url;
  process.env.GITHUB_WORKSPACE = work;
  delete process.env.GITHUB_SERVER_URL;
  delete process.env.HTTP_PROXY;
  delete process.env.HTTPS_PROXY;
  delete process.env.http_proxy;
  delete process.env.https_proxy;
  mod = await import('../../src/action/artifacts.js');
});

afterAll(async () => {
  await server?.close();
  await rm(work, { recursive: true, force: true });
  process.env = savedEnv;
});

describe('artifact upload and download through @actions/artifact', () => {
  const secrets = collectSecrets({ GH_TOKEN: TOKEN, ANTHROPIC_API_KEY: API_KEY, HOME: '/home/u' });
  const shard1 = artifactName({ shard: { index: 1, total: 2 }, attempt: 1 });
  const shard2 = artifactName({ shard: { index: 2, total: 2 }, attempt: 1 });

  it('uploads a scrubbed run directory that the service stores as a zip without any secret', async () => {
    useJob(RUN_A, 'job-shard-1');
    const out = path.join(work, 'out-1');
    await makeRunOutput(out, 'shard-1');
    const logs: string[] = [];
    const result = await mod.uploadRunArtifact({ name: shard1, rootDir: out, secrets, retentionDays: 3, log: (m) => logs.push(m) });

    expect(result.files).toBe(5);
    expect(result.id).toBeGreaterThan(0);
    expect(result.size).toBeGreaterThan(0);
    expect(result.replacements).toBeGreaterThanOrEqual(7);

    const stored = server.artifacts.find((a) => a.name === shard1);
    expect(stored?.finalized).toBe(true);
    expect(stored?.expiresAt).toBeTruthy();
    expect(stored?.hash).toMatch(/^sha256:[0-9a-f]{64}$/);
    // The client used the Azure block-blob protocol against the signed URL.
    expect(server.requests.some((r) => r.method === 'PUT' && r.query.includes('comp=block&'))).toBe(true);
    expect(server.requests.some((r) => r.method === 'PUT' && r.query.includes('comp=blocklist'))).toBe(true);

    const entries = readZip(server.archive(shard1));
    expect([...entries.keys()].sort()).toEqual([
      'results.json',
      'triage/001-label-bug/agent.bin',
      'triage/001-label-bug/fixture-state.json',
      'triage/001-label-bug/metrics.json',
      'triage/001-label-bug/transcript.ndjson',
    ]);
    const leakForms = [TOKEN, API_KEY, Buffer.from(`x-access-token:${TOKEN}`).toString('base64'), 'FAKEtoken0123456789'];
    for (const [name, data] of entries) {
      for (const form of leakForms) expect(data.includes(Buffer.from(form)), `${form} in ${name}`).toBe(false);
    }
    const transcript = entries.get('triage/001-label-bug/transcript.ndjson') as Buffer;
    expect(transcript.length).toBeGreaterThan(DEFAULT_CHUNK_SIZE);
    const text = transcript.toString('utf8');
    expect(text).toContain('AUTHORIZATION: basic ***');
    expect(text).toContain('"late":"***"');
    expect(text).toContain(`${'x'.repeat(50)}***\n${'y'.repeat(50)}`);
    expect(entries.get('triage/001-label-bug/agent.bin')).toEqual(Buffer.concat([Buffer.from([0, 255, 1, 2]), Buffer.from('***'), Buffer.from([0, 0, 7])]));
    expect(JSON.parse((entries.get('triage/001-label-bug/metrics.json') as Buffer).toString()).num_turns).toBe(3);
    expect(logs.join('\n')).not.toContain(TOKEN);
  });

  it('keeps shards and attempts apart and rejects a reused name', async () => {
    useJob(RUN_A, 'job-shard-2');
    const out = path.join(work, 'out-2');
    await makeRunOutput(out, 'shard-2');
    await mod.uploadRunArtifact({ name: shard2, rootDir: out, secrets });
    expect(shard1).not.toBe(shard2);

    // Re-uploading shard 1 in the same attempt collides on the service.
    useJob(RUN_A, 'job-shard-1-again');
    await expect(mod.uploadRunArtifact({ name: shard1, rootDir: out, secrets })).rejects.toThrow(/409|already exists/);

    // A re-run attempt gets its own name and uploads fine.
    const attempt2 = artifactName({ shard: { index: 1, total: 2 }, attempt: 2 });
    expect(attempt2).not.toBe(shard1);
    const r = await mod.uploadRunArtifact({ name: attempt2, rootDir: out, secrets });
    expect(r.id).toBeGreaterThan(0);
    expect(server.artifacts.filter((a) => a.finalized && a.workflowRunBackendId === RUN_A).map((a) => a.name).sort()).toEqual(
      [shard1, attempt2, shard2].sort(),
    );
  });

  it('downloads the current run\'s matching artifacts into destDir/<name>/ with the uploaded contents', async () => {
    useJob(RUN_A, 'job-report');
    const dest = path.join(work, 'merged');
    const got = await mod.downloadRunArtifacts({ namePrefix: artifactNamePrefix(), destDir: dest });
    expect(got.map((g) => g.name)).toEqual(
      [shard1, shard2, artifactName({ shard: { index: 1, total: 2 }, attempt: 2 })].sort(),
    );
    for (const g of got) expect(g.path).toBe(path.join(dest, g.name));

    const original = path.join(work, 'out-1');
    const downloaded = path.join(dest, shard1);
    const files = await listTree(downloaded);
    expect(files).toEqual(await listTree(original));
    for (const f of files) {
      expect((await readFile(path.join(downloaded, f))).equals(await readFile(path.join(original, f))), f).toBe(true);
    }

    const none = await mod.downloadRunArtifacts({ namePrefix: 'no-such-prefix-', destDir: path.join(work, 'none') });
    expect(none).toEqual([]);
  });

  it('downloads another run\'s artifacts through findBy (the previous attempt\'s results.json)', async () => {
    server.linkRun({ runId: 4242, workflowRunBackendId: RUN_A, owner: 'acme', repo: 'agents' });
    useJob(RUN_B, 'job-rerun');
    const dest = path.join(work, 'previous');

    // The new run has no artifacts of its own.
    expect(await mod.downloadRunArtifacts({ namePrefix: shard1, destDir: dest })).toEqual([]);

    const got = await mod.downloadRunArtifacts({
      namePrefix: shard1,
      destDir: dest,
      findBy: { token: PUBLIC_TOKEN, workflowRunId: 4242, repositoryOwner: 'acme', repositoryName: 'agents' },
    });
    expect(got.map((g) => g.name)).toEqual([shard1]);
    const results = JSON.parse(await readFile(path.join(dest, shard1, 'results.json'), 'utf8'));
    expect(results.label).toBe('shard-1');
    expect(server.requests.some((r) => r.path === '/repos/acme/agents/actions/runs/4242/artifacts')).toBe(true);

    await expect(
      mod.downloadRunArtifacts({
        namePrefix: shard1,
        destDir: dest,
        findBy: { token: 'wrong-token-value', workflowRunId: 4242, repositoryOwner: 'acme', repositoryName: 'agents' },
      }),
    ).rejects.toThrow(/Bad credentials|401/);
  });

  it('uploads an archive larger than one 8 MB block as several staged blocks, in order', async () => {
    useJob(RUN_A, 'job-big');
    const out = path.join(work, 'out-big');
    await mkdir(out, { recursive: true });
    const big = randomBytes(9 * 1024 * 1024 + 123);
    await writeFile(path.join(out, 'agent.log'), big);
    const name = artifactName({ job: 'big', attempt: 1 });
    const r = await mod.uploadRunArtifact({ name, rootDir: out, secrets });
    expect(r.files).toBe(1);
    const stagedBlocks = server.requests.filter((q) => q.method === 'PUT' && q.path === `/blob/artifacts/${r.id}.zip` && q.query.includes('comp=block&'));
    expect(stagedBlocks.length).toBeGreaterThanOrEqual(2);
    expect(readZip(server.archive(name)).get('agent.log')?.equals(big)).toBe(true);
  });

  it('says which runner variables are missing when run outside Actions', async () => {
    const saved = process.env.ACTIONS_RUNTIME_TOKEN;
    delete process.env.ACTIONS_RUNTIME_TOKEN;
    try {
      expect(mod.missingArtifactEnv()).toEqual(['ACTIONS_RUNTIME_TOKEN']);
      await expect(mod.uploadRunArtifact({ name: 'x-attempt-1', rootDir: path.join(work, 'out-1'), secrets })).rejects.toThrow(
        /ACTIONS_RUNTIME_TOKEN.*upload-artifacts: false/,
      );
      await expect(mod.downloadRunArtifacts({ namePrefix: 'x', destDir: path.join(work, 'x') })).rejects.toThrow(/ACTIONS_RUNTIME_TOKEN/);
    } finally {
      process.env.ACTIONS_RUNTIME_TOKEN = saved;
    }
  });

  it('refuses names the service would reject before any request', async () => {
    const before = server.requests.length;
    await expect(mod.uploadRunArtifact({ name: 'bad:name', rootDir: work, secrets })).rejects.toThrow(/artifactName/);
    expect(server.requests.length).toBe(before);
  });
});
