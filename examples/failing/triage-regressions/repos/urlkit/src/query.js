import { decodeComponent, encodeComponent } from './encode.js';

export function buildQuery(params) {
  return Object.entries(params)
    .filter(([, v]) => v !== undefined && v !== null)
    .map(([k, v]) => `${encodeComponent(k)}=${encodeComponent(v)}`)
    .join('&');
}

export function parseQuery(text) {
  const out = {};
  for (const part of String(text).replace(/^\?/, '').split('&')) {
    if (!part) continue;
    const [k, v = ''] = part.split('=');
    out[decodeComponent(k)] = decodeComponent(v);
  }
  return out;
}
