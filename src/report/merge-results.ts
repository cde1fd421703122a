import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { SuiteConfig } from '../model/config.js';
import { assembleResults } from '../engine/engine.js';
import type { CaseRunResult, Results } from '../types.js';

/** Finds every results.json at or below the given directories (artifact downloads nest them). */
export async function findResultsFiles(dirs: string[]): Promise<string[]> {
  const found: string[] = [];
  const walk = async (dir: string, depth: number): Promise<void> => {
    const direct = path.join(dir, 'results.json');
    if (existsSync(direct)) {
      found.push(direct);
      return;
    }
    if (depth === 0) return;
    for (const e of await readdir(dir, { withFileTypes: true })) {
      if (e.isDirectory()) await walk(path.join(dir, e.name), depth - 1);
    }
  };
  for (const d of dirs) {
    if (!existsSync(d)) throw new Error(`report: ${d} does not exist`);
    await walk(d, 3);
  }
  return found.sort();
}

/**
 * Merges shard outputs into one result: cases are combined, gates are
 * evaluated again over every run (a gate is about the whole suite, not a
 * shard), and run directories are made relative to `outputDir`.
 */
export async function mergeResults(files: string[], suites: SuiteConfig[], outputDir: string): Promise<Results> {
  const parts: Array<{ file: string; results: Results }> = [];
  for (const f of files) parts.push({ file: f, results: JSON.parse(await readFile(f, 'utf8')) as Results });
  const bySkill = new Map(suites.map((s) => [s.skill, s]));
  const runs: Array<{ plan: { suite: SuiteConfig; caseConfig: SuiteConfig['cases'][number] }; r: CaseRunResult }> = [];
  const warnings: string[] = [];
  let startedAt = Infinity;
  let finishedAt = 0;
  for (const { file, results } of parts) {
    startedAt = Math.min(startedAt, Date.parse(results.started_at));
    finishedAt = Math.max(finishedAt, Date.parse(results.finished_at));
    warnings.push(...results.warnings);
    if (results.error) warnings.push(`${path.relative(outputDir, file)}: ${results.error.kind} error: ${results.error.message}`);
    const base = path.relative(outputDir, path.dirname(file));
    for (const c of results.cases) {
      const suite = bySkill.get(c.skill);
      const caseConfig = suite?.cases.find((x) => x.id === c.case);
      if (!suite || !caseConfig) {
        warnings.push(`${c.skill}/${c.case} from ${path.relative(outputDir, file)} is not in the eval directory; kept without gates`);
      }
      const planSuite = suite ?? ({ skill: c.skill, judges: [], gates: [], cases: [] } as unknown as SuiteConfig);
      const planCase = caseConfig ?? ({ skill: c.skill, id: c.case, annotationsFile: c.annotations_file, inputFile: c.input_file } as SuiteConfig['cases'][number]);
      for (const r of c.runs) runs.push({ plan: { suite: planSuite, caseConfig: planCase }, r: { ...r, dir: path.join(base, r.dir) } });
    }
  }
  const merged = assembleResults(suites, runs, warnings, {
    startedAt: Number.isFinite(startedAt) ? startedAt : Date.now(),
    finishedAt: finishedAt || Date.now(),
  });
  return merged;
}
