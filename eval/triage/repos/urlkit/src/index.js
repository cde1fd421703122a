export { buildQuery, parseQuery } from './query.js';
export { buildUrl } from './url.js';
