// A small GitHub REST server on 127.0.0.1 implementing only the endpoints the
// example agent calls, recording every request so tests can assert on them.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeIssue {
  number: number;
  title: string;
  body: string;
  state?: 'open' | 'closed';
  labels?: string[];
  pull_request?: boolean;
}

export interface FakePullFile {
  filename: string;
  status: string;
  patch?: string;
  content?: string;
}

export interface RecordedRequest {
  method: string;
  path: string;
  body: unknown;
  authorization: string | undefined;
}

export interface FakeGitHub {
  apiUrl: string;
  requests: RecordedRequest[];
  comments: Map<number, string[]>;
  labels: Map<number, string[]>;
  reviews: Map<number, Array<{ event: string; body: string }>>;
  close(): Promise<void>;
}

export interface FakeGitHubOptions {
  owner: string;
  repo: string;
  issues: FakeIssue[];
  pullFiles?: Record<number, FakePullFile[]>;
  /** Requests (1-based, counted over all requests) answered with HTTP 502 once. */
  failRequests?: number[];
}

function readBody(req: IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      try { resolve(text ? JSON.parse(text) : null); } catch (e) { reject(e); }
    });
    req.on('error', reject);
  });
}

export async function startFakeGitHub(opts: FakeGitHubOptions): Promise<FakeGitHub> {
  const requests: RecordedRequest[] = [];
  const comments = new Map<number, string[]>();
  const labels = new Map<number, string[]>(opts.issues.map((i) => [i.number, [...(i.labels ?? [])]]));
  const reviews = new Map<number, Array<{ event: string; body: string }>>();
  const prefix = `/api/v3/repos/${opts.owner}/${opts.repo}`;
  const issueJson = (i: FakeIssue) => ({
    number: i.number, title: i.title, body: i.body, state: i.state ?? 'open', user: { login: 'fixture-bot' },
    labels: (labels.get(i.number) ?? []).map((name) => ({ name })),
    ...(i.pull_request ? { pull_request: { url: `${prefix}/pulls/${i.number}` } } : {}),
  });

  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const body = await readBody(req);
      requests.push({ method: req.method ?? '', path: url.pathname + url.search, body, authorization: req.headers.authorization });
      const send = (status: number, data: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(data));
      };
      if (opts.failRequests?.includes(requests.length)) return send(502, { message: 'Server Error' });
      if (!url.pathname.startsWith(prefix)) return send(404, { message: 'Not Found' });
      const rest = url.pathname.slice(prefix.length);
      let m: RegExpMatchArray | null;
      if (req.method === 'GET' && rest === '/issues') {
        const state = url.searchParams.get('state') ?? 'open';
        return send(200, opts.issues.filter((i) => state === 'all' || (i.state ?? 'open') === state).map(issueJson));
      }
      if ((m = rest.match(/^\/issues\/(\d+)$/)) && req.method === 'GET') {
        const issue = opts.issues.find((i) => i.number === Number(m![1]));
        return issue ? send(200, issueJson(issue)) : send(404, { message: 'Not Found' });
      }
      if ((m = rest.match(/^\/issues\/(\d+)\/comments$/)) && req.method === 'POST') {
        const n = Number(m[1]);
        const text = String((body as { body?: unknown })?.body ?? '');
        comments.set(n, [...(comments.get(n) ?? []), text]);
        return send(201, { id: requests.length, body: text, html_url: `http://127.0.0.1/x/issues/${n}#c` });
      }
      if ((m = rest.match(/^\/issues\/(\d+)\/labels$/)) && req.method === 'POST') {
        const n = Number(m[1]);
        const add = ((body as { labels?: unknown })?.labels ?? []) as string[];
        const merged = [...new Set([...(labels.get(n) ?? []), ...add])];
        labels.set(n, merged);
        return send(200, merged.map((name) => ({ name })));
      }
      if ((m = rest.match(/^\/pulls\/(\d+)$/)) && req.method === 'GET') {
        const issue = opts.issues.find((i) => i.number === Number(m![1]) && i.pull_request);
        if (!issue) return send(404, { message: 'Not Found' });
        return send(200, { ...issueJson(issue), head: { ref: 'feature', sha: 'a'.repeat(40) }, base: { ref: 'main' } });
      }
      if ((m = rest.match(/^\/pulls\/(\d+)\/files$/)) && req.method === 'GET') {
        const files = opts.pullFiles?.[Number(m[1])] ?? [];
        return send(200, files.map((f) => ({ filename: f.filename, status: f.status, additions: 1, deletions: 0, ...(f.patch !== undefined ? { patch: f.patch } : {}) })));
      }
      if ((m = rest.match(/^\/contents\/(.+)$/)) && req.method === 'GET') {
        const path = decodeURIComponent(m[1]);
        const file = Object.values(opts.pullFiles ?? {}).flat().find((f) => f.filename === path);
        if (!file?.content) return send(404, { message: 'Not Found' });
        return send(200, { path, encoding: 'base64', content: Buffer.from(file.content).toString('base64') });
      }
      if ((m = rest.match(/^\/pulls\/(\d+)\/reviews$/)) && req.method === 'POST') {
        const n = Number(m[1]);
        const r = body as { event?: string; body?: string };
        reviews.set(n, [...(reviews.get(n) ?? []), { event: String(r?.event), body: String(r?.body ?? '') }]);
        const state = r?.event === 'REQUEST_CHANGES' ? 'CHANGES_REQUESTED' : r?.event === 'APPROVE' ? 'APPROVED' : 'COMMENTED';
        return send(200, { id: requests.length, state });
      }
      return send(404, { message: `Not Found: ${req.method} ${rest}` });
    })().catch((err: unknown) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: String(err) }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiUrl: `http://127.0.0.1:${port}/api/v3`,
    requests, comments, labels, reviews,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
