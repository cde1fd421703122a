// Real git objects in a bare repository, driven through git plumbing so that
// clones over smart HTTP see exactly what the REST API wrote.
import { execFile, spawn } from 'node:child_process';
import { mkdir, rm } from 'node:fs/promises';

export interface GitIdentity {
  name: string;
  email: string;
  date?: string;
}

export interface TreeEntryInput {
  path: string;
  mode: string;
  type: 'blob' | 'tree' | 'commit';
  sha?: string | null;
  content?: string;
}

export interface LsTreeEntry {
  mode: string;
  type: string;
  sha: string;
  path: string;
  size?: number;
}

export interface CommitInfo {
  sha: string;
  tree: string;
  parents: string[];
  author: { name: string; email: string; date: string };
  committer: { name: string; email: string; date: string };
  message: string;
}

export interface DiffFile {
  filename: string;
  status: string;
  additions: number;
  deletions: number;
  changes: number;
}

export class GitError extends Error {
  constructor(message: string, readonly code: number | null, readonly stderr: string) {
    super(message);
  }
}

const EMPTY_ENV = {
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_TERMINAL_PROMPT: '0',
};

function isoToGitDate(iso: string | undefined): string | undefined {
  if (!iso) return undefined;
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return undefined;
  return `${Math.floor(t / 1000)} +0000`;
}

export class BareRepo {
  constructor(readonly dir: string) {}

  private baseEnv(): NodeJS.ProcessEnv {
    return { ...process.env, ...EMPTY_ENV, GIT_DIR: this.dir, HOME: this.dir };
  }

  run(args: string[], input?: string | Buffer, env: Record<string, string> = {}): Promise<Buffer> {
    return new Promise((resolve, reject) => {
      const child = spawn('git', args, { env: { ...this.baseEnv(), ...env }, stdio: ['pipe', 'pipe', 'pipe'] });
      const out: Buffer[] = [];
      const err: Buffer[] = [];
      child.stdout.on('data', (d: Buffer) => out.push(d));
      child.stderr.on('data', (d: Buffer) => err.push(d));
      child.on('error', reject);
      child.on('close', (code) => {
        if (code === 0) resolve(Buffer.concat(out));
        else {
          const stderr = Buffer.concat(err).toString('utf8');
          const e = new GitError(`git ${args[0]} failed (${code}): ${stderr.trim()}`, code, stderr);
          (e as GitError & { stdout?: Buffer }).stdout = Buffer.concat(out);
          reject(e);
        }
      });
      child.stdin.on('error', () => undefined);
      child.stdin.end(input ?? '');
    });
  }

  async text(args: string[], input?: string | Buffer, env?: Record<string, string>): Promise<string> {
    return (await this.run(args, input, env)).toString('utf8');
  }

  async init(defaultBranch: string): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    await new Promise<void>((resolve, reject) => {
      execFile('git', ['init', '--bare', '-q', `--initial-branch=${defaultBranch}`, this.dir], { env: { ...process.env, ...EMPTY_ENV } }, (err) =>
        err ? reject(err) : resolve(),
      );
    });
    await this.run(['config', 'http.receivepack', 'true']);
    await this.run(['config', 'uploadpack.allowAnySHA1InWant', 'true']);
  }

  async remove(): Promise<void> {
    await rm(this.dir, { recursive: true, force: true });
  }

  async refs(): Promise<Array<{ ref: string; sha: string }>> {
    const out = await this.text(['for-each-ref', '--format=%(refname) %(objectname)']);
    return out
      .split('\n')
      .filter(Boolean)
      .map((l) => {
        const [ref, sha] = l.split(' ');
        return { ref, sha };
      });
  }

  async isEmpty(): Promise<boolean> {
    return (await this.refs()).length === 0;
  }

  async resolveRef(ref: string): Promise<string | null> {
    try {
      return (await this.text(['rev-parse', '--verify', '-q', `${ref}^{commit}`])).trim() || null;
    } catch {
      return null;
    }
  }

  async objectType(sha: string): Promise<string | null> {
    try {
      return (await this.text(['cat-file', '-t', sha])).trim();
    } catch {
      return null;
    }
  }

  async writeBlob(content: Buffer): Promise<string> {
    return (await this.text(['hash-object', '-w', '-t', 'blob', '--stdin'], content)).trim();
  }

  async readBlob(sha: string): Promise<Buffer> {
    return this.run(['cat-file', 'blob', sha]);
  }

  async lsTree(treeish: string, recursive: boolean): Promise<LsTreeEntry[]> {
    const args = ['ls-tree', '-z', '--long'];
    if (recursive) args.push('-r');
    args.push(treeish);
    const out = await this.text(args);
    return out
      .split('\0')
      .filter(Boolean)
      .map((line) => {
        const tab = line.indexOf('\t');
        const [mode, type, sha, size] = line.slice(0, tab).split(/\s+/);
        return { mode, type, sha, path: line.slice(tab + 1), size: size === '-' ? undefined : Number(size) };
      });
  }

  /** Builds a (possibly nested) tree from flat path entries on top of an optional base tree. */
  async buildTree(entries: TreeEntryInput[], baseTree?: string): Promise<string> {
    const files = new Map<string, { mode: string; type: string; sha: string }>();
    if (baseTree) {
      for (const e of await this.lsTree(baseTree, true)) files.set(e.path, { mode: e.mode, type: e.type, sha: e.sha });
    }
    for (const entry of entries) {
      const path = entry.path.replace(/^\/+|\/+$/g, '');
      if (entry.sha === null && entry.content === undefined) {
        files.delete(path);
        for (const k of [...files.keys()]) if (k.startsWith(`${path}/`)) files.delete(k);
        continue;
      }
      if (entry.type === 'tree') {
        for (const k of [...files.keys()]) if (k === path || k.startsWith(`${path}/`)) files.delete(k);
        for (const e of await this.lsTree(entry.sha as string, true)) files.set(`${path}/${e.path}`, { mode: e.mode, type: e.type, sha: e.sha });
        continue;
      }
      const sha = entry.content !== undefined ? await this.writeBlob(Buffer.from(entry.content, 'utf8')) : (entry.sha as string);
      files.set(path, { mode: entry.mode, type: entry.type, sha });
    }
    return this.writeNested(files);
  }

  private async writeNested(files: Map<string, { mode: string; type: string; sha: string }>): Promise<string> {
    interface Dir {
      files: Map<string, { mode: string; type: string; sha: string }>;
      dirs: Map<string, Dir>;
    }
    const root: Dir = { files: new Map(), dirs: new Map() };
    for (const [path, e] of files) {
      const parts = path.split('/');
      let d = root;
      for (const p of parts.slice(0, -1)) {
        let next = d.dirs.get(p);
        if (!next) {
          next = { files: new Map(), dirs: new Map() };
          d.dirs.set(p, next);
        }
        d = next;
      }
      d.files.set(parts[parts.length - 1], e);
    }
    const write = async (d: Dir): Promise<string> => {
      const lines: string[] = [];
      for (const [name, sub] of d.dirs) lines.push(`040000 tree ${await write(sub)}\t${name}`);
      for (const [name, e] of d.files) lines.push(`${e.mode} ${e.type} ${e.sha}\t${name}`);
      return (await this.text(['mktree', '-z'], lines.map((l) => `${l}\0`).join(''))).trim();
    };
    return write(root);
  }

  async commitTree(tree: string, parents: string[], message: string, author: GitIdentity, committer: GitIdentity): Promise<string> {
    const args = ['commit-tree', tree];
    for (const p of parents) args.push('-p', p);
    const env: Record<string, string> = {
      GIT_AUTHOR_NAME: author.name,
      GIT_AUTHOR_EMAIL: author.email,
      GIT_COMMITTER_NAME: committer.name,
      GIT_COMMITTER_EMAIL: committer.email,
    };
    const ad = isoToGitDate(author.date);
    const cd = isoToGitDate(committer.date);
    if (ad) env.GIT_AUTHOR_DATE = ad;
    if (cd) env.GIT_COMMITTER_DATE = cd;
    return (await this.text(args, message, env)).trim();
  }

  async readCommit(sha: string): Promise<CommitInfo> {
    const raw = await this.text(['cat-file', 'commit', sha]);
    const idx = raw.indexOf('\n\n');
    const head = idx >= 0 ? raw.slice(0, idx) : raw;
    const message = idx >= 0 ? raw.slice(idx + 2) : '';
    const info: CommitInfo = {
      sha,
      tree: '',
      parents: [],
      author: { name: '', email: '', date: '' },
      committer: { name: '', email: '', date: '' },
      message,
    };
    for (const line of head.split('\n')) {
      const sp = line.indexOf(' ');
      const key = line.slice(0, sp);
      const val = line.slice(sp + 1);
      if (key === 'tree') info.tree = val;
      else if (key === 'parent') info.parents.push(val);
      else if (key === 'author' || key === 'committer') {
        const m = /^(.*) <(.*)> (\d+) ([+-]\d{4})$/.exec(val);
        if (m) info[key] = { name: m[1], email: m[2], date: new Date(Number(m[3]) * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z') };
      }
    }
    return info;
  }

  async updateRef(ref: string, sha: string, oldSha?: string): Promise<void> {
    const args = ['update-ref', ref, sha];
    if (oldSha) args.push(oldSha);
    await this.run(args);
  }

  async deleteRef(ref: string): Promise<void> {
    await this.run(['update-ref', '-d', ref]);
  }

  async isAncestor(ancestor: string, descendant: string): Promise<boolean> {
    try {
      await this.run(['merge-base', '--is-ancestor', ancestor, descendant]);
      return true;
    } catch {
      return false;
    }
  }

  /** Three-way merge without a worktree: the merged tree, or null on conflicts. */
  async mergeTree(base: string, head: string): Promise<string | null> {
    try {
      const out = await this.text(['merge-tree', '--write-tree', base, head]);
      return out.split('\n')[0].trim();
    } catch (e) {
      if (e instanceof GitError && e.code === 1) return null;
      throw e;
    }
  }

  async diffFiles(base: string, head: string): Promise<DiffFile[]> {
    let from = base;
    try {
      from = (await this.text(['merge-base', base, head])).trim() || base;
    } catch {
      from = base;
    }
    const numstat = await this.text(['diff', '--no-renames', '--numstat', '-z', from, head]);
    const status = await this.text(['diff', '--no-renames', '--name-status', '-z', from, head]);
    const statusParts = status.split('\0').filter((s) => s !== '');
    const statusOf = new Map<string, string>();
    for (let i = 0; i + 1 < statusParts.length; i += 2) statusOf.set(statusParts[i + 1], statusParts[i]);
    const files: DiffFile[] = [];
    for (const rec of numstat.split('\0').filter(Boolean)) {
      const [a, d, ...rest] = rec.split('\t');
      const filename = rest.join('\t');
      const additions = a === '-' ? 0 : Number(a);
      const deletions = d === '-' ? 0 : Number(d);
      const s = statusOf.get(filename) ?? 'M';
      const statusName = s === 'A' ? 'added' : s === 'D' ? 'removed' : s === 'M' ? 'modified' : 'changed';
      files.push({ filename, status: statusName, additions, deletions, changes: additions + deletions });
    }
    return files;
  }
}
