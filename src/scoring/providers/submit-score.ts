// The forced tool every LLM judge answers through, and the shared plumbing of
// the HTTP providers.
import { MalformedAnswerError, ProviderCallError } from './types.js';

export const SUBMIT_SCORE_TOOL = 'submit_score';

export function submitScoreSchema(scale: [number, number]) {
  return {
    type: 'object' as const,
    properties: {
      score: {
        type: 'number',
        description: `Your score on the ${scale[0]}-${scale[1]} scale (${scale[0]} worst, ${scale[1]} best).`,
      },
      rationale: { type: 'string', description: 'One or two sentences on why.' },
    },
    required: ['score', 'rationale'],
  };
}

export function submitScoreDescription(scale: [number, number]): string {
  return `Submit your evaluation: a score from ${scale[0]} to ${scale[1]} and a short rationale.`;
}

export function judgeSystemPrompt(scale: [number, number]): string {
  return [
    "You are an impartial evaluator of an automated agent's work.",
    'Read the instructions and evidence in the user message, then call the',
    `${SUBMIT_SCORE_TOOL} tool exactly once with your score on the ${scale[0]}-${scale[1]} scale`,
    'and a short rationale. Where the message asks you to respond with just a number,',
    `put that number in the tool's score field.`,
  ].join(' ');
}

/** A fetch that counts the requests an SDK makes, retries included. */
export function countingFetch(counter: { calls: number }): typeof fetch {
  return (input, init) => {
    counter.calls++;
    return fetch(input, init);
  };
}

/** Parse the JSON arguments of a tool call. */
export function parseToolArguments(raw: unknown): Record<string, unknown> {
  if (raw && typeof raw === 'object' && !Array.isArray(raw)) return raw as Record<string, unknown>;
  if (typeof raw === 'string') {
    try {
      const v = JSON.parse(raw) as unknown;
      if (v && typeof v === 'object' && !Array.isArray(v)) return v as Record<string, unknown>;
    } catch {
      // fall through to the error below
    }
  }
  throw new MalformedAnswerError(`the ${SUBMIT_SCORE_TOOL} arguments are not a JSON object: ${String(raw).slice(0, 200)}`);
}

function sdkStatus(err: unknown): number | undefined {
  const s = (err as { status?: unknown })?.status;
  return typeof s === 'number' ? s : undefined;
}

/** A provider error in words: status, what the API said, how many requests were made. */
export function describeSdkError(provider: string, err: unknown, calls: number): ProviderCallError {
  const e = err as Error;
  const status = sdkStatus(err);
  const attempts = `${calls} request${calls === 1 ? '' : 's'}`;
  if (e?.name === 'APIConnectionTimeoutError' || /timed? ?out/i.test(e?.message ?? '')) {
    return new ProviderCallError(`${provider}: request timed out (${attempts})`, calls);
  }
  if (status !== undefined) {
    const what = status === 529 ? 'overloaded' : status === 429 ? 'rate limited' : status >= 500 ? 'server error' : 'request rejected';
    return new ProviderCallError(`${provider}: HTTP ${status} ${what} after ${attempts}: ${(e.message ?? '').slice(0, 300)}`, calls);
  }
  return new ProviderCallError(`${provider}: ${(e?.message ?? String(err)).slice(0, 300)} (${attempts})`, calls);
}
