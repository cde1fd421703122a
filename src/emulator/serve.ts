// Runs the GitHub emulator as its own process. Prints one JSON line with
// apiUrl, serverUrl, token, org and user, then serves until SIGTERM/SIGINT.
// Options from the environment: EMULATOR_PORT, EMULATOR_TOKEN, EMULATOR_ORG,
// EMULATOR_USER, EMULATOR_DATA_DIR, EMULATOR_LATENCY_MS, EMULATOR_FAULT_RATE,
// EMULATOR_FAULT_SEED.
import { startGitHubEmulator } from './github-emulator.js';

function num(v: string | undefined): number | undefined {
  if (v === undefined || v === '') return undefined;
  const n = Number(v);
  if (!Number.isFinite(n)) throw new Error(`expected a number, got "${v}"`);
  return n;
}

async function main(): Promise<void> {
  const env = process.env;
  const rate = num(env.EMULATOR_FAULT_RATE);
  const emu = await startGitHubEmulator({
    port: num(env.EMULATOR_PORT),
    token: env.EMULATOR_TOKEN || undefined,
    org: env.EMULATOR_ORG || undefined,
    user: env.EMULATOR_USER || undefined,
    dataDir: env.EMULATOR_DATA_DIR || undefined,
    latencyMs: num(env.EMULATOR_LATENCY_MS),
    faults: rate ? { rate, kinds: ['502', 'secondary-rate-limit'], seed: num(env.EMULATOR_FAULT_SEED), retryAfterS: 1 } : null,
  });
  process.stdout.write(`${JSON.stringify({ apiUrl: emu.apiUrl, serverUrl: emu.serverUrl, token: emu.token, org: emu.org, user: emu.user })}\n`);
  const stop = (): void => {
    emu.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((e: Error) => {
  process.stderr.write(`emulator failed to start: ${e.message}\n`);
  process.exit(1);
});
