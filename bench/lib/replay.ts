// The floor for harness overhead: the same HTTP requests the harness made
// (taken from the emulator's request log), issued again with plain fetch, one
// after the other, with the bodies those endpoints need (repo names replaced
// by fresh ones, tree and commit shas taken from the previous answers, git
// fetches as protocol v2 pkt-lines). Each answer's status must equal the
// logged one, so the floor does the same server-side work.
import type { RequestLogEntry } from '../../src/emulator/github-emulator.js';

export interface ReplayTarget {
  serverUrl: string;
  token: string;
}

export interface ReplayResult {
  requests: number;
  wallMs: number;
  mismatches: string[];
}

function pkt(s: string): string {
  return (s.length + 4).toString(16).padStart(4, '0') + s;
}

interface RepoState {
  tree?: string;
  commit?: string;
  head?: string;
  upload: number;
}

export async function replayRequests(log: RequestLogEntry[], t: ReplayTarget, files: Record<string, string>): Promise<ReplayResult> {
  const nameMap = new Map<string, string>();
  const state = new Map<string, RepoState>();
  let pendingName: string | null = null;
  let created = 0;
  const mismatches: string[] = [];
  const auth = { authorization: `token ${t.token}` };
  const gitAuth = { authorization: `Basic ${Buffer.from(`x-access-token:${t.token}`).toString('base64')}` };

  const mapRepo = (owner: string, name: string): string => {
    let m = nameMap.get(`${owner}/${name}`);
    if (!m) {
      m = pendingName ?? `replay-${process.pid}-${created}`;
      pendingName = null;
      nameMap.set(`${owner}/${name}`, m);
      state.set(m, { upload: 0 });
    }
    return m;
  };

  const t0 = performance.now();
  for (const e of log) {
    let path = e.path;
    let body: string | Buffer | undefined;
    const headers: Record<string, string> = {};
    const git = /^\/([^/]+)\/([^/]+?)\.git\/(info\/refs|git-upload-pack|git-receive-pack)$/.exec(path);
    const api = /^\/api\/v3\/repos\/([^/]+)\/([^/]+)(\/.*)?$/.exec(path);
    let repoKey: string | undefined;
    if (git) {
      repoKey = mapRepo(git[1], git[2]);
      Object.assign(headers, gitAuth, { 'git-protocol': 'version=2' });
      path = `/${git[1]}/${repoKey}.git/${git[3]}`;
      const st = state.get(repoKey)!;
      if (git[3] === 'info/refs') path += '?service=git-upload-pack';
      else if (git[3] === 'git-upload-pack') {
        headers['content-type'] = 'application/x-git-upload-pack-request';
        body = st.upload++ === 0 ? `${pkt('command=ls-refs\n')}0000` : `${pkt('command=fetch\n')}0001${pkt(`want ${st.head}\n`)}${pkt('done\n')}0000`;
      }
    } else if (api) {
      repoKey = mapRepo(api[1], api[2]);
      const rest = api[3] ?? '';
      path = `/api/v3/repos/${api[1]}/${repoKey}${rest}`;
      Object.assign(headers, auth, { accept: 'application/vnd.github+json', 'content-type': 'application/json' });
      const st = state.get(repoKey)!;
      if (e.method === 'PUT' && rest === '/topics') body = JSON.stringify({ names: ['fullsend-functional'] });
      else if (e.method === 'POST' && rest === '/git/trees') {
        body = JSON.stringify({ tree: Object.entries(files).map(([p, content]) => ({ path: p, mode: '100644', type: 'blob', content })) });
      } else if (e.method === 'POST' && rest === '/git/commits') body = JSON.stringify({ message: 'Fixture content', tree: st.tree, parents: [] });
      else if (e.method === 'PATCH' && rest.startsWith('/git/refs/')) body = JSON.stringify({ sha: st.commit, force: true });
      else if (e.method === 'POST' && rest === '/issues') body = JSON.stringify({ title: 'Benchmark issue', body: 'Replayed body\n\n<!-- marker -->', labels: ['bench-label'] });
      else if (e.method === 'GET' && (rest === '/issues' || rest === '/issues/comments')) path += rest === '/issues' ? '?state=all&per_page=100' : '?per_page=100';
    } else {
      Object.assign(headers, auth, { accept: 'application/vnd.github+json', 'content-type': 'application/json' });
      if (e.method === 'POST' && /^\/api\/v3\/(orgs\/[^/]+|user)\/repos$/.test(path)) {
        pendingName = `replay-${process.pid}-${Date.now().toString(36)}-${created++}`;
        body = JSON.stringify({ name: pendingName, description: `fullsend-functional fixture run=replay created=${new Date().toISOString()}`, private: true, auto_init: true });
      }
    }
    const res = await fetch(t.serverUrl + path, { method: e.method, headers, body });
    const buf = Buffer.from(await res.arrayBuffer());
    if (res.status !== e.status) mismatches.push(`${e.method} ${e.path}: logged ${e.status}, replay ${res.status}`);
    if (repoKey && res.ok) {
      const st = state.get(repoKey)!;
      const rest = api?.[3] ?? '';
      if (api && e.method === 'POST' && rest === '/git/trees') st.tree = JSON.parse(buf.toString()).sha;
      if (api && e.method === 'POST' && rest === '/git/commits') st.commit = JSON.parse(buf.toString()).sha;
      if (git && git[3] === 'git-upload-pack' && st.upload === 1) {
        const m = /([0-9a-f]{40}) (HEAD|refs\/heads\/\S+)/.exec(buf.toString('latin1'));
        st.head = m?.[1];
      }
    }
  }
  return { requests: log.length, wallMs: performance.now() - t0, mismatches };
}
