export const id = 430;
export const ids = [430];
export const modules = {

/***/ 56430:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  startGitHubEmulator: () => (/* binding */ startGitHubEmulator)
});

// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(37067);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
;// CONCATENATED MODULE: ./src/emulator/faults.ts
// Seeded fault injection: which API requests fail, and how.
/** mulberry32: small, fast, and reproducible for a given seed. */
function seededRandom(seed) {
    let a = seed >>> 0;
    return () => {
        a = (a + 0x6d2b79f5) >>> 0;
        let t = a;
        t = Math.imul(t ^ (t >>> 15), t | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
}
class FaultInjector {
    options;
    random;
    constructor(options) {
        this.options = options;
        this.random = seededRandom(options.seed ?? 1);
    }
    decide(method) {
        if (this.options.rate <= 0 || this.options.kinds.length === 0)
            return null;
        if (this.random() >= this.options.rate)
            return null;
        const kind = this.options.kinds[Math.floor(this.random() * this.options.kinds.length)] ?? this.options.kinds[0];
        const isWrite = method !== 'GET' && method !== 'HEAD';
        const applyFirst = kind === '502' && isWrite && this.random() < (this.options.applyFirstRate ?? 0.5);
        return { kind, applyFirst };
    }
}

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
;// CONCATENATED MODULE: ./src/emulator/git-http.ts
// Git smart HTTP served by the system's `git http-backend`, run as a CGI
// program per request with the bare repositories under one project root.

function serveGitHttp(req, res, g) {
    return new Promise((resolve) => {
        const env = {
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
        if (req.headers['content-length'])
            env.CONTENT_LENGTH = String(req.headers['content-length']);
        if (req.headers['content-encoding'])
            env.HTTP_CONTENT_ENCODING = String(req.headers['content-encoding']);
        if (req.headers['git-protocol'])
            env.GIT_PROTOCOL = String(req.headers['git-protocol']);
        const child = (0,external_node_child_process_.spawn)('git', ['http-backend'], { env, stdio: ['pipe', 'pipe', 'pipe'] });
        let headerBuf = Buffer.alloc(0);
        let headersDone = false;
        let status = 200;
        let stderr = '';
        child.stderr.on('data', (d) => {
            stderr += d.toString('utf8');
        });
        child.stdout.on('data', (chunk) => {
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
            if (end < 0)
                return;
            headersDone = true;
            const head = headerBuf.subarray(0, end).toString('utf8');
            for (const line of head.split(/\r?\n/)) {
                const c = line.indexOf(':');
                if (c < 0)
                    continue;
                const name = line.slice(0, c).trim();
                const value = line.slice(c + 1).trim();
                if (name.toLowerCase() === 'status')
                    status = Number.parseInt(value, 10) || 200;
                else
                    res.setHeader(name, value);
            }
            res.statusCode = status;
            const rest = headerBuf.subarray(end + sepLen);
            if (rest.length)
                res.write(rest);
        });
        child.on('error', (err) => {
            if (!res.headersSent) {
                res.statusCode = 500;
                res.end(`git http-backend failed to start: ${err.message}\n`);
            }
            else
                res.end();
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

;// CONCATENATED MODULE: ./src/emulator/http-util.ts
class ApiError extends Error {
    status;
    extra;
    constructor(status, message, extra = {}) {
        super(message);
        this.status = status;
        this.extra = extra;
    }
}
const DOCS = 'https://docs.github.com/rest';
function notFound() {
    return new ApiError(404, 'Not Found', { documentation_url: DOCS, status: '404' });
}
/** GitHub's 422 body: message "Validation Failed" plus an errors[] list. */
function validationFailed(errors, message = 'Validation Failed') {
    return new ApiError(422, message, { errors, documentation_url: DOCS, status: '422' });
}
function readBody(req) {
    return new Promise((resolve, reject) => {
        const chunks = [];
        req.on('data', (c) => chunks.push(c));
        req.on('end', () => resolve(Buffer.concat(chunks)));
        req.on('error', reject);
    });
}
function parseJsonBody(buf) {
    if (buf.length === 0)
        return {};
    try {
        const v = JSON.parse(buf.toString('utf8'));
        if (Array.isArray(v))
            return { __array: v };
        if (v === null || typeof v !== 'object')
            throw new Error('not an object');
        return v;
    }
    catch {
        throw new ApiError(400, 'Problems parsing JSON', { documentation_url: DOCS, status: '400' });
    }
}
function sendJson(res, status, body, headers = {}) {
    const text = body === undefined ? '' : JSON.stringify(body);
    res.statusCode = status;
    for (const [k, v] of Object.entries(headers))
        res.setHeader(k, v);
    if (text) {
        res.setHeader('content-type', 'application/json; charset=utf-8');
        res.setHeader('content-length', Buffer.byteLength(text));
    }
    res.end(text);
}
/** Slices a list by `per_page`/`page` and builds the `Link` header GitHub sends. */
function paginate(all, url, base) {
    const perPage = Math.min(100, Math.max(1, Number(url.searchParams.get('per_page')) || 30));
    const page = Math.max(1, Number(url.searchParams.get('page')) || 1);
    const last = Math.max(1, Math.ceil(all.length / perPage));
    const items = all.slice((page - 1) * perPage, page * perPage);
    const mk = (p) => {
        const u = new URL(url.pathname + url.search, base);
        u.searchParams.set('per_page', String(perPage));
        u.searchParams.set('page', String(p));
        return u.toString();
    };
    const links = [];
    if (page > 1)
        links.push(`<${mk(page - 1)}>; rel="prev"`, `<${mk(1)}>; rel="first"`);
    if (page < last)
        links.push(`<${mk(page + 1)}>; rel="next"`, `<${mk(last)}>; rel="last"`);
    return { items, link: links.length ? links.join(', ') : null };
}

;// CONCATENATED MODULE: ./src/emulator/git-repo.ts
// Real git objects in a bare repository, driven through git plumbing so that
// clones over smart HTTP see exactly what the REST API wrote.


class GitError extends Error {
    code;
    stderr;
    constructor(message, code, stderr) {
        super(message);
        this.code = code;
        this.stderr = stderr;
    }
}
const EMPTY_ENV = {
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_TERMINAL_PROMPT: '0',
};
function isoToGitDate(iso) {
    if (!iso)
        return undefined;
    const t = Date.parse(iso);
    if (Number.isNaN(t))
        return undefined;
    return `${Math.floor(t / 1000)} +0000`;
}
class BareRepo {
    dir;
    constructor(dir) {
        this.dir = dir;
    }
    baseEnv() {
        return { ...process.env, ...EMPTY_ENV, GIT_DIR: this.dir, HOME: this.dir };
    }
    run(args, input, env = {}) {
        return new Promise((resolve, reject) => {
            const child = (0,external_node_child_process_.spawn)('git', args, { env: { ...this.baseEnv(), ...env }, stdio: ['pipe', 'pipe', 'pipe'] });
            const out = [];
            const err = [];
            child.stdout.on('data', (d) => out.push(d));
            child.stderr.on('data', (d) => err.push(d));
            child.on('error', reject);
            child.on('close', (code) => {
                if (code === 0)
                    resolve(Buffer.concat(out));
                else {
                    const stderr = Buffer.concat(err).toString('utf8');
                    const e = new GitError(`git ${args[0]} failed (${code}): ${stderr.trim()}`, code, stderr);
                    e.stdout = Buffer.concat(out);
                    reject(e);
                }
            });
            child.stdin.on('error', () => undefined);
            child.stdin.end(input ?? '');
        });
    }
    async text(args, input, env) {
        return (await this.run(args, input, env)).toString('utf8');
    }
    async init(defaultBranch) {
        await (0,promises_.mkdir)(this.dir, { recursive: true });
        await new Promise((resolve, reject) => {
            (0,external_node_child_process_.execFile)('git', ['init', '--bare', '-q', `--initial-branch=${defaultBranch}`, this.dir], { env: { ...process.env, ...EMPTY_ENV } }, (err) => err ? reject(err) : resolve());
        });
        await this.run(['config', 'http.receivepack', 'true']);
        await this.run(['config', 'uploadpack.allowAnySHA1InWant', 'true']);
    }
    async remove() {
        await (0,promises_.rm)(this.dir, { recursive: true, force: true });
    }
    async refs() {
        const out = await this.text(['for-each-ref', '--format=%(refname) %(objectname)']);
        return out
            .split('\n')
            .filter(Boolean)
            .map((l) => {
            const [ref, sha] = l.split(' ');
            return { ref, sha };
        });
    }
    async isEmpty() {
        return (await this.refs()).length === 0;
    }
    async resolveRef(ref) {
        try {
            return (await this.text(['rev-parse', '--verify', '-q', `${ref}^{commit}`])).trim() || null;
        }
        catch {
            return null;
        }
    }
    async objectType(sha) {
        try {
            return (await this.text(['cat-file', '-t', sha])).trim();
        }
        catch {
            return null;
        }
    }
    async writeBlob(content) {
        return (await this.text(['hash-object', '-w', '-t', 'blob', '--stdin'], content)).trim();
    }
    async readBlob(sha) {
        return this.run(['cat-file', 'blob', sha]);
    }
    async lsTree(treeish, recursive) {
        const args = ['ls-tree', '-z', '--long'];
        if (recursive)
            args.push('-r');
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
    async buildTree(entries, baseTree) {
        const files = new Map();
        if (baseTree) {
            for (const e of await this.lsTree(baseTree, true))
                files.set(e.path, { mode: e.mode, type: e.type, sha: e.sha });
        }
        for (const entry of entries) {
            const path = entry.path.replace(/^\/+|\/+$/g, '');
            if (entry.sha === null && entry.content === undefined) {
                files.delete(path);
                for (const k of [...files.keys()])
                    if (k.startsWith(`${path}/`))
                        files.delete(k);
                continue;
            }
            if (entry.type === 'tree') {
                for (const k of [...files.keys()])
                    if (k === path || k.startsWith(`${path}/`))
                        files.delete(k);
                for (const e of await this.lsTree(entry.sha, true))
                    files.set(`${path}/${e.path}`, { mode: e.mode, type: e.type, sha: e.sha });
                continue;
            }
            const sha = entry.content !== undefined ? await this.writeBlob(Buffer.from(entry.content, 'utf8')) : entry.sha;
            files.set(path, { mode: entry.mode, type: entry.type, sha });
        }
        return this.writeNested(files);
    }
    async writeNested(files) {
        const root = { files: new Map(), dirs: new Map() };
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
        const write = async (d) => {
            const lines = [];
            for (const [name, sub] of d.dirs)
                lines.push(`040000 tree ${await write(sub)}\t${name}`);
            for (const [name, e] of d.files)
                lines.push(`${e.mode} ${e.type} ${e.sha}\t${name}`);
            return (await this.text(['mktree', '-z'], lines.map((l) => `${l}\0`).join(''))).trim();
        };
        return write(root);
    }
    async commitTree(tree, parents, message, author, committer) {
        const args = ['commit-tree', tree];
        for (const p of parents)
            args.push('-p', p);
        const env = {
            GIT_AUTHOR_NAME: author.name,
            GIT_AUTHOR_EMAIL: author.email,
            GIT_COMMITTER_NAME: committer.name,
            GIT_COMMITTER_EMAIL: committer.email,
        };
        const ad = isoToGitDate(author.date);
        const cd = isoToGitDate(committer.date);
        if (ad)
            env.GIT_AUTHOR_DATE = ad;
        if (cd)
            env.GIT_COMMITTER_DATE = cd;
        return (await this.text(args, message, env)).trim();
    }
    async readCommit(sha) {
        const raw = await this.text(['cat-file', 'commit', sha]);
        const idx = raw.indexOf('\n\n');
        const head = idx >= 0 ? raw.slice(0, idx) : raw;
        const message = idx >= 0 ? raw.slice(idx + 2) : '';
        const info = {
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
            if (key === 'tree')
                info.tree = val;
            else if (key === 'parent')
                info.parents.push(val);
            else if (key === 'author' || key === 'committer') {
                const m = /^(.*) <(.*)> (\d+) ([+-]\d{4})$/.exec(val);
                if (m)
                    info[key] = { name: m[1], email: m[2], date: new Date(Number(m[3]) * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z') };
            }
        }
        return info;
    }
    async updateRef(ref, sha, oldSha) {
        const args = ['update-ref', ref, sha];
        if (oldSha)
            args.push(oldSha);
        await this.run(args);
    }
    async deleteRef(ref) {
        await this.run(['update-ref', '-d', ref]);
    }
    async isAncestor(ancestor, descendant) {
        try {
            await this.run(['merge-base', '--is-ancestor', ancestor, descendant]);
            return true;
        }
        catch {
            return false;
        }
    }
    /** Three-way merge without a worktree: the merged tree, or null on conflicts. */
    async mergeTree(base, head) {
        try {
            const out = await this.text(['merge-tree', '--write-tree', base, head]);
            return out.split('\n')[0].trim();
        }
        catch (e) {
            if (e instanceof GitError && e.code === 1)
                return null;
            throw e;
        }
    }
    async diffFiles(base, head) {
        let from = base;
        try {
            from = (await this.text(['merge-base', base, head])).trim() || base;
        }
        catch {
            from = base;
        }
        const numstat = await this.text(['diff', '--no-renames', '--numstat', '-z', from, head]);
        const status = await this.text(['diff', '--no-renames', '--name-status', '-z', from, head]);
        const statusParts = status.split('\0').filter((s) => s !== '');
        const statusOf = new Map();
        for (let i = 0; i + 1 < statusParts.length; i += 2)
            statusOf.set(statusParts[i + 1], statusParts[i]);
        const files = [];
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

;// CONCATENATED MODULE: ./src/emulator/route-types.ts

const SEG = '([^/]+)';
/** Turns `/repos/:o/:r/issues` into an anchored regex; `*` matches the rest of the path. */
function route(method, path, handler) {
    const src = path
        .split('/')
        .map((p) => (p.startsWith(':') ? SEG : p === '*' ? '(.+)' : p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
        .join('/');
    return { method, pattern: new RegExp(`^${src}/?$`), handler };
}
function repoOf(ctx) {
    const r = ctx.store.repo(decodeURIComponent(ctx.params[0]), decodeURIComponent(ctx.params[1]));
    if (!r)
        throw notFound();
    return r;
}

;// CONCATENATED MODULE: ./src/emulator/store.ts
// In-memory state of the emulated GitHub, and the JSON shapes it is served as.

function nodeId(kind, id) {
    return Buffer.from(`0:${kind}${id}`).toString('base64').replace(/=+$/, '');
}
function nowIso() {
    return new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
}
const LABEL_COLORS = ['d73a4a', '0075ca', 'cfd3d7', 'a2eeef', '7057ff', '008672', 'e4e669', 'd876e3'];
class Store {
    dataDir;
    serverUrl;
    apiUrl;
    nextId = 1000;
    accounts = new Map();
    repos = new Map();
    constructor(dataDir, serverUrl = '', apiUrl = '') {
        this.dataDir = dataDir;
        this.serverUrl = serverUrl;
        this.apiUrl = apiUrl;
    }
    id() {
        return this.nextId++;
    }
    addAccount(login, type) {
        const a = { login, id: this.id(), type };
        this.accounts.set(login.toLowerCase(), a);
        return a;
    }
    account(login) {
        return this.accounts.get(login.toLowerCase());
    }
    repoKey(owner, name) {
        return `${owner}/${name}`.toLowerCase();
    }
    repo(owner, name) {
        return this.repos.get(this.repoKey(owner, name));
    }
    gitDir(owner, name) {
        return (0,external_node_path_.join)(this.dataDir, owner, `${name}.git`);
    }
    labelFor(repo, name) {
        const key = name.toLowerCase();
        let l = repo.labels.get(key);
        if (!l) {
            l = { id: this.id(), name, color: LABEL_COLORS[repo.labels.size % LABEL_COLORS.length], description: null };
            repo.labels.set(key, l);
        }
        return l;
    }
    // ---- JSON shapes ----
    userJson(login) {
        const a = this.account(login) ?? { login, id: 0, type: 'User' };
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
    repoJson(r) {
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
    labelJson(r, l) {
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
    milestoneJson(r, m) {
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
    issueJson(r, i) {
        const full = `${r.owner.login}/${r.name}`;
        const api = `${this.apiUrl}/repos/${full}`;
        const milestone = i.milestone != null ? r.milestones.get(i.milestone) : undefined;
        const out = {
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
    commentJson(r, i, c) {
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
    reviewJson(r, i, rv) {
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

;// CONCATENATED MODULE: ./src/emulator/routes-repos.ts
// Accounts, repositories, topics, the contents API, branches and rate limits.




const REPO_NAME = /^[A-Za-z0-9._-]{1,100}$/;
const TOPIC = /^[a-z0-9][a-z0-9-]{0,49}$/;
function identityOf(store, login, date) {
    return { name: login, email: `${login}@users.noreply.${new URL(store.serverUrl).hostname}`, date };
}
async function createRepo(ctx, owner) {
    const { store, body } = ctx;
    const name = typeof body.name === 'string' ? body.name : '';
    if (!name)
        throw validationFailed([{ resource: 'Repository', code: 'missing_field', field: 'name' }], 'Repository creation failed.');
    if (!REPO_NAME.test(name) || name === '.' || name === '..') {
        throw validationFailed([{ resource: 'Repository', code: 'custom', field: 'name', message: 'name is invalid' }], 'Repository creation failed.');
    }
    if (store.repo(owner.login, name)) {
        throw validationFailed([{ resource: 'Repository', code: 'custom', field: 'name', message: 'name already exists on this account' }], 'Repository creation failed.');
    }
    const now = nowIso();
    const repo = {
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
    }
    catch (e) {
        store.repos.delete(store.repoKey(owner.login, name));
        throw e;
    }
    return { status: 201, body: store.repoJson(repo) };
}
function listReposOf(ctx, filter) {
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
function accountOr404(ctx, login, type) {
    const a = ctx.store.account(decodeURIComponent(login));
    if (!a || (type && a.type !== type))
        throw notFound();
    return a;
}
function fileJson(store, repo, path, sha, size, ref) {
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
async function commitJson(store, repo, sha) {
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
async function putContents(ctx) {
    const { store, body } = ctx;
    const repo = repoOf(ctx);
    const path = decodeURIComponent(ctx.params[2]).replace(/^\/+/, '');
    if (typeof body.message !== 'string')
        throw validationFailed([{ resource: 'Contents', field: 'message', code: 'missing_field' }], 'Invalid request.\n\n"message" wasn\'t supplied.');
    if (typeof body.content !== 'string')
        throw validationFailed([{ resource: 'Contents', field: 'content', code: 'missing_field' }], 'Invalid request.\n\n"content" wasn\'t supplied.');
    const branch = typeof body.branch === 'string' ? body.branch : repo.default_branch;
    const parent = await repo.git.resolveRef(`refs/heads/${branch}`);
    const empty = await repo.git.isEmpty();
    if (!parent && !empty)
        throw new ApiError(404, `Branch ${branch} not found`, { documentation_url: DOCS, status: '404' });
    let existing = null;
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
async function getContents(ctx) {
    const { store } = ctx;
    const repo = repoOf(ctx);
    const path = decodeURIComponent(ctx.params[2] ?? '').replace(/^\/+|\/+$/g, '');
    const ref = ctx.url.searchParams.get('ref') ?? repo.default_branch;
    const sha = (await repo.git.resolveRef(ref)) ?? (await repo.git.resolveRef(`refs/heads/${ref}`));
    if (!sha) {
        if (await repo.git.isEmpty())
            throw new ApiError(404, 'This repository is empty.', { documentation_url: DOCS, status: '404' });
        throw notFound();
    }
    const entries = await repo.git.lsTree(sha, true);
    const file = entries.find((e) => e.path === path);
    if (file) {
        const content = await repo.git.readBlob(file.sha);
        return { status: 200, body: { ...fileJson(store, repo, path, file.sha, content.length, ref), encoding: 'base64', content: content.toString('base64') } };
    }
    const prefix = path ? `${path}/` : '';
    const children = new Map();
    for (const e of entries) {
        if (!e.path.startsWith(prefix))
            continue;
        const rest = e.path.slice(prefix.length);
        const name = rest.split('/')[0];
        if (children.has(name))
            continue;
        const childPath = prefix + name;
        if (rest.includes('/'))
            children.set(name, { type: 'dir', name, path: childPath, sha: null });
        else
            children.set(name, fileJson(store, repo, childPath, e.sha, e.size ?? 0, ref));
    }
    if (children.size === 0)
        throw notFound();
    return { status: 200, body: [...children.values()] };
}
async function branchJson(store, repo, name, sha) {
    return { name, commit: await commitJson(store, repo, sha), protected: false };
}
function repoRoutes() {
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
            if (typeof b.description === 'string' || b.description === null)
                repo.description = b.description;
            if (typeof b.private === 'boolean')
                repo.private = b.private;
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
            if (!Array.isArray(names))
                throw validationFailed([{ resource: 'Repository', field: 'names', code: 'missing_field' }], 'Invalid request.\n\n"names" wasn\'t supplied.');
            const bad = names.filter((n) => typeof n !== 'string' || !TOPIC.test(n));
            if (bad.length) {
                throw validationFailed(bad.map((n) => ({ resource: 'Repository', field: 'topics', code: 'invalid', message: `${String(n)} is not a valid topic` })));
            }
            repo.topics = [...new Set(names)];
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
            if (!sha)
                throw new ApiError(404, 'Branch not found', { documentation_url: DOCS, status: '404' });
            return { status: 200, body: await branchJson(ctx.store, repo, name, sha) };
        }),
        route('GET', '/repos/:o/:r/commits/:sha', async (ctx) => {
            const repo = repoOf(ctx);
            const ref = decodeURIComponent(ctx.params[2]);
            const sha = (await repo.git.resolveRef(ref)) ?? (await repo.git.resolveRef(`refs/heads/${ref}`));
            if (!sha)
                throw new ApiError(422, `No commit found for SHA: ${ref}`, { documentation_url: DOCS, status: '422' });
            const c = await commitJson(ctx.store, repo, sha);
            return { status: 200, body: { sha, node_id: c.node_id, url: c.url, html_url: c.html_url, commit: c, parents: c.parents, author: null, committer: null } };
        }),
    ];
}

;// CONCATENATED MODULE: ./src/emulator/routes-git.ts




const SHA = /^[0-9a-f]{40}$/;
async function nonEmptyRepo(ctx) {
    const repo = repoOf(ctx);
    if (await repo.git.isEmpty())
        throw new ApiError(409, 'Git Repository is empty.', { documentation_url: DOCS, status: '409' });
    return repo;
}
function refJson(ctx, repo, ref, sha) {
    const api = `${ctx.store.apiUrl}/repos/${repo.owner.login}/${repo.name}`;
    return {
        ref,
        node_id: Buffer.from(`0:REF_${repo.id}:${ref}`).toString('base64'),
        url: `${api}/git/${ref}`,
        object: { sha, type: 'commit', url: `${api}/git/commits/${sha}` },
    };
}
async function treeJson(ctx, repo, sha, recursive) {
    const api = `${ctx.store.apiUrl}/repos/${repo.owner.login}/${repo.name}`;
    const entries = await repo.git.lsTree(sha, recursive);
    if (recursive) {
        // ls-tree -r lists blobs only; add the directories GitHub also reports.
        const dirs = new Set();
        for (const e of entries) {
            const parts = e.path.split('/');
            for (let i = 1; i < parts.length; i++)
                dirs.add(parts.slice(0, i).join('/'));
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
async function listRefs(ctx, prefix, exactOnly = false) {
    const repo = await nonEmptyRepo(ctx);
    const refs = await repo.git.refs();
    const hits = refs.filter((r) => (exactOnly ? r.ref === prefix : r.ref.startsWith(prefix)));
    return { status: 200, body: hits.map((r) => refJson(ctx, repo, r.ref, r.sha)), paginate: true };
}
function gitRoutes() {
    return [
        route('POST', '/repos/:o/:r/git/blobs', async (ctx) => {
            const repo = await nonEmptyRepo(ctx);
            const { content, encoding = 'utf-8' } = ctx.body;
            if (typeof content !== 'string')
                throw validationFailed([{ resource: 'Blob', field: 'content', code: 'missing_field' }], 'Invalid request.\n\n"content" wasn\'t supplied.');
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
            if ((await repo.git.objectType(sha)) !== 'blob')
                throw notFound();
            const data = await repo.git.readBlob(sha);
            return { status: 200, body: { sha, node_id: '', size: data.length, url: `${ctx.store.apiUrl}/repos/${repo.owner.login}/${repo.name}/git/blobs/${sha}`, content: data.toString('base64'), encoding: 'base64' } };
        }),
        route('POST', '/repos/:o/:r/git/trees', async (ctx) => {
            const repo = await nonEmptyRepo(ctx);
            const { tree, base_tree: baseTree } = ctx.body;
            if (!Array.isArray(tree))
                throw validationFailed([{ resource: 'Tree', field: 'tree', code: 'missing_field' }], 'Invalid tree info');
            const entries = [];
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
            if (t === 'commit')
                sha = (await repo.git.readCommit(sha)).tree;
            else if (t !== 'tree') {
                const resolved = await repo.git.resolveRef(`refs/heads/${decodeURIComponent(sha)}`);
                if (!resolved)
                    throw notFound();
                sha = (await repo.git.readCommit(resolved)).tree;
            }
            const recursive = !!ctx.url.searchParams.get('recursive');
            return { status: 200, body: await treeJson(ctx, repo, sha, recursive) };
        }),
        route('POST', '/repos/:o/:r/git/commits', async (ctx) => {
            const repo = await nonEmptyRepo(ctx);
            const { message, tree, parents = [], author, committer } = ctx.body;
            if (typeof message !== 'string')
                throw validationFailed([{ resource: 'Commit', field: 'message', code: 'missing_field' }], 'Invalid request.\n\n"message" wasn\'t supplied.');
            if (typeof tree !== 'string' || (await repo.git.objectType(tree)) !== 'tree') {
                throw validationFailed([{ resource: 'Commit', field: 'tree', code: 'invalid' }], 'Tree SHA does not exist');
            }
            if (!Array.isArray(parents))
                throw validationFailed([{ resource: 'Commit', field: 'parents', code: 'invalid' }], 'Invalid request.\n\n"parents" must be an array.');
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
            if ((await repo.git.objectType(ctx.params[2])) !== 'commit')
                throw notFound();
            return { status: 200, body: await commitJson(ctx.store, repo, ctx.params[2]) };
        }),
        route('GET', '/repos/:o/:r/git/ref/*', async (ctx) => {
            const repo = await nonEmptyRepo(ctx);
            const ref = `refs/${decodeURIComponent(ctx.params[2])}`;
            const hit = (await repo.git.refs()).find((r) => r.ref === ref);
            if (!hit)
                throw notFound();
            return { status: 200, body: refJson(ctx, repo, hit.ref, hit.sha) };
        }),
        route('GET', '/repos/:o/:r/git/matching-refs/*', (ctx) => listRefs(ctx, `refs/${decodeURIComponent(ctx.params[2])}`)),
        route('GET', '/repos/:o/:r/git/refs', (ctx) => listRefs(ctx, 'refs/')),
        route('GET', '/repos/:o/:r/git/refs/*', async (ctx) => {
            const prefix = `refs/${decodeURIComponent(ctx.params[2])}`;
            const r = await listRefs(ctx, prefix);
            const list = r.body;
            const exact = list.find((x) => x.ref === prefix);
            if (exact)
                return { status: 200, body: exact };
            if (list.length === 0)
                throw notFound();
            return r;
        }),
        route('POST', '/repos/:o/:r/git/refs', async (ctx) => {
            const repo = await nonEmptyRepo(ctx);
            const { ref, sha } = ctx.body;
            if (typeof ref !== 'string' || !ref.startsWith('refs/') || ref.split('/').length < 3) {
                throw validationFailed([{ resource: 'Reference', field: 'ref', code: 'invalid' }], 'Reference name must start with \'refs/\' and have at least two slashes.');
            }
            if (typeof sha !== 'string' || (await repo.git.objectType(sha)) !== 'commit')
                throw validationFailed([{ resource: 'Reference', field: 'sha', code: 'invalid' }], 'Object does not exist');
            if ((await repo.git.refs()).some((r) => r.ref === ref))
                throw validationFailed([{ resource: 'Reference', field: 'ref', code: 'already_exists' }], 'Reference already exists');
            await repo.git.updateRef(ref, sha, '0'.repeat(40));
            repo.pushed_at = repo.updated_at = nowIso();
            return { status: 201, body: refJson(ctx, repo, ref, sha) };
        }),
        route('PATCH', '/repos/:o/:r/git/refs/*', async (ctx) => {
            const repo = await nonEmptyRepo(ctx);
            const ref = `refs/${decodeURIComponent(ctx.params[2])}`;
            const { sha, force } = ctx.body;
            const current = (await repo.git.refs()).find((r) => r.ref === ref);
            if (!current)
                throw validationFailed([{ resource: 'Reference', field: 'ref', code: 'invalid' }], 'Reference does not exist');
            if (typeof sha !== 'string' || (await repo.git.objectType(sha)) !== 'commit')
                throw validationFailed([{ resource: 'Reference', field: 'sha', code: 'invalid' }], 'Object does not exist');
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
            if (!(await repo.git.refs()).some((r) => r.ref === ref))
                throw validationFailed([], 'Reference does not exist');
            await repo.git.deleteRef(ref);
            return { status: 204 };
        }),
    ];
}

;// CONCATENATED MODULE: ./src/emulator/routes-issues.ts
// Issues, labels, comments, assignees, milestones and issue search.



function issueOf(ctx, repo, n = ctx.params[2]) {
    const i = repo.issues.get(Number(n));
    if (!i)
        throw notFound();
    return i;
}
function labelNames(v) {
    const arr = Array.isArray(v) ? v : v && typeof v === 'object' && Array.isArray(v.labels) ? v.labels : null;
    if (!arr)
        throw validationFailed([{ resource: 'Label', field: 'labels', code: 'invalid' }], 'Invalid request.\n\n"labels" must be an array.');
    return arr.map((x) => (typeof x === 'string' ? x : x?.name)).filter((x) => typeof x === 'string' && x.length > 0);
}
/** Adds labels to an issue; unknown labels are created on the repo, as GitHub does. */
function addLabels(ctx, repo, issue, names) {
    for (const n of names) {
        const l = ctx.store.labelFor(repo, n);
        if (!issue.labels.some((x) => x.toLowerCase() === l.name.toLowerCase()))
            issue.labels.push(l.name);
    }
}
function checkAssignees(ctx, v) {
    if (!Array.isArray(v))
        return [];
    const out = [];
    for (const a of v) {
        const acct = typeof a === 'string' ? ctx.store.account(a) : undefined;
        if (!acct || acct.type !== 'User')
            throw validationFailed([{ resource: 'Issue', field: 'assignees', code: 'invalid', value: a }]);
        if (!out.includes(acct.login))
            out.push(acct.login);
    }
    return out;
}
function checkMilestone(repo, v) {
    if (v === null || v === undefined)
        return null;
    const n = Number(v);
    if (!repo.milestones.has(n))
        throw validationFailed([{ resource: 'Issue', field: 'milestone', code: 'invalid', value: v }]);
    return n;
}
function touch(issue, repo) {
    issue.updated_at = nowIso();
    repo.updated_at = issue.updated_at;
}
function newIssue(ctx, repo, title, body) {
    const now = nowIso();
    const issue = {
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
function applyIssuePatch(ctx, repo, issue, b) {
    if ('title' in b) {
        if (typeof b.title !== 'string' || !b.title)
            throw validationFailed([{ resource: 'Issue', field: 'title', code: 'missing_field' }]);
        issue.title = b.title;
    }
    if ('body' in b)
        issue.body = typeof b.body === 'string' ? b.body : null;
    if ('state' in b) {
        if (b.state !== 'open' && b.state !== 'closed')
            throw validationFailed([{ resource: 'Issue', field: 'state', code: 'invalid' }]);
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
    if ('assignees' in b)
        issue.assignees = checkAssignees(ctx, b.assignees);
    if ('assignee' in b)
        issue.assignees = b.assignee ? checkAssignees(ctx, [b.assignee]) : [];
    if ('milestone' in b)
        issue.milestone = checkMilestone(repo, b.milestone);
    touch(issue, repo);
}
function matches(ctx, i, q) {
    const state = q.get('state') ?? 'open';
    if (state !== 'all' && i.state !== state)
        return false;
    const labels = q.get('labels');
    if (labels) {
        const want = labels.split(',').map((s) => s.trim().toLowerCase()).filter(Boolean);
        if (!want.every((w) => i.labels.some((l) => l.toLowerCase() === w)))
            return false;
    }
    const creator = q.get('creator');
    if (creator && i.user.toLowerCase() !== creator.toLowerCase())
        return false;
    const assignee = q.get('assignee');
    if (assignee === 'none' && i.assignees.length)
        return false;
    if (assignee === '*' && !i.assignees.length)
        return false;
    if (assignee && assignee !== 'none' && assignee !== '*' && !i.assignees.some((a) => a.toLowerCase() === assignee.toLowerCase()))
        return false;
    const since = q.get('since');
    if (since && i.updated_at < since)
        return false;
    void ctx;
    return true;
}
function sortIssues(list, q) {
    const sort = q.get('sort') ?? 'created';
    const dir = q.get('direction') ?? 'desc';
    const key = (i) => (sort === 'updated' ? i.updated_at : sort === 'comments' ? i.comments.length : i.created_at);
    return list.sort((a, b) => {
        const ka = key(a);
        const kb = key(b);
        const c = ka < kb ? -1 : ka > kb ? 1 : a.number - b.number;
        return dir === 'asc' ? c : -c;
    });
}
/** Parses GitHub search syntax: qualifiers (`repo:`, `is:`, `label:`, `state:`, `author:`) and free words. */
function searchIssues(ctx) {
    const q = ctx.url.searchParams.get('q') ?? '';
    const tokens = q.match(/(?:[^\s"]+:"[^"]*"|"[^"]*"|\S+)/g) ?? [];
    const repos = [];
    const words = [];
    const filters = [];
    for (const raw of tokens) {
        const neg = raw.startsWith('-');
        const t = neg ? raw.slice(1) : raw;
        const m = /^([a-z]+):(.*)$/i.exec(t);
        const val = m ? m[2].replace(/^"|"$/g, '') : '';
        let f = null;
        if (m && m[1] === 'repo')
            repos.push(val.toLowerCase());
        else if (m && (m[1] === 'is' || m[1] === 'type')) {
            if (val === 'issue')
                f = (_r, i) => !i.pull;
            else if (val === 'pr' || val === 'pull-request')
                f = (_r, i) => !!i.pull;
            else if (val === 'open' || val === 'closed')
                f = (_r, i) => i.state === val;
            else if (val === 'merged')
                f = (_r, i) => !!i.pull?.merged;
        }
        else if (m && m[1] === 'state')
            f = (_r, i) => i.state === val;
        else if (m && m[1] === 'label')
            f = (_r, i) => i.labels.some((l) => l.toLowerCase() === val.toLowerCase());
        else if (m && m[1] === 'author')
            f = (_r, i) => i.user.toLowerCase() === val.toLowerCase();
        else if (m && (m[1] === 'in' || m[1] === 'sort'))
            continue;
        else
            words.push(t.replace(/^"|"$/g, '').toLowerCase());
        if (f)
            filters.push(neg ? (r, i) => !f(r, i) : f);
    }
    const out = [];
    for (const repo of ctx.store.repos.values()) {
        if (repos.length && !repos.includes(`${repo.owner.login}/${repo.name}`.toLowerCase()))
            continue;
        for (const issue of repo.issues.values()) {
            if (!filters.every((f) => f(repo, issue)))
                continue;
            const hay = `${issue.title}\n${issue.body ?? ''}`.toLowerCase();
            if (!words.every((w) => hay.includes(w)))
                continue;
            out.push({ repo, issue });
        }
    }
    return out.sort((a, b) => (a.issue.created_at < b.issue.created_at ? 1 : a.issue.created_at > b.issue.created_at ? -1 : b.issue.id - a.issue.id));
}
function issueRoutes() {
    return [
        route('GET', '/search/issues', (ctx) => {
            if (!ctx.url.searchParams.get('q'))
                throw validationFailed([{ resource: 'Search', field: 'q', code: 'missing' }]);
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
            if (typeof b.title !== 'string' || !b.title)
                throw validationFailed([{ resource: 'Issue', field: 'title', code: 'missing_field' }]);
            const assignees = checkAssignees(ctx, b.assignees ?? (b.assignee ? [b.assignee] : []));
            const milestone = checkMilestone(repo, b.milestone);
            const issue = newIssue(ctx, repo, b.title, typeof b.body === 'string' ? b.body : null);
            if (b.labels !== undefined)
                addLabels(ctx, repo, issue, labelNames(b.labels));
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
                if (c)
                    return { status: 200, body: ctx.store.commentJson(repo, i, c) };
            }
            throw notFound();
        }),
        route('PATCH', '/repos/:o/:r/issues/comments/:id', (ctx) => {
            const repo = repoOf(ctx);
            for (const i of repo.issues.values()) {
                const c = i.comments.find((x) => x.id === Number(ctx.params[2]));
                if (!c)
                    continue;
                if (typeof ctx.body.body !== 'string')
                    throw validationFailed([{ resource: 'IssueComment', field: 'body', code: 'missing_field' }]);
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
                if (idx < 0)
                    continue;
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
            if (typeof ctx.body.body !== 'string' || !ctx.body.body)
                throw validationFailed([{ resource: 'IssueComment', field: 'body', code: 'missing_field' }]);
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
            addLabels(ctx, repo, issue, labelNames(ctx.body.__array ?? ctx.body));
            touch(issue, repo);
            return { status: 200, body: issue.labels.map((n) => ctx.store.labelJson(repo, ctx.store.labelFor(repo, n))) };
        }),
        route('PUT', '/repos/:o/:r/issues/:n/labels', (ctx) => {
            const repo = repoOf(ctx);
            const issue = issueOf(ctx, repo);
            issue.labels = [];
            addLabels(ctx, repo, issue, labelNames(ctx.body.__array ?? ctx.body));
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
            if (idx < 0)
                throw new ApiError(404, 'Label does not exist', { documentation_url: DOCS, status: '404' });
            issue.labels.splice(idx, 1);
            touch(issue, repo);
            return { status: 200, body: issue.labels.map((n) => ctx.store.labelJson(repo, ctx.store.labelFor(repo, n))) };
        }),
        route('POST', '/repos/:o/:r/issues/:n/assignees', (ctx) => {
            const repo = repoOf(ctx);
            const issue = issueOf(ctx, repo);
            for (const a of checkAssignees(ctx, ctx.body.assignees))
                if (!issue.assignees.includes(a))
                    issue.assignees.push(a);
            touch(issue, repo);
            return { status: 201, body: ctx.store.issueJson(repo, issue) };
        }),
        route('DELETE', '/repos/:o/:r/issues/:n/assignees', (ctx) => {
            const repo = repoOf(ctx);
            const issue = issueOf(ctx, repo);
            const drop = new Set((Array.isArray(ctx.body.assignees) ? ctx.body.assignees : []).map((a) => String(a).toLowerCase()));
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
            if (typeof name !== 'string' || !name)
                throw validationFailed([{ resource: 'Label', field: 'name', code: 'missing_field' }]);
            if (repo.labels.has(name.toLowerCase()))
                throw validationFailed([{ resource: 'Label', field: 'name', code: 'already_exists' }]);
            if (color !== undefined && (typeof color !== 'string' || !/^#?[0-9a-fA-F]{6}$/.test(color))) {
                throw validationFailed([{ resource: 'Label', field: 'color', code: 'invalid' }]);
            }
            const l = ctx.store.labelFor(repo, name);
            if (color)
                l.color = color.replace(/^#/, '').toLowerCase();
            if (typeof description === 'string')
                l.description = description;
            return { status: 201, body: ctx.store.labelJson(repo, l) };
        }),
        route('GET', '/repos/:o/:r/labels/:name', (ctx) => {
            const repo = repoOf(ctx);
            const l = repo.labels.get(decodeURIComponent(ctx.params[2]).toLowerCase());
            if (!l)
                throw notFound();
            return { status: 200, body: ctx.store.labelJson(repo, l) };
        }),
        route('PATCH', '/repos/:o/:r/labels/:name', (ctx) => {
            const repo = repoOf(ctx);
            const oldKey = decodeURIComponent(ctx.params[2]).toLowerCase();
            const l = repo.labels.get(oldKey);
            if (!l)
                throw notFound();
            const { new_name: newName, color, description } = ctx.body;
            if (typeof newName === 'string' && newName) {
                repo.labels.delete(oldKey);
                for (const i of repo.issues.values())
                    i.labels = i.labels.map((x) => (x.toLowerCase() === oldKey ? newName : x));
                l.name = newName;
                repo.labels.set(newName.toLowerCase(), l);
            }
            if (typeof color === 'string')
                l.color = color.replace(/^#/, '').toLowerCase();
            if (typeof description === 'string')
                l.description = description;
            return { status: 200, body: ctx.store.labelJson(repo, l) };
        }),
        route('DELETE', '/repos/:o/:r/labels/:name', (ctx) => {
            const repo = repoOf(ctx);
            const key = decodeURIComponent(ctx.params[2]).toLowerCase();
            if (!repo.labels.delete(key))
                throw notFound();
            for (const i of repo.issues.values())
                i.labels = i.labels.filter((x) => x.toLowerCase() !== key);
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
            if (typeof title !== 'string' || !title)
                throw validationFailed([{ resource: 'Milestone', field: 'title', code: 'missing_field' }]);
            if ([...repo.milestones.values()].some((m) => m.title === title))
                throw validationFailed([{ resource: 'Milestone', field: 'title', code: 'already_exists' }]);
            const now = nowIso();
            const m = { id: ctx.store.id(), number: repo.nextMilestone++, title, description: description ?? null, state: state === 'closed' ? 'closed' : 'open', created_at: now, updated_at: now };
            repo.milestones.set(m.number, m);
            return { status: 201, body: ctx.store.milestoneJson(repo, m) };
        }),
        route('GET', '/repos/:o/:r/milestones/:n', (ctx) => {
            const repo = repoOf(ctx);
            const m = repo.milestones.get(Number(ctx.params[2]));
            if (!m)
                throw notFound();
            return { status: 200, body: ctx.store.milestoneJson(repo, m) };
        }),
        route('PATCH', '/repos/:o/:r/milestones/:n', (ctx) => {
            const repo = repoOf(ctx);
            const m = repo.milestones.get(Number(ctx.params[2]));
            if (!m)
                throw notFound();
            if (typeof ctx.body.title === 'string')
                m.title = ctx.body.title;
            if (typeof ctx.body.description === 'string')
                m.description = ctx.body.description;
            if (ctx.body.state === 'open' || ctx.body.state === 'closed')
                m.state = ctx.body.state;
            m.updated_at = nowIso();
            return { status: 200, body: ctx.store.milestoneJson(repo, m) };
        }),
    ];
}

;// CONCATENATED MODULE: ./src/emulator/routes-pulls.ts
// Pull requests: create/get/list/update, changed files, reviews and merge.
// Head and base SHAs are read from the bare repository, so a git push to the
// head branch is visible at once.





const REVIEW_STATES = { APPROVE: 'APPROVED', REQUEST_CHANGES: 'CHANGES_REQUESTED', COMMENT: 'COMMENTED' };
function pullOf(ctx, repo) {
    const i = issueOf(ctx, repo);
    if (!i.pull)
        throw notFound();
    return i;
}
/** Refreshes the recorded head SHA from the branch while the PR is open. */
async function headSha(repo, i) {
    const p = i.pull;
    if (i.state === 'open') {
        const live = await repo.git.resolveRef(`refs/heads/${p.head}`);
        if (live)
            p.headSha = live;
    }
    return p.headSha;
}
function branchName(v) {
    const c = v.indexOf(':');
    return c >= 0 ? v.slice(c + 1) : v;
}
async function pullJson(store, repo, i, detailed) {
    const p = i.pull;
    const full = `${repo.owner.login}/${repo.name}`;
    const api = `${store.apiUrl}/repos/${full}`;
    const head = await headSha(repo, i);
    const baseSha = (await repo.git.resolveRef(`refs/heads/${p.base}`)) ?? '';
    const issue = store.issueJson(repo, i);
    const out = {
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
        let mergeable = null;
        if (!p.merged && i.state === 'open' && baseSha && head)
            mergeable = (await repo.git.mergeTree(baseSha, head)) !== null;
        const files = baseSha && head ? await repo.git.diffFiles(baseSha, head) : [];
        let commits = 0;
        if (baseSha && head)
            commits = Number((await repo.git.text(['rev-list', '--count', `${baseSha}..${head}`])).trim()) || 0;
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
function pullRoutes() {
    return [
        route('POST', '/repos/:o/:r/pulls', async (ctx) => {
            const repo = repoOf(ctx);
            const b = ctx.body;
            if (typeof b.title !== 'string' || !b.title)
                throw validationFailed([{ resource: 'PullRequest', field: 'title', code: 'missing_field' }]);
            if (typeof b.head !== 'string' || typeof b.base !== 'string') {
                throw validationFailed([{ resource: 'PullRequest', field: typeof b.head !== 'string' ? 'head' : 'base', code: 'missing_field' }]);
            }
            const head = branchName(b.head);
            const base = b.base;
            const headSha = await repo.git.resolveRef(`refs/heads/${head}`);
            const baseSha = await repo.git.resolveRef(`refs/heads/${base}`);
            if (!headSha)
                throw validationFailed([{ resource: 'PullRequest', field: 'head', code: 'invalid' }]);
            if (!baseSha)
                throw validationFailed([{ resource: 'PullRequest', field: 'base', code: 'invalid' }]);
            const dup = [...repo.issues.values()].find((i) => i.pull && i.state === 'open' && i.pull.head === head && i.pull.base === base);
            if (dup)
                throw validationFailed([{ resource: 'PullRequest', code: 'custom', message: `A pull request already exists for ${repo.owner.login}:${head}.` }]);
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
                .filter((i) => !head || i.pull.head === branchName(head))
                .filter((i) => !base || i.pull.base === base)
                .sort((a, b) => (q.get('direction') === 'asc' ? a.number - b.number : b.number - a.number));
            const out = [];
            for (const i of list)
                out.push(await pullJson(ctx.store, repo, i, false));
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
                if (!(await repo.git.resolveRef(`refs/heads/${base}`)))
                    throw validationFailed([{ resource: 'PullRequest', field: 'base', code: 'invalid' }]);
                pr.pull.base = base;
            }
            if (pr.pull.merged && rest.state === 'open')
                throw validationFailed([{ resource: 'PullRequest', code: 'custom', message: 'state cannot be changed. The pull request has been merged.' }]);
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
            if (!state)
                throw validationFailed([{ resource: 'PullRequestReview', field: 'event', code: 'invalid' }]);
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
            if (pr.pull.merged || pr.state !== 'open')
                throw new ApiError(405, 'Pull Request is not mergeable', { documentation_url: DOCS, status: '405' });
            const head = await headSha(repo, pr);
            if (typeof ctx.body.sha === 'string' && ctx.body.sha !== head)
                throw new ApiError(409, 'Head branch was modified. Review and try the merge again.', { documentation_url: DOCS, status: '409' });
            const baseRef = `refs/heads/${pr.pull.base}`;
            const base = await repo.git.resolveRef(baseRef);
            if (!base)
                throw new ApiError(405, 'Base branch was deleted', { documentation_url: DOCS, status: '405' });
            const method = ctx.body.merge_method ?? 'merge';
            const tree = await repo.git.mergeTree(base, head);
            if (!tree)
                throw new ApiError(405, 'Pull Request is not mergeable', { documentation_url: DOCS, status: '405' });
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
                if (i.pull && (await headSha(repo, i)) === sha)
                    out.push(await pullJson(ctx.store, repo, i, false));
            }
            return { status: 200, body: out, paginate: true };
        }),
    ];
}

;// CONCATENATED MODULE: ./src/emulator/github-emulator.ts
// A local GitHub: REST API (GHES-style under /api/v3) with in-memory state,
// and git smart HTTP over real bare repositories. Used by tests, the demo and
// benchmarks in place of github.com.












const API_PREFIX = '/api/v3';
const GIT_PATH = /^\/([^/]+)\/([^/]+?)(?:\.git)?\/(info\/refs|git-upload-pack|git-receive-pack)$/;
function tokenFrom(req) {
    const h = req.headers.authorization;
    if (!h)
        return { scheme: null, secret: null };
    const [scheme, value = ''] = h.split(/\s+/, 2);
    const s = scheme.toLowerCase();
    if (s === 'bearer' || s === 'token')
        return { scheme: 'token', secret: value };
    if (s === 'basic') {
        const decoded = Buffer.from(value, 'base64').toString('utf8');
        const c = decoded.indexOf(':');
        return { scheme: 'basic', secret: c >= 0 ? decoded.slice(c + 1) : decoded };
    }
    return { scheme: null, secret: null };
}
function sleep(ms) {
    return new Promise((r) => setTimeout(r, ms));
}
async function startGitHubEmulator(opts = {}) {
    const token = opts.token ?? 'emu-token';
    const orgName = opts.org ?? 'eval-org';
    const userName = opts.user ?? 'eval-bot';
    const ownDataDir = !opts.dataDir;
    const dataDir = opts.dataDir ?? (await (0,promises_.mkdtemp)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'gh-emulator-')));
    let latencyMs = opts.latencyMs ?? 0;
    let faults = opts.faults ? new FaultInjector(opts.faults) : null;
    const requests = [];
    const routes = [...repoRoutes(), ...gitRoutes(), ...issueRoutes(), ...pullRoutes()];
    const store = new Store(dataDir);
    const log = (method, path, status, faulted) => {
        requests.push({ method, path, status, at: Date.now(), faulted });
    };
    async function handleGit(req, res, url, m) {
        const s = store;
        const method = req.method ?? 'GET';
        const repo = s.repo(decodeURIComponent(m[1]), decodeURIComponent(m[2]));
        const service = m[3] === 'info/refs' ? url.searchParams.get('service') : m[3];
        const auth = tokenFrom(req);
        const authed = auth.secret === token;
        const needsAuth = service === 'git-receive-pack' || !repo || repo.private;
        if (needsAuth && !authed) {
            req.resume();
            res.statusCode = 401;
            res.setHeader('www-authenticate', 'Basic realm="GitHub"');
            res.end('Invalid username or token.\n');
            log(method, url.pathname, 401, false);
            return;
        }
        if (!repo) {
            req.resume();
            res.statusCode = 404;
            res.end('Repository not found.\n');
            log(method, url.pathname, 404, false);
            return;
        }
        const pathInfo = `/${repo.owner.login}/${repo.name}.git/${m[3]}`;
        const status = await serveGitHttp(req, res, { projectRoot: dataDir, pathInfo, query: url.search.slice(1), remoteUser: authed ? userName : '' });
        if (service === 'git-receive-pack' && m[3] === 'git-receive-pack')
            repo.pushed_at = repo.updated_at = new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
        log(method, url.pathname, status, false);
    }
    async function handleApi(req, res, url, origin) {
        const s = store;
        const method = req.method ?? 'GET';
        const path = url.pathname.slice(API_PREFIX.length) || '/';
        const bodyBuf = await readBody(req);
        const auth = tokenFrom(req);
        if (auth.secret !== token) {
            const message = auth.secret === null ? 'Requires authentication' : 'Bad credentials';
            sendJson(res, 401, { message, documentation_url: DOCS, status: '401' });
            log(method, url.pathname, 401, false);
            return;
        }
        const decision = faults?.decide(method) ?? null;
        if (decision && !decision.applyFirst) {
            if (decision.kind === '502')
                sendJson(res, 502, { message: 'Server Error' });
            else {
                const retryAfter = String(faults?.options.retryAfterS ?? 1);
                sendJson(res, 403, { message: 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.', documentation_url: DOCS, status: '403' }, { 'retry-after': retryAfter });
            }
            log(method, url.pathname, decision.kind === '502' ? 502 : 403, true);
            return;
        }
        let result;
        try {
            const found = routes.find((r) => r.method === method && r.pattern.test(path));
            if (!found) {
                const anyMethod = routes.some((r) => r.pattern.test(path));
                throw new ApiError(anyMethod ? 405 : 404, anyMethod ? 'Method Not Allowed' : 'Not Found', { documentation_url: DOCS, status: anyMethod ? '405' : '404' });
            }
            const params = (found.pattern.exec(path) ?? []).slice(1);
            const ctx = { store: s, method, url, params, body: parseJsonBody(bodyBuf), login: userName, origin };
            result = await found.handler(ctx);
        }
        catch (e) {
            if (e instanceof ApiError)
                result = { status: e.status, body: { message: e.message, ...e.extra } };
            else
                result = { status: 500, body: { message: `Internal emulator error: ${e.message}` } };
        }
        if (decision?.applyFirst) {
            sendJson(res, 502, { message: 'Server Error' });
            log(method, url.pathname, 502, true);
            return;
        }
        const headers = {
            'x-ratelimit-limit': '5000',
            'x-ratelimit-remaining': '4999',
            'x-ratelimit-used': '1',
            'x-ratelimit-reset': String(Math.floor(Date.now() / 1000) + 3600),
            'x-ratelimit-resource': 'core',
            'x-github-media-type': 'github.v3; format=json',
            ...(result.headers ?? {}),
        };
        let body = result.body;
        if (result.paginate && Array.isArray(body)) {
            const page = paginate(body, url, origin);
            body = page.items;
            if (page.link)
                headers.link = page.link;
        }
        sendJson(res, result.status, result.status === 204 ? undefined : body, headers);
        log(method, url.pathname, result.status, false);
    }
    const server = (0,external_node_http_.createServer)((req, res) => {
        const host = req.headers.host ?? '127.0.0.1';
        const origin = `http://${host}`;
        const url = new URL(req.url ?? '/', origin);
        const work = async () => {
            if (latencyMs > 0)
                await sleep(latencyMs);
            const gm = GIT_PATH.exec(url.pathname);
            if (gm)
                return handleGit(req, res, url, gm);
            if (url.pathname === API_PREFIX || url.pathname.startsWith(`${API_PREFIX}/`))
                return handleApi(req, res, url, origin);
            req.resume();
            sendJson(res, 404, { message: 'Not Found', documentation_url: DOCS });
            log(req.method ?? 'GET', url.pathname, 404, false);
        };
        work().catch((e) => {
            if (!res.headersSent)
                sendJson(res, 500, { message: `Internal emulator error: ${e.message}` });
            else
                res.end();
            log(req.method ?? 'GET', url.pathname, 500, false);
        });
    });
    await new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(opts.port ?? 0, opts.host ?? '127.0.0.1', () => resolve());
    });
    const addr = server.address();
    const hostForUrl = addr.family === 'IPv6' ? `[${addr.address}]` : addr.address;
    const serverUrl = `http://${hostForUrl}:${addr.port}`;
    const apiUrl = `${serverUrl}${API_PREFIX}`;
    store.serverUrl = serverUrl;
    store.apiUrl = apiUrl;
    store.addAccount(userName, 'User');
    store.addAccount(orgName, 'Organization');
    const st = store;
    return {
        apiUrl,
        serverUrl,
        token,
        org: orgName,
        user: userName,
        requests,
        resetRequests: () => {
            requests.length = 0;
        },
        setLatency: (ms) => {
            latencyMs = ms;
        },
        setFaults: (f) => {
            faults = f ? new FaultInjector(f) : null;
        },
        listRepos: () => [...st.repos.values()].map((r) => ({
            full_name: `${r.owner.login}/${r.name}`,
            topics: [...r.topics],
            description: r.description,
            created_at: r.created_at,
            private: r.private,
        })),
        issuesOf: (fullName) => {
            const [o, n] = fullName.split('/');
            const r = st.repo(o, n);
            if (!r)
                return [];
            return [...r.issues.values()].map((i) => ({ number: i.number, title: i.title, state: i.state, labels: [...i.labels], is_pr: !!i.pull }));
        },
        close: async () => {
            await new Promise((resolve) => {
                server.close(() => resolve());
                server.closeAllConnections();
            });
            if (ownDataDir)
                await (0,promises_.rm)(dataDir, { recursive: true, force: true });
        },
    };
}


/***/ })

};
