export const id = 329;
export const ids = [329];
export const modules = {

/***/ 3329:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  cleanupCommand: () => (/* binding */ cleanupCommand)
});

// EXTERNAL MODULE: ./src/engine/exit-codes.ts
var exit_codes = __webpack_require__(42387);
// EXTERNAL MODULE: ./src/fixtures/github-client.ts
var github_client = __webpack_require__(50723);
// EXTERNAL MODULE: ./src/fixtures/fixture-provider.ts + 3 modules
var fixture_provider = __webpack_require__(84195);
;// CONCATENATED MODULE: ./src/fixtures/janitor.ts

const UNITS = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000, w: 604_800_000 };
/** `90s`, `30m`, `2h`, `1d`, `1h30m` -> milliseconds. */
function parseDuration(text) {
    const s = String(text).trim().toLowerCase();
    const re = /(\d+(?:\.\d+)?)\s*(ms|s|m|h|d|w)/g;
    let total = 0;
    let consumed = '';
    for (const m of s.matchAll(re)) {
        total += Number(m[1]) * UNITS[m[2]];
        consumed += m[0];
    }
    if (!s || consumed.replace(/\s+/g, '') !== s.replace(/\s+/g, '')) {
        throw new Error(`invalid duration "${text}": use a number with a unit, e.g. 90s, 30m, 2h, 1d`);
    }
    return total;
}
function isFixtureRepo(r) {
    return r.name.startsWith(fixture_provider/* NAME_PREFIX */.ve) && (r.topics ?? []).includes(fixture_provider/* FIXTURE_TOPIC */.K$) && (r.description ?? '').startsWith(fixture_provider/* DESCRIPTION_MARK */.TM);
}
function createdOf(r) {
    const t = r.created_at ? Date.parse(r.created_at) : NaN;
    if (!Number.isNaN(t))
        return t;
    const m = /created=(\S+)/.exec(r.description ?? '');
    return m ? Date.parse(m[1]) : NaN;
}
async function listOwnerRepos(client, owner) {
    try {
        await client.rest.orgs.get({ org: owner });
        return await client.paginate(client.rest.repos.listForOrg, { org: owner, type: 'all', per_page: 100 });
    }
    catch (e) {
        if (e.status !== 404)
            throw e;
        const all = await client.paginate(client.rest.repos.listForAuthenticatedUser, { affiliation: 'owner', per_page: 100 });
        return all.filter((r) => r.owner?.login?.toLowerCase() === owner.toLowerCase());
    }
}
async function cleanupFixtures(opts) {
    const log = opts.log ?? (() => undefined);
    const now = (opts.now ?? new Date()).getTime();
    const cutoff = now - opts.olderThanMs;
    const repos = await listOwnerRepos(opts.client, opts.owner);
    const result = { deleted: [], kept: [], errors: [] };
    if (opts.dryRun)
        result.wouldDelete = [];
    for (const r of repos) {
        if (!isFixtureRepo(r))
            continue;
        const full = r.full_name;
        const created = createdOf(r);
        if (Number.isNaN(created) || created > cutoff) {
            result.kept.push(full);
            continue;
        }
        if (opts.dryRun) {
            log(`would delete ${full} (created ${new Date(created).toISOString()})`);
            result.wouldDelete.push(full);
            continue;
        }
        try {
            await opts.client.rest.repos.delete({ owner: r.owner.login, repo: r.name });
            result.deleted.push(full);
            log(`deleted ${full} (created ${new Date(created).toISOString()})`);
        }
        catch (e) {
            result.errors.push({ repo: full, error: e.message });
            log(`could not delete ${full}: ${e.message}`);
        }
    }
    return result;
}

;// CONCATENATED MODULE: ./src/fixtures/cleanup-command.ts



/** `fullsend-functional cleanup --owner ORG --older-than 2h`: deletes leaked fixture repos it created, and nothing else. */
async function cleanupCommand(opts, io) {
    const token = io.env.GH_TOKEN ?? io.env.GITHUB_TOKEN;
    if (!token) {
        io.err('cleanup: set GH_TOKEN or GITHUB_TOKEN (a token that can delete repos under the owner)');
        return exit_codes/* EXIT */.dc.CONFIG;
    }
    let olderThanMs;
    try {
        olderThanMs = parseDuration(opts.olderThan);
    }
    catch (err) {
        io.err(`cleanup: --older-than: ${err.message}`);
        return exit_codes/* EXIT */.dc.CONFIG;
    }
    const client = (0,github_client/* createGitHubClient */.LX)({ token, apiUrl: (0,github_client/* defaultApiUrl */.zq)(io.env), log: io.out });
    const res = await cleanupFixtures({ client, owner: opts.owner, olderThanMs, dryRun: opts.dryRun, log: io.out });
    if (opts.dryRun)
        io.out(`would delete ${res.wouldDelete?.length ?? 0} fixture repo(s)${res.wouldDelete?.length ? ': ' + res.wouldDelete.join(', ') : ''}`);
    else
        io.out(`deleted ${res.deleted.length} fixture repo(s)${res.deleted.length ? ': ' + res.deleted.join(', ') : ''}; ${res.kept.length} younger than ${opts.olderThan} kept`);
    for (const e of res.errors)
        io.err(`could not delete ${e.repo}: ${e.error}`);
    return res.errors.length > 0 ? exit_codes/* EXIT */.dc.INFRA : exit_codes/* EXIT */.dc.OK;
}


/***/ })

};
