// Behavioural thresholds from annotations.yaml (max_turns, max_cost_usd, ...),
// checked against the normalised metrics of one case run.
import type { LimitConfig } from '../model/config.js';
import type { Metrics, ThresholdResult, TokenUsage } from '../types.js';

const TOKEN_FIELDS: ReadonlyArray<keyof TokenUsage> = ['input', 'output', 'reasoning', 'cache_creation', 'cache_read'];

/**
 * The metric a limit reads, or null when the metrics do not carry it.
 *
 * `max_input_tokens` reads `token_usage.input` only: cache reads and writes
 * are billed and limited separately (`max_cache_read_tokens`,
 * `max_cache_creation_tokens`), and adding them would make a prompt-cache hit
 * look like a bigger prompt.
 */
export function limitActual(name: string, metrics: Metrics | null): number | null {
  if (!metrics) return null;
  const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
  switch (name) {
    case 'max_turns':
      return num(metrics.num_turns);
    case 'max_cost_usd':
      return num(metrics.total_cost_usd);
    case 'max_tool_calls':
      return num(metrics.tool_calls);
    case 'max_duration_s': {
      const ms = num(metrics.duration_ms);
      return ms === null ? null : ms / 1000;
    }
    default:
      break;
  }
  if (!name.startsWith('max_')) return null;
  const field = name.slice('max_'.length);
  const tokenMatch = /^(.+)_tokens$/.exec(field);
  if (tokenMatch && (TOKEN_FIELDS as readonly string[]).includes(tokenMatch[1])) {
    return num(metrics.token_usage?.[tokenMatch[1] as keyof TokenUsage]);
  }
  return num(metrics[field]);
}

/**
 * Every limit against the metrics. A missing metrics file or field fails
 * closed (actual null, pass false); a value equal to the limit passes.
 */
export function evaluateLimits(limits: LimitConfig[], metrics: Metrics | null): ThresholdResult[] {
  return limits.map((limit) => {
    const actual = limitActual(limit.name, metrics);
    const result: ThresholdResult = {
      name: limit.name,
      limit: limit.value,
      actual,
      pass: actual !== null && actual <= limit.value + 1e-12,
    };
    if (limit.pos?.file) result.file = limit.pos.file;
    if (limit.pos?.line) result.line = limit.pos.line;
    return result;
  });
}

/** A number as the threshold line shows it: dollars with at least two decimals, no float noise. */
export function formatLimitValue(name: string, value: number | null): string {
  if (value === null) return 'missing';
  if (/cost|usd/.test(name)) {
    const fixed = value.toFixed(6).replace(/0+$/, '');
    const [whole, frac = ''] = fixed.split('.');
    return `${whole}.${frac.padEnd(2, '0')}`;
  }
  if (Number.isInteger(value)) return String(value);
  return value.toFixed(3).replace(/0+$/, '').replace(/\.$/, '');
}

/** `Threshold: max_turns     15  actual  8   PASS`, the design's one-line format. */
export function formatThresholdLine(t: ThresholdResult): string {
  const limit = formatLimitValue(t.name, t.limit);
  const actual = formatLimitValue(t.name, t.actual);
  return `Threshold: ${t.name.padEnd(13)} ${limit.padEnd(2)}  actual  ${actual.padEnd(2)}  ${t.pass ? 'PASS' : 'FAIL'}`;
}
