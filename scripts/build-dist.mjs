// Bundles everything into one ncc build (dist/index.js plus lazily loaded
// chunks) and writes the one-line entries the action and the CLI start from.
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
rmSync(dist, { recursive: true, force: true });
const ncc = path.join(root, 'node_modules', '@vercel', 'ncc', 'dist', 'ncc', 'cli.js');
execFileSync(process.execPath, [ncc, 'build', 'src/entry.ts', '-o', 'dist', '--license', 'licenses.txt', '--target', 'es2022', '-q'], {
  cwd: root,
  stdio: 'inherit',
});
for (const f of readdirSync(dist, { recursive: true })) {
  if (String(f).endsWith('.d.ts')) rmSync(path.join(dist, String(f)));
}
rmSync(path.join(dist, 'src'), { recursive: true, force: true });
rmSync(path.join(dist, 'scripts'), { recursive: true, force: true });

const entries = {
  'main/index.js': "import { main } from '../index.js';\n\nawait main();\n",
  'post/index.js': "import { post } from '../index.js';\n\nawait post();\n",
  'report/index.js': "import { report } from '../index.js';\n\nawait report();\n",
  'cli/index.js': "#!/usr/bin/env node\nimport { cli } from '../index.js';\n\nprocess.exitCode = await cli(process.argv.slice(2));\n",
};
for (const [rel, text] of Object.entries(entries)) {
  mkdirSync(path.dirname(path.join(dist, rel)), { recursive: true });
  writeFileSync(path.join(dist, rel), text);
}
chmodSync(path.join(dist, 'cli/index.js'), 0o755);
writeFileSync(path.join(dist, 'package.json'), JSON.stringify({ type: 'module' }, null, 2) + '\n');
