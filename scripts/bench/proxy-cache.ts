// npm run proxy-cache: the built shop behind Debian's nginx as a caching proxy (proxy_cache), as a
// producer may run it or a CDN would. A 30 s load on the guest pages (/, /shop, product pages; fr,
// en by ?lang=, ar by the cookie) through nginx; nginx's access log says who answered each request
// ($upstream_cache_status). Then the owner changes a price through the admin API, and the product
// page is asked for through nginx every second until it shows the new price (changed just after nginx
// refreshed its copy: the longest wait). Exits 1 when nginx
// served less than 95 % of the load, or the price took longer than the shared lifetime allows.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { sendStaffCommand } from '../../src/server/admin/staff-socket-client.ts';
import { staffSocketPath } from '../../src/server/admin/staff-socket.ts';
import { SHARED_FRESH_S, SHARED_STALE_S } from '../../src/server/http/shared-cache.ts';
import { startBuiltApp } from '../support/built-app.ts';

const APP_PORT = Number(process.env.PROXY_APP_PORT ?? 5210);
const PROXY_PORT = Number(process.env.PROXY_PORT ?? 5211);
const SECONDS = Number(process.env.PROXY_SECONDS ?? 30);
const NGINX = process.env.NGINX ?? '/usr/sbin/nginx';
/** Served by nginx: from its cache (fresh, stale while it updates) or revalidated with a 304. */
const SERVED_BY_NGINX = new Set(['HIT', 'STALE', 'UPDATING', 'REVALIDATED']);
const MIN_SHARE = 0.95;
/** The longest a price may take: the shared lifetime, its stale window, and a few seconds for the background update. */
const PRICE_DEADLINE_S = SHARED_FRESH_S + SHARED_STALE_S + 5;
const OWNER = 'patron@proxy-cache.test';
const PASSWORD = 'Huile#Saiss2026';

const dir = mkdtempSync(join(tmpdir(), 'proxy-cache-'));
const dataDir = join(dir, 'data');
for (const sub of ['cache', 'temp', 'logs']) mkdirSync(join(dir, sub));
const accessLog = join(dir, 'logs', 'access.log');

// Keyed on the address, the language cookie (the only cookie that changes a guest's page) and the
// encoding asked for (normalised: nginx then ignores Vary, which names Cookie). Requests with
// credentials go to the shop and are never kept.
const conf = `
${process.getuid?.() === 0 ? `user ${userInfo().username};` : ''}
worker_processes 1;
events { worker_connections 1024; }
http {
  log_format cache '$upstream_cache_status $status $request_uri';
  access_log ${accessLog} cache;
  client_body_temp_path ${dir}/temp/client;
  proxy_temp_path ${dir}/temp/proxy;
  fastcgi_temp_path ${dir}/temp/fastcgi;
  uwsgi_temp_path ${dir}/temp/uwsgi;
  scgi_temp_path ${dir}/temp/scgi;
  proxy_cache_path ${dir}/cache levels=1:2 keys_zone=shop:10m max_size=200m inactive=10m use_temp_path=off;
  map $http_accept_encoding $encoding {
    ~*\\bbr\\b br;
    ~*\\bgzip\\b gzip;
    default "";
  }
  upstream shop {
    server 127.0.0.1:${APP_PORT};
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${PROXY_PORT};
    location / {
      proxy_pass http://shop;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header Accept-Encoding $encoding;
      proxy_cache shop;
      proxy_cache_key "$request_uri|$cookie_lang|$encoding";
      proxy_ignore_headers Vary;
      proxy_cache_bypass $http_authorization;
      proxy_no_cache $http_authorization;
      proxy_cache_background_update on;
      proxy_cache_use_stale updating error timeout;
      proxy_cache_revalidate on;
      proxy_cache_lock on;
      add_header X-Cache-Status $upstream_cache_status always;
    }
  }
}
`;
const confFile = join(dir, 'nginx.conf');
writeFileSync(confFile, conf);

const { base: shop, stop } = await startBuiltApp(APP_PORT, { DATABASE_URL: '', DATA_DIR: dataDir, PUBLIC_URL: `http://127.0.0.1:${PROXY_PORT}` });
const nginx = spawn(NGINX, ['-p', dir, '-c', confFile, '-g', `daemon off; pid ${dir}/nginx.pid; error_log ${dir}/logs/error.log warn;`], { stdio: 'inherit' });
const cleanUp = () => {
  nginx.kill();
  stop();
};
process.on('exit', cleanUp);
const proxy = `http://127.0.0.1:${PROXY_PORT}`;
for (let i = 0; i < 50; i++) {
  if (await fetch(`${proxy}/api/health`).then((r) => r.ok, () => false)) break;
  await new Promise((resolve) => setTimeout(resolve, 100));
}

const { data } = (await (await fetch(`${shop}/api/products?pageSize=48`)).json()) as { data: { products: { slug: string }[] } };
const slugs = data.products.slice(0, 4).map((p) => p.slug);
const BROWSER = { 'accept-encoding': 'gzip, deflate, br', 'user-agent': 'proxy-cache' };
const requests = [
  { path: '/' },
  { path: '/shop' },
  ...slugs.map((slug) => ({ path: `/produits/${slug}` })),
  { path: '/?lang=en' },
  { path: '/shop', headers: { ...BROWSER, cookie: 'lang=ar' } },
  { path: `/produits/${slugs[0]}`, headers: { ...BROWSER, cookie: 'lang=ar' } },
  { path: '/shop?lang=fr&utm_source=facebook' },
];

writeFileSync(accessLog, '');
console.log(`${SECONDS} s of guest pages through nginx (${requests.length} addresses and languages)…`);
const result = await autocannon({ url: proxy, headers: BROWSER, connections: 20, duration: SECONDS, requests });
const counts = new Map<string, number>();
for (const line of readFileSync(accessLog, 'utf8').split('\n')) {
  if (!line) continue;
  const status = line.split(' ')[0]!;
  counts.set(status, (counts.get(status) ?? 0) + 1);
}
const total = [...counts.values()].reduce((a, b) => a + b, 0);
const byNginx = [...counts].filter(([status]) => SERVED_BY_NGINX.has(status)).reduce((sum, [, n]) => sum + n, 0);
const share = total ? byNginx / total : 0;
console.log(`${total} requests (${Math.round(result.requests.average)}/s, ${result.non2xx} not 2xx): ${[...counts].sort((a, b) => b[1] - a[1]).map(([s, n]) => `${s} ${n}`).join(', ')}`);
console.log(`served by nginx: ${(share * 100).toFixed(2)} % (at least ${MIN_SHARE * 100} %)`);

// Nothing personal is kept: a request with credentials passes by the cache, and a personal answer
// (no-store) is asked of the shop every time.
const cacheStatus = async (path: string, headers: Record<string, string> = {}) => (await fetch(`${proxy}${path}`, { headers })).headers.get('x-cache-status');
const signedIn = await cacheStatus('/shop', { authorization: 'Bearer not-a-token' });
const cart = [await cacheStatus('/api/cart', { 'x-session-id': 'guest_0123456789abcdefghijklmn' }), await cacheStatus('/api/cart', { 'x-session-id': 'guest_0123456789abcdefghijklmn' })];
const personalKept = signedIn !== 'BYPASS' || cart.some((status) => status !== 'MISS');
console.log(`with credentials: ${signedIn}; a guest's cart twice: ${cart.join(', ')}${personalKept ? '  KEPT' : ''}`);

// The owner, invited through the running shop's staff socket, changes a price.
const printed = await sendStaffCommand(staffSocketPath(dataDir), { command: 'add', email: OWNER, role: 'owner' });
const code = /Invitation code: (\d{6})/.exec(printed)?.[1];
const accepted = await fetch(`${shop}/api/admin/auth/accept-invite`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: OWNER, code, password: PASSWORD }) });
if (!accepted.ok) throw new Error(`accept-invite answered ${accepted.status}: ${await accepted.text()}`);
const owner = { authorization: `Bearer ${((await accepted.json()) as { data: { token: string } }).data.token}`, 'content-type': 'application/json' };
const { data: shown } = (await (await fetch(`${shop}/api/products/${slugs[0]}`)).json()) as { data: { product: { variants: { id: string; price: number }[] } } };
const variant = shown.product.variants[0]!;
const price = variant.price + 7;
const page = `${proxy}/produits/${slugs[0]}`;
const showsPrice = async () => {
  // The brotli form, as the load asked for it (fetch decompresses it).
  const answer = await fetch(page, { headers: { 'accept-encoding': 'br' }, redirect: 'manual' });
  const html = await answer.text();
  return { status: answer.headers.get('x-cache-status'), shows: html.includes(`price:${price},`) };
};
// The worst case: the price changes just after nginx fetched the page again, so it keeps the old one
// for its whole lifetime. Ask every half second until nginx refreshes its copy (a STALE answer
// starts the background update).
for (let i = 0; i < (SHARED_FRESH_S + SHARED_STALE_S) * 2; i++) {
  if ((await showsPrice()).status !== 'HIT') break;
  await new Promise((resolve) => setTimeout(resolve, 500));
}
await new Promise((resolve) => setTimeout(resolve, 500));
const patched = await fetch(`${shop}/api/admin/variants/${variant.id}`, { method: 'PATCH', headers: owner, body: JSON.stringify({ price, originalPrice: null }) });
if (!patched.ok) throw new Error(`the price change answered ${patched.status}: ${await patched.text()}`);
const changedAt = performance.now();
console.log(`price of /produits/${slugs[0]} changed to ${price} centimes; asking nginx for the page every second…`);
let seconds: number | undefined;
const statuses: string[] = [];
while ((performance.now() - changedAt) / 1000 < PRICE_DEADLINE_S + 10) {
  const { status, shows } = await showsPrice();
  statuses.push(status ?? '-');
  if (shows) {
    seconds = (performance.now() - changedAt) / 1000;
    break;
  }
  await new Promise((resolve) => setTimeout(resolve, 1000));
}
console.log(`nginx answered: ${statuses.join(' ')}`);
console.log(
  seconds === undefined
    ? `the new price did not show within ${PRICE_DEADLINE_S + 10} s`
    : `the new price showed through nginx after ${seconds.toFixed(1)} s (at most ${PRICE_DEADLINE_S} s: s-maxage ${SHARED_FRESH_S} + stale-while-revalidate ${SHARED_STALE_S} + 5)`,
);
cleanUp();
// The shop writes its database folder as it stops.
for (let i = 0; i < 100 && (await fetch(`${shop}/api/health`).then(() => true, () => false)); i++) await new Promise((resolve) => setTimeout(resolve, 100));
await new Promise((resolve) => setTimeout(resolve, 3000));
rmSync(dir, { recursive: true, force: true });
process.exit(!personalKept && share >= MIN_SHARE && seconds !== undefined && seconds <= PRICE_DEADLINE_S ? 0 : 1);
