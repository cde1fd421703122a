import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { getOctokit } from '@actions/github';
import { MAX_COMMENT_LENGTH, stickyMarker, TRUNCATION_NOTE, upsertStickyComment, type Octokit } from '../../src/action/pr-comment.js';

// A tiny stateful stand-in for the GitHub REST routes the sticky comment uses.
interface Comment {
  id: number;
  body: string;
  html_url: string;
}
interface Pull {
  number: number;
  state: 'open' | 'closed';
  head: { sha: string };
}

const TOKEN = 'ghs_prCommentTestToken000000000000';

function startTinyGitHub() {
  const comments = new Map<number, Comment[]>();
  const pullsByCommit = new Map<string, Pull[]>();
  const requests: string[] = [];
  let nextId = 5000;
  let origin = '';

  const send = (res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    const data = JSON.stringify(body);
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
    res.end(data);
  };
  const readJson = (req: http.IncomingMessage) =>
    new Promise<Record<string, unknown>>((resolve) => {
      let raw = '';
      req.on('data', (c) => (raw += c));
      req.on('end', () => resolve(raw ? JSON.parse(raw) : {}));
    });

  const server = http.createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', origin);
      requests.push(`${req.method} ${url.pathname}${url.search}`);
      if (req.headers.authorization !== `token ${TOKEN}`) return send(res, 401, { message: 'Bad credentials' });
      let m: RegExpExecArray | null;
      if ((m = /^\/repos\/acme\/agents\/issues\/(\d+)\/comments$/.exec(url.pathname))) {
        const n = Number(m[1]);
        const list = comments.get(n) ?? [];
        if (req.method === 'GET') {
          const perPage = Number(url.searchParams.get('per_page') ?? 30);
          const page = Number(url.searchParams.get('page') ?? 1);
          const last = Math.max(1, Math.ceil(list.length / perPage));
          const headers: Record<string, string> = {};
          if (page < last) {
            const link = (p: number) => `<${origin}${url.pathname}?per_page=${perPage}&page=${p}>`;
            headers.link = `${link(page + 1)}; rel="next", ${link(last)}; rel="last"`;
          }
          return send(res, 200, list.slice((page - 1) * perPage, page * perPage), headers);
        }
        if (req.method === 'POST') {
          const body = String((await readJson(req)).body ?? '');
          if (body.length > MAX_COMMENT_LENGTH) return send(res, 422, { message: 'Validation Failed', errors: [{ message: 'Body is too long' }] });
          const c: Comment = { id: nextId++, body, html_url: '' };
          c.html_url = `https://github.example/acme/agents/pull/${n}#issuecomment-${c.id}`;
          comments.set(n, [...list, c]);
          return send(res, 201, c);
        }
      }
      if ((m = /^\/repos\/acme\/agents\/issues\/comments\/(\d+)$/.exec(url.pathname)) && req.method === 'PATCH') {
        const id = Number(m[1]);
        const c = [...comments.values()].flat().find((x) => x.id === id);
        if (!c) return send(res, 404, { message: 'Not Found' });
        const body = String((await readJson(req)).body ?? '');
        if (body.length > MAX_COMMENT_LENGTH) return send(res, 422, { message: 'Validation Failed' });
        c.body = body;
        return send(res, 200, c);
      }
      if ((m = /^\/repos\/acme\/agents\/commits\/([0-9a-f]+)\/pulls$/.exec(url.pathname)) && req.method === 'GET') {
        return send(res, 200, pullsByCommit.get(m[1]) ?? []);
      }
      send(res, 404, { message: 'Not Found' });
    })();
  });
  return {
    comments,
    pullsByCommit,
    requests,
    reset() {
      comments.clear();
      pullsByCommit.clear();
      requests.length = 0;
    },
    async start() {
      await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
      origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      return origin;
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

const gh = startTinyGitHub();
let octokit: Octokit;
const SHA = 'a'.repeat(40);

beforeAll(async () => {
  const baseUrl = await gh.start();
  octokit = getOctokit(TOKEN, { baseUrl });
});
afterAll(() => gh.close());
beforeEach(() => gh.reset());

function opts(over: Partial<Parameters<typeof upsertStickyComment>[0]> = {}) {
  const logs: string[] = [];
  return {
    logs,
    o: {
      octokit,
      owner: 'acme',
      repo: 'agents',
      eventName: 'pull_request',
      payload: { pull_request: { number: 7 } },
      sha: SHA,
      workflow: 'Functional tests',
      job: 'eval',
      body: '## Results\n| case | status |\n|---|---|\n| 001 | pass |',
      log: (m: string) => logs.push(m),
      ...over,
    },
  };
}

describe('upsertStickyComment', () => {
  it('creates one comment on a pull_request event, then updates it in place', async () => {
    const first = await upsertStickyComment(opts().o);
    expect(first.action).toBe('created');
    expect(first.url).toMatch(/\/pull\/7#issuecomment-\d+$/);
    expect(gh.comments.get(7)).toHaveLength(1);
    const marker = stickyMarker('Functional tests', 'eval');
    expect(marker).toBe('<!-- fullsend-functional:Functional tests:eval -->');
    expect(gh.comments.get(7)?.[0].body.startsWith(marker)).toBe(true);

    const second = await upsertStickyComment(opts({ body: 'second run: 2 failed' }).o);
    expect(second.action).toBe('updated');
    expect(second.url).toBe(first.url);
    const list = gh.comments.get(7) ?? [];
    expect(list).toHaveLength(1);
    expect(list[0].body).toBe(`${marker}\nsecond run: 2 failed`);
    expect(gh.requests.filter((r) => r.startsWith('PATCH'))).toHaveLength(1);

    // Another job of the same workflow gets its own comment.
    const other = await upsertStickyComment(opts({ job: 'eval-shard-2' }).o);
    expect(other.action).toBe('created');
    expect(gh.comments.get(7)).toHaveLength(2);
  });

  it('finds its comment beyond the first page of comments', async () => {
    const marker = stickyMarker('Functional tests', 'eval');
    const existing: Comment[] = [];
    for (let i = 0; i < 230; i++) existing.push({ id: i + 1, body: i === 180 ? `${marker}\nold` : `chatter ${i}`, html_url: `u${i}` });
    // A quoted copy of the marker in someone's reply must not be taken for ours.
    existing.splice(5, 0, { id: 999, body: `> ${marker}\n> quoted`, html_url: 'quoted' });
    gh.comments.set(7, existing);
    const r = await upsertStickyComment(opts({ body: 'new' }).o);
    expect(r.action).toBe('updated');
    expect(gh.comments.get(7)).toHaveLength(231);
    expect(gh.comments.get(7)?.find((c) => c.id === 181)?.body).toBe(`${marker}\nnew`);
    expect(gh.comments.get(7)?.find((c) => c.id === 999)?.body).toContain('quoted');
    expect(gh.requests.filter((q) => q.startsWith('GET /repos/acme/agents/issues/7/comments')).length).toBe(3);
  });

  it('finds the PR through the commit on a push event', async () => {
    gh.pullsByCommit.set(SHA, [
      { number: 3, state: 'closed', head: { sha: SHA } },
      { number: 12, state: 'open', head: { sha: 'b'.repeat(40) } },
      { number: 11, state: 'open', head: { sha: SHA } },
    ]);
    const r = await upsertStickyComment(opts({ eventName: 'push', payload: { ref: 'refs/heads/feature' } }).o);
    expect(r).toMatchObject({ action: 'created', number: 11 });
    expect(gh.comments.get(11)).toHaveLength(1);
    expect(gh.requests).toContain(`GET /repos/acme/agents/commits/${SHA}/pulls`);
  });

  it('skips with a log line when the commit has no open PR', async () => {
    gh.pullsByCommit.set(SHA, [{ number: 3, state: 'closed', head: { sha: SHA } }]);
    const { o, logs } = opts({ eventName: 'push', payload: {} });
    const r = await upsertStickyComment(o);
    expect(r).toEqual({ action: 'skipped' });
    expect(logs.join('\n')).toMatch(/PR comment skipped: no open pull request for push event on acme\/agents@aaaaaaaaaaaa/);
    expect(gh.requests.some((q) => q.startsWith('POST'))).toBe(false);
  });

  it('caps an oversized body at GitHub\'s limit with a note', async () => {
    const huge = `start\n${'row | pass\n'.repeat(10_000)}\u{1F600}`;
    expect(huge.length).toBeGreaterThan(MAX_COMMENT_LENGTH);
    const r = await upsertStickyComment(opts({ body: huge }).o);
    expect(r.action).toBe('created');
    const stored = gh.comments.get(7)?.[0].body ?? '';
    expect(stored.length).toBeLessThanOrEqual(MAX_COMMENT_LENGTH);
    expect(stored.length).toBeGreaterThan(MAX_COMMENT_LENGTH - 10);
    expect(stored.endsWith(TRUNCATION_NOTE)).toBe(true);
    expect(stored).toContain('start\nrow | pass');
  });

  it('uses the PR of an issue_comment event without a commit lookup', async () => {
    const r = await upsertStickyComment(opts({ eventName: 'issue_comment', payload: { issue: { number: 21, pull_request: {} } } }).o);
    expect(r).toMatchObject({ action: 'created', number: 21 });
    expect(gh.requests.some((q) => q.includes('/commits/'))).toBe(false);
  });
});
