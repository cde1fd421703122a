// A local stand-in for the GitHub Actions artifact service (v4+ "results"
// backend) that the real @actions/artifact v6 client talks to:
//  - Twirp JSON RPCs under /twirp/github.actions.results.api.v1.ArtifactService/
//  - the Azure Blob endpoint its signed URLs point at (staged blocks + block
//    list commit, single-shot PUT, and GET for downloads)
//  - the two public REST routes used with `findBy` (list a run's artifacts,
//    302 to the archive), so cross-run downloads can be exercised too.
// Everything uploaded is kept in memory so tests can open the zip.

import http from 'node:http';
import { randomBytes } from 'node:crypto';
import { inflateRawSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';

const TWIRP_PREFIX = '/twirp/github.actions.results.api.v1.ArtifactService/';

export interface StoredArtifact {
  id: number;
  name: string;
  workflowRunBackendId: string;
  workflowJobRunBackendId: string;
  createdAt: Date;
  expiresAt?: string;
  mimeType?: string;
  version?: number;
  finalized: boolean;
  /** Size reported by FinalizeArtifact. */
  size: number;
  /** `sha256:<hex>` reported by FinalizeArtifact. */
  hash?: string;
  blocks: Map<string, Buffer>;
  /** The committed blob (the zip), once written. */
  content?: Buffer;
  contentType?: string;
  sig: string;
}

export interface RecordedRequest {
  method: string;
  path: string;
  query: string;
}

export interface LinkedRun {
  runId: number;
  workflowRunBackendId: string;
  owner: string;
  repo: string;
}

export interface ArtifactServer {
  /** Origin, for ACTIONS_RESULTS_URL and GITHUB_API_URL. */
  url: string;
  artifacts: StoredArtifact[];
  requests: RecordedRequest[];
  /** Makes a run's artifacts visible through the public REST routes (findBy). */
  linkRun(run: LinkedRun): void;
  /** The committed archive of the newest artifact with this name. */
  archive(name: string): Buffer;
  close(): Promise<void>;
}

export interface ArtifactServerOptions {
  /** Token the public REST routes require (`Authorization: token <it>`). */
  publicToken?: string;
}

function base64url(input: string | Buffer): string {
  return Buffer.from(input).toString('base64url');
}

/** An ACTIONS_RUNTIME_TOKEN-shaped JWT carrying the run and job backend ids. */
export function mintRuntimeToken(workflowRunBackendId: string, workflowJobRunBackendId: string): string {
  const now = Math.floor(Date.now() / 1000);
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = base64url(
    JSON.stringify({
      scp: `Actions.ExampleScope Actions.Results:${workflowRunBackendId}:${workflowJobRunBackendId}`,
      iat: now,
      exp: now + 3600,
    }),
  );
  return `${header}.${payload}.${base64url(randomBytes(32))}`;
}

function idsFromToken(authorization: string | undefined): { run: string; job: string } | undefined {
  const m = /^Bearer (.+)$/i.exec(authorization ?? '');
  if (!m) return undefined;
  const parts = m[1].split('.');
  if (parts.length !== 3) return undefined;
  try {
    const claims = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8')) as { scp?: string };
    for (const scope of (claims.scp ?? '').split(' ')) {
      const p = scope.split(':');
      if (p[0] === 'Actions.Results' && p.length === 3) return { run: p[1], job: p[2] };
    }
  } catch {
    return undefined;
  }
  return undefined;
}

class TwirpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

function readBody(req: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function sendJson(res: http.ServerResponse, status: number, body: unknown): void {
  const data = Buffer.from(JSON.stringify(body));
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': data.length });
  res.end(data);
}

function blobHeaders(): Record<string, string> {
  return {
    'x-ms-request-id': randomBytes(8).toString('hex'),
    'x-ms-version': '2025-01-05',
    date: new Date().toUTCString(),
    'x-ms-request-server-encrypted': 'true',
  };
}

export async function startArtifactServer(options: ArtifactServerOptions = {}): Promise<ArtifactServer> {
  const artifacts: StoredArtifact[] = [];
  const requests: RecordedRequest[] = [];
  const runs: LinkedRun[] = [];
  let nextId = 1000;
  let origin = '';

  const signedUrl = (a: StoredArtifact): string =>
    `${origin}/blob/artifacts/${a.id}.zip?sig=${encodeURIComponent(a.sig)}&se=${encodeURIComponent(new Date(Date.now() + 3_600_000).toISOString())}&sp=rcw`;

  const finalized = (run: string) => artifacts.filter((a) => a.finalized && a.workflowRunBackendId === run);

  const monolith = (a: StoredArtifact) => ({
    workflow_run_backend_id: a.workflowRunBackendId,
    workflow_job_run_backend_id: a.workflowJobRunBackendId,
    database_id: String(a.id),
    name: a.name,
    size: String(a.size),
    created_at: a.createdAt.toISOString(),
    ...(a.hash ? { digest: a.hash } : {}),
  });

  function twirp(method: string, body: Record<string, unknown>, auth: { run: string; job: string }): unknown {
    const run = body.workflow_run_backend_id;
    const job = body.workflow_job_run_backend_id;
    if (run !== auth.run) throw new TwirpError(403, 'permission_denied', 'workflow_run_backend_id does not match the runtime token');
    switch (method) {
      case 'CreateArtifact': {
        if (job !== auth.job) throw new TwirpError(403, 'permission_denied', 'workflow_job_run_backend_id does not match the runtime token');
        const name = String(body.name ?? '');
        if (!name) throw new TwirpError(400, 'invalid_argument', 'name is required');
        if (body.version !== 7 && body.version !== 4) throw new TwirpError(400, 'invalid_argument', `unsupported version ${String(body.version)}`);
        if (finalized(auth.run).some((a) => a.name === name)) {
          throw new TwirpError(409, 'already_exists', `an artifact with this name already exists on the workflow run: ${name}`);
        }
        const a: StoredArtifact = {
          id: nextId++,
          name,
          workflowRunBackendId: auth.run,
          workflowJobRunBackendId: auth.job,
          createdAt: new Date(),
          ...(typeof body.expires_at === 'string' ? { expiresAt: body.expires_at } : {}),
          ...(typeof body.mime_type === 'string' ? { mimeType: body.mime_type } : {}),
          version: Number(body.version),
          finalized: false,
          size: 0,
          blocks: new Map(),
          sig: randomBytes(16).toString('hex'),
        };
        // A retried create replaces an unfinished one of the same name.
        const stale = artifacts.findIndex((x) => !x.finalized && x.workflowRunBackendId === auth.run && x.name === name);
        if (stale !== -1) artifacts.splice(stale, 1);
        artifacts.push(a);
        return { ok: true, signed_upload_url: signedUrl(a) };
      }
      case 'FinalizeArtifact': {
        const a = artifacts.find((x) => !x.finalized && x.workflowRunBackendId === auth.run && x.workflowJobRunBackendId === job && x.name === body.name);
        if (!a) throw new TwirpError(404, 'not_found', `no artifact ${String(body.name)} is being uploaded`);
        if (!a.content) throw new TwirpError(400, 'failed_precondition', `artifact ${a.name} has no committed blob`);
        a.size = Number(body.size ?? 0);
        if (typeof body.hash === 'string') a.hash = body.hash;
        a.finalized = true;
        return { ok: true, artifact_id: String(a.id) };
      }
      case 'ListArtifacts': {
        let list = finalized(auth.run);
        if (typeof body.name_filter === 'string') list = list.filter((a) => a.name === body.name_filter);
        if (body.id_filter !== undefined) list = list.filter((a) => String(a.id) === String(body.id_filter));
        return { artifacts: list.map(monolith) };
      }
      case 'GetSignedArtifactURL': {
        const a = finalized(auth.run).find((x) => x.name === body.name && x.workflowJobRunBackendId === job);
        if (!a) throw new TwirpError(404, 'not_found', `artifact ${String(body.name)} not found`);
        return { signed_url: signedUrl(a) };
      }
      case 'DeleteArtifact': {
        const i = artifacts.findIndex((x) => x.finalized && x.workflowRunBackendId === auth.run && x.name === body.name);
        if (i === -1) throw new TwirpError(404, 'not_found', `artifact ${String(body.name)} not found`);
        const [a] = artifacts.splice(i, 1);
        return { ok: true, artifact_id: String(a.id) };
      }
      default:
        throw new TwirpError(404, 'bad_route', `no such method ${method}`);
    }
  }

  async function handleBlob(req: http.IncomingMessage, res: http.ServerResponse, url: URL): Promise<void> {
    const m = /^\/blob\/artifacts\/(\d+)\.zip$/.exec(url.pathname);
    const a = m ? artifacts.find((x) => x.id === Number(m[1])) : undefined;
    if (!a || url.searchParams.get('sig') !== a.sig) {
      const body = '<?xml version="1.0" encoding="utf-8"?><Error><Code>AuthenticationFailed</Code><Message>bad signature</Message></Error>';
      res.writeHead(403, { 'content-type': 'application/xml', 'x-ms-error-code': 'AuthenticationFailed', ...blobHeaders() });
      res.end(body);
      return;
    }
    if (req.method === 'GET') {
      if (!a.finalized || !a.content) {
        res.writeHead(404, { 'x-ms-error-code': 'BlobNotFound', ...blobHeaders() });
        res.end();
        return;
      }
      res.writeHead(200, {
        'content-type': a.contentType ?? 'application/zip',
        'content-length': a.content.length,
        'content-disposition': `attachment; filename="${a.name}.zip"`,
        ...blobHeaders(),
      });
      res.end(a.content);
      return;
    }
    if (req.method !== 'PUT') {
      res.writeHead(405, blobHeaders());
      res.end();
      return;
    }
    if (a.finalized) {
      res.writeHead(409, { 'x-ms-error-code': 'BlobImmutable', ...blobHeaders() });
      res.end();
      return;
    }
    const body = await readBody(req);
    const comp = url.searchParams.get('comp');
    if (comp === 'block') {
      const blockId = url.searchParams.get('blockid');
      if (!blockId) {
        res.writeHead(400, { 'x-ms-error-code': 'InvalidQueryParameterValue', ...blobHeaders() });
        res.end();
        return;
      }
      a.blocks.set(blockId, body);
      res.writeHead(201, { 'content-length': 0, ...blobHeaders() });
      res.end();
      return;
    }
    if (comp === 'blocklist') {
      const ids = [...body.toString('utf8').matchAll(/<(Latest|Committed|Uncommitted)>([^<]*)<\/\1>/g)].map((x) => x[2]);
      const missing = ids.filter((id) => !a.blocks.has(id));
      if (missing.length > 0) {
        res.writeHead(400, { 'x-ms-error-code': 'InvalidBlockList', ...blobHeaders() });
        res.end();
        return;
      }
      a.content = Buffer.concat(ids.map((id) => a.blocks.get(id) as Buffer));
      a.contentType = String(req.headers['x-ms-blob-content-type'] ?? a.contentType ?? 'application/octet-stream');
      a.blocks.clear();
      res.writeHead(201, { etag: `"0x${randomBytes(8).toString('hex')}"`, 'last-modified': new Date().toUTCString(), 'content-length': 0, ...blobHeaders() });
      res.end();
      return;
    }
    if (!comp && req.headers['x-ms-blob-type'] === 'BlockBlob') {
      a.content = body;
      a.contentType = String(req.headers['x-ms-blob-content-type'] ?? req.headers['content-type'] ?? 'application/octet-stream');
      res.writeHead(201, { etag: `"0x${randomBytes(8).toString('hex')}"`, 'last-modified': new Date().toUTCString(), 'content-length': 0, ...blobHeaders() });
      res.end();
      return;
    }
    res.writeHead(400, { 'x-ms-error-code': 'UnsupportedQueryParameter', ...blobHeaders() });
    res.end();
  }

  function handlePublic(req: http.IncomingMessage, res: http.ServerResponse, url: URL): boolean {
    const list = /^\/repos\/([^/]+)\/([^/]+)\/actions\/runs\/(\d+)\/artifacts$/.exec(url.pathname);
    const zip = /^\/repos\/([^/]+)\/([^/]+)\/actions\/artifacts\/(\d+)\/zip$/.exec(url.pathname);
    if (!list && !zip) return false;
    if (options.publicToken !== undefined) {
      const auth = req.headers.authorization ?? '';
      if (auth !== `token ${options.publicToken}` && auth !== `Bearer ${options.publicToken}`) {
        sendJson(res, 401, { message: 'Bad credentials' });
        return true;
      }
    }
    if (list) {
      const run = runs.find((r) => r.owner === list[1] && r.repo === list[2] && r.runId === Number(list[3]));
      if (!run) {
        sendJson(res, 404, { message: 'Not Found' });
        return true;
      }
      const perPage = Number(url.searchParams.get('per_page') ?? 30);
      const page = Number(url.searchParams.get('page') ?? 1);
      const all = finalized(run.workflowRunBackendId);
      sendJson(res, 200, {
        total_count: all.length,
        artifacts: all.slice((page - 1) * perPage, page * perPage).map((a) => ({
          id: a.id,
          node_id: `A_${a.id}`,
          name: a.name,
          size_in_bytes: a.size,
          url: `${origin}/repos/${run.owner}/${run.repo}/actions/artifacts/${a.id}`,
          archive_download_url: `${origin}/repos/${run.owner}/${run.repo}/actions/artifacts/${a.id}/zip`,
          expired: false,
          created_at: a.createdAt.toISOString(),
          updated_at: a.createdAt.toISOString(),
          expires_at: a.expiresAt ?? null,
          digest: a.hash ?? null,
          workflow_run: { id: run.runId },
        })),
      });
      return true;
    }
    const m = zip as RegExpExecArray;
    const a = artifacts.find((x) => x.finalized && x.id === Number(m[3]));
    const run = a && runs.find((r) => r.owner === m[1] && r.repo === m[2] && r.workflowRunBackendId === a.workflowRunBackendId);
    if (!a || !run) {
      sendJson(res, 404, { message: 'Not Found' });
      return true;
    }
    res.writeHead(302, { location: signedUrl(a), 'content-length': 0 });
    res.end();
    return true;
  }

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', origin);
    requests.push({ method: req.method ?? '', path: url.pathname, query: url.search });
    void (async () => {
      try {
        if (url.pathname.startsWith(TWIRP_PREFIX)) {
          if (req.method !== 'POST') throw new TwirpError(405, 'bad_route', 'twirp methods are POST');
          const auth = idsFromToken(req.headers.authorization);
          if (!auth) throw new TwirpError(401, 'unauthenticated', 'missing or invalid runtime token');
          const raw = await readBody(req);
          let body: Record<string, unknown>;
          try {
            body = JSON.parse(raw.toString('utf8')) as Record<string, unknown>;
          } catch {
            throw new TwirpError(400, 'malformed', 'request body is not JSON');
          }
          sendJson(res, 200, twirp(url.pathname.slice(TWIRP_PREFIX.length), body, auth));
          return;
        }
        if (url.pathname.startsWith('/blob/')) {
          await handleBlob(req, res, url);
          return;
        }
        if (handlePublic(req, res, url)) return;
        sendJson(res, 404, { message: 'Not Found' });
      } catch (err) {
        if (err instanceof TwirpError) sendJson(res, err.status, { code: err.code, msg: err.message });
        else sendJson(res, 500, { code: 'internal', msg: (err as Error).message });
      }
    })();
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: origin,
    artifacts,
    requests,
    linkRun: (run) => {
      runs.push(run);
    },
    archive(name) {
      const found = artifacts.filter((a) => a.finalized && a.name === name).at(-1);
      if (!found?.content) throw new Error(`artifact server: no finalized artifact named ${name}`);
      return found.content;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}

/** Entries of a zip archive (files only), read through its central directory. */
export function readZip(zip: Buffer): Map<string, Buffer> {
  let eocd = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 0xffff); i--) {
    if (zip.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd === -1) throw new Error('readZip: no end-of-central-directory record; not a zip');
  const count = zip.readUInt16LE(eocd + 10);
  let p = zip.readUInt32LE(eocd + 16);
  const out = new Map<string, Buffer>();
  for (let n = 0; n < count; n++) {
    if (zip.readUInt32LE(p) !== 0x02014b50) throw new Error(`readZip: bad central directory entry at ${p}`);
    const method = zip.readUInt16LE(p + 10);
    const compressedSize = zip.readUInt32LE(p + 20);
    const nameLen = zip.readUInt16LE(p + 28);
    const extraLen = zip.readUInt16LE(p + 30);
    const commentLen = zip.readUInt16LE(p + 32);
    const localOffset = zip.readUInt32LE(p + 42);
    const name = zip.subarray(p + 46, p + 46 + nameLen).toString('utf8');
    p += 46 + nameLen + extraLen + commentLen;
    if (name.endsWith('/')) continue;
    if (zip.readUInt32LE(localOffset) !== 0x04034b50) throw new Error(`readZip: bad local header for ${name}`);
    const dataStart = localOffset + 30 + zip.readUInt16LE(localOffset + 26) + zip.readUInt16LE(localOffset + 28);
    const data = zip.subarray(dataStart, dataStart + compressedSize);
    if (method === 0) out.set(name, Buffer.from(data));
    else if (method === 8) out.set(name, inflateRawSync(data));
    else throw new Error(`readZip: ${name} uses unsupported compression method ${method}`);
  }
  return out;
}
