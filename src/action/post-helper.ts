import * as core from '@actions/core';
import { createGitHubClient, defaultApiUrl } from '../fixtures/github-client.js';
import { FixtureRegistry, readRegistryStateFile } from '../fixtures/fixture-registry.js';
import { STATE_FIXTURES_FILE } from './action-state.js';

/** The action's post step: deletes any fixture repo the main step left behind (killed, crashed, or kept). */
export async function runPost(): Promise<void> {
  try {
    const stateFile = core.getState(STATE_FIXTURES_FILE);
    if (!stateFile) {
      core.info('no fixture state saved by the main step; nothing to clean up');
      return;
    }
    const left = readRegistryStateFile(stateFile);
    if (left.length === 0) {
      core.info('no fixture repo left behind');
      return;
    }
    const token = core.getInput('github-token') || process.env.GH_TOKEN || process.env.GITHUB_TOKEN;
    if (!token) {
      core.warning(`${left.length} fixture repo(s) left behind but no token to delete them: ${left.map((f) => f.repo).join(', ')}`);
      return;
    }
    core.setSecret(token);
    const client = createGitHubClient({ token, apiUrl: core.getInput('api-url') || defaultApiUrl(process.env), log: (l) => core.info(l) });
    const registry = new FixtureRegistry({
      deleteRepo: async (repo) => {
        const [owner, name] = repo.split('/');
        await client.rest.repos.delete({ owner, repo: name });
      },
      stateFile,
      log: (l) => core.info(l),
    });
    for (const f of left) registry.track(f);
    const res = await registry.deleteAll();
    core.info(`post: deleted ${res.deleted.length} fixture repo(s) left behind`);
    for (const e of res.errors) core.warning(`post: could not delete ${e.repo}: ${e.error}; run 'fullsend-functional cleanup'`);
  } catch (err) {
    core.warning(`post: cleanup failed: ${(err as Error).message}`);
  }
}
