// OpenAI-compatible Chat Completions judge (OpenAI, vLLM, LiteLLM, ...),
// answering through a forced submit_score function call.
import type { ChatCompletion, ChatCompletionCreateParamsNonStreaming } from 'openai/resources/chat/completions';
import {
  SUBMIT_SCORE_TOOL,
  countingFetch,
  describeSdkError,
  judgeSystemPrompt,
  parseToolArguments,
  submitScoreDescription,
  submitScoreSchema,
} from './submit-score.js';
import { MalformedAnswerError, type CallSettings, type JudgeProvider, type ProviderAnswer, type ScoreRequest } from './types.js';

export function openaiJudgeParams(req: ScoreRequest): ChatCompletionCreateParamsNonStreaming {
  return {
    model: req.model ?? '',
    messages: [
      { role: 'system', content: judgeSystemPrompt(req.scale) },
      { role: 'user', content: req.prompt },
    ],
    tools: [
      {
        type: 'function',
        function: { name: SUBMIT_SCORE_TOOL, description: submitScoreDescription(req.scale), parameters: submitScoreSchema(req.scale) },
      },
    ],
    tool_choice: { type: 'function', function: { name: SUBMIT_SCORE_TOOL } },
  };
}

export function answerFromCompletion(c: ChatCompletion, calls: number, fallbackModel: string | null): ProviderAnswer {
  const message = c.choices?.[0]?.message;
  const call = message?.tool_calls?.find((t) => t.type === 'function' && t.function?.name === SUBMIT_SCORE_TOOL);
  if (!call || call.type !== 'function') {
    const text = typeof message?.content === 'string' ? message.content.trim() : '';
    throw new MalformedAnswerError(`no ${SUBMIT_SCORE_TOOL} tool call in the answer${text ? ` (text: ${JSON.stringify(text.slice(0, 200))})` : ''}`, {
      calls,
      input_tokens: c.usage?.prompt_tokens ?? 0,
      output_tokens: c.usage?.completion_tokens ?? 0,
      model: c.model ?? fallbackModel,
    });
  }
  const args = parseToolArguments(call.function.arguments);
  const cached = c.usage?.prompt_tokens_details?.cached_tokens ?? 0;
  return {
    score: args.score,
    rationale: args.rationale,
    model: c.model ?? fallbackModel,
    input_tokens: c.usage?.prompt_tokens ?? 0,
    output_tokens: c.usage?.completion_tokens ?? 0,
    cache_read_tokens: cached,
    cache_write_tokens: 0,
    calls,
  };
}

export interface OpenAIProviderOptions extends CallSettings {
  apiKey: string;
  /** Default https://api.openai.com/v1, or OPENAI_BASE_URL for a compatible server. */
  baseURL?: string;
}

export function openaiProvider(options: OpenAIProviderOptions): JudgeProvider {
  return {
    name: 'openai',
    needsModel: true,
    identity: { baseURL: options.baseURL ?? null },
    async score(req) {
      const counter = { calls: 0 };
      const { default: OpenAI } = await import('openai');
      const client = new OpenAI({
        apiKey: options.apiKey,
        baseURL: options.baseURL ?? 'https://api.openai.com/v1',
        organization: null,
        project: null,
        maxRetries: options.maxRetries,
        timeout: options.timeoutMs,
        fetch: countingFetch(counter),
      });
      let completion: ChatCompletion;
      try {
        completion = await client.chat.completions.create(openaiJudgeParams(req));
      } catch (err) {
        throw describeSdkError('openai', err, counter.calls);
      }
      return answerFromCompletion(completion, counter.calls, req.model);
    },
  };
}
