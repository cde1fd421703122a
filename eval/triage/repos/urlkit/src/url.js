import { buildQuery } from './query.js';

export function buildUrl(base, params = {}) {
  const query = buildQuery(params);
  if (!query) return base;
  return base + (base.includes('?') ? '&' : '?') + query;
}
