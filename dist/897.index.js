export const id = 897;
export const ids = [897];
export const modules = {

/***/ 84195:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  TM: () => (/* binding */ DESCRIPTION_MARK),
  K$: () => (/* binding */ FIXTURE_TOPIC),
  Hc: () => (/* binding */ FixtureProvider),
  ve: () => (/* binding */ NAME_PREFIX),
  lq: () => (/* binding */ checkRequestBudget)
});

// UNUSED EXPORTS: HOURLY_CONTENT_BUDGET, describeError, estimateRequests, fixtureDescription, fixtureRepoName, marker, randomNonce

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
;// CONCATENATED MODULE: ./src/fixtures/fixture-capture.ts
const MARKER = /\n*<!-- fullsend-functional:[^>]*-->\s*$/;
function stripMarker(body) {
    return (body ?? '').replace(MARKER, '');
}
/** APPROVED / CHANGES_REQUESTED from each author's latest decisive review; null when none. */
function reviewDecision(reviews) {
    const latest = new Map();
    for (const r of reviews) {
        const who = r.author ?? '';
        if (r.state === 'APPROVED' || r.state === 'CHANGES_REQUESTED')
            latest.set(who, r.state);
        else if (r.state === 'DISMISSED')
            latest.delete(who);
    }
    const states = [...latest.values()];
    if (states.includes('CHANGES_REQUESTED'))
        return 'CHANGES_REQUESTED';
    if (states.includes('APPROVED'))
        return 'APPROVED';
    return null;
}
function labelNames(labels) {
    return (Array.isArray(labels) ? labels : []).map((l) => (typeof l === 'string' ? l : l.name ?? '')).filter(Boolean);
}
function issueNumberFromUrl(url) {
    return Number(url.slice(url.lastIndexOf('/') + 1));
}
function upperState(state, merged) {
    if (merged)
        return 'MERGED';
    return state.toUpperCase();
}
async function captureFixture(client, t, opts) {
    const { owner, name: repo, number } = t;
    const maxRounds = opts.maxRounds ?? 4;
    const settleMs = opts.settleMs ?? 500;
    const isPr = t.type === 'pull_request';
    let snap;
    for (let round = 0; round < maxRounds; round++) {
        if (round > 0)
            await new Promise((r) => setTimeout(r, settleMs * 2 ** (round - 1)));
        const single = isPr
            ? (await client.rest.pulls.get({ owner, repo, pull_number: number })).data
            : (await client.rest.issues.get({ owner, repo, issue_number: number })).data;
        const list = await client.paginate(client.rest.issues.listForRepo, { owner, repo, state: 'all', per_page: 100 });
        const comments = await client.paginate(client.rest.issues.listCommentsForRepo, { owner, repo, per_page: 100 });
        const reviews = isPr ? await client.paginate(client.rest.pulls.listReviews, { owner, repo, pull_number: number, per_page: 100 }) : [];
        const files = isPr ? await client.paginate(client.rest.pulls.listFiles, { owner, repo, pull_number: number, per_page: 100 }) : [];
        snap = { single, list, comments, reviews, files };
        const problems = staleness(snap, t, isPr);
        if (problems.length === 0)
            break;
        opts.log?.(`capture of ${owner}/${repo}#${number}: ${problems.join('; ')}; reading again (round ${round + 2}/${maxRounds})`);
    }
    const s = snap;
    const commentsOf = (n) => s.comments
        .filter((c) => issueNumberFromUrl(c.issue_url) === n)
        .sort((a, b) => (a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : a.id - b.id))
        .map((c) => ({ author: c.user?.login ?? null, body: c.body ?? '', created_at: c.created_at }));
    const fromList = s.list.find((i) => i.number === number);
    const single = s.single;
    const merged = isPr ? single.merged === true || !!single.merged_at : false;
    const state = {
        fixture_type: t.type,
        fixture_url: t.url,
        number,
        repo: `${owner}/${repo}`,
        state: upperState(single.state, merged),
        title: single.title,
        body: stripMarker(single.body),
        labels: labelNames(single.labels ?? fromList?.labels),
        assignees: (single.assignees ?? []).map((a) => a.login),
        milestone: single.milestone?.title ?? null,
        comments: commentsOf(number),
        seed_issues: t.seedNumbers.map((n) => {
            const i = s.list.find((x) => x.number === n);
            return { number: n, title: i?.title ?? '', state: (i?.state ?? 'unknown').toUpperCase(), labels: labelNames(i?.labels), comments: commentsOf(n) };
        }),
        captured_at: opts.clock().toISOString(),
    };
    if (isPr) {
        const reviews = s.reviews.map((r) => ({ author: r.user?.login ?? null, state: r.state, body: r.body ?? '' }));
        Object.assign(state, {
            mergeable: single.mergeable ?? null,
            merged,
            review_decision: reviewDecision(reviews),
            reviews,
            head_sha: single.head?.sha,
            changed_files: s.files.map((f) => ({ path: f.filename, status: f.status, additions: f.additions, deletions: f.deletions })),
        });
    }
    return state;
}
function staleness(s, t, isPr) {
    const problems = [];
    const inList = s.list.find((i) => i.number === t.number);
    if (!inList)
        problems.push(`#${t.number} missing from the issue list`);
    else if (inList.updated_at < s.single.updated_at)
        problems.push(`issue list older than #${t.number} (${inList.updated_at} < ${s.single.updated_at})`);
    const counts = new Map();
    for (const c of s.comments) {
        const n = issueNumberFromUrl(c.issue_url);
        counts.set(n, (counts.get(n) ?? 0) + 1);
    }
    const want = typeof s.single.comments === 'number' ? s.single.comments : inList?.comments;
    if (typeof want === 'number' && want !== (counts.get(t.number) ?? 0))
        problems.push(`#${t.number} reports ${want} comments, ${counts.get(t.number) ?? 0} listed`);
    for (const n of t.seedNumbers) {
        const i = s.list.find((x) => x.number === n);
        if (!i)
            problems.push(`seed #${n} missing from the issue list`);
        else if (i.comments !== (counts.get(n) ?? 0))
            problems.push(`seed #${n} reports ${i.comments} comments, ${counts.get(n) ?? 0} listed`);
    }
    if (isPr && s.single.state === 'open' && s.single.mergeable === null)
        problems.push('mergeable not computed yet');
    return problems;
}

;// CONCATENATED MODULE: ./src/fixtures/git-auth.ts
// Git credentials passed through the environment only: an http.extraHeader
// scoped to the server URL via GIT_CONFIG_COUNT/KEY/VALUE, so no token lands
// in .git/config, a credential store, or a remote URL.
function basicAuthHeader(token) {
    return `Authorization: Basic ${Buffer.from(`x-access-token:${token}`).toString('base64')}`;
}
/**
 * Env vars that let git talk to serverUrl with the token. Entries already in
 * baseEnv's GIT_CONFIG_COUNT are kept, and ours are appended after them.
 */
function gitAuthEnv(serverUrl, token, baseEnv = process.env) {
    const existing = Number(baseEnv.GIT_CONFIG_COUNT ?? 0) || 0;
    const env = {};
    for (let i = 0; i < existing; i++) {
        const k = baseEnv[`GIT_CONFIG_KEY_${i}`];
        const v = baseEnv[`GIT_CONFIG_VALUE_${i}`];
        if (k !== undefined && v !== undefined) {
            env[`GIT_CONFIG_KEY_${i}`] = k;
            env[`GIT_CONFIG_VALUE_${i}`] = v;
        }
    }
    const base = serverUrl.replace(/\/+$/, '');
    env[`GIT_CONFIG_KEY_${existing}`] = `http.${base}/.extraheader`;
    env[`GIT_CONFIG_VALUE_${existing}`] = basicAuthHeader(token);
    env.GIT_CONFIG_COUNT = String(existing + 1);
    env.GIT_TERMINAL_PROMPT = '0';
    return env;
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
;// CONCATENATED MODULE: ./src/fixtures/repo-files.ts
// Reads a case's repo/ directory into the entries of one Git Data API tree.


/** Text means valid UTF-8 without NUL bytes; everything else goes up as a blob. */
function isText(buf) {
    if (buf.includes(0))
        return false;
    try {
        new TextDecoder('utf-8', { fatal: true }).decode(buf);
        return true;
    }
    catch {
        return false;
    }
}
/** Files under dir (symlinks followed, `.git` skipped), sorted by path. Absent dir: none. */
async function readRepoFiles(dir) {
    if (!dir)
        return [];
    try {
        if (!(await (0,promises_.stat)(dir)).isDirectory())
            throw new Error(`repo content ${dir} is not a directory`);
    }
    catch (e) {
        if (e.code === 'ENOENT')
            return [];
        throw e;
    }
    const out = [];
    const walk = async (abs, rel) => {
        const names = (await (0,promises_.readdir)(abs)).sort();
        for (const name of names) {
            if (name === '.git')
                continue;
            const a = (0,external_node_path_.join)(abs, name);
            const r = rel ? `${rel}/${name}` : name;
            const st = await (0,promises_.stat)(a);
            if (st.isDirectory())
                await walk(a, r);
            else if (st.isFile()) {
                const buf = await (0,promises_.readFile)(a);
                const mode = st.mode & 0o111 ? '100755' : '100644';
                out.push(isText(buf) ? { path: r, mode, text: buf.toString('utf8') } : { path: r, mode, binary: buf });
            }
        }
    };
    await walk(dir, '');
    return out;
}
async function countBinaryFiles(dir) {
    return (await readRepoFiles(dir)).filter((f) => f.binary).length;
}

;// CONCATENATED MODULE: ./src/fixtures/fixture-provider.ts
// Ephemeral GitHub fixtures: create a private repo with the case's content,
// seed issues and the fixture issue or PR; hand a clone to the agent; capture
// what the agent left behind; delete the repo.
//
// Initial content path (fewest requests): create the repo with
// `auto_init: true`, so the Git Data API accepts writes at once (a repo with
// no commit answers every git/* call with 409 "Git Repository is empty.").
// Then one tree without `base_tree` (text files inline, binary files as
// base64 blobs first), one root commit, and a forced update of the default
// branch, which drops GitHub's README commit. Issue fixture, N text files, no
// binaries: create + topics + tree + commit + ref + issue = 6 requests
// (+1 `GET /orgs/:owner` once per provider, +1 per seed issue, +1 per closed
// seed).





const FIXTURE_TOPIC = 'fullsend-functional';
const DESCRIPTION_MARK = 'fullsend-functional fixture';
const NAME_PREFIX = 'eval-';
/** GitHub's guidance: at most 500 content-creating requests per hour. */
const HOURLY_CONTENT_BUDGET = 500;
function randomNonce() {
    return (0,external_node_crypto_.randomBytes)(4).toString('hex');
}
function slug(s) {
    return s
        .toLowerCase()
        .replace(/[^a-z0-9._-]+/g, '-')
        .replace(/-+/g, '-')
        .replace(/^[-.]+|[-.]+$/g, '');
}
/** `eval-<skill>-<case>-<nonce>`, lowercased, sanitised, at most 100 characters (the nonce is never cut). */
function fixtureRepoName(skill, caseId, nonce) {
    const tail = `-${slug(nonce)}`;
    const middle = `${slug(skill)}-${slug(caseId)}`.slice(0, 100 - NAME_PREFIX.length - tail.length).replace(/[-.]+$/, '');
    return `${NAME_PREFIX}${middle}${tail}`;
}
function fixtureDescription(runId, createdAt) {
    return `${DESCRIPTION_MARK} run=${runId} created=${createdAt}`;
}
function marker(nonce, key) {
    return `<!-- fullsend-functional:${nonce}:${key} -->`;
}
function withMarker(body, nonce, key) {
    return `${body ?? ''}\n\n${marker(nonce, key)}`;
}
function statusOf(e) {
    const s = e?.status;
    return typeof s === 'number' ? s : undefined;
}
/** A 5xx or a failure without an HTTP answer: the write may or may not have happened. */
function isAmbiguous(e) {
    const s = statusOf(e);
    return s === undefined || s >= 500;
}
/** An Octokit error with the request it came from, without headers (they hold the token). */
function describeError(e) {
    const req = e.request;
    const where = req?.method && req.url ? `${req.method} ${req.url}: ` : '';
    const status = statusOf(e);
    return `${where}${status ? `${status} ` : ''}${e?.message ?? String(e)}`;
}
function sleep(ms) {
    return new Promise((r) => setTimeout(r, ms));
}
function runGit(args, opts) {
    return new Promise((resolve, reject) => {
        (0,external_node_child_process_.execFile)('git', args, { cwd: opts.cwd, env: opts.env, maxBuffer: 16 * 1024 * 1024 }, (err, stdout, stderr) => {
            if (err)
                reject(new Error(`git ${args[0]} failed: ${String(stderr).trim() || err.message}`));
            else
                resolve(String(stdout));
        });
    });
}
/** Content-creating requests one fixture of this case costs (writes incl. the teardown). */
async function estimateRequests(cc) {
    const binaries = await countBinaryFiles(cc.repoDir);
    let n = 2 /* repo, topics */ + binaries + 3 /* tree, commit, ref */;
    if (cc.fixture.base && cc.fixture.base !== 'main')
        n += 3; /* base ref, default branch, drop main */
    for (const s of cc.seedIssues)
        n += s.state === 'closed' ? 2 : 1;
    if (cc.fixture.type === 'issue')
        n += 1;
    else
        n += 4 /* tree, commit, ref, pull */ + (cc.fixture.labels.length ? 1 : 0);
    return n + 1 /* delete */;
}
/** Whether a run (every case x repeat) stays within the hourly content-creation budget; warns up front. */
async function checkRequestBudget(cases, opts = {}) {
    const repeat = opts.repeat ?? 1;
    const budget = opts.budget ?? HOURLY_CONTENT_BUDGET;
    const perCase = [];
    for (const c of cases)
        perCase.push({ case: `${c.skill}/${c.id}`, requests: (await estimateRequests(c)) * repeat });
    const total = perCase.reduce((s, c) => s + c.requests, 0);
    const fits = total <= budget;
    const message = fits
        ? `fixture setup needs about ${total} content-creating GitHub requests (${cases.length} cases x ${repeat}); hourly budget ${budget}`
        : `fixture setup needs about ${total} content-creating GitHub requests (${cases.length} cases x ${repeat}), over the hourly budget of ${budget}; ` +
            `GitHub will answer with secondary rate limits and the run will slow down. Run fewer cases or repeats, or shard the suite`;
    if (!fits)
        opts.log?.(`warning: ${message}`);
    return { total, budget, fits, perCase, message };
}
class FixtureProvider {
    opts;
    client;
    clock;
    log;
    ownerInfo;
    constructor(opts) {
        this.opts = opts;
        this.client = opts.client;
        this.clock = opts.clock ?? (() => new Date());
        this.log = opts.log ?? (() => undefined);
    }
    /** The owner as an org when `GET /orgs/:owner` answers, else the token's user. Asked once. */
    resolveOwner() {
        this.ownerInfo ??= (async () => {
            try {
                const org = await this.client.rest.orgs.get({ org: this.opts.owner });
                return { login: org.data.login, isOrg: true };
            }
            catch (e) {
                if (statusOf(e) !== 404)
                    throw e;
                const me = await this.client.rest.users.getAuthenticated();
                if (me.data.login.toLowerCase() !== this.opts.owner.toLowerCase()) {
                    this.log(`owner ${this.opts.owner} is not an organization; creating fixtures under the token's user ${me.data.login}`);
                }
                return { login: me.data.login, isOrg: false };
            }
        })();
        this.ownerInfo.catch(() => {
            this.ownerInfo = undefined;
        });
        return this.ownerInfo;
    }
    /**
     * Runs a create that must not be duplicated. After an ambiguous failure
     * (5xx, network) or a rate limit, `find` looks for what the failed attempt
     * may have made before another attempt is sent.
     */
    async createOnce(what, create, find) {
        const attempts = this.opts.createAttempts ?? 4;
        const delay = this.opts.retryDelayMs ?? 1000;
        let last;
        for (let attempt = 0; attempt < attempts; attempt++) {
            if (attempt > 0) {
                await sleep(delay * attempt);
                const found = await this.findSafely(what, find);
                if (found !== undefined) {
                    this.log(`${what}: the failed attempt had gone through; reusing it`);
                    return found;
                }
            }
            try {
                return await create();
            }
            catch (e) {
                last = e;
                const s = statusOf(e);
                if (s === 422 && attempt > 0) {
                    const found = await this.findSafely(what, find);
                    if (found !== undefined)
                        return found;
                }
                if (!isAmbiguous(e) && s !== 403 && s !== 429)
                    throw e;
                this.log(`${what}: attempt ${attempt + 1}/${attempts} failed (${s ?? 'network'}: ${e.message}); checking before retrying`);
            }
        }
        throw new Error(`${what}: gave up after ${attempts} attempts: ${last?.message ?? last}`);
    }
    async findSafely(what, find) {
        let last;
        for (let i = 0; i < 4; i++) {
            try {
                return await find();
            }
            catch (e) {
                last = e;
                await sleep((this.opts.retryDelayMs ?? 1000) * (i + 1));
            }
        }
        throw new Error(`${what}: could not check whether an earlier attempt succeeded: ${last?.message ?? last}`);
    }
    /** Git Data calls right after auto_init can still see an empty repo on GitHub: retry those 409s briefly. */
    async afterInit(fn) {
        for (let i = 0;; i++) {
            try {
                return await fn();
            }
            catch (e) {
                if (statusOf(e) !== 409 || i >= 5)
                    throw e;
                await sleep(300 * (i + 1));
            }
        }
    }
    async create(cc, opts = {}) {
        const nonce = opts.nonce ?? randomNonce();
        const name = fixtureRepoName(cc.skill, cc.id, nonce);
        const owner = await this.resolveOwner();
        const createdAt = this.clock().toISOString();
        const description = fixtureDescription(this.opts.runId, createdAt);
        const full = `${owner.login}/${name}`;
        const c = this.client;
        const findOurs = async () => {
            try {
                const r = (await c.rest.repos.get({ owner: owner.login, repo: name })).data;
                return r.description?.includes(`run=${this.opts.runId} `) ? r : undefined;
            }
            catch (e) {
                if (statusOf(e) === 404)
                    return undefined;
                throw e;
            }
        };
        // Tracked before the request, so a signal during an ambiguous create still cleans up.
        this.opts.registry?.track({ repo: full, createdAt });
        let repo;
        try {
            repo = await this.createOnce(`create repo ${full}`, async () => (owner.isOrg
                ? await c.rest.repos.createInOrg({ org: owner.login, name, description, private: true, auto_init: true })
                : await c.rest.repos.createForAuthenticatedUser({ name, description, private: true, auto_init: true })).data, findOurs);
        }
        catch (e) {
            // Given up, or refused: if an attempt did make the repo after all, remove it.
            const made = isAmbiguous(e) || !statusOf(e) ? await findOurs().catch(() => undefined) : undefined;
            let gone = true;
            if (made) {
                try {
                    await this.deleteRepo(full);
                }
                catch (de) {
                    gone = false;
                    this.log(de.message);
                }
            }
            if (gone)
                this.opts.registry?.untrack(full);
            throw new Error(`creating fixture repo ${full} for ${cc.skill}/${cc.id} failed: ${describeError(e)}`);
        }
        this.opts.registry?.track({ repo: full, url: repo.html_url, createdAt });
        try {
            return await this.populate(cc, { owner: owner.login, name, full, nonce, createdAt, defaultBranch: repo.default_branch ?? 'main', htmlUrl: repo.html_url });
        }
        catch (e) {
            try {
                await this.deleteRepo(full);
                this.opts.registry?.untrack(full);
            }
            catch (de) {
                this.log(`fixture ${full} could not be removed after a failed setup: ${de.message}`);
            }
            throw new Error(`setting up fixture ${full} for ${cc.skill}/${cc.id} failed: ${describeError(e)}`);
        }
    }
    async populate(cc, r) {
        const c = this.client;
        const { owner, name: repo, nonce } = r;
        await c.rest.repos.replaceAllTopics({ owner, repo, names: [FIXTURE_TOPIC] });
        const files = await readRepoFiles(cc.repoDir);
        if (files.length === 0)
            files.push({ path: 'README.md', mode: '100644', text: `# ${cc.id}\n` });
        const entries = [];
        for (const f of files) {
            if (f.text !== undefined)
                entries.push({ path: f.path, mode: f.mode, type: 'blob', content: f.text });
            else {
                const blob = await this.afterInit(() => c.rest.git.createBlob({ owner, repo, content: f.binary.toString('base64'), encoding: 'base64' }));
                entries.push({ path: f.path, mode: f.mode, type: 'blob', sha: blob.data.sha });
            }
        }
        const tree = await this.afterInit(() => c.rest.git.createTree({ owner, repo, tree: entries }));
        const base = cc.fixture.base || r.defaultBranch;
        const commit = await c.rest.git.createCommit({ owner, repo, message: `Fixture content for ${cc.skill}/${cc.id}`, tree: tree.data.sha, parents: [] });
        const baseSha = commit.data.sha;
        if (base === r.defaultBranch) {
            await c.rest.git.updateRef({ owner, repo, ref: `heads/${base}`, sha: baseSha, force: true });
        }
        else {
            // The case names another base: make it the default branch and drop
            // the auto_init branch, so the clone holds exactly the case content.
            await this.createRef(owner, repo, base, baseSha);
            await c.rest.repos.update({ owner, repo, default_branch: base });
            await c.rest.git.deleteRef({ owner, repo, ref: `heads/${r.defaultBranch}` });
        }
        const seedNumbers = [];
        for (const [k, seed] of cc.seedIssues.entries()) {
            const issue = await this.createIssue(owner, repo, { title: seed.title, body: withMarker(seed.body, nonce, `seed-${k}`), labels: seed.labels }, marker(nonce, `seed-${k}`), k + 1);
            if (seed.state === 'closed')
                await c.rest.issues.update({ owner, repo, issue_number: issue.number, state: 'closed' });
            seedNumbers.push(issue.number);
        }
        const fx = cc.fixture;
        const fixtureMark = marker(nonce, 'fixture');
        const common = { repo: r.full, owner, name: repo, seedNumbers, nonce, createdAt: r.createdAt, cloneUrl: `${this.opts.serverUrl.replace(/\/+$/, '')}/${r.full}.git` };
        if (fx.type === 'issue') {
            const issue = await this.createIssue(owner, repo, { title: fx.title, body: withMarker(fx.body, nonce, 'fixture'), labels: fx.labels }, fixtureMark, seedNumbers.length + 1);
            return { ...common, type: 'issue', number: issue.number, url: issue.html_url };
        }
        const headBranch = fx.head_branch || `eval-pr-${nonce}`;
        const prTree = await c.rest.git.createTree({
            owner,
            repo,
            base_tree: tree.data.sha,
            tree: fx.files.map((f) => ({ path: f.path, mode: '100644', type: 'blob', content: f.content })),
        });
        const prCommit = await c.rest.git.createCommit({ owner, repo, message: fx.title, tree: prTree.data.sha, parents: [baseSha] });
        await this.createRef(owner, repo, headBranch, prCommit.data.sha);
        const pr = await this.createOnce(`open pull request in ${r.full}`, async () => (await c.rest.pulls.create({ owner, repo, title: fx.title, body: withMarker(fx.body, nonce, 'fixture'), head: headBranch, base })).data, async () => {
            const open = await c.rest.pulls.list({ owner, repo, state: 'all', head: `${owner}:${headBranch}`, per_page: 100 });
            return open.data.find((p) => (p.body ?? '').includes(fixtureMark));
        });
        if (fx.labels.length)
            await c.rest.issues.addLabels({ owner, repo, issue_number: pr.number, labels: fx.labels });
        return { ...common, type: 'pull_request', number: pr.number, url: pr.html_url, headBranch };
    }
    async createRef(owner, repo, branch, sha) {
        const c = this.client;
        await this.createOnce(`create branch ${branch} in ${owner}/${repo}`, async () => (await c.rest.git.createRef({ owner, repo, ref: `refs/heads/${branch}`, sha })).data, async () => {
            try {
                const ref = (await c.rest.git.getRef({ owner, repo, ref: `heads/${branch}` })).data;
                if (ref.object.sha !== sha)
                    await c.rest.git.updateRef({ owner, repo, ref: `heads/${branch}`, sha, force: true });
                return ref;
            }
            catch (e) {
                if (statusOf(e) === 404)
                    return undefined;
                throw e;
            }
        });
    }
    /**
     * Issues go into a fresh repo one at a time, so the number the issue would
     * get is known: that single issue is read first (strongly consistent),
     * and the issue list (which can lag) only as a fallback.
     */
    async createIssue(owner, repo, data, mark, expectedNumber) {
        const c = this.client;
        return this.createOnce(`create issue "${data.title}" in ${owner}/${repo}`, async () => (await c.rest.issues.create({ owner, repo, title: data.title, body: data.body, labels: data.labels })).data, async () => {
            let hit;
            try {
                const one = (await c.rest.issues.get({ owner, repo, issue_number: expectedNumber })).data;
                if ((one.body ?? '').includes(mark))
                    hit = one;
            }
            catch (e) {
                if (statusOf(e) !== 404 && statusOf(e) !== 410)
                    throw e;
            }
            if (!hit) {
                const list = await c.paginate(c.rest.issues.listForRepo, { owner, repo, state: 'all', per_page: 100 });
                hit = list.find((i) => !i.pull_request && (i.body ?? '').includes(mark));
            }
            if (!hit)
                return undefined;
            // A reused issue may predate the label write; make its labels match.
            const have = (hit.labels ?? []).map((l) => (typeof l === 'string' ? l : l.name));
            if (data.labels.some((l) => !have.includes(l)))
                await c.rest.issues.addLabels({ owner, repo, issue_number: hit.number, labels: data.labels });
            return hit;
        });
    }
    /**
     * Clones the fixture into dir. The token reaches git only through the
     * returned env (an http.extraHeader in GIT_CONFIG_*), never a file.
     */
    async cloneWorkspace(fixture, dir) {
        const gitEnv = gitAuthEnv(this.opts.serverUrl, this.opts.token);
        const env = { ...process.env, ...gitEnv, GIT_TERMINAL_PROMPT: '0' };
        await runGit(['clone', '--quiet', fixture.cloneUrl, dir], { env });
        const who = this.opts.gitUser ?? { name: 'fullsend-functional', email: 'fullsend-functional@users.noreply.github.com' };
        await runGit(['config', 'user.name', who.name], { cwd: dir, env });
        await runGit(['config', 'user.email', who.email], { cwd: dir, env });
        return { gitEnv };
    }
    async capture(fixture) {
        return captureFixture(this.client, fixture, {
            clock: this.clock,
            maxRounds: this.opts.captureRounds,
            settleMs: this.opts.captureSettleMs,
            log: this.log,
        });
    }
    /** Deletes the fixture's repo with one request; a failure is thrown, naming the repo. */
    async delete(fixture) {
        await this.deleteRepo(fixture.repo);
        this.opts.registry?.untrack(fixture.repo);
    }
    async deleteRepo(fullName) {
        const [owner, repo] = fullName.split('/');
        try {
            await this.client.rest.repos.delete({ owner, repo });
        }
        catch (e) {
            // A retried DELETE whose first attempt went through answers 404: gone is what we want.
            if (statusOf(e) === 404) {
                this.log(`fixture repo ${fullName} was already gone`);
                return;
            }
            throw new Error(`failed to delete fixture repo ${fullName}: ${e.message}`);
        }
    }
}


/***/ }),

/***/ 50723:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LX: () => (/* binding */ createGitHubClient),
/* harmony export */   Oj: () => (/* binding */ defaultServerUrl),
/* harmony export */   zq: () => (/* binding */ defaultApiUrl)
/* harmony export */ });
/* unused harmony export isCreatingRequest */
/* harmony import */ var _actions_github__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(61351);
/* harmony import */ var _octokit_plugin_retry__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(49735);
/* harmony import */ var _octokit_plugin_throttling__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(86856);
// One Octokit client for the whole run: throttled the way GitHub asks
// (writes spaced out, retry-after honoured on primary and secondary limits)
// and retrying transient failures, except for POSTs that create something.
// Those may have been carried out even though the answer was a 5xx, so a
// blind retry could make a duplicate; the fixture provider retries them
// itself after looking for what the first attempt made.



function defaultApiUrl(env = process.env) {
    return (env.GITHUB_API_URL || 'https://api.github.com').replace(/\/+$/, '');
}
function defaultServerUrl(env = process.env) {
    return (env.GITHUB_SERVER_URL || 'https://github.com').replace(/\/+$/, '');
}
/** POSTs whose retry is harmless: git objects are content-addressed, label/assignee adds are set unions. */
const IDEMPOTENT_POSTS = [
    /\/repos\/[^/]+\/[^/]+\/git\/(blobs|trees|commits)$/,
    /\/repos\/[^/]+\/[^/]+\/issues\/(\d+|\{[^}/]+\})\/(labels|assignees)$/,
    /\/markdown$/,
    /\/graphql$/,
];
/** True for a request that creates something and must not be retried blindly. */
function isCreatingRequest(method, url) {
    if (method.toUpperCase() !== 'POST')
        return false;
    // Octokit passes the route template here (`/repos/{owner}/...`), or a full URL.
    const path = url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]+/i, '').split('?')[0].replace(/\/+$/, '');
    return !IDEMPOTENT_POSTS.some((re) => re.test(path));
}
function isLoopback(apiUrl) {
    try {
        const h = new URL(apiUrl).hostname;
        return h === '127.0.0.1' || h === 'localhost' || h === '[::1]' || h === '::1';
    }
    catch {
        return false;
    }
}
/**
 * A stand-in for a Bottleneck.Group: the throttling plugin only calls
 * `group.key(id).schedule(options, fn, ...args)`. Enforces a minimum spacing
 * between job starts, or none.
 */
function spacingGroup(minMs) {
    let next = 0;
    const limiter = {
        async schedule(...args) {
            const rest = typeof args[0] === 'function' ? args : args.slice(1);
            const fn = rest[0];
            if (minMs > 0) {
                const now = Date.now();
                const at = Math.max(now, next);
                next = at + minMs;
                if (at > now)
                    await new Promise((r) => setTimeout(r, at - now));
            }
            return fn(...rest.slice(1));
        },
    };
    return { key: () => limiter };
}
function createGitHubClient(opts) {
    const apiUrl = (opts.apiUrl ?? defaultApiUrl()).replace(/\/+$/, '');
    const log = opts.log ?? (() => undefined);
    const maxRetries = opts.maxRetries ?? 3;
    const local = isLoopback(apiUrl);
    const writeMs = opts.writeSpacingMs ?? (local ? 0 : undefined);
    const notifyMs = opts.notificationSpacingMs ?? (local ? 0 : undefined);
    const throttle = {
        onRateLimit: (retryAfter, options, _o, retryCount) => {
            log(`GitHub rate limit on ${options.method} ${options.url}; retry ${retryCount + 1}/${maxRetries} after ${retryAfter}s`);
            return retryCount < maxRetries;
        },
        onSecondaryRateLimit: (retryAfter, options, _o, retryCount) => {
            log(`GitHub secondary rate limit on ${options.method} ${options.url}; retry ${retryCount + 1}/${maxRetries} after ${retryAfter}s`);
            return retryCount < maxRetries;
        },
    };
    if (writeMs !== undefined)
        throttle.write = spacingGroup(writeMs);
    if (notifyMs !== undefined)
        throttle.notifications = spacingGroup(notifyMs);
    const client = (0,_actions_github__WEBPACK_IMPORTED_MODULE_0__/* .getOctokit */ .Q)(opts.token, {
        baseUrl: apiUrl,
        throttle: throttle,
        retry: { retries: maxRetries, retryAfterBaseValue: opts.retryBaseMs ?? 1000 },
        log: { debug: () => undefined, info: () => undefined, warn: (m) => log(m), error: (m) => log(m) },
    }, _octokit_plugin_throttling__WEBPACK_IMPORTED_MODULE_1__/* .throttling */ .A, _octokit_plugin_retry__WEBPACK_IMPORTED_MODULE_2__/* .retry */ .L);
    // Registered last, so it runs first and plugin-retry sees the override.
    client.hook.before('request', (options) => {
        if (isCreatingRequest(options.method, options.url)) {
            options.request = { ...(options.request ?? {}), retries: 0 };
        }
    });
    return client;
}


/***/ })

};
