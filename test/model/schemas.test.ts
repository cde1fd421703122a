import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { jsonSchemas } from '../../src/model/schemas.js';

const dir = path.resolve(import.meta.dirname, '../../schemas');

describe('JSON Schemas for editors', () => {
  it.each(Object.keys(jsonSchemas()))('schemas/%s matches the zod schema (run `npm run schemas` when this fails)', async (name) => {
    const onDisk = JSON.parse(await readFile(path.join(dir, name), 'utf8'));
    expect(onDisk).toEqual(jsonSchemas()[name]);
  });

  it('requires max_turns and max_cost_usd in annotations and describes judge fields', () => {
    const s = jsonSchemas() as Record<string, { required?: string[]; properties: Record<string, any> }>;
    expect(s['annotations.schema.json'].required).toEqual(expect.arrayContaining(['max_turns', 'max_cost_usd']));
    const judge = s['eval.schema.json'].properties.judges.items;
    expect(Object.keys(judge.properties)).toEqual(expect.arrayContaining(['prompt', 'check', 'type', 'min_score', 'required']));
    expect(judge.additionalProperties).toBe(false);
  });
});
