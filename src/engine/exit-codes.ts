import type { Results } from '../types.js';

/** Exit codes shared by the CLI and the action. */
export const EXIT = {
  OK: 0,
  GATE_MISSED: 1,
  CONFIG: 2,
  INFRA: 3,
} as const;

export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/** Reasons a case run errored that say nothing about the agent. */
export const INFRA_REASONS = new Set(['fixture', 'hook', 'sandbox', 'capture', 'aborted', 'internal']);

/** The exit code of a run or a merged report: infrastructure first, then gates. */
export function exitCodeOf(results: Results): ExitCode {
  if (results.error) return results.error.kind === 'authoring' ? EXIT.CONFIG : EXIT.INFRA;
  const infra = results.cases.some((c) =>
    c.runs.some((r) => (r.status === 'error' && r.reason !== undefined && INFRA_REASONS.has(r.reason)) || r.fixture?.teardown_error),
  );
  if (infra) return EXIT.INFRA;
  return results.passed ? EXIT.OK : EXIT.GATE_MISSED;
}
