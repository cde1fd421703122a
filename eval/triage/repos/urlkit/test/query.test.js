import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildQuery, parseQuery } from '../src/query.js';

test('round-trips simple values', () => {
  assert.deepEqual(parseQuery(buildQuery({ q: 'hello world', page: 2 })), { q: 'hello world', page: '2' });
});
