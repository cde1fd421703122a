import type { CaseConfig } from '../model/config.js';
import type { FixtureState } from '../types.js';

/** A created fixture, as the engine needs to know it. */
export interface FixtureRef {
  repo: string;
  url: string;
  number: number;
  type: 'issue' | 'pull_request';
  cloneUrl: string;
}

/** What the engine needs from a forge: the GitHub provider in production, the same provider against the emulator in tests. */
export interface FixtureBackend<F extends FixtureRef = FixtureRef> {
  create(caseConfig: CaseConfig, opts?: { nonce?: string }): Promise<F>;
  cloneWorkspace(fixture: F, dir: string): Promise<{ gitEnv: Record<string, string> }>;
  capture(fixture: F): Promise<FixtureState>;
  delete(fixture: F): Promise<void>;
}

/** Live fixtures, so a signal or a crashed step can still delete them. */
export interface FixtureTracker<F extends FixtureRef = FixtureRef> {
  register(fixture: F): void | Promise<void>;
  unregister(fixture: F): void | Promise<void>;
}
