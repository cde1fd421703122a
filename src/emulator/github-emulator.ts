// A local GitHub: REST API (GHES-style under /api/v3) with in-memory state,
// and git smart HTTP over real bare repositories. Used by tests, the demo and
// benchmarks in place of github.com.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FaultInjector, type FaultOptions } from './faults.js';
import { serveGitHttp } from './git-http.js';
import { ApiError, DOCS, paginate, parseJsonBody, readBody, sendJson } from './http-util.js';
import type { Route, RouteContext, RouteResult } from './route-types.js';
import { gitRoutes } from './routes-git.js';
import { issueRoutes } from './routes-issues.js';
import { pullRoutes } from './routes-pulls.js';
import { repoRoutes } from './routes-repos.js';
import { Store } from './store.js';

export type { FaultOptions } from './faults.js';

export interface EmulatorOptions {
  host?: string;
  port?: number;
  /** Accepted token; default `emu-token`. */
  token?: string;
  /** Organization that exists from the start; default `eval-org`. */
  org?: string;
  /** Login of the token's user; default `eval-bot`. */
  user?: string;
  /** Where bare repositories live; a fresh temp dir (removed on close) when absent. */
  dataDir?: string;
  latencyMs?: number;
  faults?: FaultOptions | null;
}

export interface RequestLogEntry {
  method: string;
  path: string;
  status: number;
  at: number;
  faulted: boolean;
}

export interface GitHubEmulator {
  apiUrl: string;
  serverUrl: string;
  token: string;
  org: string;
  user: string;
  requests: RequestLogEntry[];
  resetRequests(): void;
  setLatency(ms: number): void;
  setFaults(f: FaultOptions | null): void;
  listRepos(): Array<{ full_name: string; topics: string[]; description: string | null; created_at: string; private: boolean }>;
  issuesOf(fullName: string): Array<{ number: number; title: string; state: string; labels: string[]; is_pr: boolean }>;
  close(): Promise<void>;
}

const API_PREFIX = '/api/v3';
const GIT_PATH = /^\/([^/]+)\/([^/]+?)(?:\.git)?\/(info\/refs|git-upload-pack|git-receive-pack)$/;

function tokenFrom(req: IncomingMessage): { scheme: 'token' | 'basic' | null; secret: string | null } {
  const h = req.headers.authorization;
  if (!h) return { scheme: null, secret: null };
  const [scheme, value = ''] = h.split(/\s+/, 2);
  const s = scheme.toLowerCase();
  if (s === 'bearer' || s === 'token') return { scheme: 'token', secret: value };
  if (s === 'basic') {
    const decoded = Buffer.from(value, 'base64').toString('utf8');
    const c = decoded.indexOf(':');
    return { scheme: 'basic', secret: c >= 0 ? decoded.slice(c + 1) : decoded };
  }
  return { scheme: null, secret: null };
}

function sleep(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}

export async function startGitHubEmulator(opts: EmulatorOptions = {}): Promise<GitHubEmulator> {
  const token = opts.token ?? 'emu-token';
  const orgName = opts.org ?? 'eval-org';
  const userName = opts.user ?? 'eval-bot';
  const ownDataDir = !opts.dataDir;
  const dataDir = opts.dataDir ?? (await mkdtemp(join(tmpdir(), 'gh-emulator-')));
  let latencyMs = opts.latencyMs ?? 0;
  let faults = opts.faults ? new FaultInjector(opts.faults) : null;
  const requests: RequestLogEntry[] = [];
  const routes: Route[] = [...repoRoutes(), ...gitRoutes(), ...issueRoutes(), ...pullRoutes()];
  const store = new Store(dataDir);

  const log = (method: string, path: string, status: number, faulted: boolean): void => {
    requests.push({ method, path, status, at: Date.now(), faulted });
  };

  async function handleGit(req: IncomingMessage, res: ServerResponse, url: URL, m: RegExpExecArray): Promise<void> {
    const s = store;
    const method = req.method ?? 'GET';
    const repo = s.repo(decodeURIComponent(m[1]), decodeURIComponent(m[2]));
    const service = m[3] === 'info/refs' ? url.searchParams.get('service') : m[3];
    const auth = tokenFrom(req);
    const authed = auth.secret === token;
    const needsAuth = service === 'git-receive-pack' || !repo || repo.private;
    if (needsAuth && !authed) {
      req.resume();
      res.statusCode = 401;
      res.setHeader('www-authenticate', 'Basic realm="GitHub"');
      res.end('Invalid username or token.\n');
      log(method, url.pathname, 401, false);
      return;
    }
    if (!repo) {
      req.resume();
      res.statusCode = 404;
      res.end('Repository not found.\n');
      log(method, url.pathname, 404, false);
      return;
    }
    const pathInfo = `/${repo.owner.login}/${repo.name}.git/${m[3]}`;
    const status = await serveGitHttp(req, res, { projectRoot: dataDir, pathInfo, query: url.search.slice(1), remoteUser: authed ? userName : '' });
    if (service === 'git-receive-pack' && m[3] === 'git-receive-pack') repo.pushed_at = repo.updated_at = new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
    log(method, url.pathname, status, false);
  }

  async function handleApi(req: IncomingMessage, res: ServerResponse, url: URL, origin: string): Promise<void> {
    const s = store;
    const method = req.method ?? 'GET';
    const path = url.pathname.slice(API_PREFIX.length) || '/';
    const bodyBuf = await readBody(req);
    const auth = tokenFrom(req);
    if (auth.secret !== token) {
      const message = auth.secret === null ? 'Requires authentication' : 'Bad credentials';
      sendJson(res, 401, { message, documentation_url: DOCS, status: '401' });
      log(method, url.pathname, 401, false);
      return;
    }
    const decision = faults?.decide(method) ?? null;
    if (decision && !decision.applyFirst) {
      if (decision.kind === '502') sendJson(res, 502, { message: 'Server Error' });
      else {
        const retryAfter = String(faults?.options.retryAfterS ?? 1);
        sendJson(
          res,
          403,
          { message: 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.', documentation_url: DOCS, status: '403' },
          { 'retry-after': retryAfter },
        );
      }
      log(method, url.pathname, decision.kind === '502' ? 502 : 403, true);
      return;
    }
    let result: RouteResult;
    try {
      const found = routes.find((r) => r.method === method && r.pattern.test(path));
      if (!found) {
        const anyMethod = routes.some((r) => r.pattern.test(path));
        throw new ApiError(anyMethod ? 405 : 404, anyMethod ? 'Method Not Allowed' : 'Not Found', { documentation_url: DOCS, status: anyMethod ? '405' : '404' });
      }
      const params = (found.pattern.exec(path) ?? []).slice(1);
      const ctx: RouteContext = { store: s, method, url, params, body: parseJsonBody(bodyBuf), login: userName, origin };
      result = await found.handler(ctx);
    } catch (e) {
      if (e instanceof ApiError) result = { status: e.status, body: { message: e.message, ...e.extra } };
      else result = { status: 500, body: { message: `Internal emulator error: ${(e as Error).message}` } };
    }
    if (decision?.applyFirst) {
      sendJson(res, 502, { message: 'Server Error' });
      log(method, url.pathname, 502, true);
      return;
    }
    const headers: Record<string, string> = {
      'x-ratelimit-limit': '5000',
      'x-ratelimit-remaining': '4999',
      'x-ratelimit-used': '1',
      'x-ratelimit-reset': String(Math.floor(Date.now() / 1000) + 3600),
      'x-ratelimit-resource': 'core',
      'x-github-media-type': 'github.v3; format=json',
      ...(result.headers ?? {}),
    };
    let body = result.body;
    if (result.paginate && Array.isArray(body)) {
      const page = paginate(body, url, origin);
      body = page.items;
      if (page.link) headers.link = page.link;
    }
    sendJson(res, result.status, result.status === 204 ? undefined : body, headers);
    log(method, url.pathname, result.status, false);
  }

  const server = createServer((req, res) => {
    const host = req.headers.host ?? '127.0.0.1';
    const origin = `http://${host}`;
    const url = new URL(req.url ?? '/', origin);
    const work = async (): Promise<void> => {
      if (latencyMs > 0) await sleep(latencyMs);
      const gm = GIT_PATH.exec(url.pathname);
      if (gm) return handleGit(req, res, url, gm);
      if (url.pathname === API_PREFIX || url.pathname.startsWith(`${API_PREFIX}/`)) return handleApi(req, res, url, origin);
      req.resume();
      sendJson(res, 404, { message: 'Not Found', documentation_url: DOCS });
      log(req.method ?? 'GET', url.pathname, 404, false);
    };
    work().catch((e: Error) => {
      if (!res.headersSent) sendJson(res, 500, { message: `Internal emulator error: ${e.message}` });
      else res.end();
      log(req.method ?? 'GET', url.pathname, 500, false);
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, opts.host ?? '127.0.0.1', () => resolve());
  });
  const addr = server.address() as AddressInfo;
  const hostForUrl = addr.family === 'IPv6' ? `[${addr.address}]` : addr.address;
  const serverUrl = `http://${hostForUrl}:${addr.port}`;
  const apiUrl = `${serverUrl}${API_PREFIX}`;
  store.serverUrl = serverUrl;
  store.apiUrl = apiUrl;
  store.addAccount(userName, 'User');
  store.addAccount(orgName, 'Organization');
  const st = store;

  return {
    apiUrl,
    serverUrl,
    token,
    org: orgName,
    user: userName,
    requests,
    resetRequests: () => {
      requests.length = 0;
    },
    setLatency: (ms) => {
      latencyMs = ms;
    },
    setFaults: (f) => {
      faults = f ? new FaultInjector(f) : null;
    },
    listRepos: () =>
      [...st.repos.values()].map((r) => ({
        full_name: `${r.owner.login}/${r.name}`,
        topics: [...r.topics],
        description: r.description,
        created_at: r.created_at,
        private: r.private,
      })),
    issuesOf: (fullName) => {
      const [o, n] = fullName.split('/');
      const r = st.repo(o, n);
      if (!r) return [];
      return [...r.issues.values()].map((i) => ({ number: i.number, title: i.title, state: i.state, labels: [...i.labels], is_pr: !!i.pull }));
    },
    close: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      if (ownDataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}
