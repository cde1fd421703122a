// Issues, labels, comments, assignees, milestones and issue search.
import { ApiError, DOCS, notFound, validationFailed } from './http-util.js';
import { repoOf, route, type Route, type RouteContext } from './route-types.js';
import { nowIso, type Issue, type Repo } from './store.js';

export function issueOf(ctx: RouteContext, repo: Repo, n = ctx.params[2]): Issue {
  const i = repo.issues.get(Number(n));
  if (!i) throw notFound();
  return i;
}

function labelNames(v: unknown): string[] {
  const arr = Array.isArray(v) ? v : v && typeof v === 'object' && Array.isArray((v as any).labels) ? (v as any).labels : null;
  if (!arr) throw validationFailed([{ resource: 'Label', field: 'labels', code: 'invalid' }], 'Invalid request.\n\n"labels" must be an array.');
  return arr.map((x: unknown) => (typeof x === 'string' ? x : (x as { name?: string })?.name)).filter((x: unknown): x is string => typeof x === 'string' && x.length > 0);
}

/** Adds labels to an issue; unknown labels are created on the repo, as GitHub does. */
function addLabels(ctx: RouteContext, repo: Repo, issue: Issue, names: string[]): void {
  for (const n of names) {
    const l = ctx.store.labelFor(repo, n);
    if (!issue.labels.some((x) => x.toLowerCase() === l.name.toLowerCase())) issue.labels.push(l.name);
  }
}

function checkAssignees(ctx: RouteContext, v: unknown): string[] {
  if (!Array.isArray(v)) return [];
  const out: string[] = [];
  for (const a of v) {
    const acct = typeof a === 'string' ? ctx.store.account(a) : undefined;
    if (!acct || acct.type !== 'User') throw validationFailed([{ resource: 'Issue', field: 'assignees', code: 'invalid', value: a }]);
    if (!out.includes(acct.login)) out.push(acct.login);
  }
  return out;
}

function checkMilestone(repo: Repo, v: unknown): number | null {
  if (v === null || v === undefined) return null;
  const n = Number(v);
  if (!repo.milestones.has(n)) throw validationFailed([{ resource: 'Issue', field: 'milestone', code: 'invalid', value: v }]);
  return n;
}

export function touch(issue: Issue, repo: Repo): void {
  issue.updated_at = nowIso();
  repo.updated_at = issue.updated_at;
}

export function newIssue(ctx: RouteContext, repo: Repo, title: string, body: string | null): Issue {
  const now = nowIso();
  const issue: Issue = {
    id: ctx.store.id(),
    number: repo.nextNumber++,
    title,
    body,
    state: 'open',
    state_reason: null,
    labels: [],
    assignees: [],
    milestone: null,
    user: ctx.login,
    created_at: now,
    updated_at: now,
    closed_at: null,
    comments: [],
  };
  repo.issues.set(issue.number, issue);
  return issue;
}

export function applyIssuePatch(ctx: RouteContext, repo: Repo, issue: Issue, b: Record<string, any>): void {
  if ('title' in b) {
    if (typeof b.title !== 'string' || !b.title) throw validationFailed([{ resource: 'Issue', field: 'title', code: 'missing_field' }]);
    issue.title = b.title;
  }
  if ('body' in b) issue.body = typeof b.body === 'string' ? b.body : null;
  if ('state' in b) {
    if (b.state !== 'open' && b.state !== 'closed') throw validationFailed([{ resource: 'Issue', field: 'state', code: 'invalid' }]);
    if (b.state !== issue.state) {
      issue.state = b.state;
      issue.closed_at = b.state === 'closed' ? nowIso() : null;
      issue.state_reason = b.state === 'closed' ? (b.state_reason ?? 'completed') : 'reopened';
    }
  }
  if ('labels' in b) {
    issue.labels = [];
    addLabels(ctx, repo, issue, labelNames(b.labels));
  }
  if ('assignees' in b) issue.assignees = checkAssignees(ctx, b.assignees);
  if ('assignee' in b) issue.assignees = b.assignee ? checkAssignees(ctx, [b.assignee]) : [];
  if ('milestone' in b) issue.milestone = checkMilestone(repo, b.milestone);
  touch(issue, repo);
}

function matches(ctx: RouteContext, i: Issue, q: URLSearchParams): boolean {
  const state = q.get('state') ?? 'open';
  if (state !== 'all' && i.state !== state) return false;
  const labels = q.get('labels');
  if (labels) {
    const want = labels.split(',').map((s) => s.trim().toLowerCase()).filter(Boolean);
    if (!want.every((w) => i.labels.some((l) => l.toLowerCase() === w))) return false;
  }
  const creator = q.get('creator');
  if (creator && i.user.toLowerCase() !== creator.toLowerCase()) return false;
  const assignee = q.get('assignee');
  if (assignee === 'none' && i.assignees.length) return false;
  if (assignee === '*' && !i.assignees.length) return false;
  if (assignee && assignee !== 'none' && assignee !== '*' && !i.assignees.some((a) => a.toLowerCase() === assignee.toLowerCase())) return false;
  const since = q.get('since');
  if (since && i.updated_at < since) return false;
  void ctx;
  return true;
}

function sortIssues(list: Issue[], q: URLSearchParams): Issue[] {
  const sort = q.get('sort') ?? 'created';
  const dir = q.get('direction') ?? 'desc';
  const key = (i: Issue): string | number => (sort === 'updated' ? i.updated_at : sort === 'comments' ? i.comments.length : i.created_at);
  return list.sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    const c = ka < kb ? -1 : ka > kb ? 1 : a.number - b.number;
    return dir === 'asc' ? c : -c;
  });
}

/** Parses GitHub search syntax: qualifiers (`repo:`, `is:`, `label:`, `state:`, `author:`) and free words. */
function searchIssues(ctx: RouteContext): Array<{ repo: Repo; issue: Issue }> {
  const q = ctx.url.searchParams.get('q') ?? '';
  const tokens = q.match(/(?:[^\s"]+:"[^"]*"|"[^"]*"|\S+)/g) ?? [];
  const repos: string[] = [];
  const words: string[] = [];
  const filters: Array<(r: Repo, i: Issue) => boolean> = [];
  for (const raw of tokens) {
    const neg = raw.startsWith('-');
    const t = neg ? raw.slice(1) : raw;
    const m = /^([a-z]+):(.*)$/i.exec(t);
    const val = m ? m[2].replace(/^"|"$/g, '') : '';
    let f: ((r: Repo, i: Issue) => boolean) | null = null;
    if (m && m[1] === 'repo') repos.push(val.toLowerCase());
    else if (m && (m[1] === 'is' || m[1] === 'type')) {
      if (val === 'issue') f = (_r, i) => !i.pull;
      else if (val === 'pr' || val === 'pull-request') f = (_r, i) => !!i.pull;
      else if (val === 'open' || val === 'closed') f = (_r, i) => i.state === val;
      else if (val === 'merged') f = (_r, i) => !!i.pull?.merged;
    } else if (m && m[1] === 'state') f = (_r, i) => i.state === val;
    else if (m && m[1] === 'label') f = (_r, i) => i.labels.some((l) => l.toLowerCase() === val.toLowerCase());
    else if (m && m[1] === 'author') f = (_r, i) => i.user.toLowerCase() === val.toLowerCase();
    else if (m && (m[1] === 'in' || m[1] === 'sort')) continue;
    else words.push(t.replace(/^"|"$/g, '').toLowerCase());
    if (f) filters.push(neg ? (r, i) => !f(r, i) : f);
  }
  const out: Array<{ repo: Repo; issue: Issue }> = [];
  for (const repo of ctx.store.repos.values()) {
    if (repos.length && !repos.includes(`${repo.owner.login}/${repo.name}`.toLowerCase())) continue;
    for (const issue of repo.issues.values()) {
      if (!filters.every((f) => f(repo, issue))) continue;
      const hay = `${issue.title}\n${issue.body ?? ''}`.toLowerCase();
      if (!words.every((w) => hay.includes(w))) continue;
      out.push({ repo, issue });
    }
  }
  return out.sort((a, b) => (a.issue.created_at < b.issue.created_at ? 1 : a.issue.created_at > b.issue.created_at ? -1 : b.issue.id - a.issue.id));
}

export function issueRoutes(): Route[] {
  return [
    route('GET', '/search/issues', (ctx) => {
      if (!ctx.url.searchParams.get('q')) throw validationFailed([{ resource: 'Search', field: 'q', code: 'missing' }]);
      const hits = searchIssues(ctx);
      const perPage = Math.min(100, Math.max(1, Number(ctx.url.searchParams.get('per_page')) || 30));
      const page = Math.max(1, Number(ctx.url.searchParams.get('page')) || 1);
      const items = hits.slice((page - 1) * perPage, page * perPage).map((h) => ({ ...ctx.store.issueJson(h.repo, h.issue), score: 1 }));
      return { status: 200, body: { total_count: hits.length, incomplete_results: false, items } };
    }),
    route('GET', '/repos/:o/:r/issues', (ctx) => {
      const repo = repoOf(ctx);
      const list = sortIssues([...repo.issues.values()].filter((i) => matches(ctx, i, ctx.url.searchParams)), ctx.url.searchParams);
      return { status: 200, body: list.map((i) => ctx.store.issueJson(repo, i)), paginate: true };
    }),
    route('POST', '/repos/:o/:r/issues', (ctx) => {
      const repo = repoOf(ctx);
      const b = ctx.body;
      if (typeof b.title !== 'string' || !b.title) throw validationFailed([{ resource: 'Issue', field: 'title', code: 'missing_field' }]);
      const assignees = checkAssignees(ctx, b.assignees ?? (b.assignee ? [b.assignee] : []));
      const milestone = checkMilestone(repo, b.milestone);
      const issue = newIssue(ctx, repo, b.title, typeof b.body === 'string' ? b.body : null);
      if (b.labels !== undefined) addLabels(ctx, repo, issue, labelNames(b.labels));
      issue.assignees = assignees;
      issue.milestone = milestone;
      return { status: 201, body: ctx.store.issueJson(repo, issue) };
    }),
    route('GET', '/repos/:o/:r/issues/comments', (ctx) => {
      const repo = repoOf(ctx);
      const all = [...repo.issues.values()].flatMap((i) => i.comments.map((c) => ({ i, c }))).sort((a, b) => a.c.id - b.c.id);
      return { status: 200, body: all.map(({ i, c }) => ctx.store.commentJson(repo, i, c)), paginate: true };
    }),
    route('GET', '/repos/:o/:r/issues/comments/:id', (ctx) => {
      const repo = repoOf(ctx);
      for (const i of repo.issues.values()) {
        const c = i.comments.find((x) => x.id === Number(ctx.params[2]));
        if (c) return { status: 200, body: ctx.store.commentJson(repo, i, c) };
      }
      throw notFound();
    }),
    route('PATCH', '/repos/:o/:r/issues/comments/:id', (ctx) => {
      const repo = repoOf(ctx);
      for (const i of repo.issues.values()) {
        const c = i.comments.find((x) => x.id === Number(ctx.params[2]));
        if (!c) continue;
        if (typeof ctx.body.body !== 'string') throw validationFailed([{ resource: 'IssueComment', field: 'body', code: 'missing_field' }]);
        c.body = ctx.body.body;
        c.updated_at = nowIso();
        touch(i, repo);
        return { status: 200, body: ctx.store.commentJson(repo, i, c) };
      }
      throw notFound();
    }),
    route('DELETE', '/repos/:o/:r/issues/comments/:id', (ctx) => {
      const repo = repoOf(ctx);
      for (const i of repo.issues.values()) {
        const idx = i.comments.findIndex((x) => x.id === Number(ctx.params[2]));
        if (idx < 0) continue;
        i.comments.splice(idx, 1);
        touch(i, repo);
        return { status: 204 };
      }
      throw notFound();
    }),
    route('GET', '/repos/:o/:r/issues/:n', (ctx) => {
      const repo = repoOf(ctx);
      return { status: 200, body: ctx.store.issueJson(repo, issueOf(ctx, repo)) };
    }),
    route('PATCH', '/repos/:o/:r/issues/:n', (ctx) => {
      const repo = repoOf(ctx);
      const issue = issueOf(ctx, repo);
      applyIssuePatch(ctx, repo, issue, ctx.body);
      return { status: 200, body: ctx.store.issueJson(repo, issue) };
    }),
    route('GET', '/repos/:o/:r/issues/:n/comments', (ctx) => {
      const repo = repoOf(ctx);
      const issue = issueOf(ctx, repo);
      return { status: 200, body: issue.comments.map((c) => ctx.store.commentJson(repo, issue, c)), paginate: true };
    }),
    route('POST', '/repos/:o/:r/issues/:n/comments', (ctx) => {
      const repo = repoOf(ctx);
      const issue = issueOf(ctx, repo);
      if (typeof ctx.body.body !== 'string' || !ctx.body.body) throw validationFailed([{ resource: 'IssueComment', field: 'body', code: 'missing_field' }]);
      const now = nowIso();
      const c = { id: ctx.store.id(), body: ctx.body.body, user: ctx.login, created_at: now, updated_at: now };
      issue.comments.push(c);
      touch(issue, repo);
      return { status: 201, body: ctx.store.commentJson(repo, issue, c) };
    }),
    route('GET', '/repos/:o/:r/issues/:n/labels', (ctx) => {
      const repo = repoOf(ctx);
      const issue = issueOf(ctx, repo);
      return { status: 200, body: issue.labels.map((n) => ctx.store.labelJson(repo, ctx.store.labelFor(repo, n))), paginate: true };
    }),
    route('POST', '/repos/:o/:r/issues/:n/labels', (ctx) => {
      const repo = repoOf(ctx);
      const issue = issueOf(ctx, repo);
      addLabels(ctx, repo, issue, labelNames((ctx.body as any).__array ?? ctx.body));
      touch(issue, repo);
      return { status: 200, body: issue.labels.map((n) => ctx.store.labelJson(repo, ctx.store.labelFor(repo, n))) };
    }),
    route('PUT', '/repos/:o/:r/issues/:n/labels', (ctx) => {
      const repo = repoOf(ctx);
      const issue = issueOf(ctx, repo);
      issue.labels = [];
      addLabels(ctx, repo, issue, labelNames((ctx.body as any).__array ?? ctx.body));
      touch(issue, repo);
      return { status: 200, body: issue.labels.map((n) => ctx.store.labelJson(repo, ctx.store.labelFor(repo, n))) };
    }),
    route('DELETE', '/repos/:o/:r/issues/:n/labels', (ctx) => {
      const repo = repoOf(ctx);
      const issue = issueOf(ctx, repo);
      issue.labels = [];
      touch(issue, repo);
      return { status: 204 };
    }),
    route('DELETE', '/repos/:o/:r/issues/:n/labels/:name', (ctx) => {
      const repo = repoOf(ctx);
      const issue = issueOf(ctx, repo);
      const name = decodeURIComponent(ctx.params[3]).toLowerCase();
      const idx = issue.labels.findIndex((l) => l.toLowerCase() === name);
      if (idx < 0) throw new ApiError(404, 'Label does not exist', { documentation_url: DOCS, status: '404' });
      issue.labels.splice(idx, 1);
      touch(issue, repo);
      return { status: 200, body: issue.labels.map((n) => ctx.store.labelJson(repo, ctx.store.labelFor(repo, n))) };
    }),
    route('POST', '/repos/:o/:r/issues/:n/assignees', (ctx) => {
      const repo = repoOf(ctx);
      const issue = issueOf(ctx, repo);
      for (const a of checkAssignees(ctx, ctx.body.assignees)) if (!issue.assignees.includes(a)) issue.assignees.push(a);
      touch(issue, repo);
      return { status: 201, body: ctx.store.issueJson(repo, issue) };
    }),
    route('DELETE', '/repos/:o/:r/issues/:n/assignees', (ctx) => {
      const repo = repoOf(ctx);
      const issue = issueOf(ctx, repo);
      const drop = new Set((Array.isArray(ctx.body.assignees) ? ctx.body.assignees : []).map((a: string) => String(a).toLowerCase()));
      issue.assignees = issue.assignees.filter((a) => !drop.has(a.toLowerCase()));
      touch(issue, repo);
      return { status: 200, body: ctx.store.issueJson(repo, issue) };
    }),
    route('GET', '/repos/:o/:r/labels', (ctx) => {
      const repo = repoOf(ctx);
      return { status: 200, body: [...repo.labels.values()].map((l) => ctx.store.labelJson(repo, l)), paginate: true };
    }),
    route('POST', '/repos/:o/:r/labels', (ctx) => {
      const repo = repoOf(ctx);
      const { name, color, description } = ctx.body;
      if (typeof name !== 'string' || !name) throw validationFailed([{ resource: 'Label', field: 'name', code: 'missing_field' }]);
      if (repo.labels.has(name.toLowerCase())) throw validationFailed([{ resource: 'Label', field: 'name', code: 'already_exists' }]);
      if (color !== undefined && (typeof color !== 'string' || !/^#?[0-9a-fA-F]{6}$/.test(color))) {
        throw validationFailed([{ resource: 'Label', field: 'color', code: 'invalid' }]);
      }
      const l = ctx.store.labelFor(repo, name);
      if (color) l.color = color.replace(/^#/, '').toLowerCase();
      if (typeof description === 'string') l.description = description;
      return { status: 201, body: ctx.store.labelJson(repo, l) };
    }),
    route('GET', '/repos/:o/:r/labels/:name', (ctx) => {
      const repo = repoOf(ctx);
      const l = repo.labels.get(decodeURIComponent(ctx.params[2]).toLowerCase());
      if (!l) throw notFound();
      return { status: 200, body: ctx.store.labelJson(repo, l) };
    }),
    route('PATCH', '/repos/:o/:r/labels/:name', (ctx) => {
      const repo = repoOf(ctx);
      const oldKey = decodeURIComponent(ctx.params[2]).toLowerCase();
      const l = repo.labels.get(oldKey);
      if (!l) throw notFound();
      const { new_name: newName, color, description } = ctx.body;
      if (typeof newName === 'string' && newName) {
        repo.labels.delete(oldKey);
        for (const i of repo.issues.values()) i.labels = i.labels.map((x) => (x.toLowerCase() === oldKey ? newName : x));
        l.name = newName;
        repo.labels.set(newName.toLowerCase(), l);
      }
      if (typeof color === 'string') l.color = color.replace(/^#/, '').toLowerCase();
      if (typeof description === 'string') l.description = description;
      return { status: 200, body: ctx.store.labelJson(repo, l) };
    }),
    route('DELETE', '/repos/:o/:r/labels/:name', (ctx) => {
      const repo = repoOf(ctx);
      const key = decodeURIComponent(ctx.params[2]).toLowerCase();
      if (!repo.labels.delete(key)) throw notFound();
      for (const i of repo.issues.values()) i.labels = i.labels.filter((x) => x.toLowerCase() !== key);
      return { status: 204 };
    }),
    route('GET', '/repos/:o/:r/milestones', (ctx) => {
      const repo = repoOf(ctx);
      const state = ctx.url.searchParams.get('state') ?? 'open';
      const list = [...repo.milestones.values()].filter((m) => state === 'all' || m.state === state);
      return { status: 200, body: list.map((m) => ctx.store.milestoneJson(repo, m)), paginate: true };
    }),
    route('POST', '/repos/:o/:r/milestones', (ctx) => {
      const repo = repoOf(ctx);
      const { title, description, state } = ctx.body;
      if (typeof title !== 'string' || !title) throw validationFailed([{ resource: 'Milestone', field: 'title', code: 'missing_field' }]);
      if ([...repo.milestones.values()].some((m) => m.title === title)) throw validationFailed([{ resource: 'Milestone', field: 'title', code: 'already_exists' }]);
      const now = nowIso();
      const m = { id: ctx.store.id(), number: repo.nextMilestone++, title, description: description ?? null, state: state === 'closed' ? 'closed' : 'open', created_at: now, updated_at: now };
      repo.milestones.set(m.number, m);
      return { status: 201, body: ctx.store.milestoneJson(repo, m) };
    }),
    route('GET', '/repos/:o/:r/milestones/:n', (ctx) => {
      const repo = repoOf(ctx);
      const m = repo.milestones.get(Number(ctx.params[2]));
      if (!m) throw notFound();
      return { status: 200, body: ctx.store.milestoneJson(repo, m) };
    }),
    route('PATCH', '/repos/:o/:r/milestones/:n', (ctx) => {
      const repo = repoOf(ctx);
      const m = repo.milestones.get(Number(ctx.params[2]));
      if (!m) throw notFound();
      if (typeof ctx.body.title === 'string') m.title = ctx.body.title;
      if (typeof ctx.body.description === 'string') m.description = ctx.body.description;
      if (ctx.body.state === 'open' || ctx.body.state === 'closed') m.state = ctx.body.state;
      m.updated_at = nowIso();
      return { status: 200, body: ctx.store.milestoneJson(repo, m) };
    }),
  ];
}
