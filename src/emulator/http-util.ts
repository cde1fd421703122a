// Request/response helpers shaped after GitHub's REST conventions.
import type { IncomingMessage, ServerResponse } from 'node:http';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const DOCS = 'https://docs.github.com/rest';

export function notFound(): ApiError {
  return new ApiError(404, 'Not Found', { documentation_url: DOCS, status: '404' });
}

/** GitHub's 422 body: message "Validation Failed" plus an errors[] list. */
export function validationFailed(errors: Array<Record<string, unknown>>, message = 'Validation Failed'): ApiError {
  return new ApiError(422, message, { errors, documentation_url: DOCS, status: '422' });
}

export function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

export function parseJsonBody(buf: Buffer): Record<string, any> {
  if (buf.length === 0) return {};
  try {
    const v = JSON.parse(buf.toString('utf8'));
    if (Array.isArray(v)) return { __array: v };
    if (v === null || typeof v !== 'object') throw new Error('not an object');
    return v as Record<string, any>;
  } catch {
    throw new ApiError(400, 'Problems parsing JSON', { documentation_url: DOCS, status: '400' });
  }
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = body === undefined ? '' : JSON.stringify(body);
  res.statusCode = status;
  for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
  if (text) {
    res.setHeader('content-type', 'application/json; charset=utf-8');
    res.setHeader('content-length', Buffer.byteLength(text));
  }
  res.end(text);
}

export interface Page<T> {
  items: T[];
  link: string | null;
}

/** Slices a list by `per_page`/`page` and builds the `Link` header GitHub sends. */
export function paginate<T>(all: T[], url: URL, base: string): Page<T> {
  const perPage = Math.min(100, Math.max(1, Number(url.searchParams.get('per_page')) || 30));
  const page = Math.max(1, Number(url.searchParams.get('page')) || 1);
  const last = Math.max(1, Math.ceil(all.length / perPage));
  const items = all.slice((page - 1) * perPage, page * perPage);
  const mk = (p: number): string => {
    const u = new URL(url.pathname + url.search, base);
    u.searchParams.set('per_page', String(perPage));
    u.searchParams.set('page', String(p));
    return u.toString();
  };
  const links: string[] = [];
  if (page > 1) links.push(`<${mk(page - 1)}>; rel="prev"`, `<${mk(1)}>; rel="first"`);
  if (page < last) links.push(`<${mk(page + 1)}>; rel="next"`, `<${mk(last)}>; rel="last"`);
  return { items, link: links.length ? links.join(', ') : null };
}
