// The GitHub emulator in its own process, so the harness being measured does
// not share an event loop or a heap with it. Driven over the IPC channel:
// {cmd: 'requests' | 'reset' | 'latency' | 'repos' | 'close'}.
import { startGitHubEmulator } from '../../src/emulator/github-emulator.js';

const emu = await startGitHubEmulator({ latencyMs: Number(process.env.BENCH_EMULATOR_LATENCY_MS ?? 0) });
const send = (m: unknown) => process.send?.(m);
send({ ready: { apiUrl: emu.apiUrl, serverUrl: emu.serverUrl, token: emu.token, org: emu.org } });
process.on('message', (m: { id: number; cmd: string; ms?: number }) => {
  void (async () => {
    switch (m.cmd) {
      case 'requests':
        return send({ id: m.id, value: emu.requests });
      case 'reset':
        emu.resetRequests();
        return send({ id: m.id, value: null });
      case 'latency':
        emu.setLatency(m.ms ?? 0);
        return send({ id: m.id, value: null });
      case 'repos':
        return send({ id: m.id, value: emu.listRepos().length });
      case 'close':
        await emu.close();
        send({ id: m.id, value: null });
        process.disconnect?.();
        return;
    }
  })();
});
