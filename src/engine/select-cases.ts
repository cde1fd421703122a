import { readFile } from 'node:fs/promises';
import picomatch from 'picomatch';
import type { CaseConfig, SuiteConfig } from '../model/config.js';
import type { Results } from '../types.js';
import { selectShard, type Shard } from './shard.js';

export interface CaseRunPlan {
  suite: SuiteConfig;
  caseConfig: CaseConfig;
  /** 1-based repeat index. */
  repeat: number;
  /** How many repeats this case has in this run (run-<k> directories when > 1). */
  repeats: number;
}

export interface SelectOptions {
  /** Globs matched against `<case>` and `<skill>/<case>`. */
  cases?: string[];
  repeat?: number;
  shard?: Shard;
  /** `skill/case` keys to keep (rerun-failed). */
  only?: Set<string>;
}

export function caseKey(c: Pick<CaseConfig, 'skill' | 'id'>): string {
  return `${c.skill}/${c.id}`;
}

/** The case runs of this invocation: selected by glob and rerun list, repeated, then sharded (repeats stay together). */
export function planCaseRuns(suites: SuiteConfig[], opts: SelectOptions): CaseRunPlan[] {
  const matchers = (opts.cases ?? []).map((g) => picomatch(g, { dot: true }));
  const picked: Array<{ suite: SuiteConfig; caseConfig: CaseConfig }> = [];
  for (const suite of suites) {
    for (const c of suite.cases) {
      const key = caseKey(c);
      if (matchers.length > 0 && !matchers.some((m) => m(c.id) || m(key))) continue;
      if (opts.only && !opts.only.has(key)) continue;
      picked.push({ suite, caseConfig: c });
    }
  }
  const sharded = selectShard(picked, (p) => caseKey(p.caseConfig), opts.shard);
  const plans: CaseRunPlan[] = [];
  for (const p of sharded) {
    const repeats = opts.repeat ?? p.suite.execution.repeat;
    for (let k = 1; k <= repeats; k++) plans.push({ ...p, repeat: k, repeats });
  }
  return plans;
}

/** `skill/case` keys of the cases that did not pass in a previous results.json. */
export async function failedCasesOf(resultsFile: string): Promise<Set<string>> {
  let parsed: Results;
  try {
    parsed = JSON.parse(await readFile(resultsFile, 'utf8')) as Results;
  } catch (err) {
    throw new Error(`--rerun-failed: cannot read ${resultsFile}: ${(err as Error).message}`);
  }
  if (!Array.isArray(parsed.cases)) throw new Error(`--rerun-failed: ${resultsFile} is not a fullsend-functional results.json (no cases[])`);
  return new Set(parsed.cases.filter((c) => c.status !== 'pass').map((c) => `${c.skill}/${c.case}`));
}
