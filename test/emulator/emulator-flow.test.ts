import { getOctokit } from '@actions/github';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { gitAuthEnv, git, gitOk, useEmulator } from '../helpers/emulator.js';

const emuRef = useEmulator();
const dirs: string[] = [];
afterAll(async () => {
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});

async function tmp(): Promise<string> {
  const d = await mkdtemp(join(tmpdir(), 'emu-flow-'));
  dirs.push(d);
  return d;
}

describe('GitHub emulator: repo -> git data -> clone -> push -> PR -> delete', () => {
  it('drives the whole flow through Octokit and real git', async () => {
    const emu = emuRef.get();
    const o = getOctokit(emu.token, { baseUrl: emu.apiUrl });
    const owner = emu.org;
    const repo = 'flow';

    const created = await o.rest.repos.createInOrg({ org: owner, name: repo, private: true, description: 'd' });
    expect(created.status).toBe(201);
    expect(created.data.full_name).toBe(`${owner}/${repo}`);
    expect(created.data.private).toBe(true);
    expect(created.data.html_url).toBe(`${emu.serverUrl}/${owner}/${repo}`);
    expect(created.data.owner.login).toBe(owner);

    const dup = await o.rest.repos.createInOrg({ org: owner, name: repo }).catch((e) => e);
    expect(dup.status).toBe(422);
    expect(dup.response.data.errors[0].message).toBe('name already exists on this account');

    // Empty repository: the Git Data API refuses, as on github.com.
    for (const call of [
      () => o.rest.git.createBlob({ owner, repo, content: 'x' }),
      () => o.rest.git.createTree({ owner, repo, tree: [{ path: 'a', mode: '100644', type: 'blob', content: 'a' }] }),
      () => o.rest.git.createRef({ owner, repo, ref: 'refs/heads/x', sha: 'a'.repeat(40) }),
    ]) {
      const err = await call().catch((e) => e);
      expect(err.status).toBe(409);
      expect(err.response.data.message).toBe('Git Repository is empty.');
    }

    const first = await o.rest.repos.createOrUpdateFileContents({
      owner, repo, path: 'README.md', message: 'first', content: Buffer.from('# flow\n').toString('base64'),
    });
    expect(first.status).toBe(201);
    const firstSha = first.data.commit.sha!;
    expect(first.data.commit.parents).toHaveLength(0);

    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 1, 2, 255]);
    const blob = await o.rest.git.createBlob({ owner, repo, content: png.toString('base64'), encoding: 'base64' });
    expect(blob.status).toBe(201);
    const tree = await o.rest.git.createTree({
      owner, repo, base_tree: first.data.commit.tree!.sha!,
      tree: [
        { path: 'src/lib/util.ts', mode: '100644', type: 'blob', content: 'export const a = 1;\n' },
        { path: 'assets/logo.png', mode: '100644', type: 'blob', sha: blob.data.sha },
      ],
    });
    const commit = await o.rest.git.createCommit({ owner, repo, message: 'add files', tree: tree.data.sha, parents: [firstSha] });
    expect(commit.data.parents[0].sha).toBe(firstSha);
    const nonFf = await o.rest.git.updateRef({ owner, repo, ref: 'heads/main', sha: firstSha }).catch((e) => e);
    expect(nonFf.status).toBe(200); // same sha is a fast-forward no-op
    const upd = await o.rest.git.updateRef({ owner, repo, ref: 'heads/main', sha: commit.data.sha });
    expect(upd.data.object.sha).toBe(commit.data.sha);
    const ref = await o.rest.git.getRef({ owner, repo, ref: 'heads/main' });
    expect(ref.data.object.sha).toBe(commit.data.sha);
    const missingRef = await o.rest.git.getRef({ owner, repo, ref: 'heads/nope' }).catch((e) => e);
    expect(missingRef.status).toBe(404);
    expect(missingRef.response.data.message).toBe('Not Found');

    // Clone with the token in the environment only.
    const work = await tmp();
    const env = gitAuthEnv(emu.token);
    const noAuth = await git(['clone', `${emu.serverUrl}/${owner}/${repo}.git`, join(work, 'noauth')]);
    expect(noAuth.code).not.toBe(0);
    await gitOk(['clone', `${emu.serverUrl}/${owner}/${repo}.git`, join(work, 'ws')], { env });
    const ws = join(work, 'ws');
    expect(await readFile(join(ws, 'src/lib/util.ts'), 'utf8')).toBe('export const a = 1;\n');
    expect(Buffer.compare(await readFile(join(ws, 'assets/logo.png')), png)).toBe(0);
    expect(await readFile(join(ws, '.git/config'), 'utf8')).not.toContain(emu.token);

    await gitOk(['checkout', '-b', 'feature'], { cwd: ws });
    await writeFile(join(ws, 'src/lib/util.ts'), 'export const a = 2;\nexport const b = 3;\n');
    await writeFile(join(ws, 'NEW.md'), 'new\n');
    await gitOk(['add', '-A'], { cwd: ws });
    await gitOk(['commit', '-m', 'feature work'], { cwd: ws });
    await gitOk(['push', 'origin', 'feature'], { cwd: ws, env });
    const headSha = (await gitOk(['rev-parse', 'HEAD'], { cwd: ws })).trim();
    const branch = await o.rest.git.getRef({ owner, repo, ref: 'heads/feature' });
    expect(branch.data.object.sha).toBe(headSha);

    const badPr = await o.rest.pulls.create({ owner, repo, title: 't', head: 'missing', base: 'main' }).catch((e) => e);
    expect(badPr.status).toBe(422);
    const pr = await o.rest.pulls.create({ owner, repo, title: 'Feature', body: 'does things', head: 'feature', base: 'main' });
    expect(pr.status).toBe(201);
    expect(pr.data.number).toBe(1);
    expect(pr.data.head.ref).toBe('feature');
    expect(pr.data.head.sha).toBe(headSha);
    expect(pr.data.base.ref).toBe('main');
    const got = await o.rest.pulls.get({ owner, repo, pull_number: 1 });
    expect(got.data.mergeable).toBe(true);
    expect(got.data.merged).toBe(false);
    expect(got.data.state).toBe('open');

    const files = await o.rest.pulls.listFiles({ owner, repo, pull_number: 1 });
    const byName = Object.fromEntries(files.data.map((f) => [f.filename, f]));
    expect(byName['NEW.md']).toMatchObject({ status: 'added', additions: 1, deletions: 0 });
    expect(byName['src/lib/util.ts']).toMatchObject({ status: 'modified', additions: 2, deletions: 1 });

    const rv = await o.rest.pulls.createReview({ owner, repo, pull_number: 1, event: 'REQUEST_CHANGES', body: 'fix it' });
    expect(rv.data.state).toBe('CHANGES_REQUESTED');
    const rv2 = await o.rest.pulls.createReview({ owner, repo, pull_number: 1, event: 'APPROVE' });
    expect(rv2.data.state).toBe('APPROVED');
    const reviews = await o.rest.pulls.listReviews({ owner, repo, pull_number: 1 });
    expect(reviews.data.map((r) => r.state)).toEqual(['CHANGES_REQUESTED', 'APPROVED']);

    await o.rest.issues.createLabel({ owner, repo, name: 'known', color: '00ff00' });
    const labeled = await o.rest.issues.addLabels({ owner, repo, issue_number: 1, labels: ['known', 'auto-made'] });
    expect(labeled.data.map((l) => l.name)).toEqual(['known', 'auto-made']);
    const repoLabels = await o.rest.issues.listLabelsForRepo({ owner, repo });
    expect(repoLabels.data.map((l) => l.name).sort()).toEqual(['auto-made', 'known']);
    await o.rest.issues.createComment({ owner, repo, issue_number: 1, body: 'PR comment' });
    const comments = await o.rest.issues.listComments({ owner, repo, issue_number: 1 });
    expect(comments.data.map((c) => [c.user?.login, c.body])).toEqual([[emu.user, 'PR comment']]);

    const byCommit = await o.rest.repos.listPullRequestsAssociatedWithCommit({ owner, repo, commit_sha: headSha });
    expect(byCommit.data.map((p) => p.number)).toEqual([1]);

    const merge = await o.rest.pulls.merge({ owner, repo, pull_number: 1 });
    expect(merge.data.merged).toBe(true);
    const after = await o.rest.pulls.get({ owner, repo, pull_number: 1 });
    expect(after.data.merged).toBe(true);
    expect(after.data.state).toBe('closed');
    const main = await o.rest.git.getRef({ owner, repo, ref: 'heads/main' });
    expect(main.data.object.sha).toBe(merge.data.sha);

    const issue = await o.rest.issues.create({ owner, repo, title: 'Crash on save', body: 'stack trace here', labels: ['bug'] });
    expect(issue.data.labels.map((l: any) => l.name)).toEqual(['bug']);
    const search = await o.rest.search.issuesAndPullRequests({ q: `repo:${owner}/${repo} is:issue crash` });
    expect(search.data.items.map((i) => i.number)).toEqual([issue.data.number]);
    const searchPr = await o.rest.search.issuesAndPullRequests({ q: `repo:${owner}/${repo} is:pr` });
    expect(searchPr.data.items.map((i) => i.number)).toEqual([1]);

    const del = await o.rest.repos.delete({ owner, repo });
    expect(del.status).toBe(204);
    const gone = await o.rest.repos.get({ owner, repo }).catch((e) => e);
    expect(gone.status).toBe(404);
    expect(gone.response.data.message).toBe('Not Found');
    expect(emu.listRepos().map((r) => r.full_name)).not.toContain(`${owner}/${repo}`);
    expect(emu.issuesOf(`${owner}/${repo}`)).toEqual([]);
  });
});
