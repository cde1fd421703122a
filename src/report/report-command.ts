import path from 'node:path';
import type { CliIo } from '../cli/cli-helper.js';
import { EXIT, exitCodeOf, type ExitCode } from '../engine/exit-codes.js';
import { writeResultFiles } from '../engine/results-files.js';
import { formatDiagnostic } from '../model/diagnostics.js';
import { loadEvalDir } from '../model/load-suites.js';
import type { Results } from '../types.js';
import { findResultsFiles, mergeResults } from './merge-results.js';

export interface ReportOptions {
  dirs: string[];
  outputDir?: string;
  evalDir?: string;
}

export interface ReportOutcome {
  exitCode: ExitCode;
  results?: Results;
  outputDir: string;
  summary?: string;
}

/** Merges shard outputs into one summary, one set of gates and one exit status. */
export async function mergeReport(opts: ReportOptions, io: CliIo): Promise<ReportOutcome> {
  const outputDir = path.resolve(io.cwd, opts.outputDir ?? '.fullsend/report');
  const load = await loadEvalDir({ evalDir: path.resolve(io.cwd, opts.evalDir ?? 'eval') });
  if (load.diagnostics.hasErrors()) {
    for (const d of load.diagnostics.errors) io.err(formatDiagnostic(d, io.cwd));
    return { exitCode: EXIT.CONFIG, outputDir };
  }
  const files = await findResultsFiles(opts.dirs.map((d) => path.resolve(io.cwd, d)));
  if (files.length === 0) {
    io.err(`report: no results.json under ${opts.dirs.join(', ')}`);
    return { exitCode: EXIT.INFRA, outputDir };
  }
  io.out(`merging ${files.length} result file(s)`);
  const results = await mergeResults(files, load.suites, outputDir);
  const { summary } = await writeResultFiles(outputDir, results);
  io.out(`merged: ${results.totals.passed}/${results.totals.cases} cases passed, ${results.gates.filter((g) => !g.pass).length} gate(s) missed`);
  io.out(`results: ${path.relative(io.cwd, path.join(outputDir, 'results.json'))}`);
  return { exitCode: exitCodeOf(results), results, outputDir, summary };
}

/** `fullsend-functional report DIR...`. */
export async function reportCommand(opts: ReportOptions, io: CliIo): Promise<ExitCode> {
  return (await mergeReport(opts, io)).exitCode;
}
