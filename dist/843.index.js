export const id = 843;
export const ids = [843];
export const modules = {

/***/ 84186:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ STATE_FIXTURES_FILE)
/* harmony export */ });
/** Key under which the main step saves the path of the live-fixture state file for the post step. */
const STATE_FIXTURES_FILE = 'fixtures-state-file';


/***/ }),

/***/ 18843:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   runPost: () => (/* binding */ runPost)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(91659);
/* harmony import */ var _fixtures_github_client_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(50723);
/* harmony import */ var _fixtures_fixture_registry_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3019);
/* harmony import */ var _action_state_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(84186);




/** The action's post step: deletes any fixture repo the main step left behind (killed, crashed, or kept). */
async function runPost() {
    try {
        const stateFile = _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .getState */ .Gu(_action_state_js__WEBPACK_IMPORTED_MODULE_3__/* .STATE_FIXTURES_FILE */ .Q);
        if (!stateFile) {
            _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq('no fixture state saved by the main step; nothing to clean up');
            return;
        }
        const left = (0,_fixtures_fixture_registry_js__WEBPACK_IMPORTED_MODULE_2__/* .readRegistryStateFile */ .$)(stateFile);
        if (left.length === 0) {
            _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq('no fixture repo left behind');
            return;
        }
        const token = _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .getInput */ .V4('github-token') || process.env.GH_TOKEN || process.env.GITHUB_TOKEN;
        if (!token) {
            _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(`${left.length} fixture repo(s) left behind but no token to delete them: ${left.map((f) => f.repo).join(', ')}`);
            return;
        }
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setSecret */ .Pq(token);
        const client = (0,_fixtures_github_client_js__WEBPACK_IMPORTED_MODULE_1__/* .createGitHubClient */ .LX)({ token, apiUrl: _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .getInput */ .V4('api-url') || (0,_fixtures_github_client_js__WEBPACK_IMPORTED_MODULE_1__/* .defaultApiUrl */ .zq)(process.env), log: (l) => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(l) });
        const registry = new _fixtures_fixture_registry_js__WEBPACK_IMPORTED_MODULE_2__/* .FixtureRegistry */ .D({
            deleteRepo: async (repo) => {
                const [owner, name] = repo.split('/');
                await client.rest.repos.delete({ owner, repo: name });
            },
            stateFile,
            log: (l) => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(l),
        });
        for (const f of left)
            registry.track(f);
        const res = await registry.deleteAll();
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(`post: deleted ${res.deleted.length} fixture repo(s) left behind`);
        for (const e of res.errors)
            _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(`post: could not delete ${e.repo}: ${e.error}; run 'fullsend-functional cleanup'`);
    }
    catch (err) {
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(`post: cleanup failed: ${err.message}`);
    }
}


/***/ }),

/***/ 3019:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ readRegistryStateFile),
/* harmony export */   D: () => (/* binding */ FixtureRegistry)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
// Tracks live fixture repos so a signal, a crash or the action's post step
// can delete whatever is left. With a state file, every change is written at
// once (sync, atomic rename) so the file is right even if the process dies
// right after.


class FixtureRegistry {
    opts;
    live = new Map();
    constructor(opts) {
        this.opts = opts;
        if (opts.stateFile)
            this.persist();
    }
    track(f) {
        this.live.set(f.repo, f);
        this.persist();
    }
    untrack(repo) {
        if (this.live.delete(repo))
            this.persist();
    }
    list() {
        return [...this.live.values()];
    }
    get size() {
        return this.live.size;
    }
    /** Deletes every tracked repo, concurrently; failures are returned, and those repos stay tracked. */
    async deleteAll() {
        const deleted = [];
        const errors = [];
        await Promise.all(this.list().map(async (f) => {
            try {
                await this.opts.deleteRepo(f.repo);
                this.untrack(f.repo);
                deleted.push(f.repo);
                this.opts.log?.(`deleted fixture repo ${f.repo}`);
            }
            catch (e) {
                errors.push({ repo: f.repo, error: e.message });
                this.opts.log?.(`could not delete fixture repo ${f.repo}: ${e.message}`);
            }
        }));
        return { deleted, errors };
    }
    persist() {
        const file = this.opts.stateFile;
        if (!file)
            return;
        const state = { version: 1, repos: this.list() };
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(file), { recursive: true });
        const tmp = `${file}.${process.pid}.tmp`;
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(tmp, `${JSON.stringify(state, null, 2)}\n`);
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.renameSync)(tmp, file);
    }
}
/** The repos a registry state file lists; an absent file lists none. */
function readRegistryStateFile(file) {
    let text;
    try {
        text = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(file, 'utf8');
    }
    catch (e) {
        if (e.code === 'ENOENT')
            return [];
        throw e;
    }
    let parsed;
    try {
        parsed = JSON.parse(text);
    }
    catch (e) {
        throw new Error(`fixture state file ${file} is not valid JSON (${e.message}); delete it or fix it by hand`);
    }
    const repos = parsed?.repos;
    if (!Array.isArray(repos) || repos.some((r) => typeof r?.repo !== 'string')) {
        throw new Error(`fixture state file ${file}: expected {"version":1,"repos":[{"repo":"owner/name"}]}`);
    }
    return repos;
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
