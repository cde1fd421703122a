import { getOctokit } from '@actions/github';
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { describe, expect, it } from 'vitest';
import { gitAuthEnv, git, useEmulator } from '../helpers/emulator.js';

const emuRef = useEmulator();

async function j(r: Response): Promise<any> {
  return r.json();
}

async function api(path: string, init: RequestInit & { token?: string | null } = {}): Promise<Response> {
  const emu = emuRef.get();
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const token = init.token === undefined ? emu.token : init.token;
  if (token) headers.authorization = `Bearer ${token}`;
  return fetch(`${emu.apiUrl}${path}`, { ...init, headers });
}

describe('GitHub emulator HTTP behaviour', () => {
  it('rejects requests without the token with 401', async () => {
    const none = await api('/user', { token: null });
    expect(none.status).toBe(401);
    expect((await j(none)).message).toBe('Requires authentication');
    const wrong = await api('/user', { token: 'nope' });
    expect(wrong.status).toBe(401);
    expect((await j(wrong)).message).toBe('Bad credentials');
    const ok = await api('/user');
    expect(ok.status).toBe(200);
    expect((await j(ok)).login).toBe(emuRef.get().user);
    const tokenScheme = await fetch(`${emuRef.get().apiUrl}/orgs/${emuRef.get().org}`, { headers: { authorization: `token ${emuRef.get().token}` } });
    expect((await j(tokenScheme)).type).toBe('Organization');
  });

  it('paginates list endpoints with Link headers', async () => {
    const emu = emuRef.get();
    const o = getOctokit(emu.token, { baseUrl: emu.apiUrl });
    for (let i = 0; i < 23; i++) await o.rest.repos.createInOrg({ org: emu.org, name: `page-${String(i).padStart(2, '0')}` });
    const first = await api(`/orgs/${emu.org}/repos?per_page=10`);
    const link = first.headers.get('link') ?? '';
    expect(link).toContain('rel="next"');
    expect(link).toContain('page=3>; rel="last"');
    expect((await j(first)).length).toBe(10);
    const last = await api(`/orgs/${emu.org}/repos?per_page=10&page=3`);
    expect((await j(last)).length).toBe(3);
    expect(last.headers.get('link')).toContain('rel="prev"');
    const all = await o.paginate(o.rest.repos.listForOrg, { org: emu.org, per_page: 7 });
    expect(all.filter((r) => r.name.startsWith('page-')).length).toBe(23);
    expect(new Set(all.map((r) => r.id)).size).toBe(all.length);
  });

  it('answers 422 with GitHub-shaped validation errors and 404 for unknown things', async () => {
    const emu = emuRef.get();
    await api(`/orgs/${emu.org}/repos`, { method: 'POST', body: JSON.stringify({ name: 'val', auto_init: true }) });
    const noTitle = await api(`/repos/${emu.org}/val/issues`, { method: 'POST', body: JSON.stringify({ body: 'x' }) });
    expect(noTitle.status).toBe(422);
    const body = await j(noTitle);
    expect(body.message).toBe('Validation Failed');
    expect(body.errors[0]).toMatchObject({ resource: 'Issue', field: 'title', code: 'missing_field' });
    const badTopic = await api(`/repos/${emu.org}/val/topics`, { method: 'PUT', body: JSON.stringify({ names: ['Bad Topic'] }) });
    expect(badTopic.status).toBe(422);
    const topics = await api(`/repos/${emu.org}/val/topics`, { method: 'PUT', body: JSON.stringify({ names: ['fullsend-functional'] }) });
    expect((await j(topics)).names).toEqual(['fullsend-functional']);
    const nf = await api(`/repos/${emu.org}/nope`);
    expect(nf.status).toBe(404);
    expect((await j(nf)).message).toBe('Not Found');
    const autoInit = await api(`/repos/${emu.org}/val/git/ref/heads/main`);
    expect(autoInit.status).toBe(200);
  });

  it('filters issues by state, labels and creator', async () => {
    const emu = emuRef.get();
    const o = getOctokit(emu.token, { baseUrl: emu.apiUrl });
    await o.rest.repos.createInOrg({ org: emu.org, name: 'filters' });
    const a = await o.rest.issues.create({ owner: emu.org, repo: 'filters', title: 'a', labels: ['bug', 'p1'] });
    await o.rest.issues.create({ owner: emu.org, repo: 'filters', title: 'b', labels: ['bug'] });
    await o.rest.issues.update({ owner: emu.org, repo: 'filters', issue_number: a.data.number, state: 'closed' });
    const open = await o.rest.issues.listForRepo({ owner: emu.org, repo: 'filters' });
    expect(open.data.map((i) => i.title)).toEqual(['b']);
    const closedP1 = await o.rest.issues.listForRepo({ owner: emu.org, repo: 'filters', state: 'all', labels: 'bug,p1' });
    expect(closedP1.data.map((i) => [i.title, i.state])).toEqual([['a', 'closed']]);
    const byOther = await o.rest.issues.listForRepo({ owner: emu.org, repo: 'filters', state: 'all', creator: 'someone-else' });
    expect(byOther.data).toEqual([]);
    const ms = await o.rest.issues.createMilestone({ owner: emu.org, repo: 'filters', title: 'v1' });
    const upd = await o.rest.issues.update({ owner: emu.org, repo: 'filters', issue_number: a.data.number, milestone: ms.data.number, assignees: [emu.user] });
    expect(upd.data.milestone?.title).toBe('v1');
    expect(upd.data.assignees?.map((x) => x.login)).toEqual([emu.user]);
    const rm1 = await o.rest.issues.removeLabel({ owner: emu.org, repo: 'filters', issue_number: a.data.number, name: 'p1' });
    expect(rm1.data.map((l) => l.name)).toEqual(['bug']);
  });

  it('injects seeded 502s (some applied first) and secondary rate limits on API requests only', async () => {
    const emu = emuRef.get();
    const o = getOctokit(emu.token, { baseUrl: emu.apiUrl, request: { retries: 0 } });
    await o.rest.repos.createInOrg({ org: emu.org, name: 'faulty', auto_init: true });
    emu.resetRequests();
    emu.setFaults({ rate: 1, kinds: ['502'], seed: 7 });
    let failed = 0;
    for (let i = 0; i < 20; i++) {
      const r = await api(`/repos/${emu.org}/faulty/issues`, { method: 'POST', body: JSON.stringify({ title: `t${i}` }) });
      if (r.status === 502) failed++;
    }
    expect(failed).toBe(20);
    const applied = emu.issuesOf(`${emu.org}/faulty`).length;
    expect(applied).toBeGreaterThan(0);
    expect(applied).toBeLessThan(20);
    expect(emu.requests.filter((r) => r.faulted).length).toBe(20);

    // git is never faulted
    const dir = await mkdtemp(join(tmpdir(), 'emu-fault-'));
    const clone = await git(['clone', `${emu.serverUrl}/${emu.org}/faulty.git`, join(dir, 'c')], { env: gitAuthEnv(emu.token) });
    await rm(dir, { recursive: true, force: true });
    expect(clone.code).toBe(0);

    emu.setFaults({ rate: 1, kinds: ['secondary-rate-limit'], retryAfterS: 2 });
    const limited = await api(`/repos/${emu.org}/faulty`);
    expect(limited.status).toBe(403);
    expect(limited.headers.get('retry-after')).toBe('2');
    expect((await j(limited)).message).toMatch(/secondary rate limit/);

    emu.setFaults({ rate: 0.3, kinds: ['502'], seed: 3 });
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) statuses.push((await api('/user')).status);
    const n502 = statuses.filter((s) => s === 502).length;
    expect(n502).toBeGreaterThan(3);
    expect(n502).toBeLessThan(25);
    emu.setFaults(null);
    expect((await api('/user')).status).toBe(200);
    void o;
  });

  it('delays every request by the configured latency', async () => {
    const emu = emuRef.get();
    emu.setLatency(150);
    const t0 = Date.now();
    await api('/user');
    const dt = Date.now() - t0;
    emu.setLatency(0);
    expect(dt).toBeGreaterThanOrEqual(145);
    const t1 = Date.now();
    await api('/user');
    expect(Date.now() - t1).toBeLessThan(145);
  });

  it('runs standalone via serve.ts and stops on SIGTERM', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/emulator/serve.ts'], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, EMULATOR_TOKEN: 'tok-x' } });
    const line = await new Promise<string>((resolve, reject) => {
      const rl = createInterface({ input: child.stdout });
      rl.once('line', resolve);
      child.once('exit', (c) => reject(new Error(`serve exited ${c}`)));
    });
    const info = JSON.parse(line);
    expect(info.token).toBe('tok-x');
    expect(info.apiUrl).toBe(`${info.serverUrl}/api/v3`);
    const r = await fetch(`${info.apiUrl}/user`, { headers: { authorization: 'Bearer tok-x' } });
    expect((await j(r)).login).toBe('eval-bot');
    const exited = new Promise<number | null>((resolve) => child.once('exit', (c) => resolve(c)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });

  it('serves users, orgs and rate limits, and refuses pushes without the token', async () => {
    const emu = emuRef.get();
    expect(await j(await api(`/users/${emu.user}`))).toMatchObject({ login: emu.user, type: 'User' });
    expect(await j(await api(`/users/${emu.org}`))).toMatchObject({ login: emu.org, type: 'Organization' });
    expect((await api('/users/nobody')).status).toBe(404);
    expect((await api(`/orgs/${emu.user}`)).status).toBe(404);
    const rl = await j(await api('/rate_limit'));
    expect(rl.resources.core.limit).toBe(5000);

    await api(`/orgs/${emu.org}/repos`, { method: 'POST', body: JSON.stringify({ name: 'pushy', auto_init: true }) });
    const dir = await mkdtemp(join(tmpdir(), 'emu-push-'));
    await git(['clone', `${emu.serverUrl}/${emu.org}/pushy.git`, join(dir, 'c')], { env: gitAuthEnv(emu.token) });
    await git(['commit', '--allow-empty', '-m', 'x'], { cwd: join(dir, 'c') });
    const denied = await git(['push', 'origin', 'HEAD:refs/heads/other'], { cwd: join(dir, 'c'), env: gitAuthEnv('wrong-token') });
    expect(denied.code).not.toBe(0);
    expect((await api(`/repos/${emu.org}/pushy/git/ref/heads/other`)).status).toBe(404);
    emu.setLatency(100);
    const t0 = Date.now();
    const ok = await git(['push', 'origin', 'HEAD:refs/heads/other'], { cwd: join(dir, 'c'), env: gitAuthEnv(emu.token) });
    const dt = Date.now() - t0;
    emu.setLatency(0);
    expect(ok.code).toBe(0);
    expect(dt).toBeGreaterThanOrEqual(200); // info/refs + receive-pack, each delayed
    expect((await api(`/repos/${emu.org}/pushy/git/ref/heads/other`)).status).toBe(200);
    await rm(dir, { recursive: true, force: true });
  });
});
