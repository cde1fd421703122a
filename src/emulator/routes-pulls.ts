// Pull requests: create/get/list/update, changed files, reviews and merge.
// Head and base SHAs are read from the bare repository, so a git push to the
// head branch is visible at once.
import { ApiError, DOCS, notFound, validationFailed } from './http-util.js';
import { identityOf } from './routes-repos.js';
import { applyIssuePatch, issueOf, newIssue, touch } from './routes-issues.js';
import { repoOf, route, type Route, type RouteContext } from './route-types.js';
import { nowIso, type Issue, type Repo, type Store } from './store.js';

const REVIEW_STATES: Record<string, string> = { APPROVE: 'APPROVED', REQUEST_CHANGES: 'CHANGES_REQUESTED', COMMENT: 'COMMENTED' };

function pullOf(ctx: RouteContext, repo: Repo): Issue & { pull: NonNullable<Issue['pull']> } {
  const i = issueOf(ctx, repo);
  if (!i.pull) throw notFound();
  return i as Issue & { pull: NonNullable<Issue['pull']> };
}

/** Refreshes the recorded head SHA from the branch while the PR is open. */
async function headSha(repo: Repo, i: Issue): Promise<string> {
  const p = i.pull!;
  if (i.state === 'open') {
    const live = await repo.git.resolveRef(`refs/heads/${p.head}`);
    if (live) p.headSha = live;
  }
  return p.headSha;
}

function branchName(v: string): string {
  const c = v.indexOf(':');
  return c >= 0 ? v.slice(c + 1) : v;
}

export async function pullJson(store: Store, repo: Repo, i: Issue, detailed: boolean): Promise<Record<string, unknown>> {
  const p = i.pull!;
  const full = `${repo.owner.login}/${repo.name}`;
  const api = `${store.apiUrl}/repos/${full}`;
  const head = await headSha(repo, i);
  const baseSha = (await repo.git.resolveRef(`refs/heads/${p.base}`)) ?? '';
  const issue = store.issueJson(repo, i);
  const out: Record<string, unknown> = {
    url: `${api}/pulls/${i.number}`,
    id: i.id,
    node_id: issue.node_id,
    html_url: `${store.serverUrl}/${full}/pull/${i.number}`,
    diff_url: `${store.serverUrl}/${full}/pull/${i.number}.diff`,
    issue_url: `${api}/issues/${i.number}`,
    number: i.number,
    state: i.state,
    locked: false,
    title: i.title,
    body: i.body,
    user: issue.user,
    labels: issue.labels,
    milestone: issue.milestone,
    assignee: issue.assignee,
    assignees: issue.assignees,
    requested_reviewers: [],
    draft: p.draft,
    created_at: i.created_at,
    updated_at: i.updated_at,
    closed_at: i.closed_at,
    merged_at: p.merged_at,
    merge_commit_sha: p.merge_commit_sha,
    head: { label: `${repo.owner.login}:${p.head}`, ref: p.head, sha: head, user: store.userJson(repo.owner.login), repo: store.repoJson(repo) },
    base: { label: `${repo.owner.login}:${p.base}`, ref: p.base, sha: baseSha, user: store.userJson(repo.owner.login), repo: store.repoJson(repo) },
    author_association: 'OWNER',
  };
  if (detailed) {
    let mergeable: boolean | null = null;
    if (!p.merged && i.state === 'open' && baseSha && head) mergeable = (await repo.git.mergeTree(baseSha, head)) !== null;
    const files = baseSha && head ? await repo.git.diffFiles(baseSha, head) : [];
    let commits = 0;
    if (baseSha && head) commits = Number((await repo.git.text(['rev-list', '--count', `${baseSha}..${head}`])).trim()) || 0;
    Object.assign(out, {
      merged: p.merged,
      mergeable,
      rebaseable: mergeable,
      mergeable_state: p.merged ? 'unknown' : mergeable === false ? 'dirty' : 'clean',
      merged_by: p.merged_by ? store.userJson(p.merged_by) : null,
      comments: i.comments.length,
      review_comments: 0,
      maintainer_can_modify: false,
      commits,
      additions: files.reduce((s, f) => s + f.additions, 0),
      deletions: files.reduce((s, f) => s + f.deletions, 0),
      changed_files: files.length,
    });
  }
  return out;
}

export function pullRoutes(): Route[] {
  return [
    route('POST', '/repos/:o/:r/pulls', async (ctx) => {
      const repo = repoOf(ctx);
      const b = ctx.body;
      if (typeof b.title !== 'string' || !b.title) throw validationFailed([{ resource: 'PullRequest', field: 'title', code: 'missing_field' }]);
      if (typeof b.head !== 'string' || typeof b.base !== 'string') {
        throw validationFailed([{ resource: 'PullRequest', field: typeof b.head !== 'string' ? 'head' : 'base', code: 'missing_field' }]);
      }
      const head = branchName(b.head);
      const base = b.base;
      const headSha = await repo.git.resolveRef(`refs/heads/${head}`);
      const baseSha = await repo.git.resolveRef(`refs/heads/${base}`);
      if (!headSha) throw validationFailed([{ resource: 'PullRequest', field: 'head', code: 'invalid' }]);
      if (!baseSha) throw validationFailed([{ resource: 'PullRequest', field: 'base', code: 'invalid' }]);
      const dup = [...repo.issues.values()].find((i) => i.pull && i.state === 'open' && i.pull.head === head && i.pull.base === base);
      if (dup) throw validationFailed([{ resource: 'PullRequest', code: 'custom', message: `A pull request already exists for ${repo.owner.login}:${head}.` }]);
      if (headSha === baseSha || (await repo.git.isAncestor(headSha, baseSha))) {
        throw validationFailed([{ resource: 'PullRequest', code: 'custom', message: `No commits between ${base} and ${head}` }]);
      }
      const issue = newIssue(ctx, repo, b.title, typeof b.body === 'string' ? b.body : null);
      issue.pull = { head, base, headSha, merged: false, merged_at: null, merge_commit_sha: null, merged_by: null, draft: b.draft === true, reviews: [] };
      return { status: 201, body: await pullJson(ctx.store, repo, issue, true) };
    }),
    route('GET', '/repos/:o/:r/pulls', async (ctx) => {
      const repo = repoOf(ctx);
      const q = ctx.url.searchParams;
      const state = q.get('state') ?? 'open';
      const head = q.get('head');
      const base = q.get('base');
      const list = [...repo.issues.values()]
        .filter((i) => i.pull && (state === 'all' || i.state === state))
        .filter((i) => !head || i.pull!.head === branchName(head))
        .filter((i) => !base || i.pull!.base === base)
        .sort((a, b) => (q.get('direction') === 'asc' ? a.number - b.number : b.number - a.number));
      const out = [];
      for (const i of list) out.push(await pullJson(ctx.store, repo, i, false));
      return { status: 200, body: out, paginate: true };
    }),
    route('GET', '/repos/:o/:r/pulls/:n', async (ctx) => {
      const repo = repoOf(ctx);
      return { status: 200, body: await pullJson(ctx.store, repo, pullOf(ctx, repo), true) };
    }),
    route('PATCH', '/repos/:o/:r/pulls/:n', async (ctx) => {
      const repo = repoOf(ctx);
      const pr = pullOf(ctx, repo);
      const { base, ...rest } = ctx.body;
      if (typeof base === 'string') {
        if (!(await repo.git.resolveRef(`refs/heads/${base}`))) throw validationFailed([{ resource: 'PullRequest', field: 'base', code: 'invalid' }]);
        pr.pull.base = base;
      }
      if (pr.pull.merged && rest.state === 'open') throw validationFailed([{ resource: 'PullRequest', code: 'custom', message: 'state cannot be changed. The pull request has been merged.' }]);
      await headSha(repo, pr);
      applyIssuePatch(ctx, repo, pr, rest);
      return { status: 200, body: await pullJson(ctx.store, repo, pr, true) };
    }),
    route('GET', '/repos/:o/:r/pulls/:n/files', async (ctx) => {
      const repo = repoOf(ctx);
      const pr = pullOf(ctx, repo);
      const head = await headSha(repo, pr);
      const base = (await repo.git.resolveRef(`refs/heads/${pr.pull.base}`)) ?? head;
      const full = `${repo.owner.login}/${repo.name}`;
      const files = (await repo.git.diffFiles(base, head)).map((f) => ({
        sha: null,
        ...f,
        blob_url: `${ctx.store.serverUrl}/${full}/blob/${head}/${f.filename}`,
        raw_url: `${ctx.store.serverUrl}/${full}/raw/${head}/${f.filename}`,
        contents_url: `${ctx.store.apiUrl}/repos/${full}/contents/${f.filename}?ref=${head}`,
      }));
      return { status: 200, body: files, paginate: true };
    }),
    route('GET', '/repos/:o/:r/pulls/:n/commits', async (ctx) => {
      const repo = repoOf(ctx);
      const pr = pullOf(ctx, repo);
      const head = await headSha(repo, pr);
      const base = (await repo.git.resolveRef(`refs/heads/${pr.pull.base}`)) ?? head;
      const shas = (await repo.git.text(['rev-list', '--reverse', `${base}..${head}`])).split('\n').filter(Boolean);
      const out = [];
      for (const sha of shas) {
        const c = await repo.git.readCommit(sha);
        out.push({ sha, commit: { message: c.message.replace(/\n$/, ''), author: c.author, committer: c.committer, tree: { sha: c.tree } }, parents: c.parents.map((p) => ({ sha: p })) });
      }
      return { status: 200, body: out, paginate: true };
    }),
    route('GET', '/repos/:o/:r/pulls/:n/reviews', (ctx) => {
      const repo = repoOf(ctx);
      const pr = pullOf(ctx, repo);
      return { status: 200, body: pr.pull.reviews.map((r) => ctx.store.reviewJson(repo, pr, r)), paginate: true };
    }),
    route('POST', '/repos/:o/:r/pulls/:n/reviews', async (ctx) => {
      const repo = repoOf(ctx);
      const pr = pullOf(ctx, repo);
      const event = typeof ctx.body.event === 'string' ? ctx.body.event : '';
      const state = REVIEW_STATES[event] ?? (event === '' ? 'PENDING' : null);
      if (!state) throw validationFailed([{ resource: 'PullRequestReview', field: 'event', code: 'invalid' }]);
      const body = typeof ctx.body.body === 'string' ? ctx.body.body : '';
      if ((event === 'REQUEST_CHANGES' || event === 'COMMENT') && !body) {
        throw new ApiError(422, 'Unprocessable Entity', { errors: [`Review body is required for ${event}`], documentation_url: DOCS, status: '422' });
      }
      const rv = { id: ctx.store.id(), user: ctx.login, state, body, commit_id: await headSha(repo, pr), submitted_at: nowIso() };
      pr.pull.reviews.push(rv);
      touch(pr, repo);
      return { status: 200, body: ctx.store.reviewJson(repo, pr, rv) };
    }),
    route('GET', '/repos/:o/:r/pulls/:n/merge', (ctx) => {
      const repo = repoOf(ctx);
      return pullOf(ctx, repo).pull.merged ? { status: 204 } : { status: 404, body: { message: 'Not Found', documentation_url: DOCS, status: '404' } };
    }),
    route('PUT', '/repos/:o/:r/pulls/:n/merge', async (ctx) => {
      const repo = repoOf(ctx);
      const pr = pullOf(ctx, repo);
      if (pr.pull.merged || pr.state !== 'open') throw new ApiError(405, 'Pull Request is not mergeable', { documentation_url: DOCS, status: '405' });
      const head = await headSha(repo, pr);
      if (typeof ctx.body.sha === 'string' && ctx.body.sha !== head) throw new ApiError(409, 'Head branch was modified. Review and try the merge again.', { documentation_url: DOCS, status: '409' });
      const baseRef = `refs/heads/${pr.pull.base}`;
      const base = await repo.git.resolveRef(baseRef);
      if (!base) throw new ApiError(405, 'Base branch was deleted', { documentation_url: DOCS, status: '405' });
      const method = ctx.body.merge_method ?? 'merge';
      const tree = await repo.git.mergeTree(base, head);
      if (!tree) throw new ApiError(405, 'Pull Request is not mergeable', { documentation_url: DOCS, status: '405' });
      const now = nowIso();
      const who = identityOf(ctx.store, ctx.login, now);
      const title = ctx.body.commit_title ?? (method === 'squash' ? `${pr.title} (#${pr.number})` : `Merge pull request #${pr.number} from ${repo.owner.login}/${pr.pull.head}`);
      const message = ctx.body.commit_message ? `${title}\n\n${ctx.body.commit_message}` : title;
      const parents = method === 'merge' ? [base, head] : [base];
      const sha = await repo.git.commitTree(tree, parents, message, who, who);
      await repo.git.updateRef(baseRef, sha, base);
      Object.assign(pr.pull, { merged: true, merged_at: now, merge_commit_sha: sha, merged_by: ctx.login, headSha: head });
      pr.state = 'closed';
      pr.closed_at = now;
      touch(pr, repo);
      return { status: 200, body: { sha, merged: true, message: 'Pull Request successfully merged' } };
    }),
    route('GET', '/repos/:o/:r/commits/:sha/pulls', async (ctx) => {
      const repo = repoOf(ctx);
      const sha = ctx.params[2];
      const out = [];
      for (const i of repo.issues.values()) {
        if (i.pull && (await headSha(repo, i)) === sha) out.push(await pullJson(ctx.store, repo, i, false));
      }
      return { status: 200, body: out, paginate: true };
    }),
  ];
}
