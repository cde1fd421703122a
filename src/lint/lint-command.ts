import path from 'node:path';
import { formatDiagnostic, type Diagnostic } from '../model/diagnostics.js';
import { loadEvalDir, type LoadResult } from '../model/load-suites.js';

export interface LintOptions {
  evalDir: string;
  skill?: string;
  cwd?: string;
  out: (line: string) => void;
}

export interface LintOutcome {
  exitCode: 0 | 2;
  load: LoadResult;
  errors: Diagnostic[];
  warnings: Diagnostic[];
}

/** Validates every suite and case; prints each problem as path:line:col: message, then a count. */
export async function lintCommand(opts: LintOptions): Promise<LintOutcome> {
  const load = await loadEvalDir({ evalDir: path.resolve(opts.cwd ?? process.cwd(), opts.evalDir), skill: opts.skill });
  const diags = load.diagnostics.sorted();
  for (const d of diags) opts.out(formatDiagnostic(d, opts.cwd));
  const errors = diags.filter((d) => d.severity === 'error');
  const warnings = diags.filter((d) => d.severity === 'warning');
  const cases = load.suites.reduce((n, s) => n + s.cases.length, 0);
  opts.out(
    `${errors.length} error${errors.length === 1 ? '' : 's'}, ${warnings.length} warning${warnings.length === 1 ? '' : 's'} ` +
      `in ${load.suites.length} suite${load.suites.length === 1 ? '' : 's'} and ${cases} case${cases === 1 ? '' : 's'}`,
  );
  return { exitCode: errors.length > 0 ? 2 : 0, load, errors, warnings };
}
