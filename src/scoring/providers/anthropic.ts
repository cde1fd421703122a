// Anthropic Messages API judge, answering through a forced submit_score tool call.
import type { MessageCreateParamsNonStreaming, Message } from '@anthropic-ai/sdk/resources/messages/messages';
import { SUBMIT_SCORE_TOOL, countingFetch, describeSdkError, judgeSystemPrompt, submitScoreDescription, submitScoreSchema } from './submit-score.js';
import { MalformedAnswerError, type CallSettings, type JudgeProvider, type ProviderAnswer, type ScoreRequest } from './types.js';

export const JUDGE_MAX_TOKENS = 1024;

/** Request body for one judgement, shared with the Vertex provider. */
export function anthropicJudgeParams(req: ScoreRequest): MessageCreateParamsNonStreaming {
  return {
    model: req.model ?? '',
    max_tokens: JUDGE_MAX_TOKENS,
    system: judgeSystemPrompt(req.scale),
    messages: [{ role: 'user', content: req.prompt }],
    tools: [{ name: SUBMIT_SCORE_TOOL, description: submitScoreDescription(req.scale), input_schema: submitScoreSchema(req.scale) }],
    tool_choice: { type: 'tool', name: SUBMIT_SCORE_TOOL },
  };
}

/** The score from a Messages API answer, or a MalformedAnswerError naming what came back instead. */
export function answerFromMessage(msg: Message, calls: number, fallbackModel: string | null): ProviderAnswer {
  const blocks = Array.isArray(msg.content) ? msg.content : [];
  const call = blocks.find((b) => b.type === 'tool_use' && b.name === SUBMIT_SCORE_TOOL);
  if (!call || call.type !== 'tool_use') {
    const text = blocks
      .filter((b) => b.type === 'text')
      .map((b) => (b.type === 'text' ? b.text : ''))
      .join(' ')
      .trim();
    throw new MalformedAnswerError(`no ${SUBMIT_SCORE_TOOL} tool call in the answer${text ? ` (text: ${JSON.stringify(text.slice(0, 200))})` : ''}`, {
      calls,
      input_tokens: (msg.usage?.input_tokens ?? 0) + (msg.usage?.cache_read_input_tokens ?? 0) + (msg.usage?.cache_creation_input_tokens ?? 0),
      output_tokens: msg.usage?.output_tokens ?? 0,
      model: msg.model ?? fallbackModel,
    });
  }
  const input = (call.input ?? {}) as Record<string, unknown>;
  const u = msg.usage;
  const cacheRead = u?.cache_read_input_tokens ?? 0;
  const cacheWrite = u?.cache_creation_input_tokens ?? 0;
  return {
    score: input.score,
    rationale: input.rationale,
    model: msg.model ?? fallbackModel,
    // Anthropic reports uncached input apart from cache reads and writes; the total is their sum.
    input_tokens: (u?.input_tokens ?? 0) + cacheRead + cacheWrite,
    output_tokens: u?.output_tokens ?? 0,
    cache_read_tokens: cacheRead,
    cache_write_tokens: cacheWrite,
    calls,
  };
}

export interface AnthropicProviderOptions extends CallSettings {
  apiKey: string;
  /** Default https://api.anthropic.com, or ANTHROPIC_BASE_URL. */
  baseURL?: string;
}

export function anthropicProvider(options: AnthropicProviderOptions): JudgeProvider {
  return {
    name: 'anthropic',
    needsModel: true,
    identity: { baseURL: options.baseURL ?? null },
    async score(req) {
      const counter = { calls: 0 };
      const { default: Anthropic } = await import('@anthropic-ai/sdk');
      const client = new Anthropic({
        apiKey: options.apiKey,
        // Passed explicitly so the engine's env, not this process's, decides the endpoint.
        baseURL: options.baseURL ?? 'https://api.anthropic.com',
        maxRetries: options.maxRetries,
        timeout: options.timeoutMs,
        fetch: countingFetch(counter),
      });
      let msg: Message;
      try {
        msg = await client.messages.create(anthropicJudgeParams(req));
      } catch (err) {
        throw describeSdkError('anthropic', err, counter.calls);
      }
      return answerFromMessage(msg, counter.calls, req.model);
    },
  };
}
