import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * What axe finds on the page as it will stay, one line per rule with its elements. A fading element
 * is measured at whatever contrast its fade has reached, so running animations end first (spinners,
 * which never end, aside). react-aria's live announcer keeps a transient node pointing at an element
 * already gone: it is left out.
 */
export async function axeViolations(page: Page, { bestPractice = false } = {}): Promise<string[]> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page })
    .withTags(bestPractice ? [...WCAG, 'best-practice'] : WCAG)
    .exclude('[data-live-announcer]')
    .analyze();
  return results.violations.map((v) => `${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
