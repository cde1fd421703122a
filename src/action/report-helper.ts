import * as core from '@actions/core';
import os from 'node:os';
import path from 'node:path';
import { EXIT } from '../engine/exit-codes.js';
import { annotationsFromResults } from '../report/annotations.js';
import { mergeReport } from '../report/report-command.js';
import { commentSummary, emitAnnotations, setResultOutputs } from './action-outputs.js';

/** The report/ sub-action: merges downloaded shard artifacts into one summary, gates and status. */
export async function runReportAction(): Promise<void> {
  try {
    const workspace = process.env.GITHUB_WORKSPACE ?? process.cwd();
    const shardsDir = core.getInput('shards-dir') || path.join(process.env.RUNNER_TEMP ?? os.tmpdir(), 'fullsend-functional-shards');
    const outputDir = core.getInput('output-dir') || path.join(process.env.RUNNER_TEMP ?? os.tmpdir(), 'fullsend-functional-report');
    const log = (l: string) => core.info(l);
    const res = await mergeReport(
      { dirs: [shardsDir], outputDir, evalDir: core.getInput('eval-dir') || 'eval' },
      { out: log, err: log, env: process.env, cwd: workspace },
    );
    if (res.results) emitAnnotations(annotationsFromResults(res.results, workspace));
    if (res.summary) await core.summary.addRaw(res.summary, true).write();
    setResultOutputs(
      res.results,
      res.results ? { results: path.join(res.outputDir, 'results.json'), summary: path.join(res.outputDir, 'summary.md') } : {},
      res.exitCode,
    );
    const token = core.getInput('github-token');
    if (res.summary && token && core.getInput('pr-comment') === 'true') await commentSummary(token, res.summary, log);
    if (res.exitCode === EXIT.GATE_MISSED) core.setFailed('merged run: a case or gate did not pass');
    else if (res.exitCode === EXIT.CONFIG) core.setFailed('merged run: authoring error in the eval directory');
    else if (res.exitCode === EXIT.INFRA) core.setFailed('merged run: infrastructure error (not a test failure); see the summary');
  } catch (err) {
    core.setFailed(`report: ${(err as Error).stack ?? String(err)}`);
  }
}
