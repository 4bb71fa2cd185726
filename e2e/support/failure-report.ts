import type { Page, TestInfo } from '@playwright/test';

const KEPT = 30;
const TREE_LINES = 150;

/**
 * What a failed test's page looked like, printed with the test's output: CI keeps only the log, not
 * the trace or the screenshot, so the log must say where the page was, what it showed (its
 * accessibility tree, as the tests' role queries see it), and which requests and scripts failed.
 */
export function watchForFailure(page: Page): (info: TestInfo) => Promise<void> {
  const events: string[] = [];
  const keep = (line: string) => {
    events.push(`${new Date().toISOString().slice(11, 23)} ${line}`);
    if (events.length > KEPT) events.shift();
  };
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') keep(`console.${message.type()}: ${message.text().slice(0, 300)}`);
  });
  page.on('pageerror', (error) => keep(`page error: ${error.message.slice(0, 300)}`));
  page.on('requestfailed', (request) => keep(`request failed: ${request.method()} ${request.url()} (${request.failure()?.errorText ?? '?'})`));
  page.on('response', (response) => {
    if (response.status() >= 400) keep(`answer ${response.status()}: ${response.request().method()} ${response.url()}`);
  });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) keep(`navigated to ${frame.url()}`);
  });
  return async (info) => {
    if (info.status === info.expectedStatus || page.isClosed()) return;
    const tree = await page
      .locator('body')
      .ariaSnapshot({ timeout: 5_000 })
      .catch((error: unknown) => `(no accessibility tree: ${String(error).slice(0, 200)})`);
    const treeLines = tree.split('\n');
    const shown = treeLines.length > TREE_LINES ? [...treeLines.slice(0, TREE_LINES), `(${treeLines.length - TREE_LINES} more lines)`] : treeLines;
    const lines = [`--- the page when "${info.title}" failed: ${page.url()}`, ...events, '--- its accessibility tree:', ...shown, '---'];
    process.stdout.write(`${lines.join('\n')}\n`);
  };
}
