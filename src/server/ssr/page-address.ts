/**
 * Parameters that campaigns and ad networks add to links and the shop never reads: `utm_*` (and a
 * bare `utm`), click ids, mail campaign ids. Each distinct value would otherwise be a page of its own
 * to render and keep.
 */
const IGNORED = /^(?:utm(?:_.*)?|fbclid|gclid|dclid|gbraid|wbraid|msclkid|yclid|ttclid|twclid|igshid|srsltid|mc_cid|mc_eid|_ga|_gl|_hsenc|_hsmi|mkt_tok)$/i;

/** The page's address as it is rendered and kept: the same address without the parameters the shop ignores. */
export function pageAddress(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const query = url.slice(at + 1);
  const kept = query.split('&').filter((pair) => {
    if (pair === '') return false;
    const name = pair.split('=', 1)[0]!;
    let decoded = name;
    try {
      decoded = decodeURIComponent(name.replaceAll('+', ' '));
    } catch {
      // A malformed escape is no tracking parameter: kept, the page decides.
    }
    return !IGNORED.test(decoded);
  });
  return kept.length ? `${url.slice(0, at)}?${kept.join('&')}` : url.slice(0, at);
}
