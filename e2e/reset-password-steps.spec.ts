// Issue 43, item 9: on a phone, the reset-password steps read: each name whole, dark on light, in fr
// and ar (they were dark ovals, "1. E-mail" dark on dark green and clipped).
import { axeViolations } from './support/axe.ts';
import { expect, test } from './support/shop.ts';

test.skip(({ isMobile }) => !isMobile, 'a phone, where it was seen');

const WORDS = {
  fr: { steps: 'Étapes', names: ['E-mail', 'Code', 'Nouveau mot de passe', 'Terminé'] },
  ar: { steps: 'الخطوات', names: ['البريد الإلكتروني', 'الرمز', 'كلمة مرور جديدة', 'تم'] },
} as const;

for (const lang of ['fr', 'ar'] as const) {
  test(`the reset-password steps read whole at 390 px (${lang})`, async ({ page }) => {
    const words = WORDS[lang];
    await page.goto(`/reset-password?lang=${lang}`);
    const steps = page.getByRole('list', { name: words.steps }).getByRole('listitem');
    await expect(steps).toHaveCount(4);
    for (const [index, name] of words.names.entries()) {
      const step = steps.nth(index);
      await expect(step).toContainText(name);
      // Its name is drawn inside the page, not cut off at its edge.
      const shown = (await step.getByText(name).boundingBox())!;
      expect(shown.x).toBeGreaterThanOrEqual(0);
      expect(shown.x + shown.width).toBeLessThanOrEqual(390);
      // The name is dark text on a light ground, as the card's other text (no pill of dark green behind it).
      const { text, ground } = await step.getByText(name).evaluate((el) => {
        const luminance = (color: string) => {
          const [r, g, b] = (color.match(/[\d.]+/g) ?? []).map(Number).map((c) => c / 255) as [number, number, number];
          return 0.2126 * r + 0.7152 * g + 0.0722 * b;
        };
        let node: Element | null = el;
        let background = 'rgba(0, 0, 0, 0)';
        while (node && /rgba\(.*, 0\)$|transparent/.test(background)) {
          background = getComputedStyle(node).backgroundColor;
          node = node.parentElement;
        }
        return { text: luminance(getComputedStyle(el).color), ground: luminance(background) };
      });
      expect(text, `${name}: text`).toBeLessThan(0.3);
      expect(ground, `${name}: ground`).toBeGreaterThan(0.7);
    }
    await expect(steps.first()).toHaveAttribute('aria-current', 'step');
    expect((await axeViolations(page)).filter((v) => v.startsWith('color-contrast'))).toEqual([]);
  });
}
