// The contract between the emulator's HTTP server and its route modules.
import type { Store, Repo } from './store.js';
import { notFound } from './http-util.js';

export interface RouteContext {
  store: Store;
  method: string;
  url: URL;
  params: string[];
  body: Record<string, any>;
  /** Login of the authenticated user. */
  login: string;
  /** Absolute origin used to build Link headers. */
  origin: string;
}

export interface RouteResult {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** Paginate `body` (an array) by per_page/page and send a Link header. */
  paginate?: boolean;
}

export type Handler = (ctx: RouteContext) => Promise<RouteResult> | RouteResult;

export interface Route {
  method: string;
  pattern: RegExp;
  handler: Handler;
}

const SEG = '([^/]+)';

/** Turns `/repos/:o/:r/issues` into an anchored regex; `*` matches the rest of the path. */
export function route(method: string, path: string, handler: Handler): Route {
  const src = path
    .split('/')
    .map((p) => (p.startsWith(':') ? SEG : p === '*' ? '(.+)' : p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return { method, pattern: new RegExp(`^${src}/?$`), handler };
}

export function repoOf(ctx: RouteContext): Repo {
  const r = ctx.store.repo(decodeURIComponent(ctx.params[0]), decodeURIComponent(ctx.params[1]));
  if (!r) throw notFound();
  return r;
}
