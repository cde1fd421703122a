import { existsSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGitHubEmulator, type GitHubEmulator } from '../../src/emulator/github-emulator.js';
import { mintRuntimeToken, readZip, startArtifactServer, type ArtifactServer } from '../helpers/artifact-server.js';
import { ACTION_NODE, actionFiles, inputEnv, readCommandFile, ROOT, runEntry } from '../helpers/action-runner.js';

const SUITE = path.join(ROOT, 'test/data/tiny-suite');
const JUDGE_KEY = 'sk-ant-test-judge-key-0123456789';

let emu: GitHubEmulator;
let artifacts: ArtifactServer;
let workspace: string;

beforeAll(async () => {
  console.log(`action entries run on ${ACTION_NODE}`);
  if (!existsSync(path.join(ROOT, 'dist/main/index.js'))) throw new Error('dist/ is not built: run `npm run build`');
  emu = await startGitHubEmulator();
  artifacts = await startArtifactServer();
  workspace = await mkdtemp(path.join(os.tmpdir(), 'ff-ws-action-'));
  await cp(SUITE, path.join(workspace, 'eval'), { recursive: true });
});

afterAll(async () => {
  await emu?.close();
  await artifacts?.close();
  if (workspace) await rm(workspace, { recursive: true, force: true });
});

function runnerEnv(files: Awaited<ReturnType<typeof actionFiles>>, inputs: Record<string, string>, extra: Record<string, string> = {}): Record<string, string> {
  return {
    ...inputEnv({
      'eval-dir': 'eval',
      owner: emu.org,
      sandbox: 'none',
      'upload-artifacts': 'true',
      'github-token': emu.token,
      'api-url': emu.apiUrl,
      'server-url': emu.serverUrl,
      ...inputs,
    }),
    GITHUB_ACTIONS: 'true',
    // The workflow runs on github.com; the fixtures live on the local emulator.
    GITHUB_API_URL: 'https://api.github.com',
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_STEP_SUMMARY: files.summary,
    GITHUB_OUTPUT: files.output,
    GITHUB_STATE: files.state,
    GITHUB_EVENT_PATH: files.event,
    GITHUB_EVENT_NAME: 'pull_request',
    GITHUB_REPOSITORY: 'acme/agents',
    GITHUB_WORKSPACE: workspace,
    GITHUB_RUN_ID: '4242',
    GITHUB_RUN_ATTEMPT: '1',
    GITHUB_SHA: 'a'.repeat(40),
    RUNNER_TEMP: files.dir,
    ACTIONS_RUNTIME_TOKEN: mintRuntimeToken('run-backend-1', 'job-backend-1'),
    ACTIONS_RESULTS_URL: artifacts.url,
    ANTHROPIC_API_KEY: JUDGE_KEY,
    ...extra,
  };
}

describe('the built action, run as the GitHub runner runs it', () => {
  it('writes the summary, annotations on the YAML lines, outputs and a scrubbed artifact, and fails on a missed max_turns', async () => {
    const files = await actionFiles();
    const res = await runEntry('dist/main/index.js', runnerEnv(files, {}), { cwd: workspace });

    // Failed status: the loops case exceeds max_turns.
    expect(res.code, res.stdout + res.stderr).toBe(1);
    expect(res.stdout).toMatch(/::error::1 of 3 cases did not pass/);

    // Annotation on the max_turns: line (line 4) of that case's annotations.yaml.
    expect(res.stdout).toContain('::error title=threshold missed%3A tiny/002-loops,file=eval/tiny/cases/002-loops/annotations.yaml,line=4::max_turns 10: actual 30');
    expect(res.stdout).toContain('Threshold: max_turns     10  actual  30  FAIL');

    // Job summary: headline and the per-case table.
    const summary = await readFile(files.summary, 'utf8');
    expect(summary).toContain('## ❌ fullsend-functional: failed');
    expect(summary).toContain('**2/3 cases passed**');
    expect(summary).toMatch(/\| tiny\/002-loops \| ❌ fail \| ❌ 30 \/ 10 \| \$0\.30 \/ \$1\.00 \| ✅ pass \|/);
    expect(summary).toMatch(/\| tiny\/001-ok \| ✅ pass \| 3 \/ 10 \|/);
    expect(summary).toContain('<details><summary>❌ fail tiny/002-loops</summary>');

    // Outputs are set.
    const outputs = await readCommandFile(files.output);
    expect(outputs).toMatchObject({ passed: 'false', 'exit-code': '1', 'cases-passed': '2', 'cases-total': '3' });
    expect(Number(outputs['total-cost-usd'])).toBeCloseTo(0.36, 6);
    expect(outputs['results-path']).toMatch(/results\.json$/);
    const results = JSON.parse(await readFile(outputs['results-path'], 'utf8'));
    expect(results.cases.map((c: { case: string; status: string }) => [c.case, c.status])).toEqual([
      ['001-ok', 'pass'],
      ['002-loops', 'fail'],
      ['003-ok-too', 'pass'],
    ]);

    // The artifact holds the run's files and no secret.
    const name = outputs['artifact-name'];
    expect(name).toBe('fullsend-functional-attempt-1');
    const zip = readZip(artifacts.archive(name));
    const names = [...zip.keys()].sort();
    expect(names).toEqual(expect.arrayContaining(['results.json', 'summary.md', 'junit.xml', 'tiny/002-loops/metrics.json', 'tiny/002-loops/fixture-state.json', 'tiny/002-loops/transcript.ndjson', 'tiny/002-loops/agent.log', 'tiny/002-loops/judges.json']));
    const everything = [...zip.values()].map((b) => b.toString('latin1')).join('\n');
    expect(everything).not.toContain(emu.token);
    expect(everything).not.toContain(JUDGE_KEY);
    expect(zip.get('tiny/002-loops/agent.log')!.toString()).toContain('debug: using token ***');

    // Every fixture repo was deleted, and the post step finds nothing left.
    expect(emu.listRepos().filter((r) => r.full_name.includes('/eval-'))).toEqual([]);
    const state = await readCommandFile(files.state);
    const post = await runEntry('dist/post/index.js', { ...runnerEnv(files, {}), 'STATE_fixtures-state-file': state['fixtures-state-file'] }, { cwd: workspace });
    expect(post.code).toBe(0);
    expect(post.stdout).toContain('no fixture repo left behind');
  });

  it('passes, with passed=true, when the failing case is not selected', async () => {
    const files = await actionFiles();
    const res = await runEntry('dist/main/index.js', runnerEnv(files, { cases: '*-ok*', 'upload-artifacts': 'false' }), { cwd: workspace });
    expect(res.code, res.stdout + res.stderr).toBe(0);
    const outputs = await readCommandFile(files.output);
    expect(outputs).toMatchObject({ passed: 'true', 'exit-code': '0', 'cases-total': '2' });
    expect(res.stdout).not.toContain('::error');
  });

  it('reports authoring errors as annotations at their file and line and runs nothing', async () => {
    const files = await actionFiles();
    const broken = path.join(workspace, 'broken-eval');
    await cp(path.join(workspace, 'eval'), broken, { recursive: true });
    await writeFile(path.join(broken, 'tiny/cases/001-ok/annotations.yaml'), 'state: open\nmax_turns: "10"\n');
    const before = emu.requests.length;
    const res = await runEntry('dist/main/index.js', runnerEnv(files, { 'eval-dir': 'broken-eval' }), { cwd: workspace });
    expect(res.code).toBe(1);
    expect(res.stdout).toContain('::error title=authoring error,file=broken-eval/tiny/cases/001-ok/annotations.yaml,line=1,col=1::max_cost_usd is missing');
    expect(res.stdout).toContain('file=broken-eval/tiny/cases/001-ok/annotations.yaml,line=2,col=1::max_turns is quoted');
    expect(emu.requests.length).toBe(before);
    const outputs = await readCommandFile(files.output);
    expect(outputs['exit-code']).toBe('2');
  });

  it('the post step deletes a fixture left by a main step that was killed', async () => {
    const files = await actionFiles();
    const hanging = path.join(workspace, 'hang-eval');
    await cp(path.join(workspace, 'eval'), hanging, { recursive: true });
    await rm(path.join(hanging, 'tiny/cases/002-loops'), { recursive: true });
    await rm(path.join(hanging, 'tiny/cases/003-ok-too'), { recursive: true });
    await writeFile(path.join(hanging, 'tiny/cases/001-ok/input.yaml'), 'forge: github\nfixture:\n  type: issue\n  title: hang\n  body: b\nturns: 1\nmode: hang\n');
    const main = await runEntry('dist/main/index.js', runnerEnv(files, { 'eval-dir': 'hang-eval' }), {
      cwd: workspace,
      killAfter: (out) => out.includes('running agent'),
    });
    expect(main.signal).toBe('SIGKILL');
    const leftBehind = emu.listRepos().filter((r) => r.full_name.includes('/eval-tiny-001-ok'));
    expect(leftBehind).toHaveLength(1);

    const state = await readCommandFile(files.state);
    expect(state['fixtures-state-file']).toBeTruthy();
    const post = await runEntry('dist/post/index.js', { ...runnerEnv(files, {}), 'STATE_fixtures-state-file': state['fixtures-state-file'] }, { cwd: workspace });
    expect(post.code, post.stdout + post.stderr).toBe(0);
    expect(post.stdout).toContain('post: deleted 1 fixture repo(s) left behind');
    expect(emu.listRepos().filter((r) => r.full_name.includes('/eval-tiny-001-ok'))).toEqual([]);
  });

  it('rerun-failed: true reruns only what did not pass in the previous attempt, from its artifact', async () => {
    const run = { ACTIONS_RUNTIME_TOKEN: mintRuntimeToken('run-backend-rerun', 'job-backend-1') };
    const first = await actionFiles();
    const a1 = await runEntry('dist/main/index.js', runnerEnv(first, {}, { ...run, GITHUB_RUN_ATTEMPT: '1' }), { cwd: workspace });
    expect(a1.code).toBe(1);
    const second = await actionFiles();
    const a2 = await runEntry('dist/main/index.js', runnerEnv(second, { 'rerun-failed': 'true' }, { ...run, GITHUB_RUN_ATTEMPT: '2', ACTIONS_RUNTIME_TOKEN: mintRuntimeToken('run-backend-rerun', 'job-backend-2') }), { cwd: workspace });
    expect(a2.stdout + a2.stderr).toContain('rerunning what did not pass in attempt 1 (fullsend-functional-attempt-1)');
    const outputs = await readCommandFile(second.output);
    const results = JSON.parse(await readFile(outputs['results-path'], 'utf8'));
    expect(results.cases.map((c: { case: string }) => c.case)).toEqual(['002-loops']);
    expect(outputs['artifact-name']).toBe('fullsend-functional-attempt-2');
  });

  it('keeps one sticky PR comment, found through the commit on a push event and updated in place', async () => {
    const { createGitHubClient } = await import('../../src/fixtures/github-client.js');
    const { FixtureProvider } = await import('../../src/fixtures/fixture-provider.js');
    const client = createGitHubClient({ token: emu.token, apiUrl: emu.apiUrl });
    const provider = new FixtureProvider({ client, serverUrl: emu.serverUrl, token: emu.token, owner: emu.org, runId: 'pr-comment-test' });
    // The repository the workflow runs in, with an open PR whose head is the pushed commit.
    const pr = await provider.create({
      id: 'workflow-repo', skill: 'ci', dir: workspace, inputFile: '', annotationsFile: '', forge: 'github', input: {}, annotations: {}, limits: [], seedIssues: [],
      fixture: { type: 'pull_request', title: 'Tweak the triage prompt', body: '', base: 'main', head_branch: 'prompt-tweak', files: [{ path: 'prompts/triage.md', content: 'Be careful.\n' }], labels: [] },
    });
    const [owner, repo] = pr.repo.split('/');
    const head = (await client.rest.pulls.get({ owner, repo, pull_number: pr.number })).data.head.sha;
    const prEnv = {
      GITHUB_API_URL: emu.apiUrl,
      GITHUB_REPOSITORY: pr.repo,
      GITHUB_EVENT_NAME: 'push',
      GITHUB_SHA: head,
      GITHUB_WORKFLOW: 'agents',
      GITHUB_JOB: 'functional',
    };
    for (let i = 0; i < 2; i++) {
      const files = await actionFiles({ ref: 'refs/heads/prompt-tweak', after: head });
      const res = await runEntry('dist/main/index.js', runnerEnv(files, { 'pr-comment': 'true', 'upload-artifacts': 'false', cases: '*-ok' }, prEnv), { cwd: workspace });
      expect(res.code, res.stdout + res.stderr).toBe(0);
      expect(res.stdout).toContain(i === 0 ? 'PR comment created' : 'PR comment updated');
    }
    const comments = (await client.rest.issues.listComments({ owner, repo, issue_number: pr.number })).data;
    expect(comments).toHaveLength(1);
    expect(comments[0].body).toContain('<!-- fullsend-functional:agents:functional -->');
    expect(comments[0].body).toContain('## ✅ fullsend-functional: passed');
    await provider.delete(pr);
  });
});
