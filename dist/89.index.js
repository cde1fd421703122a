export const id = 89;
export const ids = [89];
export const modules = {

/***/ 18089:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   downloadRunArtifacts: () => (/* binding */ downloadRunArtifacts),
/* harmony export */   missingArtifactEnv: () => (/* binding */ missingArtifactEnv),
/* harmony export */   uploadRunArtifact: () => (/* binding */ uploadRunArtifact)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _actions_artifact__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(91252);
/* harmony import */ var _artifact_names_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(45015);
/* harmony import */ var _scrub_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(33817);
// Uploads a run's output directory as a workflow artifact (after scrubbing it)
// and fetches artifacts back, for the report job that merges matrix shards and
// for `rerun-failed`, which needs the previous attempt's results.json.





/** Characters the artifact service rejects inside file paths of an archive. */
const INVALID_PATH_CHARS = ['"', ':', '<', '>', '|', '*', '?', '\r', '\n'];
/** Variables the runner sets for the artifact service that are missing from `env`. */
function missingArtifactEnv(env = process.env) {
    return ['ACTIONS_RUNTIME_TOKEN', 'ACTIONS_RESULTS_URL'].filter((k) => !env[k]);
}
function requireArtifactEnv(what) {
    const missing = missingArtifactEnv();
    if (missing.length > 0) {
        throw new Error(`${what} needs ${missing.join(' and ')}, which only the GitHub Actions runner sets; outside Actions turn artifact upload off (upload-artifacts: false)`);
    }
}
async function listFiles(rootDir) {
    const files = [];
    const symlinks = [];
    const walk = async (dir) => {
        const entries = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(dir, { withFileTypes: true });
        entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
        for (const entry of entries) {
            const full = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(dir, entry.name);
            if (entry.isSymbolicLink())
                symlinks.push(full);
            else if (entry.isDirectory())
                await walk(full);
            else if (entry.isFile())
                files.push(full);
        }
    };
    await walk(rootDir);
    return { files, symlinks };
}
/** Scrubs `rootDir` in place, then uploads all its regular files as one artifact. */
async function uploadRunArtifact(options) {
    const { name, secrets, retentionDays } = options;
    const log = options.log ?? (() => { });
    if (!(0,_artifact_names_js__WEBPACK_IMPORTED_MODULE_4__/* .isValidArtifactName */ .oD)(name)) {
        throw new Error(`artifact name ${JSON.stringify(name)} contains a character the artifact service rejects (" : < > | * ? \\r \\n \\ /); build it with artifactName()`);
    }
    if (retentionDays !== undefined && (!Number.isInteger(retentionDays) || retentionDays < 1)) {
        throw new Error(`artifact retention must be a whole number of days >= 1, got ${retentionDays}`);
    }
    if (!options.client)
        requireArtifactEnv(`uploading artifact ${name}`);
    const rootDir = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(options.rootDir);
    const scrub = await (0,_scrub_js__WEBPACK_IMPORTED_MODULE_3__/* .scrubDirectory */ .N7)(rootDir, secrets);
    log(`Scrubbed ${scrub.replacements} secret occurrence(s) in ${scrub.files} of ${scrub.scanned} file(s) under ${rootDir}`);
    const { files, symlinks } = await listFiles(rootDir);
    for (const link of symlinks)
        log(`Not uploading symbolic link ${node_path__WEBPACK_IMPORTED_MODULE_1___default().relative(rootDir, link)} (its target is not scrubbed)`);
    if (files.length === 0)
        throw new Error(`nothing to upload: ${rootDir} has no files`);
    for (const file of files) {
        const rel = node_path__WEBPACK_IMPORTED_MODULE_1___default().relative(rootDir, file);
        const bad = INVALID_PATH_CHARS.find((c) => rel.includes(c));
        if (bad !== undefined) {
            throw new Error(`cannot upload ${file}: its path contains ${JSON.stringify(bad)}, which the artifact service rejects; rename the case or file`);
        }
    }
    const client = options.client ?? new _actions_artifact__WEBPACK_IMPORTED_MODULE_2__/* .DefaultArtifactClient */ .t9();
    const response = await client.uploadArtifact(name, files, rootDir, retentionDays !== undefined ? { retentionDays } : undefined);
    if (response.id === undefined)
        throw new Error(`artifact service accepted ${name} but returned no artifact id`);
    log(`Uploaded artifact ${name} (id ${response.id}, ${response.size ?? 0} bytes, ${files.length} file(s))`);
    return {
        id: response.id,
        size: response.size ?? 0,
        files: files.length,
        replacements: scrub.replacements,
        skippedSymlinks: symlinks,
    };
}
/**
 * Downloads the newest artifact of each name starting with `namePrefix` into
 * `destDir/<name>/`. Returns them sorted by name; an empty list when none match.
 */
async function downloadRunArtifacts(options) {
    const log = options.log ?? (() => { });
    const destDir = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(options.destDir);
    const client = options.client ?? new _actions_artifact__WEBPACK_IMPORTED_MODULE_2__/* .DefaultArtifactClient */ .t9();
    const findBy = options.findBy;
    if (!options.client && !findBy)
        requireArtifactEnv(`downloading artifacts ${options.namePrefix}*`);
    const { artifacts } = await client.listArtifacts(findBy ? { latest: true, findBy } : { latest: true });
    const matching = artifacts
        .filter((a) => a.name.startsWith(options.namePrefix))
        .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    log(`Found ${matching.length} artifact(s) named ${options.namePrefix}* of ${artifacts.length}`);
    const out = [];
    for (const artifact of matching) {
        const target = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(destDir, artifact.name);
        if (node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(target) !== destDir) {
            throw new Error(`artifact name ${JSON.stringify(artifact.name)} would be written outside ${destDir}; refusing to download it`);
        }
        // A retried download must not merge stale files from an earlier attempt.
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(target, { recursive: true, force: true });
        const result = await client.downloadArtifact(artifact.id, {
            path: target,
            ...(artifact.digest ? { expectedHash: artifact.digest } : {}),
            ...(findBy ? { findBy } : {}),
        });
        if (result.digestMismatch) {
            throw new Error(`artifact ${artifact.name} (id ${artifact.id}) was corrupted in transit: its sha256 does not match ${artifact.digest}; re-run the job`);
        }
        log(`Downloaded artifact ${artifact.name} (id ${artifact.id}) to ${target}`);
        out.push({ name: artifact.name, id: artifact.id, size: artifact.size, path: target });
    }
    return out;
}


/***/ })

};
