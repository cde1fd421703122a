// Writes the JSON Schemas of eval.yaml, input.yaml and annotations.yaml into
// schemas/, for editors (yaml-language-server). `npm run schemas`.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { jsonSchemas } from '../src/model/schemas.js';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'schemas');
for (const [name, schema] of Object.entries(jsonSchemas())) {
  writeFileSync(path.join(dir, name), JSON.stringify(schema, null, 2) + '\n');
  console.log(`wrote schemas/${name}`);
}
