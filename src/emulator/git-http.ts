// Git smart HTTP served by the system's `git http-backend`, run as a CGI
// program per request with the bare repositories under one project root.
import { spawn } from 'node:child_process';
import type { IncomingMessage, ServerResponse } from 'node:http';

export interface GitHttpRequest {
  projectRoot: string;
  /** Path below the project root, e.g. `/owner/name.git/info/refs`. */
  pathInfo: string;
  query: string;
  remoteUser: string;
}

export function serveGitHttp(req: IncomingMessage, res: ServerResponse, g: GitHttpRequest): Promise<number> {
  return new Promise((resolve) => {
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      GIT_PROJECT_ROOT: g.projectRoot,
      GIT_HTTP_EXPORT_ALL: '1',
      GIT_CONFIG_NOSYSTEM: '1',
      HOME: g.projectRoot,
      PATH_INFO: g.pathInfo,
      QUERY_STRING: g.query,
      REQUEST_METHOD: req.method ?? 'GET',
      CONTENT_TYPE: req.headers['content-type'] ?? '',
      REMOTE_USER: g.remoteUser,
      REMOTE_ADDR: req.socket.remoteAddress ?? '127.0.0.1',
      SERVER_PROTOCOL: 'HTTP/1.1',
      GATEWAY_INTERFACE: 'CGI/1.1',
    };
    if (req.headers['content-length']) env.CONTENT_LENGTH = String(req.headers['content-length']);
    if (req.headers['content-encoding']) env.HTTP_CONTENT_ENCODING = String(req.headers['content-encoding']);
    if (req.headers['git-protocol']) env.GIT_PROTOCOL = String(req.headers['git-protocol']);

    const child = spawn('git', ['http-backend'], { env, stdio: ['pipe', 'pipe', 'pipe'] });
    let headerBuf = Buffer.alloc(0);
    let headersDone = false;
    let status = 200;
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => {
      stderr += d.toString('utf8');
    });
    child.stdout.on('data', (chunk: Buffer) => {
      if (headersDone) {
        res.write(chunk);
        return;
      }
      headerBuf = Buffer.concat([headerBuf, chunk]);
      let end = headerBuf.indexOf('\r\n\r\n');
      let sepLen = 4;
      if (end < 0) {
        end = headerBuf.indexOf('\n\n');
        sepLen = 2;
      }
      if (end < 0) return;
      headersDone = true;
      const head = headerBuf.subarray(0, end).toString('utf8');
      for (const line of head.split(/\r?\n/)) {
        const c = line.indexOf(':');
        if (c < 0) continue;
        const name = line.slice(0, c).trim();
        const value = line.slice(c + 1).trim();
        if (name.toLowerCase() === 'status') status = Number.parseInt(value, 10) || 200;
        else res.setHeader(name, value);
      }
      res.statusCode = status;
      const rest = headerBuf.subarray(end + sepLen);
      if (rest.length) res.write(rest);
    });
    child.on('error', (err) => {
      if (!res.headersSent) {
        res.statusCode = 500;
        res.end(`git http-backend failed to start: ${err.message}\n`);
      } else res.end();
      resolve(500);
    });
    child.on('close', (code) => {
      if (!headersDone) {
        res.statusCode = 500;
        res.end(`git http-backend exited ${code}: ${stderr}\n`);
        resolve(500);
        return;
      }
      res.end();
      resolve(status);
    });
    child.stdin.on('error', () => undefined);
    req.pipe(child.stdin);
  });
}
