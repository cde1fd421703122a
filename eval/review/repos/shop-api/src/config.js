import { readFileSync } from 'node:fs';

export function loadConfig() {
  const defaults = JSON.parse(readFileSync(new URL('../config/default.json', import.meta.url), 'utf8'));
  return { ...defaults, jwtSecret: process.env.JWT_SECRET ?? defaults.jwtSecret };
}
