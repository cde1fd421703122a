// 1. Harness overhead per case (sandbox none, no-op agent, local emulator)
// against the floor of the same HTTP requests replayed with plain fetch, at
// 0 ms and at 50 ms emulator latency; plus the number of sequential requests
// an issue fixture's setup puts on the critical path.
import type { RequestLogEntry } from '../src/emulator/github-emulator.js';
import { startEmulatorProcess, type EmulatorProcess } from './lib/emulator-process.js';
import { createGitHubClient } from '../src/fixtures/github-client.js';
import { runHarness } from './lib/harness-run.js';
import { replayRequests } from './lib/replay.js';
import { cpuSeconds, emitFigure, mean, quickMode, round } from './lib/stats.js';
import { benchRepoFiles, writeBenchSuite } from './lib/suite.js';

const quick = quickMode();
const CASES = quick ? 4 : 16;
const CASES_LATENCY = quick ? 2 : 6;
const LATENCY_MS = 50;
const TARGET = 1.5;

/** Requests before the first git request of each fixture: the setup calls, all sequential in the provider. */
function setupRequestsPerFixture(log: RequestLogEntry[]): number[] {
  const counts: number[] = [];
  let n = 0;
  let inSetup = false;
  for (const e of log) {
    if (/\/(orgs\/[^/]+|user)\/repos$/.test(e.path) && e.method === 'POST') {
      inSetup = true;
      n = 1;
      continue;
    }
    if (!inSetup) continue;
    if (e.path.endsWith('/info/refs')) {
      counts.push(n);
      inSetup = false;
    } else n++;
  }
  return counts;
}

async function measure(emu: EmulatorProcess, cases: number, label: string) {
  const suite = await writeBenchSuite({ cases });
  try {
    // One warm-up case so module loading and JIT are not billed to the first case.
    const warm = await writeBenchSuite({ cases: 1 });
    await runHarness(warm.evalDir, emu, { concurrency: 1, prepareAhead: 0 });
    await warm.cleanup();
    await emu.resetRequests();
    const cpu0 = cpuSeconds(process.pid) ?? NaN;
    // One case start to end at a time, so its requests match the sequential replay.
    const run = await runHarness(suite.evalDir, emu, { concurrency: 1, prepareAhead: 0 });
    const cpu = (cpuSeconds(process.pid) ?? NaN) - cpu0;
    const log = await emu.requests();
    await emu.resetRequests();
    const replay = await replayRequests(log, emu, benchRepoFiles());
    if (replay.mismatches.length) throw new Error(`replay differs from the harness's requests: ${replay.mismatches.slice(0, 3).join('; ')}`);
    const floorPerCase = replay.wallMs / cases;
    const setupCounts = setupRequestsPerFixture(log);
    const ratio = run.overheadPerCaseMs / floorPerCase;
    console.log(
      `[${label}] ${cases} cases: wall ${round(run.wallMs, 0)} ms, agent ${round(run.agentTotalMs, 0)} ms in total; ` +
        `harness ${round(run.overheadPerCaseMs, 1)} ms/case (setup ${round(mean(run.cases.map((c) => c.setupMs)), 1)}, ` +
        `capture+teardown+scoring ${round(mean(run.cases.map((c) => c.afterMs)), 1)}); ` +
        `${log.length} requests (${round(log.length / cases, 1)}/case) replayed in ${round(replay.wallMs, 0)} ms = ${round(floorPerCase, 1)} ms/case; ratio ${round(ratio)}; harness CPU ${round((cpu * 1000) / cases, 0)} ms/case`,
    );
    return { run, floorPerCase, ratio, setupCounts, requestsPerCase: log.length / cases };
  } finally {
    await suite.cleanup();
  }
}

/** Per-request cost of the harness's GitHub client (throttling + retry plugins) against fetch, on the same GET. */
async function clientCost(emu: EmulatorProcess, n: number): Promise<{ clientMs: number; fetchMs: number }> {
  const client = createGitHubClient({ token: emu.token, apiUrl: emu.apiUrl });
  const name = `client-cost-${process.pid}`;
  await client.rest.repos.createInOrg({ org: emu.org, name, auto_init: true });
  try {
    await client.rest.issues.create({ owner: emu.org, repo: name, title: 'probe' });
    const url = `${emu.apiUrl}/repos/${emu.org}/${name}/issues/1`;
    const headers = { authorization: `token ${emu.token}`, accept: 'application/vnd.github+json' };
    let clientMs = 0;
    let fetchMs = 0;
    for (let i = 0; i < n; i++) {
      let t = performance.now();
      await client.rest.issues.get({ owner: emu.org, repo: name, issue_number: 1 });
      clientMs += performance.now() - t;
      t = performance.now();
      await (await fetch(url, { headers })).json();
      fetchMs += performance.now() - t;
    }
    return { clientMs: clientMs / n, fetchMs: fetchMs / n };
  } finally {
    await client.rest.repos.delete({ owner: emu.org, repo: name });
  }
}

const emu = await startEmulatorProcess();
try {
  const fast = await measure(emu, CASES, 'latency 0 ms');
  emitFigure({
    name: 'harness overhead per case (latency 0 ms)',
    value: round(fast.run.overheadPerCaseMs, 1),
    unit: 'ms',
    baseline: round(fast.floorPerCase, 1),
    baselineUnit: `ms (same ${round(fast.requestsPerCase, 1)} requests/case by fetch)`,
    ratio: round(fast.ratio),
    target: `<= ${TARGET}`,
    pass: fast.ratio <= TARGET,
  });
  const cc = await clientCost(emu, quick ? 30 : 100);
  console.log(`GitHub client: ${round(cc.clientMs, 1)} ms per GET, fetch ${round(cc.fetchMs, 1)} ms for the same GET`);
  emitFigure({
    name: 'GitHub client cost per request (GET issue)',
    value: round(cc.clientMs, 1),
    unit: 'ms',
    baseline: round(cc.fetchMs, 1),
    baselineUnit: 'ms (fetch)',
    ratio: round(cc.clientMs / cc.fetchMs),
    note: 'diagnostic for the figure above, no target',
  });
  await emu.setLatency(LATENCY_MS);
  const slow = await measure(emu, CASES_LATENCY, `latency ${LATENCY_MS} ms`);
  emitFigure({
    name: `harness overhead per case (latency ${LATENCY_MS} ms)`,
    value: round(slow.run.overheadPerCaseMs, 1),
    unit: 'ms',
    baseline: round(slow.floorPerCase, 1),
    baselineUnit: 'ms (same requests by fetch)',
    ratio: round(slow.ratio),
    target: `<= ${TARGET}`,
    pass: slow.ratio <= TARGET,
  });
  const setup = Math.max(...slow.setupCounts);
  const setupMs = mean(slow.run.cases.map((c) => c.setupMs));
  const roundTrips = (setupMs - mean(fast.run.cases.map((c) => c.setupMs))) / LATENCY_MS;
  emitFigure({
    name: 'sequential requests in an issue fixture setup',
    value: setup,
    unit: 'requests',
    target: '<= 8',
    pass: setup <= 8,
    note: `API requests from repo create to the clone (GET /orgs/:org once per run comes on top); the setup phase grew by ${round(roundTrips, 1)} x ${LATENCY_MS} ms with latency, i.e. these plus the clone's 3 git requests`,
  });
} finally {
  await emu.close();
}
