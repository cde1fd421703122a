// The one bundle behind every dist entry: each entry loads only the modules it needs.

export async function main(): Promise<void> {
  const { runAction } = await import('./action/main-helper.js');
  await runAction();
}

export async function post(): Promise<void> {
  const { runPost } = await import('./action/post-helper.js');
  await runPost();
}

export async function report(): Promise<void> {
  const { runReportAction } = await import('./action/report-helper.js');
  await runReportAction();
}

export async function cli(argv: string[]): Promise<number> {
  const { runCli } = await import('./cli/cli-helper.js');
  return runCli(argv);
}
