import * as core from '@actions/core';
import * as github from '@actions/github';
import { upsertStickyComment } from './pr-comment.js';
import type { ExitCode } from '../engine/exit-codes.js';
import { capAnnotations, type Annotation } from '../report/annotations.js';
import type { Results } from '../types.js';

/** Emits annotations within GitHub's per-type limit, most important first. */
export function emitAnnotations(annotations: Annotation[]): void {
  for (const a of capAnnotations(annotations)) {
    const props: core.AnnotationProperties = { title: a.title };
    if (a.file) {
      props.file = a.file;
      props.startLine = a.line ?? 1;
      if (a.col) props.startColumn = a.col;
    }
    if (a.level === 'error') core.error(a.message, props);
    else core.warning(a.message, props);
  }
}

export function setResultOutputs(results: Results | undefined, paths: { results?: string; summary?: string }, exitCode: ExitCode): void {
  core.setOutput('passed', results?.passed ? 'true' : 'false');
  core.setOutput('exit-code', String(exitCode));
  core.setOutput('results-path', paths.results ?? '');
  core.setOutput('summary-path', paths.summary ?? '');
  core.setOutput('total-cost-usd', String(results?.totals.agent_cost_usd ?? 0));
  core.setOutput('judge-cost-usd', String(results?.totals.judge_cost_usd ?? 0));
  core.setOutput('cases-passed', String(results?.totals.passed ?? 0));
  core.setOutput('cases-total', String(results?.totals.cases ?? 0));
}

/** Keeps the workflow's one sticky PR comment with this summary, on the GitHub running the workflow. */
export async function commentSummary(token: string, body: string, log: (l: string) => void): Promise<void> {
  const ctx = github.context;
  const res = await upsertStickyComment({
    octokit: github.getOctokit(token, { baseUrl: process.env.GITHUB_API_URL ?? 'https://api.github.com' }),
    owner: ctx.repo.owner,
    repo: ctx.repo.repo,
    eventName: ctx.eventName,
    payload: ctx.payload,
    sha: ctx.sha,
    workflow: ctx.workflow,
    job: ctx.job,
    body,
    log,
  });
  if (res.url) core.info(`PR comment ${res.action}: ${res.url}`);
}
