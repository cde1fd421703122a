// In-memory state of the emulated GitHub, and the JSON shapes it is served as.
import { join } from 'node:path';
import { BareRepo } from './git-repo.js';

export interface Account {
  login: string;
  id: number;
  type: 'User' | 'Organization';
}

export interface Label {
  id: number;
  name: string;
  color: string;
  description: string | null;
}

export interface Comment {
  id: number;
  body: string;
  user: string;
  created_at: string;
  updated_at: string;
}

export interface Review {
  id: number;
  user: string;
  state: string;
  body: string;
  commit_id: string;
  submitted_at: string;
}

export interface PullData {
  head: string;
  base: string;
  headSha: string;
  merged: boolean;
  merged_at: string | null;
  merge_commit_sha: string | null;
  merged_by: string | null;
  draft: boolean;
  reviews: Review[];
}

export interface Milestone {
  id: number;
  number: number;
  title: string;
  description: string | null;
  state: string;
  created_at: string;
  updated_at: string;
}

export interface Issue {
  id: number;
  number: number;
  title: string;
  body: string | null;
  state: 'open' | 'closed';
  state_reason: string | null;
  labels: string[];
  assignees: string[];
  milestone: number | null;
  user: string;
  created_at: string;
  updated_at: string;
  closed_at: string | null;
  comments: Comment[];
  pull?: PullData;
}

export interface Repo {
  id: number;
  owner: Account;
  name: string;
  description: string | null;
  private: boolean;
  topics: string[];
  created_at: string;
  updated_at: string;
  pushed_at: string | null;
  default_branch: string;
  issues: Map<number, Issue>;
  labels: Map<string, Label>;
  milestones: Map<number, Milestone>;
  nextNumber: number;
  nextMilestone: number;
  git: BareRepo;
}

export function nodeId(kind: string, id: number): string {
  return Buffer.from(`0:${kind}${id}`).toString('base64').replace(/=+$/, '');
}

export function nowIso(): string {
  return new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
}

const LABEL_COLORS = ['d73a4a', '0075ca', 'cfd3d7', 'a2eeef', '7057ff', '008672', 'e4e669', 'd876e3'];

export class Store {
  private nextId = 1000;
  readonly accounts = new Map<string, Account>();
  readonly repos = new Map<string, Repo>();

  constructor(
    readonly dataDir: string,
    public serverUrl = '',
    public apiUrl = '',
  ) {}

  id(): number {
    return this.nextId++;
  }

  addAccount(login: string, type: Account['type']): Account {
    const a: Account = { login, id: this.id(), type };
    this.accounts.set(login.toLowerCase(), a);
    return a;
  }

  account(login: string): Account | undefined {
    return this.accounts.get(login.toLowerCase());
  }

  repoKey(owner: string, name: string): string {
    return `${owner}/${name}`.toLowerCase();
  }

  repo(owner: string, name: string): Repo | undefined {
    return this.repos.get(this.repoKey(owner, name));
  }

  gitDir(owner: string, name: string): string {
    return join(this.dataDir, owner, `${name}.git`);
  }

  labelFor(repo: Repo, name: string): Label {
    const key = name.toLowerCase();
    let l = repo.labels.get(key);
    if (!l) {
      l = { id: this.id(), name, color: LABEL_COLORS[repo.labels.size % LABEL_COLORS.length], description: null };
      repo.labels.set(key, l);
    }
    return l;
  }

  // ---- JSON shapes ----

  userJson(login: string): Record<string, unknown> {
    const a = this.account(login) ?? { login, id: 0, type: 'User' as const };
    return {
      login: a.login,
      id: a.id,
      node_id: nodeId(a.type === 'User' ? 'U_' : 'O_', a.id),
      avatar_url: `${this.serverUrl}/avatars/${a.login}`,
      gravatar_id: '',
      url: `${this.apiUrl}/users/${a.login}`,
      html_url: `${this.serverUrl}/${a.login}`,
      type: a.type,
      site_admin: false,
    };
  }

  repoJson(r: Repo): Record<string, unknown> {
    const full = `${r.owner.login}/${r.name}`;
    const api = `${this.apiUrl}/repos/${full}`;
    return {
      id: r.id,
      node_id: nodeId('R_', r.id),
      name: r.name,
      full_name: full,
      private: r.private,
      visibility: r.private ? 'private' : 'public',
      owner: this.userJson(r.owner.login),
      html_url: `${this.serverUrl}/${full}`,
      description: r.description,
      fork: false,
      url: api,
      issues_url: `${api}/issues{/number}`,
      pulls_url: `${api}/pulls{/number}`,
      git_url: `${this.serverUrl}/${full}.git`,
      clone_url: `${this.serverUrl}/${full}.git`,
      created_at: r.created_at,
      updated_at: r.updated_at,
      pushed_at: r.pushed_at,
      default_branch: r.default_branch,
      topics: r.topics,
      archived: false,
      disabled: false,
      has_issues: true,
      open_issues_count: [...r.issues.values()].filter((i) => i.state === 'open').length,
      permissions: { admin: true, maintain: true, push: true, triage: true, pull: true },
    };
  }

  labelJson(r: Repo, l: Label): Record<string, unknown> {
    return {
      id: l.id,
      node_id: nodeId('LA_', l.id),
      url: `${this.apiUrl}/repos/${r.owner.login}/${r.name}/labels/${encodeURIComponent(l.name)}`,
      name: l.name,
      color: l.color,
      default: false,
      description: l.description,
    };
  }

  milestoneJson(r: Repo, m: Milestone): Record<string, unknown> {
    const open = [...r.issues.values()].filter((i) => i.milestone === m.number);
    return {
      id: m.id,
      node_id: nodeId('MI_', m.id),
      number: m.number,
      title: m.title,
      description: m.description,
      state: m.state,
      url: `${this.apiUrl}/repos/${r.owner.login}/${r.name}/milestones/${m.number}`,
      html_url: `${this.serverUrl}/${r.owner.login}/${r.name}/milestone/${m.number}`,
      open_issues: open.filter((i) => i.state === 'open').length,
      closed_issues: open.filter((i) => i.state === 'closed').length,
      created_at: m.created_at,
      updated_at: m.updated_at,
    };
  }

  issueJson(r: Repo, i: Issue): Record<string, unknown> {
    const full = `${r.owner.login}/${r.name}`;
    const api = `${this.apiUrl}/repos/${full}`;
    const milestone = i.milestone != null ? r.milestones.get(i.milestone) : undefined;
    const out: Record<string, unknown> = {
      id: i.id,
      node_id: nodeId(i.pull ? 'PR_' : 'I_', i.id),
      url: `${api}/issues/${i.number}`,
      repository_url: api,
      comments_url: `${api}/issues/${i.number}/comments`,
      html_url: `${this.serverUrl}/${full}/${i.pull ? 'pull' : 'issues'}/${i.number}`,
      number: i.number,
      title: i.title,
      body: i.body,
      state: i.state,
      state_reason: i.state_reason,
      locked: false,
      user: this.userJson(i.user),
      labels: i.labels.map((n) => this.labelJson(r, this.labelFor(r, n))),
      assignee: i.assignees[0] ? this.userJson(i.assignees[0]) : null,
      assignees: i.assignees.map((a) => this.userJson(a)),
      milestone: milestone ? this.milestoneJson(r, milestone) : null,
      comments: i.comments.length,
      created_at: i.created_at,
      updated_at: i.updated_at,
      closed_at: i.closed_at,
      author_association: 'OWNER',
    };
    if (i.pull) {
      out.pull_request = {
        url: `${api}/pulls/${i.number}`,
        html_url: `${this.serverUrl}/${full}/pull/${i.number}`,
        diff_url: `${this.serverUrl}/${full}/pull/${i.number}.diff`,
        patch_url: `${this.serverUrl}/${full}/pull/${i.number}.patch`,
        merged_at: i.pull.merged_at,
      };
    }
    return out;
  }

  commentJson(r: Repo, i: Issue, c: Comment): Record<string, unknown> {
    const full = `${r.owner.login}/${r.name}`;
    return {
      id: c.id,
      node_id: nodeId('IC_', c.id),
      url: `${this.apiUrl}/repos/${full}/issues/comments/${c.id}`,
      html_url: `${this.serverUrl}/${full}/${i.pull ? 'pull' : 'issues'}/${i.number}#issuecomment-${c.id}`,
      issue_url: `${this.apiUrl}/repos/${full}/issues/${i.number}`,
      body: c.body,
      user: this.userJson(c.user),
      created_at: c.created_at,
      updated_at: c.updated_at,
      author_association: 'OWNER',
    };
  }

  reviewJson(r: Repo, i: Issue, rv: Review): Record<string, unknown> {
    const full = `${r.owner.login}/${r.name}`;
    return {
      id: rv.id,
      node_id: nodeId('PRR_', rv.id),
      user: this.userJson(rv.user),
      body: rv.body,
      state: rv.state,
      html_url: `${this.serverUrl}/${full}/pull/${i.number}#pullrequestreview-${rv.id}`,
      pull_request_url: `${this.apiUrl}/repos/${full}/pulls/${i.number}`,
      commit_id: rv.commit_id,
      submitted_at: rv.submitted_at,
      author_association: 'OWNER',
    };
  }
}
