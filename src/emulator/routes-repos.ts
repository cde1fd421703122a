// Accounts, repositories, topics, the contents API, branches and rate limits.
import { BareRepo, type GitIdentity } from './git-repo.js';
import { ApiError, DOCS, notFound, validationFailed } from './http-util.js';
import { repoOf, route, type Route, type RouteContext, type RouteResult } from './route-types.js';
import { nowIso, type Account, type Repo, type Store } from './store.js';

const REPO_NAME = /^[A-Za-z0-9._-]{1,100}$/;
const TOPIC = /^[a-z0-9][a-z0-9-]{0,49}$/;

export function identityOf(store: Store, login: string, date?: string): GitIdentity {
  return { name: login, email: `${login}@users.noreply.${new URL(store.serverUrl).hostname}`, date };
}

async function createRepo(ctx: RouteContext, owner: Account): Promise<RouteResult> {
  const { store, body } = ctx;
  const name = typeof body.name === 'string' ? body.name : '';
  if (!name) throw validationFailed([{ resource: 'Repository', code: 'missing_field', field: 'name' }], 'Repository creation failed.');
  if (!REPO_NAME.test(name) || name === '.' || name === '..') {
    throw validationFailed([{ resource: 'Repository', code: 'custom', field: 'name', message: 'name is invalid' }], 'Repository creation failed.');
  }
  if (store.repo(owner.login, name)) {
    throw validationFailed(
      [{ resource: 'Repository', code: 'custom', field: 'name', message: 'name already exists on this account' }],
      'Repository creation failed.',
    );
  }
  const now = nowIso();
  const repo: Repo = {
    id: store.id(),
    owner,
    name,
    description: typeof body.description === 'string' ? body.description : null,
    private: body.private === true || body.visibility === 'private',
    topics: [],
    created_at: now,
    updated_at: now,
    pushed_at: null,
    default_branch: 'main',
    issues: new Map(),
    labels: new Map(),
    milestones: new Map(),
    nextNumber: 1,
    nextMilestone: 1,
    git: new BareRepo(store.gitDir(owner.login, name)),
  };
  // Registered before the first await so a concurrent duplicate sees it.
  store.repos.set(store.repoKey(owner.login, name), repo);
  try {
    await repo.git.init(repo.default_branch);
    if (body.auto_init === true) {
      const readme = `# ${name}\n${repo.description ? `\n${repo.description}\n` : ''}`;
      const tree = await repo.git.buildTree([{ path: 'README.md', mode: '100644', type: 'blob', content: readme }]);
      const id = identityOf(store, ctx.login, now);
      const sha = await repo.git.commitTree(tree, [], 'Initial commit', id, id);
      await repo.git.updateRef(`refs/heads/${repo.default_branch}`, sha);
      repo.pushed_at = now;
    }
  } catch (e) {
    store.repos.delete(store.repoKey(owner.login, name));
    throw e;
  }
  return { status: 201, body: store.repoJson(repo) };
}

function listReposOf(ctx: RouteContext, filter: (r: Repo) => boolean): RouteResult {
  const repos = [...ctx.store.repos.values()].filter(filter);
  const sort = ctx.url.searchParams.get('sort') ?? 'created';
  const dir = ctx.url.searchParams.get('direction') ?? (sort === 'full_name' ? 'asc' : 'desc');
  repos.sort((a, b) => {
    const ka = sort === 'full_name' ? `${a.owner.login}/${a.name}` : sort === 'updated' ? a.updated_at : a.created_at;
    const kb = sort === 'full_name' ? `${b.owner.login}/${b.name}` : sort === 'updated' ? b.updated_at : b.created_at;
    const c = ka < kb ? -1 : ka > kb ? 1 : a.id - b.id;
    return dir === 'asc' ? c : -c;
  });
  return { status: 200, body: repos.map((r) => ctx.store.repoJson(r)), paginate: true };
}

function accountOr404(ctx: RouteContext, login: string, type?: Account['type']): Account {
  const a = ctx.store.account(decodeURIComponent(login));
  if (!a || (type && a.type !== type)) throw notFound();
  return a;
}

function fileJson(store: Store, repo: Repo, path: string, sha: string, size: number, ref: string): Record<string, unknown> {
  const full = `${repo.owner.login}/${repo.name}`;
  return {
    type: 'file',
    name: path.split('/').pop(),
    path,
    sha,
    size,
    url: `${store.apiUrl}/repos/${full}/contents/${path}?ref=${ref}`,
    html_url: `${store.serverUrl}/${full}/blob/${ref}/${path}`,
    git_url: `${store.apiUrl}/repos/${full}/git/blobs/${sha}`,
    download_url: `${store.serverUrl}/${full}/raw/${ref}/${path}`,
  };
}

export async function commitJson(store: Store, repo: Repo, sha: string): Promise<Record<string, unknown>> {
  const c = await repo.git.readCommit(sha);
  const full = `${repo.owner.login}/${repo.name}`;
  return {
    sha: c.sha,
    node_id: Buffer.from(`0:C_${c.sha}`).toString('base64'),
    url: `${store.apiUrl}/repos/${full}/git/commits/${c.sha}`,
    html_url: `${store.serverUrl}/${full}/commit/${c.sha}`,
    author: c.author,
    committer: c.committer,
    message: c.message.replace(/\n$/, ''),
    tree: { sha: c.tree, url: `${store.apiUrl}/repos/${full}/git/trees/${c.tree}` },
    parents: c.parents.map((p) => ({ sha: p, url: `${store.apiUrl}/repos/${full}/git/commits/${p}`, html_url: `${store.serverUrl}/${full}/commit/${p}` })),
    verification: { verified: false, reason: 'unsigned', signature: null, payload: null },
  };
}

/**
 * PUT contents/:path. Unlike the Git Data API this works on an empty repository:
 * it is how a client makes the first commit of a repo created without auto_init.
 */
async function putContents(ctx: RouteContext): Promise<RouteResult> {
  const { store, body } = ctx;
  const repo = repoOf(ctx);
  const path = decodeURIComponent(ctx.params[2]).replace(/^\/+/, '');
  if (typeof body.message !== 'string') throw validationFailed([{ resource: 'Contents', field: 'message', code: 'missing_field' }], 'Invalid request.\n\n"message" wasn\'t supplied.');
  if (typeof body.content !== 'string') throw validationFailed([{ resource: 'Contents', field: 'content', code: 'missing_field' }], 'Invalid request.\n\n"content" wasn\'t supplied.');
  const branch = typeof body.branch === 'string' ? body.branch : repo.default_branch;
  const parent = await repo.git.resolveRef(`refs/heads/${branch}`);
  const empty = await repo.git.isEmpty();
  if (!parent && !empty) throw new ApiError(404, `Branch ${branch} not found`, { documentation_url: DOCS, status: '404' });
  let existing: string | null = null;
  if (parent) {
    const hit = (await repo.git.lsTree(parent, true)).find((e) => e.path === path);
    existing = hit?.sha ?? null;
  }
  if (existing && body.sha !== existing) {
    throw validationFailed([], body.sha ? `${path} does not match ${body.sha}` : 'Invalid request.\n\n"sha" wasn\'t supplied.');
  }
  const blob = await repo.git.writeBlob(Buffer.from(body.content, 'base64'));
  const baseTree = parent ? (await repo.git.readCommit(parent)).tree : undefined;
  const tree = await repo.git.buildTree([{ path, mode: '100644', type: 'blob', sha: blob }], baseTree);
  const now = nowIso();
  const who = identityOf(store, ctx.login, now);
  const committer = body.committer?.name ? { name: body.committer.name, email: body.committer.email ?? who.email, date: now } : who;
  const author = body.author?.name ? { name: body.author.name, email: body.author.email ?? who.email, date: now } : committer;
  const sha = await repo.git.commitTree(tree, parent ? [parent] : [], body.message, author, committer);
  await repo.git.updateRef(`refs/heads/${branch}`, sha, parent ?? undefined);
  repo.pushed_at = now;
  repo.updated_at = now;
  const size = Buffer.from(body.content, 'base64').length;
  return {
    status: existing ? 200 : 201,
    body: { content: fileJson(store, repo, path, blob, size, branch), commit: await commitJson(store, repo, sha) },
  };
}

async function getContents(ctx: RouteContext): Promise<RouteResult> {
  const { store } = ctx;
  const repo = repoOf(ctx);
  const path = decodeURIComponent(ctx.params[2] ?? '').replace(/^\/+|\/+$/g, '');
  const ref = ctx.url.searchParams.get('ref') ?? repo.default_branch;
  const sha = (await repo.git.resolveRef(ref)) ?? (await repo.git.resolveRef(`refs/heads/${ref}`));
  if (!sha) {
    if (await repo.git.isEmpty()) throw new ApiError(404, 'This repository is empty.', { documentation_url: DOCS, status: '404' });
    throw notFound();
  }
  const entries = await repo.git.lsTree(sha, true);
  const file = entries.find((e) => e.path === path);
  if (file) {
    const content = await repo.git.readBlob(file.sha);
    return { status: 200, body: { ...fileJson(store, repo, path, file.sha, content.length, ref), encoding: 'base64', content: content.toString('base64') } };
  }
  const prefix = path ? `${path}/` : '';
  const children = new Map<string, Record<string, unknown>>();
  for (const e of entries) {
    if (!e.path.startsWith(prefix)) continue;
    const rest = e.path.slice(prefix.length);
    const name = rest.split('/')[0];
    if (children.has(name)) continue;
    const childPath = prefix + name;
    if (rest.includes('/')) children.set(name, { type: 'dir', name, path: childPath, sha: null });
    else children.set(name, fileJson(store, repo, childPath, e.sha, e.size ?? 0, ref));
  }
  if (children.size === 0) throw notFound();
  return { status: 200, body: [...children.values()] };
}

async function branchJson(store: Store, repo: Repo, name: string, sha: string): Promise<Record<string, unknown>> {
  return { name, commit: await commitJson(store, repo, sha), protected: false };
}

export function repoRoutes(): Route[] {
  return [
    route('GET', '/user', (ctx) => ({ status: 200, body: ctx.store.userJson(ctx.login) })),
    route('GET', '/users/:u', (ctx) => ({ status: 200, body: ctx.store.userJson(accountOr404(ctx, ctx.params[0]).login) })),
    route('GET', '/orgs/:org', (ctx) => {
      const org = accountOr404(ctx, ctx.params[0], 'Organization');
      return { status: 200, body: { ...ctx.store.userJson(org.login), repos_url: `${ctx.store.apiUrl}/orgs/${org.login}/repos` } };
    }),
    route('GET', '/rate_limit', () => {
      const reset = Math.floor(Date.now() / 1000) + 3600;
      const core = { limit: 5000, used: 0, remaining: 5000, reset };
      return { status: 200, body: { resources: { core, search: { ...core, limit: 30, remaining: 30 }, graphql: core }, rate: core } };
    }),
    route('POST', '/orgs/:org/repos', (ctx) => createRepo(ctx, accountOr404(ctx, ctx.params[0], 'Organization'))),
    route('POST', '/user/repos', (ctx) => createRepo(ctx, accountOr404(ctx, ctx.login))),
    route('GET', '/orgs/:org/repos', (ctx) => {
      const org = accountOr404(ctx, ctx.params[0], 'Organization');
      return listReposOf(ctx, (r) => r.owner === org);
    }),
    route('GET', '/users/:u/repos', (ctx) => {
      const u = accountOr404(ctx, ctx.params[0]);
      return listReposOf(ctx, (r) => r.owner === u);
    }),
    route('GET', '/user/repos', (ctx) => listReposOf(ctx, () => true)),
    route('GET', '/repos/:o/:r', (ctx) => ({ status: 200, body: ctx.store.repoJson(repoOf(ctx)) })),
    route('PATCH', '/repos/:o/:r', async (ctx) => {
      const repo = repoOf(ctx);
      const b = ctx.body;
      if (typeof b.default_branch === 'string' && b.default_branch !== repo.default_branch) {
        if (!(await repo.git.resolveRef(`refs/heads/${b.default_branch}`))) {
          throw validationFailed([{ resource: 'Repository', field: 'default_branch', code: 'invalid', message: `The branch ${b.default_branch} was not found. Please push that ref first or create it via the Git Data API.` }]);
        }
        // Clones check out the bare repo's HEAD.
        await repo.git.run(['symbolic-ref', 'HEAD', `refs/heads/${b.default_branch}`]);
        repo.default_branch = b.default_branch;
      }
      if (typeof b.description === 'string' || b.description === null) repo.description = b.description;
      if (typeof b.private === 'boolean') repo.private = b.private;
      repo.updated_at = nowIso();
      return { status: 200, body: ctx.store.repoJson(repo) };
    }),
    route('DELETE', '/repos/:o/:r', async (ctx) => {
      const repo = repoOf(ctx);
      ctx.store.repos.delete(ctx.store.repoKey(repo.owner.login, repo.name));
      await repo.git.remove();
      return { status: 204 };
    }),
    route('GET', '/repos/:o/:r/topics', (ctx) => ({ status: 200, body: { names: repoOf(ctx).topics } })),
    route('PUT', '/repos/:o/:r/topics', (ctx) => {
      const repo = repoOf(ctx);
      const names = ctx.body.names;
      if (!Array.isArray(names)) throw validationFailed([{ resource: 'Repository', field: 'names', code: 'missing_field' }], 'Invalid request.\n\n"names" wasn\'t supplied.');
      const bad = names.filter((n) => typeof n !== 'string' || !TOPIC.test(n));
      if (bad.length) {
        throw validationFailed(
          bad.map((n) => ({ resource: 'Repository', field: 'topics', code: 'invalid', message: `${String(n)} is not a valid topic` })),
        );
      }
      repo.topics = [...new Set(names as string[])];
      repo.updated_at = nowIso();
      return { status: 200, body: { names: repo.topics } };
    }),
    route('PUT', '/repos/:o/:r/contents/*', putContents),
    route('GET', '/repos/:o/:r/contents', getContents),
    route('GET', '/repos/:o/:r/contents/*', getContents),
    route('GET', '/repos/:o/:r/branches', async (ctx) => {
      const repo = repoOf(ctx);
      const refs = (await repo.git.refs()).filter((r) => r.ref.startsWith('refs/heads/'));
      const out = refs.map((r) => ({ name: r.ref.slice(11), commit: { sha: r.sha, url: `${ctx.store.apiUrl}/repos/${repo.owner.login}/${repo.name}/commits/${r.sha}` }, protected: false }));
      return { status: 200, body: out, paginate: true };
    }),
    route('GET', '/repos/:o/:r/branches/*', async (ctx) => {
      const repo = repoOf(ctx);
      const name = decodeURIComponent(ctx.params[2]);
      const sha = await repo.git.resolveRef(`refs/heads/${name}`);
      if (!sha) throw new ApiError(404, 'Branch not found', { documentation_url: DOCS, status: '404' });
      return { status: 200, body: await branchJson(ctx.store, repo, name, sha) };
    }),
    route('GET', '/repos/:o/:r/commits/:sha', async (ctx) => {
      const repo = repoOf(ctx);
      const ref = decodeURIComponent(ctx.params[2]);
      const sha = (await repo.git.resolveRef(ref)) ?? (await repo.git.resolveRef(`refs/heads/${ref}`));
      if (!sha) throw new ApiError(422, `No commit found for SHA: ${ref}`, { documentation_url: DOCS, status: '422' });
      const c = await commitJson(ctx.store, repo, sha);
      return { status: 200, body: { sha, node_id: c.node_id, url: c.url, html_url: c.html_url, commit: c, parents: c.parents, author: null, committer: null } };
    }),
  ];
}
