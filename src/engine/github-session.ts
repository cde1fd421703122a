import { createGitHubClient, defaultApiUrl, defaultServerUrl, type GitHubClient } from '../fixtures/github-client.js';
import { checkRequestBudget, FixtureProvider, type Fixture } from '../fixtures/fixture-provider.js';
import { FixtureRegistry } from '../fixtures/fixture-registry.js';
import type { CaseConfig } from '../model/config.js';
import type { FixtureBackend, FixtureTracker } from './fixture-backend.js';

export interface GitHubSession {
  client: GitHubClient;
  github: { apiUrl: string; serverUrl: string; token: string };
  owner: string;
  fixtures: FixtureBackend<Fixture>;
  tracker: FixtureTracker<Fixture>;
  registry: FixtureRegistry;
  /** A warning when the run would exceed GitHub's hourly budget of content-creating requests. */
  checkBudget(cases: CaseConfig[]): Promise<string | undefined>;
  /** Deletes whatever fixture is still tracked; returns the repos deleted. */
  deleteAll(): Promise<string[]>;
}

export interface SessionOptions {
  env: NodeJS.ProcessEnv;
  owner?: string;
  override?: { apiUrl: string; serverUrl: string; token: string };
  runId?: string;
  stateFile?: string;
  log: (line: string) => void;
}

/** One shared, throttled GitHub client and fixture provider for a whole run. */
export async function openGitHubSession(opts: SessionOptions): Promise<GitHubSession | { error: string }> {
  const token = opts.override?.token ?? opts.env.GH_TOKEN ?? opts.env.GITHUB_TOKEN;
  if (!token) return { error: 'no GitHub token: set GH_TOKEN or GITHUB_TOKEN (it must be able to create and delete repos under the owner)' };
  const apiUrl = opts.override?.apiUrl ?? defaultApiUrl(opts.env);
  const serverUrl = opts.override?.serverUrl ?? defaultServerUrl(opts.env);
  const client = createGitHubClient({ token, apiUrl, log: opts.log });
  let owner = opts.owner ?? opts.env.EVAL_ORG;
  if (!owner) {
    try {
      owner = (await client.rest.users.getAuthenticated()).data.login;
      opts.log(`EVAL_ORG not set: fixture repos go under the token's user ${owner}`);
    } catch (err) {
      return { error: `cannot reach GitHub at ${apiUrl} to find the token's user (${(err as Error).message}); set EVAL_ORG or --owner` };
    }
  }
  const registry = new FixtureRegistry({
    deleteRepo: async (repo) => {
      const [o, name] = repo.split('/');
      await client.rest.repos.delete({ owner: o, repo: name });
    },
    stateFile: opts.stateFile,
    log: opts.log,
  });
  const runId = opts.runId ?? `${new Date().toISOString().replace(/[:.]/g, '-')}-${process.pid}`;
  const provider = new FixtureProvider({ client, serverUrl, token, owner, runId, registry, log: opts.log });
  return {
    client,
    github: { apiUrl, serverUrl, token },
    owner,
    fixtures: provider,
    tracker: {
      // The provider tracks a repo in the registry as soon as it exists and
      // untracks it on delete; only a kept fixture needs untracking here.
      register: () => undefined,
      unregister: (f) => registry.untrack(f.repo),
    },
    registry,
    async checkBudget(cases) {
      const res = await checkRequestBudget(cases);
      return res.fits ? undefined : res.message;
    },
    async deleteAll() {
      if (registry.size === 0) return [];
      const res = await registry.deleteAll();
      for (const e of res.errors) opts.log(`could not delete fixture ${e.repo}: ${e.error}; run 'fullsend-functional cleanup --owner ${owner}'`);
      return res.deleted;
    },
  };
}
