// Shared record shapes written to disk (metrics.json, fixture-state.json,
// judges.json, results.json) and passed between the engine's stages.

/** Token counts, fullsend's `token_usage` shape. */
export interface TokenUsage {
  input: number;
  output: number;
  reasoning: number;
  cache_creation: number;
  cache_read: number;
}

export type MetricsStatus = 'success' | 'error' | 'error_max_turns' | 'error_max_budget_usd' | 'timeout' | 'killed' | 'unknown';

/** Where the cost figure came from. */
export type CostSource = 'agent' | 'transcript' | 'price_table' | 'estimated' | 'none';

/** metrics.json: fullsend's fields plus the normalised extras. */
export interface Metrics {
  num_turns: number;
  total_cost_usd: number;
  token_usage: TokenUsage;
  iterations: number;
  tool_calls: number;
  model: string | null;
  models: Record<string, { input: number; output: number; cache_creation: number; cache_read: number; reasoning: number; cost_usd: number }>;
  status: MetricsStatus;
  estimated: boolean;
  duration_ms: number;
  cost_source: CostSource;
  /** Which file or parser produced the figures, e.g. `transcript:claude-stream-json` or `agent:output/a/b/metrics.json`. */
  source: string;
  /** Lines of the transcript that were not JSON. */
  skipped_lines?: number;
  /** Tool calls by tool name. */
  tool_calls_by_name?: Record<string, number>;
  /** Number of API retry events seen. */
  api_retries?: number;
  [extra: string]: unknown;
}

export interface CommentState {
  author: string | null;
  body: string;
  created_at: string;
}

export interface ReviewState {
  author: string | null;
  state: string;
  body: string;
}

export interface ChangedFile {
  path: string;
  status: string;
  additions: number;
  deletions: number;
}

export interface SeedIssueState {
  number: number;
  title: string;
  state: string;
  labels: string[];
  comments: CommentState[];
}

/** fixture-state.json: fullsend's shape and more. */
export interface FixtureState {
  fixture_type: 'issue' | 'pull_request';
  fixture_url: string;
  number: number;
  repo: string;
  state: string;
  title: string;
  body?: string;
  labels: string[];
  assignees: string[];
  milestone: string | null;
  comments: CommentState[];
  mergeable?: boolean | null;
  merged?: boolean;
  review_decision?: string | null;
  reviews?: ReviewState[];
  head_sha?: string;
  changed_files?: ChangedFile[];
  seed_issues: SeedIssueState[];
  captured_at: string;
}

export interface ThresholdResult {
  name: string;
  limit: number;
  actual: number | null;
  pass: boolean;
  /** Where the limit was set, for annotations. */
  file?: string;
  line?: number;
}

export interface JudgeUsage {
  model: string | null;
  input_tokens: number;
  output_tokens: number;
  cost_usd: number;
  calls: number;
  cached: boolean;
}

export interface JudgeResult {
  name: string;
  kind: 'prompt' | 'check' | 'builtin' | 'command';
  /** Raw value on the judge's own scale (bool, or a number). null when errored. */
  value: number | boolean | null;
  /** 0-1 normalised score. null when errored. */
  score: number | null;
  pass: boolean;
  error: string | null;
  rationale: string;
  /** The judge's declared scale, e.g. [1, 5]; absent for booleans. */
  scale?: [number, number];
  usage?: JudgeUsage;
  /** Label shown in summaries, e.g. `deterministic stand-in` for the bundled command judge. */
  label?: string;
}

export type RunStatus = 'pass' | 'fail' | 'error';

export interface CaseRunResult {
  /** Directory relative to the output root. */
  dir: string;
  attempt: number;
  status: RunStatus;
  /** Why an `error` happened: `timeout`, `agent_crash`, `fixture`, ... */
  reason?: string;
  error?: string;
  exit_code: number | null;
  duration_s: number;
  metrics: Metrics | null;
  thresholds: ThresholdResult[];
  judges: JudgeResult[];
  /** Mean 0-1 score over judges that did not error. */
  score: number | null;
  /** The resolved pass threshold (0-1) for this case. */
  threshold: number;
  fixture?: { repo: string; url: string; number: number; kept: boolean; deleted: boolean; teardown_error?: string };
}

export interface CaseResult {
  skill: string;
  case: string;
  status: RunStatus;
  runs: CaseRunResult[];
  /** Source files, for annotations. */
  annotations_file?: string;
  input_file?: string;
}

export type GateKind = 'min_mean' | 'min_pass_rate' | 'max_error_rate' | 'min_score' | 'required';

export interface GateResult {
  skill: string;
  judge: string;
  kind: GateKind;
  threshold: number;
  value: number | null;
  pass: boolean;
  /** Number of judge results the gate looked at, and how many errored. */
  n?: number;
  errors?: number;
  file?: string;
  line?: number;
}

export interface Results {
  version: 1;
  passed: boolean;
  /** Present when the run could not be carried out (exit 2 or 3). */
  error?: { kind: 'authoring' | 'infrastructure'; message: string };
  started_at: string;
  finished_at: string;
  duration_s: number;
  shard?: { index: number; total: number };
  totals: {
    cases: number;
    passed: number;
    failed: number;
    errored: number;
    runs: number;
    agent_cost_usd: number;
    judge_cost_usd: number;
    judge_input_tokens: number;
    judge_output_tokens: number;
  };
  cases: CaseResult[];
  gates: GateResult[];
  warnings: string[];
}
