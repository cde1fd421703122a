// Turns one source module and the relative modules it imports into plain
// JavaScript under outDir (TypeScript's transpileModule, no type check), so a
// child process can run the harness's own code without a TypeScript loader
// in its memory and start-up figures.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const RELATIVE_IMPORT = /(?:^|\n)\s*(?:import|export)\s(?!type\s)[^'"]*?from\s+'(\.{1,2}\/[^']+)\.js'/g;

/** Returns the path of the transpiled entry. */
export function transpileTree(entry: string, srcRoot: string, outDir: string): string {
  const seen = new Set<string>();
  const queue = [resolve(entry)];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    const out = ts.transpileModule(source, {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, verbatimModuleSyntax: false, isolatedModules: true },
      fileName: file,
    }).outputText;
    const target = join(outDir, relative(srcRoot, file)).replace(/\.ts$/, '.js');
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, out);
    for (const m of source.matchAll(RELATIVE_IMPORT)) {
      const dep = resolve(dirname(file), `${m[1]}.ts`);
      if (existsSync(dep)) queue.push(dep);
    }
  }
  return join(outDir, relative(srcRoot, resolve(entry))).replace(/\.ts$/, '.js');
}
