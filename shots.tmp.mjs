import { chromium } from '@playwright/test';
const base = process.argv[2];
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
for (const spec of process.argv.slice(3)) {
  const [path, lang, w, action] = spec.split('|');
  const ctx = await b.newContext({ viewport: { width: Number(w), height: Number(w) < 500 ? 844 : 900 } });
  const p = await ctx.newPage();
  const errors = [];
  p.on('pageerror', (e) => errors.push(e.message));
  await p.goto(base + path + (path.includes('?') ? '&' : '?') + 'lang=' + lang, { waitUntil: 'networkidle' });
  if (action === 'account') await p.getByRole('button', { name: /compte|حسابي|account/i }).first().click();
  if (action === 'nav') await p.getByRole('button', { name: /menu|القائمة/i }).first().click();
  if (action === 'filters') await p.getByRole('button', { name: /^(Filtres|التصفية)/ }).click();
  if (action === 'submit') await p.locator('button[type=submit]').first().click();
  await p.waitForTimeout(600);
  const name = `/tmp/shot-${path.replace(/[^a-z0-9]/gi, '_')}-${lang}-${w}${action ? '-' + action : ''}.png`;
  await p.screenshot({ path: name });
  console.log(name, errors.join(' | '));
  await ctx.close();
}
await b.close();
