// Cost from the price table bundled with @pydantic/genai-prices, used when an
// agent does not report its own cost (Codex, Gemini, a Claude stream cut
// before its `result`). The table is the one pinned by the installed package
// version, so figures are reproducible offline.
import { calcPrice } from '@pydantic/genai-prices';
import type { Metrics } from '../types.js';
import { roundUsd, tokensFromModels, type ModelUsage } from './metrics-util.js';

export interface PricedTokens {
  /** Uncached input tokens. */
  input: number;
  output: number;
  cache_read: number;
  cache_creation: number;
}

export type PriceProvider = 'anthropic' | 'openai' | 'google';

/** Dollar cost of the tokens, or null when the model is not in the table. */
export function priceTokens(model: string, tokens: PricedTokens, provider?: PriceProvider): number | null {
  const usage = {
    input_tokens: tokens.input + tokens.cache_read + tokens.cache_creation,
    cache_read_tokens: tokens.cache_read,
    cache_write_tokens: tokens.cache_creation,
    output_tokens: tokens.output,
  };
  for (const opts of provider ? [{ providerId: provider }, {}] : [{}]) {
    try {
      const r = calcPrice(usage, model, opts);
      if (r) return r.total_price;
    } catch {
      // An unknown provider/model combination throws in some versions; try the next lookup.
    }
  }
  return null;
}

export interface PricedModels {
  cost: number;
  /** Models that were not in the table (cost counted as 0). */
  unknown: string[];
  priced: number;
}

/** Prices every model of a `models` map in place (sets cost_usd) and returns the total. */
export function priceModels(
  models: Record<string, { input: number; output: number; cache_read: number; cache_creation: number; cost_usd: number }>,
  provider?: PriceProvider,
): PricedModels {
  let cost = 0;
  let priced = 0;
  const unknown: string[] = [];
  for (const [name, m] of Object.entries(models)) {
    const p = name === 'unknown' ? null : priceTokens(name, m, provider);
    if (p === null) {
      if (m.input + m.output + m.cache_read + m.cache_creation > 0) unknown.push(name);
      m.cost_usd = 0;
      continue;
    }
    m.cost_usd = Math.round(p * 1e9) / 1e9;
    cost += m.cost_usd;
    priced++;
  }
  return { cost, unknown, priced };
}

export function unknownModelWarning(models: string[]): string {
  return `no price known for model ${models.map((m) => `"${m}"`).join(', ')}: its cost is counted as 0`;
}

/**
 * Fills m's models, token_usage and cost from the price table, for agents
 * that report tokens but no cost; a model not in the table gets a warning.
 */
export function applyPriceTable(m: Metrics, models: Record<string, ModelUsage>, provider: PriceProvider): void {
  const priced = priceModels(models, provider);
  if (priced.unknown.length) m.warnings = [unknownModelWarning(priced.unknown)];
  m.models = models;
  m.token_usage = tokensFromModels(models);
  m.total_cost_usd = roundUsd(priced.cost);
  m.cost_source = priced.priced > 0 ? 'price_table' : 'none';
}
