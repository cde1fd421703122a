// Judge call cost, from @pydantic/genai-prices' bundled price data (no network).
import { calcPrice } from '@pydantic/genai-prices';
import type { ProviderName } from './providers/types.js';

const PRICE_PROVIDER: Record<ProviderName, string | undefined> = {
  anthropic: 'anthropic',
  vertex: 'google',
  openai: 'openai',
  command: undefined,
};

/**
 * Dollars for one call's tokens, or 0 when the model is unknown to the price
 * data (a self-hosted OpenAI-compatible model, a command judge).
 * `inputTokens` is the total prompt size, cache reads and writes included.
 */
export function judgeCallCostUsd(
  provider: ProviderName,
  model: string | null,
  usage: { inputTokens: number; outputTokens: number; cacheReadTokens?: number; cacheWriteTokens?: number },
): number {
  if (!model) return 0;
  const providerId = PRICE_PROVIDER[provider];
  if (!providerId) return 0;
  const tokens = {
    input_tokens: usage.inputTokens,
    output_tokens: usage.outputTokens,
    cache_read_tokens: usage.cacheReadTokens ?? 0,
    cache_write_tokens: usage.cacheWriteTokens ?? 0,
  };
  try {
    const price = calcPrice(tokens, model, { providerId }) ?? calcPrice(tokens, model);
    return price ? Number(price.total_price) : 0;
  } catch {
    return 0;
  }
}
