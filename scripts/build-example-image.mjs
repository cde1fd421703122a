#!/usr/bin/env node
// Builds the docker image used by the runner's tests and the demo without any
// registry: a root filesystem assembled from this host (node, dash as
// /bin/sh, a few coreutils, their shared libraries and the dynamic loader,
// /etc/passwd with a uid 1000 user, /tmp) is packed into a tarball under the
// system temp dir and loaded with `docker import`.
//
//   node scripts/build-example-image.mjs [--tag NAME] [--force]
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const EXAMPLE_IMAGE_TAG = 'fullsend-functional-example:local';

const TOOLS = ['sleep', 'cat', 'ls', 'mkdir', 'rm', 'cp', 'mv', 'touch', 'env', 'id', 'chmod', 'head', 'tail', 'wc', 'true', 'false', 'tee', 'date', 'printf', 'grep', 'sed'];

/** The executable on PATH (not a shell builtin such as `true` or `printf`). */
function which(name) {
  for (const dir of (process.env.PATH ?? '/usr/bin:/bin').split(':')) {
    const p = join(dir || '.', name);
    if (existsSync(p) && spawnSync('test', ['-x', p]).status === 0) return p;
  }
  return null;
}

/** Shared libraries (and the loader) a binary needs, from ldd. */
function sharedLibs(bin) {
  const out = spawnSync('ldd', [bin], { encoding: 'utf8' });
  if (out.status !== 0) return [];
  const libs = [];
  for (const line of out.stdout.split('\n')) {
    const m = /=>\s+(\/\S+)/.exec(line) ?? /^\s*(\/\S+)\s+\(/.exec(line);
    if (m) libs.push(m[1]);
  }
  return libs;
}

function copyInto(root, hostPath, inner = hostPath, mode) {
  const dest = join(root, inner);
  if (existsSync(dest)) return;
  mkdirSync(dirname(dest), { recursive: true });
  copyFileSync(realpathSync(hostPath), dest);
  if (mode !== undefined) chmodSync(dest, mode);
}

export function imageExists(tag, docker = 'docker') {
  return spawnSync(docker, ['image', 'inspect', tag], { stdio: 'ignore' }).status === 0;
}

/**
 * Builds the image unless it exists. Returns the tag.
 * @param {{ tag?: string, log?: (line: string) => void, force?: boolean, docker?: string }} [opts]
 */
export async function buildExampleImage(opts = {}) {
  const tag = opts.tag ?? EXAMPLE_IMAGE_TAG;
  const log = opts.log ?? (() => {});
  const docker = opts.docker ?? 'docker';
  if (!opts.force && imageExists(tag, docker)) {
    log(`image ${tag} already exists`);
    return tag;
  }
  const work = mkdtempSync(join(tmpdir(), 'ff-example-image-'));
  const root = join(work, 'rootfs');
  try {
    const bins = [];
    bins.push([process.execPath, '/usr/local/bin/node']);
    const sh = which('dash') ?? which('bash');
    if (!sh) throw new Error('neither dash nor bash found on this host: cannot provide /bin/sh');
    bins.push([sh, '/bin/sh']);
    for (const t of TOOLS) {
      const p = which(t);
      if (p) bins.push([p, `/bin/${t}`]);
    }
    for (const [host, inner] of bins) {
      copyInto(root, host, inner, 0o755);
      for (const lib of sharedLibs(host)) copyInto(root, lib);
    }
    for (const d of ['tmp', 'workspace', 'output', 'eval', 'etc', 'root', 'proc', 'sys', 'dev']) mkdirSync(join(root, d), { recursive: true });
    chmodSync(join(root, 'tmp'), 0o1777);
    writeFileSync(join(root, 'etc/passwd'), 'root:x:0:0:root:/root:/bin/sh\nagent:x:1000:1000:agent:/tmp:/bin/sh\nnobody:x:65534:65534:nobody:/nonexistent:/bin/sh\n');
    writeFileSync(join(root, 'etc/group'), 'root:x:0:\nagent:x:1000:\nnogroup:x:65534:\n');
    const tarball = join(work, 'rootfs.tar');
    execFileSync('tar', ['-C', root, '--numeric-owner', '--owner=0', '--group=0', '-cf', tarball, '.']);
    log(`importing ${tarball} as ${tag}`);
    execFileSync(docker, [
      'import',
      '--change', 'ENV PATH=/usr/local/bin:/usr/bin:/bin',
      '--change', 'ENV HOME=/tmp',
      '--change', 'WORKDIR /workspace',
      '--change', 'CMD ["/bin/sh"]',
      tarball, tag,
    ], { stdio: ['ignore', 'pipe', 'pipe'] });
    log(`built ${tag}`);
    return tag;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const i = args.indexOf('--tag');
  const tag = i >= 0 ? args[i + 1] : EXAMPLE_IMAGE_TAG;
  buildExampleImage({ tag, force: args.includes('--force'), log: (l) => console.log(l) }).catch((e) => {
    console.error(`build-example-image: ${e.message}`);
    process.exit(1);
  });
}
