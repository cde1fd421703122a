// LLM judges: render the prompt, ask the selected provider (N samples, the
// median wins), validate the score against the judge's scale, cache answers.
import type { CaseConfig, JudgeConfig, SuiteConfig } from '../model/config.js';
import type { FixtureState, JudgeResult, JudgeUsage } from '../types.js';
import { cacheStablePrompt, judgeCacheKey, type JudgeCache } from './judge-cache.js';
import { erroredResult, judgeWhere, median, scoredResult } from './judge-score.js';
import { judgeCallCostUsd } from './pricing.js';
import { selectJudgeProvider, type FallbackCommand, type ProviderSelectInput } from './provider-select.js';
import { DEFAULT_CALL_SETTINGS, MalformedAnswerError, ProviderCallError, type JudgeProvider, type ProviderAnswer } from './providers/types.js';
import { renderAnnotations, renderOutputs, renderTemplate } from './render-prompt.js';

export const DEFAULT_LLM_SCALE: [number, number] = [1, 5];

export interface LlmJudgeContext {
  suite: Pick<SuiteConfig, 'models'>;
  caseConfig: Pick<CaseConfig, 'annotations'>;
  runDir: string;
  fixtureState: FixtureState | null;
  threshold: number;
  env: NodeJS.ProcessEnv;
  cache: JudgeCache | null;
  defaultJudgeModel?: string;
  fallbackCommand?: FallbackCommand;
  /** Per request; a judge's own `timeout_s` wins. */
  llmTimeoutMs?: number;
  llmMaxRetries?: number;
  vertexAuth?: ProviderSelectInput['vertexAuth'];
}

/** The prompt a judge sends, after `{{ outputs }}` and `{{ annotations }}` are filled in. */
export async function renderJudgePrompt(judge: JudgeConfig, ctx: Pick<LlmJudgeContext, 'runDir' | 'fixtureState' | 'caseConfig'>): Promise<string> {
  const template = judge.prompt ?? '';
  const needsOutputs = /\{\{\s*outputs\s*\}\}/.test(template);
  const outputs = needsOutputs ? await renderOutputs({ runDir: ctx.runDir, fixtureState: ctx.fixtureState, files: judge.files }) : '';
  return renderTemplate(template, { outputs, annotations: renderAnnotations(ctx.caseConfig.annotations) });
}

interface Sample {
  score: number;
  rationale: string;
  answer: ProviderAnswer;
}

function validScore(raw: unknown, scale: [number, number]): number {
  let score: number | null = null;
  if (typeof raw === 'number') score = raw;
  else if (typeof raw === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(raw)) score = Number(raw);
  if (score === null || !Number.isFinite(score)) {
    throw new MalformedAnswerError(`non-numeric score ${JSON.stringify(raw)}`);
  }
  if (score < scale[0] || score > scale[1]) {
    throw new MalformedAnswerError(`score ${score} is off the judge's ${scale[0]}-${scale[1]} scale`);
  }
  return score;
}

function emptyUsage(model: string | null, cached: boolean): JudgeUsage {
  return { model, input_tokens: 0, output_tokens: 0, cost_usd: 0, calls: 0, cached };
}

function addAnswer(usage: JudgeUsage, provider: JudgeProvider, answer: ProviderAnswer): void {
  usage.input_tokens += answer.input_tokens;
  usage.output_tokens += answer.output_tokens;
  usage.calls += answer.calls;
  usage.model = answer.model ?? usage.model;
  usage.cost_usd +=
    answer.cost_usd ??
    judgeCallCostUsd(provider.name, answer.model, {
      inputTokens: answer.input_tokens,
      outputTokens: answer.output_tokens,
      cacheReadTokens: answer.cache_read_tokens,
      cacheWriteTokens: answer.cache_write_tokens,
    });
}

function withUsage(result: JudgeResult, usage: JudgeUsage, label?: string): JudgeResult {
  result.usage = usage;
  if (label) result.label = label;
  return result;
}

function sampleNote(scores: number[], value: number): string {
  return scores.length > 1 ? ` [samples: ${scores.join(', ')}; median ${value}]` : '';
}

/** One LLM judge for one case run. Never throws: failures come back as errored results. */
export async function runLlmJudge(judge: JudgeConfig, ctx: LlmJudgeContext): Promise<JudgeResult> {
  const scale = judge.score_range ?? DEFAULT_LLM_SCALE;
  if (!(scale[0] < scale[1])) return erroredResult(judge, 'prompt', `${judgeWhere(judge)}: score_range must be [low, high] with low < high`);
  if (!judge.prompt?.trim()) return erroredResult(judge, 'prompt', `${judgeWhere(judge)} has an empty prompt`);

  const call = {
    timeoutMs: judge.timeout_s ? judge.timeout_s * 1000 : (ctx.llmTimeoutMs ?? DEFAULT_CALL_SETTINGS.timeoutMs),
    maxRetries: ctx.llmMaxRetries ?? DEFAULT_CALL_SETTINGS.maxRetries,
  };
  const selection = selectJudgeProvider({ judge, env: ctx.env, call, fallbackCommand: ctx.fallbackCommand, vertexAuth: ctx.vertexAuth, cwd: ctx.runDir });
  if ('error' in selection) return erroredResult(judge, 'prompt', selection.error);
  const provider: JudgeProvider = selection.provider;
  const kind: JudgeResult['kind'] = provider.name === 'command' ? 'command' : 'prompt';

  const model = judge.model ?? ctx.suite.models?.judge ?? ctx.defaultJudgeModel ?? null;
  if (provider.needsModel && !model) {
    return erroredResult(judge, kind, `${judgeWhere(judge)}: no judge model; set \`model\` on the judge or models.judge in eval.yaml`);
  }

  let prompt: string;
  try {
    prompt = await renderJudgePrompt(judge, ctx);
  } catch (err) {
    return erroredResult(judge, kind, `${judgeWhere(judge)}: cannot render the prompt: ${(err as Error).message}`);
  }

  const samples = Math.max(1, Math.floor(judge.samples || 1));
  const key = judgeCacheKey({ provider: provider.name, model, prompt: cacheStablePrompt(prompt, ctx.fixtureState), scale, samples, name: judge.name, kind: judge.kind, extra: provider.identity });
  const hit = ctx.cache ? await ctx.cache.get(key) : null;
  if (hit) {
    const result = scoredResult(judge, kind, hit.value, hit.rationale, ctx.threshold, scale);
    return withUsage(result, emptyUsage(hit.model, true), hit.label ?? provider.label);
  }

  const usage = emptyUsage(model, false);
  const settled = await Promise.allSettled(
    Array.from({ length: samples }, async (): Promise<Sample> => {
      const answer = await provider.score({ judgeName: judge.name, prompt, model, scale });
      addAnswer(usage, provider, answer);
      const score = validScore(answer.score, scale);
      return { score, rationale: typeof answer.rationale === 'string' ? answer.rationale : '', answer };
    }),
  );
  const failures = settled.filter((s): s is PromiseRejectedResult => s.status === 'rejected');
  const label = provider.label;
  if (failures.length) {
    for (const f of failures) {
      if (f.reason instanceof ProviderCallError) usage.calls += f.reason.calls;
      else if (f.reason instanceof MalformedAnswerError && f.reason.spent) {
        const spent = f.reason.spent;
        addAnswer(usage, provider, { ...spent, score: null, rationale: null, cache_read_tokens: 0, cache_write_tokens: 0 });
      }
    }
    const first = failures[0].reason as Error;
    const prefix = first instanceof MalformedAnswerError ? 'malformed answer: ' : '';
    const which = samples > 1 ? ` (${failures.length} of ${samples} samples failed)` : '';
    return withUsage(erroredResult(judge, kind, `${prefix}${first?.message ?? String(first)}${which}`), usage, label);
  }

  const done = settled.map((s) => (s as PromiseFulfilledResult<Sample>).value);
  const scores = done.map((s) => s.score);
  const value = median(scores);
  const closest = [...done].sort((a, b) => Math.abs(a.score - value) - Math.abs(b.score - value))[0];
  const rationale = `${closest.rationale}${sampleNote(scores, value)}`;
  const answerLabel = done.find((s) => s.answer.label)?.answer.label ?? label;

  if (ctx.cache) {
    await ctx.cache
      .put(key, {
        value,
        rationale,
        samples: scores,
        label: answerLabel,
        model: usage.model,
        input_tokens: usage.input_tokens,
        output_tokens: usage.output_tokens,
        cost_usd: usage.cost_usd,
        created_at: new Date().toISOString(),
      })
      .catch(() => undefined);
  }
  return withUsage(scoredResult(judge, kind, value, rationale, ctx.threshold, scale), usage, answerLabel);
}
