// The Git Data API (blobs, trees, commits, refs), writing real objects into
// the bare repository.
//
// Real GitHub answers every Git Data endpoint of a repository that has no
// commit yet with `409 {"message": "Git Repository is empty."}`: blobs, trees
// and commits cannot be created until the repository has a first commit. A
// client gets past it either by creating the repository with `auto_init: true`
// (GitHub writes a README commit) or by making the first commit through the
// contents API (`PUT /repos/:o/:r/contents/:path`), which does accept an empty
// repository. After that the Git Data API works, and a root commit (no
// parents) can still be created and force-written to the branch.
import type { TreeEntryInput } from './git-repo.js';
import { ApiError, DOCS, notFound, validationFailed } from './http-util.js';
import { identityOf, commitJson } from './routes-repos.js';
import { repoOf, route, type Route, type RouteContext } from './route-types.js';
import { nowIso, type Repo } from './store.js';

const SHA = /^[0-9a-f]{40}$/;

async function nonEmptyRepo(ctx: RouteContext): Promise<Repo> {
  const repo = repoOf(ctx);
  if (await repo.git.isEmpty()) throw new ApiError(409, 'Git Repository is empty.', { documentation_url: DOCS, status: '409' });
  return repo;
}

function refJson(ctx: RouteContext, repo: Repo, ref: string, sha: string): Record<string, unknown> {
  const api = `${ctx.store.apiUrl}/repos/${repo.owner.login}/${repo.name}`;
  return {
    ref,
    node_id: Buffer.from(`0:REF_${repo.id}:${ref}`).toString('base64'),
    url: `${api}/git/${ref}`,
    object: { sha, type: 'commit', url: `${api}/git/commits/${sha}` },
  };
}

async function treeJson(ctx: RouteContext, repo: Repo, sha: string, recursive: boolean): Promise<Record<string, unknown>> {
  const api = `${ctx.store.apiUrl}/repos/${repo.owner.login}/${repo.name}`;
  const entries = await repo.git.lsTree(sha, recursive);
  if (recursive) {
    // ls-tree -r lists blobs only; add the directories GitHub also reports.
    const dirs = new Set<string>();
    for (const e of entries) {
      const parts = e.path.split('/');
      for (let i = 1; i < parts.length; i++) dirs.add(parts.slice(0, i).join('/'));
    }
    for (const d of dirs) {
      const sub = await repo.git.text(['rev-parse', `${sha}:${d}`]);
      entries.push({ mode: '040000', type: 'tree', sha: sub.trim(), path: d });
    }
    entries.sort((a, b) => (a.path < b.path ? -1 : 1));
  }
  return {
    sha,
    url: `${api}/git/trees/${sha}`,
    tree: entries.map((e) => ({
      path: e.path,
      mode: e.mode,
      type: e.type,
      sha: e.sha,
      ...(e.type === 'blob' ? { size: e.size ?? 0 } : {}),
      url: `${api}/git/${e.type === 'tree' ? 'trees' : 'blobs'}/${e.sha}`,
    })),
    truncated: false,
  };
}

async function listRefs(ctx: RouteContext, prefix: string, exactOnly = false): Promise<{ status: number; body: unknown; paginate?: boolean }> {
  const repo = await nonEmptyRepo(ctx);
  const refs = await repo.git.refs();
  const hits = refs.filter((r) => (exactOnly ? r.ref === prefix : r.ref.startsWith(prefix)));
  return { status: 200, body: hits.map((r) => refJson(ctx, repo, r.ref, r.sha)), paginate: true };
}

export function gitRoutes(): Route[] {
  return [
    route('POST', '/repos/:o/:r/git/blobs', async (ctx) => {
      const repo = await nonEmptyRepo(ctx);
      const { content, encoding = 'utf-8' } = ctx.body;
      if (typeof content !== 'string') throw validationFailed([{ resource: 'Blob', field: 'content', code: 'missing_field' }], 'Invalid request.\n\n"content" wasn\'t supplied.');
      if (encoding !== 'utf-8' && encoding !== 'utf8' && encoding !== 'base64') {
        throw validationFailed([{ resource: 'Blob', field: 'encoding', code: 'invalid' }], `encoding must be utf-8 or base64`);
      }
      const data = encoding === 'base64' ? Buffer.from(content, 'base64') : Buffer.from(content, 'utf8');
      const sha = await repo.git.writeBlob(data);
      return { status: 201, body: { sha, url: `${ctx.store.apiUrl}/repos/${repo.owner.login}/${repo.name}/git/blobs/${sha}` } };
    }),
    route('GET', '/repos/:o/:r/git/blobs/:sha', async (ctx) => {
      const repo = await nonEmptyRepo(ctx);
      const sha = ctx.params[2];
      if ((await repo.git.objectType(sha)) !== 'blob') throw notFound();
      const data = await repo.git.readBlob(sha);
      return { status: 200, body: { sha, node_id: '', size: data.length, url: `${ctx.store.apiUrl}/repos/${repo.owner.login}/${repo.name}/git/blobs/${sha}`, content: data.toString('base64'), encoding: 'base64' } };
    }),
    route('POST', '/repos/:o/:r/git/trees', async (ctx) => {
      const repo = await nonEmptyRepo(ctx);
      const { tree, base_tree: baseTree } = ctx.body;
      if (!Array.isArray(tree)) throw validationFailed([{ resource: 'Tree', field: 'tree', code: 'missing_field' }], 'Invalid tree info');
      const entries: TreeEntryInput[] = [];
      for (const [i, e] of tree.entries()) {
        const ok = e && typeof e.path === 'string' && typeof e.mode === 'string' && ['100644', '100755', '040000', '160000', '120000'].includes(e.mode);
        const hasSha = typeof e?.sha === 'string' || e?.sha === null;
        const hasContent = typeof e?.content === 'string';
        if (!ok || hasSha === hasContent) {
          throw validationFailed([{ resource: 'Tree', field: `tree[${i}]`, code: 'invalid' }], `tree.${i} must have a path, a valid mode, and exactly one of sha or content`);
        }
        if (typeof e.sha === 'string' && (!SHA.test(e.sha) || !(await repo.git.objectType(e.sha)))) {
          throw validationFailed([{ resource: 'Tree', field: `tree[${i}].sha`, code: 'invalid' }], `tree.sha ${e.sha} is not a valid blob`);
        }
        const type = e.type ?? (e.mode === '040000' ? 'tree' : e.mode === '160000' ? 'commit' : 'blob');
        entries.push({ path: e.path, mode: e.mode, type, sha: e.sha, content: e.content });
      }
      if (baseTree !== undefined && (typeof baseTree !== 'string' || (await repo.git.objectType(baseTree)) !== 'tree')) {
        throw validationFailed([{ resource: 'Tree', field: 'base_tree', code: 'invalid' }], 'base_tree is not a valid tree oid');
      }
      const sha = await repo.git.buildTree(entries, baseTree);
      return { status: 201, body: await treeJson(ctx, repo, sha, false) };
    }),
    route('GET', '/repos/:o/:r/git/trees/:sha', async (ctx) => {
      const repo = await nonEmptyRepo(ctx);
      let sha = ctx.params[2];
      const t = await repo.git.objectType(sha);
      if (t === 'commit') sha = (await repo.git.readCommit(sha)).tree;
      else if (t !== 'tree') {
        const resolved = await repo.git.resolveRef(`refs/heads/${decodeURIComponent(sha)}`);
        if (!resolved) throw notFound();
        sha = (await repo.git.readCommit(resolved)).tree;
      }
      const recursive = !!ctx.url.searchParams.get('recursive');
      return { status: 200, body: await treeJson(ctx, repo, sha, recursive) };
    }),
    route('POST', '/repos/:o/:r/git/commits', async (ctx) => {
      const repo = await nonEmptyRepo(ctx);
      const { message, tree, parents = [], author, committer } = ctx.body;
      if (typeof message !== 'string') throw validationFailed([{ resource: 'Commit', field: 'message', code: 'missing_field' }], 'Invalid request.\n\n"message" wasn\'t supplied.');
      if (typeof tree !== 'string' || (await repo.git.objectType(tree)) !== 'tree') {
        throw validationFailed([{ resource: 'Commit', field: 'tree', code: 'invalid' }], 'Tree SHA does not exist');
      }
      if (!Array.isArray(parents)) throw validationFailed([{ resource: 'Commit', field: 'parents', code: 'invalid' }], 'Invalid request.\n\n"parents" must be an array.');
      for (const p of parents) {
        if (typeof p !== 'string' || (await repo.git.objectType(p)) !== 'commit') {
          throw validationFailed([{ resource: 'Commit', field: 'parents', code: 'invalid' }], 'Parent SHA does not exist or is not a commit object');
        }
      }
      const now = nowIso();
      const who = identityOf(ctx.store, ctx.login, now);
      const a = author?.name ? { name: author.name, email: author.email ?? who.email, date: author.date ?? now } : who;
      const c = committer?.name ? { name: committer.name, email: committer.email ?? who.email, date: committer.date ?? now } : a;
      const sha = await repo.git.commitTree(tree, parents, message, a, c);
      return { status: 201, body: await commitJson(ctx.store, repo, sha) };
    }),
    route('GET', '/repos/:o/:r/git/commits/:sha', async (ctx) => {
      const repo = await nonEmptyRepo(ctx);
      if ((await repo.git.objectType(ctx.params[2])) !== 'commit') throw notFound();
      return { status: 200, body: await commitJson(ctx.store, repo, ctx.params[2]) };
    }),
    route('GET', '/repos/:o/:r/git/ref/*', async (ctx) => {
      const repo = await nonEmptyRepo(ctx);
      const ref = `refs/${decodeURIComponent(ctx.params[2])}`;
      const hit = (await repo.git.refs()).find((r) => r.ref === ref);
      if (!hit) throw notFound();
      return { status: 200, body: refJson(ctx, repo, hit.ref, hit.sha) };
    }),
    route('GET', '/repos/:o/:r/git/matching-refs/*', (ctx) => listRefs(ctx, `refs/${decodeURIComponent(ctx.params[2])}`)),
    route('GET', '/repos/:o/:r/git/refs', (ctx) => listRefs(ctx, 'refs/')),
    route('GET', '/repos/:o/:r/git/refs/*', async (ctx) => {
      const prefix = `refs/${decodeURIComponent(ctx.params[2])}`;
      const r = await listRefs(ctx, prefix);
      const list = r.body as Array<{ ref: string }>;
      const exact = list.find((x) => x.ref === prefix);
      if (exact) return { status: 200, body: exact };
      if (list.length === 0) throw notFound();
      return r;
    }),
    route('POST', '/repos/:o/:r/git/refs', async (ctx) => {
      const repo = await nonEmptyRepo(ctx);
      const { ref, sha } = ctx.body;
      if (typeof ref !== 'string' || !ref.startsWith('refs/') || ref.split('/').length < 3) {
        throw validationFailed([{ resource: 'Reference', field: 'ref', code: 'invalid' }], 'Reference name must start with \'refs/\' and have at least two slashes.');
      }
      if (typeof sha !== 'string' || (await repo.git.objectType(sha)) !== 'commit') throw validationFailed([{ resource: 'Reference', field: 'sha', code: 'invalid' }], 'Object does not exist');
      if ((await repo.git.refs()).some((r) => r.ref === ref)) throw validationFailed([{ resource: 'Reference', field: 'ref', code: 'already_exists' }], 'Reference already exists');
      await repo.git.updateRef(ref, sha, '0'.repeat(40));
      repo.pushed_at = repo.updated_at = nowIso();
      return { status: 201, body: refJson(ctx, repo, ref, sha) };
    }),
    route('PATCH', '/repos/:o/:r/git/refs/*', async (ctx) => {
      const repo = await nonEmptyRepo(ctx);
      const ref = `refs/${decodeURIComponent(ctx.params[2])}`;
      const { sha, force } = ctx.body;
      const current = (await repo.git.refs()).find((r) => r.ref === ref);
      if (!current) throw validationFailed([{ resource: 'Reference', field: 'ref', code: 'invalid' }], 'Reference does not exist');
      if (typeof sha !== 'string' || (await repo.git.objectType(sha)) !== 'commit') throw validationFailed([{ resource: 'Reference', field: 'sha', code: 'invalid' }], 'Object does not exist');
      if (force !== true && !(await repo.git.isAncestor(current.sha, sha))) {
        throw validationFailed([{ resource: 'Reference', field: 'sha', code: 'custom' }], 'Update is not a fast forward');
      }
      await repo.git.updateRef(ref, sha, current.sha);
      repo.pushed_at = repo.updated_at = nowIso();
      return { status: 200, body: refJson(ctx, repo, ref, sha) };
    }),
    route('DELETE', '/repos/:o/:r/git/refs/*', async (ctx) => {
      const repo = await nonEmptyRepo(ctx);
      const ref = `refs/${decodeURIComponent(ctx.params[2])}`;
      if (!(await repo.git.refs()).some((r) => r.ref === ref)) throw validationFailed([], 'Reference does not exist');
      await repo.git.deleteRef(ref);
      return { status: 204 };
    }),
  ];
}
