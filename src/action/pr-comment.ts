// One pull-request comment per workflow and job, edited on every run instead
// of piling up a new comment per push.

import type { getOctokit } from '@actions/github';

export type Octokit = ReturnType<typeof getOctokit>;

/** GitHub rejects issue comment bodies longer than this. */
export const MAX_COMMENT_LENGTH = 65536;

export const TRUNCATION_NOTE = '\n\n---\n_Truncated: this report exceeds the size of a GitHub comment. The full report is in the job summary and the run\'s artifacts._';

export interface EventPayload {
  pull_request?: { number?: number } | null;
  issue?: { number?: number; pull_request?: unknown } | null;
  [key: string]: unknown;
}

export interface UpsertStickyCommentOptions {
  octokit: Octokit;
  owner: string;
  repo: string;
  eventName: string;
  payload: EventPayload;
  /** Commit the run is for; used to find the PR when the event carries none (push). */
  sha: string;
  workflow: string;
  job: string;
  body: string;
  log: (message: string) => void;
}

export interface UpsertStickyCommentResult {
  action: 'created' | 'updated' | 'skipped';
  url?: string;
  number?: number;
}

/** Keeps the marker a single HTML comment whatever the workflow or job is called. */
function markerPart(value: string): string {
  return value.replace(/[\r\n]+/g, ' ').replace(/--+/g, '-').replace(/>/g, '').trim();
}

export function stickyMarker(workflow: string, job: string): string {
  return `<!-- fullsend-functional:${markerPart(workflow)}:${markerPart(job)} -->`;
}

/** The full comment text: marker, body, and a note when the body had to be cut. */
export function composeCommentBody(marker: string, body: string): string {
  const full = `${marker}\n${body}`;
  if (full.length <= MAX_COMMENT_LENGTH) return full;
  let keep = MAX_COMMENT_LENGTH - marker.length - 1 - TRUNCATION_NOTE.length;
  // Never split a surrogate pair.
  const code = body.charCodeAt(keep - 1);
  if (code >= 0xd800 && code <= 0xdbff) keep -= 1;
  return `${marker}\n${body.slice(0, keep)}${TRUNCATION_NOTE}`;
}

async function findPullRequestNumber(o: UpsertStickyCommentOptions): Promise<number | undefined> {
  const fromPayload = o.payload.pull_request?.number;
  if (typeof fromPayload === 'number') return fromPayload;
  // issue_comment events on a PR carry the PR as an issue.
  if (o.payload.issue?.pull_request && typeof o.payload.issue.number === 'number') return o.payload.issue.number;
  if (!o.sha) return undefined;
  const { data } = await o.octokit.rest.repos.listPullRequestsAssociatedWithCommit({ owner: o.owner, repo: o.repo, commit_sha: o.sha });
  const open = data.filter((pr) => pr.state === 'open');
  const best = open.find((pr) => pr.head?.sha === o.sha) ?? open[0];
  return best?.number;
}

/**
 * Creates or updates the comment carrying this workflow/job's marker on the
 * PR the run belongs to. Skips (and logs why) when there is no open PR.
 */
export async function upsertStickyComment(o: UpsertStickyCommentOptions): Promise<UpsertStickyCommentResult> {
  const number = await findPullRequestNumber(o);
  if (number === undefined) {
    o.log(`PR comment skipped: no open pull request for ${o.eventName} event on ${o.owner}/${o.repo}@${o.sha.slice(0, 12)}`);
    return { action: 'skipped' };
  }
  const marker = stickyMarker(o.workflow, o.job);
  const body = composeCommentBody(marker, o.body);
  const comments = await o.octokit.paginate(o.octokit.rest.issues.listComments, {
    owner: o.owner,
    repo: o.repo,
    issue_number: number,
    per_page: 100,
  });
  const existing = comments.find((c) => (c.body ?? '').startsWith(marker));
  if (existing) {
    const { data } = await o.octokit.rest.issues.updateComment({ owner: o.owner, repo: o.repo, comment_id: existing.id, body });
    o.log(`Updated PR comment ${data.html_url}`);
    return { action: 'updated', url: data.html_url, number };
  }
  const { data } = await o.octokit.rest.issues.createComment({ owner: o.owner, repo: o.repo, issue_number: number, body });
  o.log(`Created PR comment ${data.html_url}`);
  return { action: 'created', url: data.html_url, number };
}
