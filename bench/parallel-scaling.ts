// 3. Parallel scaling: cases whose agent sleeps 2 s, 8 at a time (sandbox
// none, emulator in its own process); wall time of the whole run against the
// ideal (cases / concurrency) x 2 s.
import os from 'node:os';
import { runHarness } from './lib/harness-run.js';
import { startEmulatorProcess } from './lib/emulator-process.js';
import { cpuSeconds, emitFigure, mean, quickMode, round } from './lib/stats.js';
import { writeBenchSuite } from './lib/suite.js';

const quick = quickMode();
const CASES = quick ? 16 : 32;
const CONCURRENCY = 8;
const SLEEP_S = 2;
const TARGET = 1.25;

const emu = await startEmulatorProcess();
const suite = await writeBenchSuite({ cases: CASES, agentSleepS: SLEEP_S, parallelism: CONCURRENCY });
try {
  const warm = await writeBenchSuite({ cases: 1 });
  await runHarness(warm.evalDir, emu, { concurrency: 1 });
  await warm.cleanup();
  const cpu0 = { harness: cpuSeconds(process.pid), emulator: cpuSeconds(emu.pid) };
  const run = await runHarness(suite.evalDir, emu, { concurrency: CONCURRENCY });
  const cpu = { harness: (cpuSeconds(process.pid) ?? NaN) - (cpu0.harness ?? NaN), emulator: (cpuSeconds(emu.pid) ?? NaN) - (cpu0.emulator ?? NaN) };
  const ideal = (Math.ceil(CASES / CONCURRENCY) * SLEEP_S) * 1000;
  const ratio = run.wallMs / ideal;
  console.log(
    `${CASES} cases at concurrency ${CONCURRENCY}: wall ${round(run.wallMs, 0)} ms, ideal ${ideal} ms; per case: setup ${round(mean(run.cases.map((c) => c.setupMs)), 0)} ms, ` +
      `agent ${round(mean(run.cases.map((c) => c.agentMs)), 0)} ms, capture+teardown+scoring ${round(mean(run.cases.map((c) => c.afterMs)), 0)} ms`,
  );
  console.log(`CPU during the run: harness (with its git and agent children) ${round(cpu.harness, 1)} s, emulator (with git http-backend) ${round(cpu.emulator, 1)} s, on ${os.cpus().length} cores`);
  emitFigure({
    name: `parallel scaling (${CASES} x ${SLEEP_S} s agents, concurrency ${CONCURRENCY})`,
    value: round(run.wallMs / 1000, 2),
    unit: 's',
    baseline: ideal / 1000,
    baselineUnit: `s (ideal ${CASES / CONCURRENCY} x ${SLEEP_S} s)`,
    ratio: round(ratio),
    target: `<= ${TARGET}`,
    pass: ratio <= TARGET,
    note: `setup ${round(mean(run.cases.map((c) => c.setupMs)) / 1000, 2)} s + capture/teardown/scoring ${round(mean(run.cases.map((c) => c.afterMs)) / 1000, 2)} s per case hold a slot; CPU ${round(cpu.harness, 1)} s harness, ${round(cpu.emulator, 1)} s emulator`,
  });
} finally {
  await suite.cleanup();
  await emu.close();
}
