import { describe, expect, it } from 'vitest';
import { evaluateLimits, formatThresholdLine, formatLimitValue } from '../../src/scoring/behavioural.js';
import { ANNOTATIONS_FILE, limit, metrics } from './builders.js';

describe('behavioural thresholds', () => {
  it('prints the design line exactly', () => {
    const [turns, cost] = evaluateLimits([limit('max_turns', 15), limit('max_cost_usd', 2)], metrics({ num_turns: 8, total_cost_usd: 0.42 }));
    expect(formatThresholdLine(turns)).toBe('Threshold: max_turns     15  actual  8   PASS');
    expect(formatThresholdLine(cost)).toBe('Threshold: max_cost_usd  2.00  actual  0.42  PASS');
  });

  it('shows cost without float noise and keeps small amounts', () => {
    expect(formatLimitValue('max_cost_usd', 0.1 + 0.2)).toBe('0.30');
    expect(formatLimitValue('max_cost_usd', 0.0042)).toBe('0.0042');
    expect(formatLimitValue('max_duration_s', 61.5)).toBe('61.5');
  });

  it('equal passes, above fails, with file and line of the limit', () => {
    const [eq, over] = evaluateLimits([limit('max_turns', 8, 4), limit('max_tool_calls', 4, 5)], metrics({ num_turns: 8, tool_calls: 5 }));
    expect(eq).toMatchObject({ name: 'max_turns', limit: 8, actual: 8, pass: true, file: ANNOTATIONS_FILE, line: 4 });
    expect(over).toMatchObject({ name: 'max_tool_calls', limit: 4, actual: 5, pass: false, line: 5 });
    expect(formatThresholdLine(over)).toBe('Threshold: max_tool_calls 4   actual  5   FAIL');
  });

  it('maps tokens (input only), duration and any numeric metric field', () => {
    const m = metrics({ token_usage: { input: 1200, output: 300, reasoning: 7, cache_creation: 50, cache_read: 900 }, duration_ms: 61_500, api_retries: 2 });
    const r = evaluateLimits(
      [limit('max_input_tokens', 1200), limit('max_output_tokens', 299), limit('max_duration_s', 61.5), limit('max_api_retries', 1), limit('max_cache_read_tokens', 1000), limit('max_iterations', 1)],
      m,
    );
    expect(r.map((t) => [t.name, t.actual, t.pass])).toEqual([
      ['max_input_tokens', 1200, true],
      ['max_output_tokens', 300, false],
      ['max_duration_s', 61.5, true],
      ['max_api_retries', 2, false],
      ['max_cache_read_tokens', 900, true],
      ['max_iterations', 1, true],
    ]);
  });

  it('fails closed on missing metrics or an unknown field', () => {
    const [noMetrics] = evaluateLimits([limit('max_turns', 15)], null);
    expect(noMetrics).toMatchObject({ actual: null, pass: false });
    expect(formatThresholdLine(noMetrics)).toBe('Threshold: max_turns     15  actual  missing  FAIL');
    const [unknown] = evaluateLimits([limit('max_widgets', 3)], metrics());
    expect(unknown).toMatchObject({ actual: null, pass: false });
  });
});
