import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chmod, mkdir, mkdtemp, readFile, readdir, rm, stat, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { collectSecrets, scrubDirectory, scrubFile, scrubText } from '../../src/action/scrub.js';

const TOKEN = 'ghs_0123456789abcdefABCDEF';

let work: string;
beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'ff-scrub-'));
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('collectSecrets', () => {
  it('picks named and suffix-matched variables, ignores short values and unrelated names', () => {
    const secrets = collectSecrets(
      {
        GH_TOKEN: TOKEN,
        'INPUT_GITHUB-TOKEN': 'input-token-value',
        ACTIONS_RUNTIME_TOKEN: 'eyJhbGciOi.runtime',
        OPENAI_API_KEY: 'sk-openai-123456',
        MY_SERVICE_SECRET: 'hunter2hunter2',
        DB_PASSWORD: 'p@ss word/+=',
        SHORT_TOKEN: 'abc12',
        HOME: '/home/runner',
        PATH: '/usr/bin:/bin',
        EVAL_ORG: 'fixtures-org',
      },
      ['extra-secret-value'],
    );
    for (const v of [TOKEN, 'input-token-value', 'eyJhbGciOi.runtime', 'sk-openai-123456', 'hunter2hunter2', 'p@ss word/+=', 'extra-secret-value']) {
      expect(secrets).toContain(v);
    }
    expect(secrets).not.toContain('abc12');
    expect(secrets).not.toContain('/home/runner');
    expect(secrets).not.toContain('fixtures-org');
    // Derived forms: git basic auth header, URL-encoded.
    expect(secrets).toContain(Buffer.from(`x-access-token:${TOKEN}`).toString('base64'));
    expect(secrets).toContain(encodeURIComponent('p@ss word/+='));
    // Longest first, no duplicates.
    for (let i = 1; i < secrets.length; i++) expect(secrets[i - 1].length).toBeGreaterThanOrEqual(secrets[i].length);
    expect(new Set(secrets).size).toBe(secrets.length);
  });
});

describe('scrubText', () => {
  it('redacts every form a token leaks in', () => {
    const secrets = collectSecrets({ GITHUB_TOKEN: TOKEN, DB_PASSWORD: 'p@ss word/+=' });
    const basic = Buffer.from(`x-access-token:${TOKEN}`).toString('base64');
    const input = [
      `token ${TOKEN} and again ${TOKEN}`,
      `AUTHORIZATION: basic ${basic}`,
      `https://u:${encodeURIComponent('p@ss word/+=')}@h/`,
    ].join('\n');
    const out = scrubText(input, secrets);
    expect(out).toBe(['token *** and again ***', 'AUTHORIZATION: basic ***', 'https://u:***@h/'].join('\n'));
    expect(scrubText('nothing here', secrets)).toBe('nothing here');
  });

  it('redacts a token inside a longer base64 payload at any byte alignment', () => {
    const secrets = collectSecrets({ GH_TOKEN: TOKEN });
    for (let lead = 0; lead < 6; lead++) {
      const payload = Buffer.from(JSON.stringify({ auths: { 'ghcr.io': { auth: `${'u'.repeat(lead)}:${TOKEN}` } } })).toString('base64');
      const out = scrubText(`config=${payload}`, secrets);
      expect(out, `lead ${lead}`).toContain('***');
      expect(Buffer.from(out.slice('config='.length).replace(/\*\*\*/g, ''), 'base64').toString('latin1')).not.toContain(TOKEN.slice(4, 20));
    }
  });

  it('redacts a secret that contains another as a whole', () => {
    expect(scrubText('a=abcdefgh-XYZ123 b=abcdefgh', ['abcdefgh', 'abcdefgh-XYZ123'])).toBe('a=*** b=***');
  });
});

describe('scrubDirectory', () => {
  it('rewrites text and binary files in place, counts replacements, keeps modes, skips symlinks', async () => {
    const dir = path.join(work, 'tree');
    await mkdir(path.join(dir, 'a', 'b'), { recursive: true });
    await writeFile(path.join(dir, 'top.txt'), `x ${TOKEN} y ${TOKEN}`);
    await writeFile(path.join(dir, 'a', 'b', 'deep.json'), JSON.stringify({ t: TOKEN }));
    await writeFile(path.join(dir, 'a', 'clean.txt'), 'no secrets');
    const bin = Buffer.concat([randomBytes(100), Buffer.from(TOKEN), randomBytes(50)]);
    await writeFile(path.join(dir, 'a', 'blob.bin'), bin);
    await chmod(path.join(dir, 'top.txt'), 0o640);
    const outside = path.join(work, 'outside.txt');
    await writeFile(outside, `outside ${TOKEN}`);
    await symlink(outside, path.join(dir, 'link.txt'));

    const result = await scrubDirectory(dir, collectSecrets({ GH_TOKEN: TOKEN }));
    expect(result).toMatchObject({ files: 3, replacements: 4, scanned: 4 });
    expect(result.symlinks).toEqual([path.join(dir, 'link.txt')]);
    expect(await readFile(path.join(dir, 'top.txt'), 'utf8')).toBe('x *** y ***');
    expect(JSON.parse(await readFile(path.join(dir, 'a', 'b', 'deep.json'), 'utf8'))).toEqual({ t: '***' });
    expect(await readFile(path.join(dir, 'a', 'clean.txt'), 'utf8')).toBe('no secrets');
    const binOut = await readFile(path.join(dir, 'a', 'blob.bin'));
    expect(binOut.includes(Buffer.from(TOKEN))).toBe(false);
    expect(binOut.length).toBe(bin.length - TOKEN.length + 3);
    expect((await stat(path.join(dir, 'top.txt'))).mode & 0o777).toBe(0o640);
    // The symlink target outside the tree is untouched.
    expect(await readFile(outside, 'utf8')).toBe(`outside ${TOKEN}`);
    // No temporary files are left behind.
    expect((await readdir(dir)).sort()).toEqual(['a', 'link.txt', 'top.txt']);
  });

  it('streams files larger than a chunk and still catches secrets at every boundary offset', async () => {
    const secrets = ['SECRET-abcdefghij', 'S3CR', 'abcdefghij-OTHER-LONGER-SECRET'];
    const chunkSize = 64;
    // Place secrets at every offset around several chunk boundaries, in random data.
    for (let offset = -40; offset <= 4; offset++) {
      const parts: Buffer[] = [];
      let len = 0;
      for (let k = 1; k <= 4; k++) {
        const target = k * chunkSize + offset;
        const pad = Buffer.from(randomBytes(Math.max(0, target - len)).map((b) => (b % 26) + 97));
        parts.push(pad);
        len += pad.length;
        const s = Buffer.from(secrets[k % secrets.length]);
        parts.push(s);
        len += s.length;
      }
      parts.push(Buffer.from('SECRET-abcdefghij-OTHER-LONGER-SECRET tail'));
      const content = Buffer.concat(parts);
      const file = path.join(work, `stream-${offset}.bin`);
      await writeFile(file, content);
      const n = await scrubFile(file, secrets, { chunkSize });
      const expected = scrubText(content.toString('latin1'), secrets);
      const got = await readFile(file);
      expect(got.toString('latin1'), `offset ${offset}`).toBe(expected);
      expect(n).toBeGreaterThanOrEqual(5);
      for (const s of secrets) expect(got.includes(Buffer.from(s)), `${s} at offset ${offset}`).toBe(false);
    }
  });

  it('leaves a large file without secrets byte-identical', async () => {
    const file = path.join(work, 'big-clean.bin');
    const content = randomBytes(3 * 1024 * 1024 + 17);
    await writeFile(file, content);
    const before = (await stat(file)).mtimeMs;
    expect(await scrubFile(file, ['definitely-not-present-secret'])).toBe(0);
    expect((await readFile(file)).equals(content)).toBe(true);
    expect((await stat(file)).mtimeMs).toBe(before);
  });
});
