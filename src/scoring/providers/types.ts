// What every judge provider (Anthropic, Vertex, OpenAI-compatible, command)
// offers the LLM judge: one scored answer per call.

export type ProviderName = 'anthropic' | 'vertex' | 'openai' | 'command';

export interface ScoreRequest {
  judgeName: string;
  /** The rendered prompt, sent as the user message (or on stdin for a command). */
  prompt: string;
  model: string | null;
  scale: [number, number];
}

export interface ProviderAnswer {
  /** As the model gave them; the judge validates. */
  score: unknown;
  rationale: unknown;
  label?: string;
  model: string | null;
  input_tokens: number;
  output_tokens: number;
  cache_read_tokens: number;
  cache_write_tokens: number;
  /** Set by providers that report their own cost (a command judge may). */
  cost_usd?: number;
  /** HTTP requests or processes it took, retries included. */
  calls: number;
}

export interface JudgeProvider {
  readonly name: ProviderName;
  /** Shown in results next to the judge, e.g. `deterministic stand-in`. */
  readonly label?: string;
  /** Whether the provider needs a model name. */
  readonly needsModel: boolean;
  /** Anything besides provider and model that changes answers, for the cache key. */
  readonly identity: unknown;
  score(req: ScoreRequest): Promise<ProviderAnswer>;
}

/** The model answered, but not with a usable score (no tool call, wrong shape). */
export class MalformedAnswerError extends Error {
  override name = 'MalformedAnswerError';
  /** What the unusable answer still cost. */
  readonly spent?: { calls: number; input_tokens: number; output_tokens: number; model: string | null };
  constructor(message: string, spent?: MalformedAnswerError['spent']) {
    super(message);
    this.spent = spent;
  }
}

/** Network, HTTP or process failure after retries. */
export class ProviderCallError extends Error {
  override name = 'ProviderCallError';
  constructor(message: string, readonly calls: number) {
    super(message);
  }
}

export interface CallSettings {
  /** Per-request timeout, ms. */
  timeoutMs: number;
  /** Retries on 408/409/429/5xx (incl. 529) and timeouts, with exponential backoff and jitter (the SDKs' own). */
  maxRetries: number;
}

export const DEFAULT_CALL_SETTINGS: CallSettings = { timeoutMs: 120_000, maxRetries: 4 };
