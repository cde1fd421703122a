import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { renderJunit } from '../report/junit.js';
import { renderSummary } from '../report/summary.js';
import type { Results } from '../types.js';

/** Writes results.json, summary.md and junit.xml into the output directory. */
export async function writeResultFiles(outputDir: string, results: Results): Promise<{ resultsPath: string; summaryPath: string; summary: string }> {
  await mkdir(outputDir, { recursive: true });
  const resultsPath = path.join(outputDir, 'results.json');
  const summaryPath = path.join(outputDir, 'summary.md');
  const summary = renderSummary(results);
  await writeFile(resultsPath, JSON.stringify(results, null, 2) + '\n');
  await writeFile(summaryPath, summary + '\n');
  await writeFile(path.join(outputDir, 'junit.xml'), renderJunit(results));
  return { resultsPath, summaryPath, summary };
}

/** results.json for a run that could not be carried out (authoring or infrastructure error). */
export function errorResults(kind: 'authoring' | 'infrastructure', message: string, now: Date): Results {
  const iso = now.toISOString();
  return {
    version: 1,
    passed: false,
    error: { kind, message },
    started_at: iso,
    finished_at: iso,
    duration_s: 0,
    totals: { cases: 0, passed: 0, failed: 0, errored: 0, runs: 0, agent_cost_usd: 0, judge_cost_usd: 0, judge_input_tokens: 0, judge_output_tokens: 0 },
    cases: [],
    gates: [],
    warnings: [],
  };
}
