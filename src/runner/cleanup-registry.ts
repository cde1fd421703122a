// Leftover agents (process groups, containers) must not outlive us when we
// are stopped with SIGTERM/SIGINT. Each live sandbox registers a synchronous
// cleanup; the signal handler runs them all, then re-raises the signal if no
// one else handles it, so the default exit behaviour is kept. signal-exit
// (used by execa) only re-raises when it is alone, so its listeners are not
// counted as someone else's handling.
const cleanups = new Set<() => void>();
let installed = false;
let terminating: NodeJS.Signals | null = null;
const SIGNAL_EXIT = Symbol.for('signal-exit emitter');

/** The signal we are being stopped by, once one arrived. */
export function terminatingSignal(): NodeJS.Signals | null {
  return terminating;
}

function otherListeners(sig: NodeJS.Signals): number {
  const v4 = (globalThis as unknown as Record<symbol, { count?: unknown } | undefined>)[SIGNAL_EXIT];
  const v3 = (process as unknown as { __signal_exit_emitter__?: { count?: unknown } }).__signal_exit_emitter__;
  const signalExit = (typeof v4?.count === 'number' ? v4.count : 0) + (typeof v3?.count === 'number' ? v3.count : 0);
  return process.listenerCount(sig) - 1 - signalExit;
}

function runAll(): void {
  for (const fn of [...cleanups]) {
    try {
      fn();
    } catch {
      // Best effort: one failed cleanup must not stop the others.
    }
  }
  cleanups.clear();
}

function onSignal(sig: NodeJS.Signals): void {
  terminating = sig;
  runAll();
  if (otherListeners(sig) <= 0) {
    process.removeListener(sig, onSignal);
    process.kill(process.pid, sig);
  }
}

/** Registers a synchronous cleanup; returns the function that unregisters it. */
export function registerCleanup(fn: () => void): () => void {
  if (!installed) {
    installed = true;
    process.on('SIGTERM', onSignal);
    process.on('SIGINT', onSignal);
    process.on('exit', runAll);
  }
  cleanups.add(fn);
  return () => {
    cleanups.delete(fn);
  };
}
