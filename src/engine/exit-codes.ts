/** Exit codes shared by the CLI and the action. */
export const EXIT = {
  OK: 0,
  GATE_MISSED: 1,
  CONFIG: 2,
  INFRA: 3,
} as const;

export type ExitCode = (typeof EXIT)[keyof typeof EXIT];
