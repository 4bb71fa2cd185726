// Product illustrations of the seed catalogue: one standalone SVG "product shot" per variant
// (container + label on a warm cream backdrop), rasterised later by librsvg through sharp.
// Pure and deterministic: the same input always gives the same bytes.
import type { BrandPalette, Packaging } from './types.ts';

type OilCategory = 'olive-oil' | 'olive-pomace-oil' | 'sunflower-oil';

export const SERIF_FONT = "Georgia, 'DejaVu Serif', serif";
export const SANS_FONT = "'DejaVu Sans', Arial, sans-serif";

const CX = 400;
const FLOOR = 700;
const CREAM = '#fbf5e6';

// ---------------------------------------------------------------- small helpers (shared with brand-logo.ts)

/** Escapes the five XML special characters for text content and attribute values. */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Rounds to one decimal to keep the markup short. */
export function n(value: number): string {
  return String(Math.round(value * 10) / 10);
}

function parseHex(colour: string): [number, number, number] | null {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour.trim());
  if (!m || m[1] === undefined) return null;
  let hex = m[1];
  if (hex.length === 3) hex = hex.replace(/./g, (ch) => ch + ch);
  return [parseInt(hex.slice(0, 2), 16), parseInt(hex.slice(2, 4), 16), parseInt(hex.slice(4, 6), 16)];
}

/** Mixes two hex colours: t = 0 gives a, t = 1 gives b. Unparsable colours count as mid grey. */
export function mix(a: string, b: string, t: number): string {
  const ca = parseHex(a) ?? [136, 136, 136];
  const cb = parseHex(b) ?? [136, 136, 136];
  const out = ca.map((v, i) => Math.round(v + ((cb[i] ?? v) - v) * t));
  return '#' + out.map((v) => Math.max(0, Math.min(255, v)).toString(16).padStart(2, '0')).join('');
}

/** Lightens (amount > 0, towards white) or darkens (amount < 0, towards black) a hex colour. */
export function shade(colour: string, amount: number): string {
  return amount >= 0 ? mix(colour, '#ffffff', amount) : mix(colour, '#000000', -amount);
}

function leaf(x: number, y: number, angle: number, length: number, width: number, fill: string): string {
  return (
    `<path transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)})" ` +
    `d="M0 0Q${n(length / 2)} ${n(-width)} ${n(length)} 0Q${n(length / 2)} ${n(width)} 0 0Z" fill="${fill}"/>`
  );
}

/** Olive branch about 100 units wide centred on (x, y), scaled by s. */
export function oliveBranchMotif(
  x: number,
  y: number,
  s: number,
  colours: { leaf: string; leafDark: string; olive: string; stem: string },
): string {
  const p0: [number, number] = [-48, 12];
  const p1: [number, number] = [-8, 6];
  const p2: [number, number] = [48, -14];
  const at = (t: number): [number, number] => [
    (1 - t) * (1 - t) * p0[0] + 2 * (1 - t) * t * p1[0] + t * t * p2[0],
    (1 - t) * (1 - t) * p0[1] + 2 * (1 - t) * t * p1[1] + t * t * p2[1],
  ];
  const leaves: [number, number, boolean][] = [
    [0.14, -58, false],
    [0.22, 38, true],
    [0.38, -62, false],
    [0.48, 30, true],
    [0.62, -55, false],
    [0.74, 28, true],
    [0.86, -48, false],
  ];
  let out = `<g transform="translate(${n(x)} ${n(y)}) scale(${Math.round(s * 1000) / 1000})">`;
  out += `<path d="M${p0[0]} ${p0[1]}Q${p1[0]} ${p1[1]} ${p2[0]} ${p2[1]}" fill="none" stroke="${colours.stem}" stroke-width="2.2" stroke-linecap="round"/>`;
  for (const [t, angle, dark] of leaves) {
    const [px, py] = at(t);
    out += leaf(px, py, angle, 26, 5.5, dark ? colours.leafDark : colours.leaf);
  }
  out += leaf(p2[0] - 1, p2[1] + 0.5, -16, 20, 5, colours.leaf);
  const [ox, oy] = at(0.42);
  out += `<ellipse cx="${n(ox - 4)}" cy="${n(oy + 12)}" rx="5.6" ry="7.6" transform="rotate(-18 ${n(ox - 4)} ${n(oy + 12)})" fill="${colours.olive}"/>`;
  out += `<ellipse cx="${n(ox + 9)}" cy="${n(oy + 9)}" rx="5.2" ry="7" transform="rotate(14 ${n(ox + 9)} ${n(oy + 9)})" fill="${shade(colours.olive, -0.25)}"/>`;
  out += `<circle cx="${n(ox - 5.5)}" cy="${n(oy + 9)}" r="1.7" fill="#fff" opacity=".45"/>`;
  return out + '</g>';
}

/** Sunflower head of radius about 40 units centred on (x, y), scaled by s. */
export function sunflowerMotif(x: number, y: number, s: number, petal: string): string {
  let out = `<g transform="translate(${n(x)} ${n(y)}) scale(${Math.round(s * 1000) / 1000})">`;
  const count = 14;
  for (let i = 0; i < count; i++) {
    out += leaf(0, 0, (360 / count) * i + 360 / count / 2, 36, 7.5, shade(petal, -0.18));
  }
  for (let i = 0; i < count; i++) out += leaf(0, 0, (360 / count) * i, 40, 8, petal);
  out += '<circle r="15.5" fill="#6b4316"/><circle r="11.5" fill="#3f2609"/>';
  out += '<circle r="8" fill="none" stroke="#8a5d22" stroke-width="3.2" stroke-dasharray="1.4 2.3"/>';
  out += '<circle r="3.6" fill="none" stroke="#8a5d22" stroke-width="2" stroke-dasharray="1.2 2"/>';
  return out + '</g>';
}

/** Emblem of the category: olive branch for olive oils, sunflower for sunflower oil. */
export function categoryMotif(
  category: OilCategory,
  x: number,
  y: number,
  s: number,
  onDark: boolean,
  palette: BrandPalette,
): string {
  if (category === 'sunflower-oil') return sunflowerMotif(x, y, s, '#f2b705');
  return oliveBranchMotif(
    x,
    y,
    s,
    onDark
      ? { leaf: '#b9cc8a', leafDark: '#93ad62', olive: mix(palette.secondary, '#d8b03a', 0.4), stem: '#c9d3a5' }
      : { leaf: '#6f8f3a', leafDark: '#4f6d25', olive: '#3b4a16', stem: '#5a6b32' },
  );
}

// ---------------------------------------------------------------- text fitting

type FontKind = 'serifBold' | 'sans' | 'sansBold';

/** Rough advance width in em of a string in DejaVu (the fonts actually present on the server). */
function measureEm(text: string, font: FontKind, letterSpacingEm = 0): number {
  const k = font === 'sans' ? 0.92 : 1;
  let w = 0;
  for (const ch of text) {
    let c: number;
    if (ch === ' ') c = 0.34;
    else if ('iljtfI.,:;\'!|()[]'.includes(ch)) c = 0.4;
    else if ('mwMW'.includes(ch)) c = 1.0;
    else if (/[0-9]/.test(ch)) c = 0.7;
    else if (ch === ch.toUpperCase() && ch !== ch.toLowerCase()) c = font === 'serifBold' ? 0.8 : 0.77;
    else c = font === 'serifBold' ? 0.66 : 0.66;
    w += c * k + letterSpacingEm;
  }
  return w;
}

function fitSize(text: string, width: number, font: FontKind, letterSpacingEm = 0): number {
  return width / Math.max(measureEm(text, font, letterSpacingEm), 0.5);
}

/** Cuts a product name down to about 22 characters, ending with an ellipsis. */
export function truncateName(text: string, max = 22): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if ([...clean].length <= max) return clean;
  return [...clean].slice(0, max - 1).join('').trimEnd() + '\u2026';
}

function splitInTwo(text: string): string[] {
  const words = text.split(' ');
  if (words.length < 2) return [text];
  let best: string[] = [text];
  let bestDiff = Infinity;
  for (let i = 1; i < words.length; i++) {
    const a = words.slice(0, i).join(' ');
    const b = words.slice(i).join(' ');
    const diff = Math.abs(a.length - b.length);
    if (diff < bestDiff) {
      bestDiff = diff;
      best = [a, b];
    }
  }
  return best;
}

// ---------------------------------------------------------------- label

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

interface LabelText {
  brand: string;
  product: string;
  size: string;
}

interface LabelStyle {
  /** Dark label: primary background and light text; otherwise cream paper with primary text. */
  dark: boolean;
  motif: boolean;
  /** Share of the width usable for text (narrower on cylinders, whose edges turn away). */
  textWidth: number;
}

function labelContent(b: Box, t: LabelText, style: LabelStyle, palette: BrandPalette, category: OilCategory): string {
  const cx = b.x + b.w / 2;
  const innerW = b.w * style.textWidth;
  const ls = 0.06; // letter spacing of the product line, em
  const brandColour = style.dark ? CREAM : shade(palette.primary, -0.15);
  const productColour = style.dark ? mix(CREAM, palette.secondary, 0.35) : mix(palette.primary, '#3a2a10', 0.35);
  const pillFill = style.dark ? palette.secondary : palette.primary;
  const pillText = style.dark ? shade(palette.primary, -0.3) : CREAM;

  let motifH = style.motif ? Math.min(b.h * 0.2, b.w * 0.3) : 0;
  const brandCap = Math.min(b.h * 0.13, b.w * 0.2);
  let brandLines = [t.brand];
  if (fitSize(t.brand, innerW, 'serifBold') < brandCap * 0.62) {
    const two = splitInTwo(t.brand);
    if (two.length === 2) brandLines = two;
  }
  let fb = Math.min(
    brandLines.length > 1 ? brandCap * 0.8 : brandCap,
    ...brandLines.map((l) => fitSize(l, innerW, 'serifBold')),
  );
  const productUpper = t.product.toUpperCase();
  let fp = Math.min(b.h * 0.058, b.w * 0.075);
  let lines = [productUpper];
  if (measureEm(productUpper, 'sans', ls) * fp > innerW) {
    const two = splitInTwo(productUpper);
    if (two.length === 2) lines = two;
  }
  fp = Math.min(fp, ...lines.map((l) => fitSize(l, innerW, 'sans', ls)));
  let fs = Math.min(b.h * 0.15, b.w * 0.22, fitSize(t.size, innerW * 0.6, 'sansBold'));
  let divH = Math.max(b.h * 0.025, 4);

  const gapWeights = style.motif ? [0.9, 0.55, 0.45, 0.45, 0.9, 0.9] : [0.9, 0.45, 0.45, 0.9, 0.9];
  const weightSum = gapWeights.reduce((a, v) => a + v, 0);
  const brandLead = 1.08;
  let content = motifH + fb * (1 + (brandLines.length - 1) * brandLead) + divH + lines.length * fp * 1.35 + fs * 1.5;
  const minGaps = b.h * 0.035 * weightSum;
  if (content + minGaps > b.h) {
    const k = (b.h - minGaps) / content;
    motifH *= k;
    fb *= k;
    fp *= k;
    fs *= k;
    divH *= k;
    content *= k;
  }
  const unit = (b.h - content) / weightSum;
  const gaps = gapWeights.map((g) => g * unit);
  let gi = 0;
  let cursor = b.y + (gaps[gi++] ?? 0);
  let out = '';

  if (style.motif) {
    const s = motifH / (category === 'sunflower-oil' ? 80 : 54);
    out += categoryMotif(category, cx, cursor + motifH / 2, s, style.dark, palette);
    cursor += motifH + (gaps[gi++] ?? 0);
  }
  brandLines.forEach((line, i) => {
    out +=
      `<text x="${n(cx)}" y="${n(cursor + fb * (0.8 + i * brandLead))}" text-anchor="middle" font-family="${SERIF_FONT}" ` +
      `font-weight="bold" font-size="${n(fb)}" fill="${brandColour}">${escapeXml(line)}</text>`;
  });
  cursor += fb * (1 + (brandLines.length - 1) * brandLead) + (gaps[gi++] ?? 0);

  const dw = Math.min(innerW * 0.34, b.w * 0.3);
  const dy = cursor + divH / 2;
  const d = divH * 0.5;
  out +=
    `<g fill="${palette.secondary}" stroke="${palette.secondary}" stroke-width="${n(Math.max(divH * 0.18, 0.8))}">` +
    `<line x1="${n(cx - dw)}" y1="${n(dy)}" x2="${n(cx - d * 2)}" y2="${n(dy)}"/>` +
    `<line x1="${n(cx + d * 2)}" y1="${n(dy)}" x2="${n(cx + dw)}" y2="${n(dy)}"/>` +
    `<path stroke="none" d="M${n(cx)} ${n(dy - d)}L${n(cx + d)} ${n(dy)}L${n(cx)} ${n(dy + d)}L${n(cx - d)} ${n(dy)}Z"/></g>`;
  cursor += divH + (gaps[gi++] ?? 0);

  for (const line of lines) {
    out +=
      `<text x="${n(cx)}" y="${n(cursor + fp * 0.95)}" text-anchor="middle" font-family="${SANS_FONT}" ` +
      `font-size="${n(fp)}" letter-spacing="${Math.round(fp * ls * 100) / 100}" fill="${productColour}">${escapeXml(line)}</text>`;
    cursor += fp * 1.35;
  }
  cursor += gaps[gi++] ?? 0;

  const pillH = fs * 1.5;
  const pillW = measureEm(t.size, 'sansBold') * fs + fs * 1.3;
  out +=
    `<rect x="${n(cx - pillW / 2)}" y="${n(cursor)}" width="${n(pillW)}" height="${n(pillH)}" rx="${n(pillH / 2)}" fill="${pillFill}"/>` +
    `<text x="${n(cx)}" y="${n(cursor + pillH / 2 + fs * 0.36)}" text-anchor="middle" font-family="${SANS_FONT}" ` +
    `font-weight="bold" font-size="${n(fs)}" fill="${pillText}">${escapeXml(t.size)}</text>`;
  return out;
}

/** Label background: primary gradient (dark) or cream paper (light), with a thin inset frame. */
function labelBackground(shapePath: string, b: Box, style: LabelStyle, palette: BrandPalette, defs: string[]): string {
  if (style.dark) {
    defs.push(
      `<linearGradient id="lb" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(palette.primary, 0.1)}"/>` +
        `<stop offset="1" stop-color="${shade(palette.primary, -0.18)}"/></linearGradient>`,
    );
  } else {
    defs.push(
      `<linearGradient id="lb" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fdf8ec"/>` +
        `<stop offset="1" stop-color="#f1e5c8"/></linearGradient>`,
    );
  }
  const inset = Math.min(b.w, b.h) * 0.045;
  const frame = style.dark ? palette.secondary : palette.primary;
  return (
    `<path d="${shapePath}" fill="url(#lb)"/>` +
    `<rect x="${n(b.x + inset)}" y="${n(b.y + inset)}" width="${n(b.w - inset * 2)}" height="${n(b.h - inset * 2)}" ` +
    `rx="${n(inset)}" fill="none" stroke="${frame}" stroke-width="${n(Math.max(inset * 0.22, 1))}" opacity=".85"/>`
  );
}

// ---------------------------------------------------------------- geometry

type Pt = [number, number];
interface Seg {
  p: Pt;
  c1?: Pt;
  c2?: Pt;
}

/** Closed path symmetric about x = cx; points are [half-width, y] going down the right side. */
function symPath(cx: number, start: Pt, segs: Seg[]): string {
  const seg = (p: Pt, c1: Pt | undefined, c2: Pt | undefined, sign: number): string => {
    const X = (q: Pt): string => `${n(cx + sign * q[0])} ${n(q[1])}`;
    if (c1 && c2) return `C${X(c1)} ${X(c2)} ${X(p)}`;
    if (c1) return `Q${X(c1)} ${X(p)}`;
    return `L${X(p)}`;
  };
  let d = `M${n(cx + start[0])} ${n(start[1])}`;
  for (const s of segs) d += seg(s.p, s.c1, s.c2, 1);
  const pts: Pt[] = [start, ...segs.map((s) => s.p)];
  const last = pts[pts.length - 1] ?? start;
  d += `L${n(cx - last[0])} ${n(last[1])}`;
  for (let i = segs.length - 1; i >= 0; i--) {
    const s = segs[i];
    const target = pts[i];
    if (!s || !target) continue;
    d += s.c1 && s.c2 ? seg(target, s.c2, s.c1, -1) : seg(target, s.c1, undefined, -1);
  }
  return d + 'Z';
}

/** Log-linear interpolation in a [litres, value] table. */
function interp(table: [number, number][], litres: number): number {
  const lv = Math.log(Math.max(litres, 0.05));
  const first = table[0];
  const last = table[table.length - 1];
  if (!first || !last) return 0;
  if (lv <= Math.log(first[0])) return first[1];
  if (lv >= Math.log(last[0])) return last[1];
  for (let i = 1; i < table.length; i++) {
    const a = table[i - 1];
    const b = table[i];
    if (!a || !b) continue;
    const la = Math.log(a[0]);
    const lb = Math.log(b[0]);
    if (lv <= lb) return a[1] + (b[1] - a[1]) * ((lv - la) / (lb - la));
  }
  return last[1];
}

/** Litres in a size label such as '500ML', '75CL', '1L', '1,5L'; 1 when unreadable. */
export function parseLitres(size: string): number {
  const m = /([0-9]+(?:[.,][0-9]+)?)\s*(ml|cl|l)/i.exec(size);
  if (!m || m[1] === undefined || m[2] === undefined) return 1;
  const v = parseFloat(m[1].replace(',', '.'));
  if (!Number.isFinite(v) || v <= 0) return 1;
  const unit = m[2].toLowerCase();
  return unit === 'ml' ? v / 1000 : unit === 'cl' ? v / 100 : v;
}

interface Ctx {
  litres: number;
  palette: BrandPalette;
  category: OilCategory;
  text: LabelText;
  defs: string[];
}

interface Drawn {
  svg: string;
  /** Width of the footprint, for the floor shadow. */
  width: number;
}

function hGradient(id: string, stops: [number, string, number?][]): string {
  return (
    `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0">` +
    stops
      .map(([o, c, op]) => `<stop offset="${o}" stop-color="${c}"${op === undefined ? '' : ` stop-opacity="${op}"`}/>`)
      .join('') +
    '</linearGradient>'
  );
}

/** Cylindrical shading (dark edges, soft specular band) used on round containers and their labels. */
function cylinderShading(strength: number): string {
  return hGradient('cyl', [
    [0, '#000', 0.5 * strength],
    [0.16, '#000', 0.12 * strength],
    [0.3, '#fff', 0.16 * strength],
    [0.42, '#fff', 0],
    [0.72, '#000', 0.06 * strength],
    [1, '#000', 0.55 * strength],
  ]);
}

function capGradient(primary: string): string {
  return hGradient('cap', [
    [0, shade(primary, -0.45)],
    [0.28, shade(primary, 0.28)],
    [0.5, primary],
    [1, shade(primary, -0.5)],
  ]);
}

/** A screw cap seen from the front, with knurling and a tamper band. */
function screwCap(x: number, y: number, w: number, h: number, primary: string): string {
  return (
    `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(Math.min(w, h) * 0.12)}" fill="url(#cap)"/>` +
    `<line x1="${n(x + 2)}" y1="${n(y + h * 0.45)}" x2="${n(x + w - 2)}" y2="${n(y + h * 0.45)}" stroke="#000" ` +
    `stroke-opacity=".22" stroke-width="${n(h * 0.56)}" stroke-dasharray="1.6 2.4"/>` +
    `<rect x="${n(x)}" y="${n(y + h * 0.8)}" width="${n(w)}" height="${n(h * 0.2)}" fill="${shade(primary, -0.3)}" opacity=".6"/>` +
    `<rect x="${n(x + 1)}" y="${n(y + 1)}" width="${n(w - 2)}" height="${n(Math.max(h * 0.07, 1.5))}" rx="1" fill="#fff" opacity=".28"/>`
  );
}

function highlight(x: number, y: number, w: number, h: number, opacity: number): string {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(w / 2)}" fill="url(#hl)" opacity="${opacity}"/>`;
}

const HIGHLIGHT_DEF =
  '<linearGradient id="hl" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".1"/>' +
  '<stop offset=".25" stop-color="#fff" stop-opacity=".85"/><stop offset="1" stop-color="#fff" stop-opacity=".05"/></linearGradient>';

function oilGradient(id: string, colour: string): string {
  return hGradient(id, [
    [0, shade(colour, -0.35)],
    [0.32, shade(colour, 0.18)],
    [0.62, colour],
    [1, shade(colour, -0.4)],
  ]);
}

// ---------------------------------------------------------------- containers

const GLASS_H: [number, number][] = [[0.25, 400], [0.5, 472], [0.75, 515], [1, 550], [2, 600]];
const PET_H: [number, number][] = [[0.5, 420], [1, 500], [1.5, 535], [2, 560], [5, 610], [10, 620]];
const PET_W: [number, number][] = [[0.5, 0.3], [1, 0.33], [2, 0.37], [5, 0.47]];
const TIN_H: [number, number][] = [[0.25, 270], [0.5, 320], [1, 380], [2, 430], [4, 480], [5, 500], [10, 560], [25, 610]];
const JERRY_H: [number, number][] = [[1, 330], [2, 390], [5, 470], [10, 545], [20, 600], [25, 620], [30, 625]];

function glassBottle(c: Ctx): Drawn {
  const H = interp(GLASS_H, c.litres);
  const W = H * 0.29;
  const bw = W / 2;
  const top = FLOOR - H;
  const capH = H * 0.095;
  const cw = W * 0.2;
  const nw = W * 0.145;
  const neckTop = top + capH * 0.9;
  const neckBottom = top + H * 0.32;
  const shoulderEnd = top + H * 0.46;
  const r = W * 0.08;
  const sh = shoulderEnd - neckBottom;
  const body = symPath(CX, [nw, neckTop], [
    { p: [nw, neckBottom] },
    { c1: [nw, neckBottom + sh * 0.45], c2: [bw, shoulderEnd - sh * 0.6], p: [bw, shoulderEnd] },
    { p: [bw, FLOOR - r] },
    { c1: [bw, FLOOR], p: [bw - r, FLOOR] },
  ]);
  const darkGlass = c.category !== 'sunflower-oil';
  const seen = darkGlass ? mix(c.palette.oil, '#1f3d17', 0.42) : c.palette.oil;
  const oilY = top + H * 0.235;
  c.defs.push(
    `<clipPath id="bc"><path d="${body}"/></clipPath>`,
    oilGradient('oil', seen),
    cylinderShading(darkGlass ? 1.1 : 0.8),
    capGradient(c.palette.primary),
    HIGHLIGHT_DEF,
  );

  const curve = W * 0.05;
  const ly0 = shoulderEnd + H * 0.035;
  const ly1 = FLOOR - H * 0.075;
  const lx0 = CX - bw;
  const lx1 = CX + bw;
  const labelPath = `M${n(lx0)} ${n(ly0)}Q${n(CX)} ${n(ly0 + curve * 2)} ${n(lx1)} ${n(ly0)}L${n(lx1)} ${n(ly1)}Q${n(CX)} ${n(ly1 + curve * 2)} ${n(lx0)} ${n(ly1)}Z`;
  const box: Box = { x: lx0, y: ly0 + curve, w: W, h: ly1 - ly0 };
  const style: LabelStyle = { dark: false, motif: true, textWidth: 0.74 };

  let svg = `<g clip-path="url(#bc)">`;
  svg += darkGlass
    ? `<rect x="${n(CX - bw)}" y="${n(top)}" width="${n(W)}" height="${n(H)}" fill="#2a4824" opacity=".9"/>`
    : `<rect x="${n(CX - bw)}" y="${n(top)}" width="${n(W)}" height="${n(H)}" fill="#fff" opacity=".45"/>`;
  svg += `<rect x="${n(CX - bw)}" y="${n(oilY)}" width="${n(W)}" height="${n(FLOOR - oilY)}" fill="url(#oil)"/>`;
  svg += `<ellipse cx="${CX}" cy="${n(oilY)}" rx="${n(nw)}" ry="${n(nw * 0.22)}" fill="${shade(seen, 0.35)}" opacity=".8"/>`;
  svg += `<rect x="${n(CX - bw)}" y="${n(FLOOR - H * 0.035)}" width="${n(W)}" height="${n(H * 0.035)}" fill="#000" opacity=".25"/>`;
  svg += labelBackground(labelPath, box, style, c.palette, c.defs);
  svg += labelContent(box, c.text, style, c.palette, c.category);
  svg += `<rect x="${n(CX - bw)}" y="${n(top)}" width="${n(W)}" height="${n(H)}" fill="url(#cyl)"/>`;
  svg += highlight(CX - bw * 0.72, shoulderEnd - sh * 0.2, bw * 0.13, ly0 - shoulderEnd + sh * 0.2 - 4, 0.75);
  svg += highlight(CX - bw * 0.72, ly1 + 6, bw * 0.13, FLOOR - ly1 - 14, 0.6);
  svg += highlight(CX - nw * 0.62, neckTop + capH * 0.4, nw * 0.24, neckBottom - neckTop, 0.55);
  svg += highlight(CX + bw * 0.74, shoulderEnd + 6, bw * 0.07, FLOOR - shoulderEnd - 24, 0.3);
  svg += '</g>';
  svg += `<path d="${body}" fill="none" stroke="${darkGlass ? '#10240e' : '#8d8a78'}" stroke-opacity=".7" stroke-width="1.5"/>`;
  svg += `<rect x="${n(CX - cw * 0.92)}" y="${n(top + capH - 1)}" width="${n(cw * 1.84)}" height="${n(H * 0.016)}" rx="1.5" fill="${shade(c.palette.primary, -0.25)}"/>`;
  svg += screwCap(CX - cw, top, cw * 2, capH, c.palette.primary);
  return { svg, width: W };
}

function petBottle(c: Ctx): Drawn {
  const H = interp(PET_H, c.litres);
  const W = H * interp(PET_W, c.litres);
  const bw = W / 2;
  const top = FLOOR - H;
  const capH = H * 0.07;
  const cw = Math.min(W * 0.23, H * 0.085);
  const nw = cw * 0.86;
  const neckTop = top + capH * 0.9;
  const y = (f: number): number => top + H * f;
  const r = W * 0.12;
  const waist = bw * 0.88;
  const body = symPath(CX, [nw, neckTop], [
    { p: [nw, y(0.12)] },
    { c1: [nw * 1.05, y(0.19)], c2: [bw, y(0.2)], p: [bw, y(0.29)] },
    { p: [bw, y(0.71)] },
    { c1: [bw, y(0.75)], c2: [waist, y(0.75)], p: [waist, y(0.79)] },
    { p: [waist, y(0.85)] },
    { c1: [waist, y(0.89)], c2: [bw, y(0.89)], p: [bw, y(0.93)] },
    { p: [bw, FLOOR - r] },
    { c1: [bw, FLOOR], p: [bw - r, FLOOR] },
  ]);
  const oilY = y(0.15);
  c.defs.push(
    `<clipPath id="bc"><path d="${body}"/></clipPath>`,
    oilGradient('oil', c.palette.oil),
    cylinderShading(0.6),
    capGradient(c.palette.primary),
    HIGHLIGHT_DEF,
  );
  const ridge = (yy: number, half: number): string =>
    `<path d="M${n(CX - half)} ${n(yy)}Q${CX} ${n(yy + half * 0.12)} ${n(CX + half)} ${n(yy)}" fill="none" stroke="#fff" stroke-opacity=".6" stroke-width="2.2"/>` +
    `<path d="M${n(CX - half)} ${n(yy + 2.6)}Q${CX} ${n(yy + 2.6 + half * 0.12)} ${n(CX + half)} ${n(yy + 2.6)}" fill="none" stroke="#000" stroke-opacity=".14" stroke-width="1.6"/>`;

  const curve = W * 0.045;
  const ly0 = y(0.355);
  const ly1 = y(0.685);
  const lx0 = CX - bw;
  const lx1 = CX + bw;
  const labelPath = `M${n(lx0)} ${n(ly0)}Q${n(CX)} ${n(ly0 + curve * 2)} ${n(lx1)} ${n(ly0)}L${n(lx1)} ${n(ly1)}Q${n(CX)} ${n(ly1 + curve * 2)} ${n(lx0)} ${n(ly1)}Z`;
  const box: Box = { x: lx0, y: ly0 + curve, w: W, h: ly1 - ly0 };
  const style: LabelStyle = { dark: true, motif: true, textWidth: 0.76 };

  let svg = `<g clip-path="url(#bc)">`;
  svg += `<rect x="${n(CX - bw)}" y="${n(top)}" width="${n(W)}" height="${n(H)}" fill="#fff" opacity=".4"/>`;
  svg += `<rect x="${n(CX - bw)}" y="${n(oilY)}" width="${n(W)}" height="${n(FLOOR - oilY)}" fill="url(#oil)" opacity=".95"/>`;
  svg += `<ellipse cx="${CX}" cy="${n(oilY)}" rx="${n(nw * 1.1)}" ry="${n(nw * 0.2)}" fill="${shade(c.palette.oil, 0.45)}"/>`;
  for (const f of [0.3, 0.318, 0.336]) svg += ridge(y(f), bw);
  for (const f of [0.795, 0.815, 0.835]) svg += ridge(y(f), waist);
  svg += labelBackground(labelPath, box, style, c.palette, c.defs);
  svg += labelContent(box, c.text, style, c.palette, c.category);
  svg += `<rect x="${n(CX - bw)}" y="${n(top)}" width="${n(W)}" height="${n(H)}" fill="url(#cyl)"/>`;
  svg += highlight(CX - bw * 0.7, y(0.2), bw * 0.12, y(0.33) - y(0.2), 0.85);
  svg += highlight(CX - bw * 0.7, y(0.71), bw * 0.12, y(0.96) - y(0.71), 0.7);
  svg += highlight(CX - nw * 0.55, neckTop + 4, nw * 0.22, y(0.12) - neckTop, 0.7);
  svg += highlight(CX + bw * 0.72, y(0.26), bw * 0.08, y(0.95) - y(0.26), 0.35);
  svg += '</g>';
  svg += `<path d="${body}" fill="none" stroke="${shade(c.palette.oil, -0.45)}" stroke-opacity=".55" stroke-width="1.4"/>`;
  svg += `<rect x="${n(CX - cw * 1.12)}" y="${n(top + capH + 1)}" width="${n(cw * 2.24)}" height="${n(H * 0.014)}" rx="2" fill="#fff" opacity=".75" stroke="${shade(c.palette.oil, -0.4)}" stroke-opacity=".35"/>`;
  svg += screwCap(CX - cw, top, cw * 2, capH, c.palette.primary);
  return { svg, width: W };
}

function tin(c: Ctx): Drawn {
  const H = interp(TIN_H, c.litres);
  const spoutH = H * 0.1;
  const boxH = H - spoutH;
  const fw = boxH * 0.62;
  const dw = boxH * 0.2;
  const td = boxH * 0.075;
  const x0 = CX - (fw + dw) / 2;
  const top = FLOOR - boxH;
  const frontTop = top + td;
  const p = c.palette;
  const metal = (id: string, dir: 'h' | 'v'): string =>
    `<linearGradient id="${id}" x1="0" y1="0" x2="${dir === 'h' ? 1 : 0}" y2="${dir === 'v' ? 1 : 0}">` +
    '<stop offset="0" stop-color="#9aa0a6"/><stop offset=".35" stop-color="#eef0f2"/><stop offset=".6" stop-color="#c5cacf"/><stop offset="1" stop-color="#858b91"/></linearGradient>';
  c.defs.push(
    hGradient('front', [
      [0, shade(p.primary, -0.2)],
      [0.25, shade(p.primary, 0.12)],
      [0.55, p.primary],
      [1, shade(p.primary, -0.32)],
    ]),
    metal('met', 'h'),
    metal('metv', 'v'),
    hGradient('side', [
      [0, shade(p.primary, -0.28)],
      [0.5, shade(p.primary, -0.4)],
      [1, shade(p.primary, -0.52)],
    ]),
    capGradient(p.primary),
  );

  let svg = '';
  // top face and side face
  svg += `<path d="M${n(x0)} ${n(frontTop)}L${n(x0 + dw)} ${n(top)}L${n(x0 + fw + dw)} ${n(top)}L${n(x0 + fw)} ${n(frontTop)}Z" fill="url(#metv)" stroke="#7d848a" stroke-width="1.2" stroke-linejoin="round"/>`;
  svg += `<path d="M${n(x0 + 5)} ${n(frontTop - 2)}L${n(x0 + dw + 3)} ${n(top + 2.5)}L${n(x0 + fw + dw - 5)} ${n(top + 2.5)}L${n(x0 + fw - 3)} ${n(frontTop - 2)}Z" fill="none" stroke="#fff" stroke-opacity=".55" stroke-width="1.2"/>`;
  svg += `<path d="M${n(x0 + fw)} ${n(frontTop)}L${n(x0 + fw + dw)} ${n(top)}L${n(x0 + fw + dw)} ${n(FLOOR - td)}L${n(x0 + fw)} ${n(FLOOR)}Z" fill="url(#side)"/>`;
  const sy = (f: number): number => frontTop + boxH * f;
  svg += `<path d="M${n(x0 + fw)} ${n(sy(0.1))}L${n(x0 + fw + dw)} ${n(sy(0.1) - td)}L${n(x0 + fw + dw)} ${n(sy(0.14) - td)}L${n(x0 + fw)} ${n(sy(0.14))}Z" fill="${shade(p.secondary, -0.3)}"/>`;
  svg += `<path d="M${n(x0 + fw)} ${n(sy(0.8))}L${n(x0 + fw + dw)} ${n(sy(0.8) - td)}L${n(x0 + fw + dw)} ${n(sy(0.84) - td)}L${n(x0 + fw)} ${n(sy(0.84))}Z" fill="${shade(p.secondary, -0.3)}"/>`;
  // front face
  svg += `<rect x="${n(x0)}" y="${n(frontTop)}" width="${n(fw)}" height="${n(FLOOR - frontTop)}" fill="url(#front)"/>`;
  svg += `<rect x="${n(x0)}" y="${n(sy(0.1))}" width="${n(fw)}" height="${n(boxH * 0.04)}" fill="${p.secondary}"/>`;
  svg += `<rect x="${n(x0)}" y="${n(sy(0.8))}" width="${n(fw)}" height="${n(boxH * 0.04)}" fill="${p.secondary}"/>`;
  // label panel
  const m = fw * 0.1;
  const box: Box = { x: x0 + m, y: sy(0.165), w: fw - m * 2, h: sy(0.775) - sy(0.165) };
  const style: LabelStyle = { dark: false, motif: true, textWidth: 0.84 };
  const rr = box.w * 0.06;
  const panel = `M${n(box.x + rr)} ${n(box.y)}H${n(box.x + box.w - rr)}Q${n(box.x + box.w)} ${n(box.y)} ${n(box.x + box.w)} ${n(box.y + rr)}V${n(box.y + box.h - rr)}Q${n(box.x + box.w)} ${n(box.y + box.h)} ${n(box.x + box.w - rr)} ${n(box.y + box.h)}H${n(box.x + rr)}Q${n(box.x)} ${n(box.y + box.h)} ${n(box.x)} ${n(box.y + box.h - rr)}V${n(box.y + rr)}Q${n(box.x)} ${n(box.y)} ${n(box.x + rr)} ${n(box.y)}Z`;
  svg += labelBackground(panel, box, style, p, c.defs);
  svg += labelContent(box, c.text, style, p, c.category);
  // sheen and rims
  svg += `<rect x="${n(x0 + fw * 0.1)}" y="${n(frontTop + 6)}" width="${n(fw * 0.05)}" height="${n(boxH * 0.84)}" fill="#fff" opacity=".12"/>`;
  svg += `<rect x="${n(x0 - 1)}" y="${n(frontTop - 2)}" width="${n(fw + 2)}" height="${n(Math.max(boxH * 0.02, 4))}" rx="2" fill="url(#met)"/>`;
  svg += `<rect x="${n(x0 - 1)}" y="${n(FLOOR - Math.max(boxH * 0.02, 4))}" width="${n(fw + 2)}" height="${n(Math.max(boxH * 0.02, 4))}" rx="2" fill="url(#met)"/>`;
  svg += `<path d="M${n(x0 + fw)} ${n(frontTop)}L${n(x0 + fw)} ${n(FLOOR)}" stroke="#fff" stroke-opacity=".35" stroke-width="2"/>`;
  svg += `<path d="M${n(x0 + fw + dw)} ${n(top)}L${n(x0 + fw + dw)} ${n(FLOOR - td)}L${n(x0 + fw)} ${n(FLOOR)}" fill="none" stroke="#666d73" stroke-width="2.4" stroke-linejoin="round"/>`;
  // spout on the top face
  const sx = x0 + dw * 0.5 + fw * 0.2;
  const syc = top + td * 0.5;
  const sw = H * 0.075;
  const capW = sw * 1.25;
  const capHt = spoutH * 0.55;
  svg += `<ellipse cx="${n(sx)}" cy="${n(syc)}" rx="${n(sw * 0.85)}" ry="${n(td * 0.32)}" fill="#8c9298"/>`;
  svg += `<ellipse cx="${n(sx)}" cy="${n(syc)}" rx="${n(sw / 2)}" ry="${n(td * 0.16)}" fill="#9ca2a8"/>`;
  svg += `<rect x="${n(sx - sw / 2)}" y="${n(syc - spoutH * 0.55)}" width="${n(sw)}" height="${n(spoutH * 0.55)}" fill="url(#met)"/>`;
  svg += `<ellipse cx="${n(sx)}" cy="${n(syc - spoutH * 0.95 + capHt)}" rx="${n(capW / 2)}" ry="${n(capW * 0.16)}" fill="${shade(p.primary, -0.35)}"/>`;
  svg += `<rect x="${n(sx - capW / 2)}" y="${n(syc - spoutH * 0.95)}" width="${n(capW)}" height="${n(capHt)}" fill="url(#cap)"/>`;
  svg += `<ellipse cx="${n(sx)}" cy="${n(syc - spoutH * 0.95)}" rx="${n(capW / 2)}" ry="${n(capW * 0.16)}" fill="${shade(p.primary, 0.25)}"/>`;
  return { svg, width: fw + dw };
}

function jerrycan(c: Ctx): Drawn {
  const H = interp(JERRY_H, c.litres);
  const W = H * 0.66;
  const top = FLOOR - H;
  const x0 = CX - W / 2;
  const bodyTop = top + H * 0.2;
  const p = c.palette;
  const plastic = mix(p.oil, '#fffaf0', 0.3);
  const empty = mix(p.oil, '#fffaf0', 0.62);
  c.defs.push(
    hGradient('jb', [
      [0, shade(plastic, -0.22)],
      [0.18, shade(plastic, 0.12)],
      [0.5, plastic],
      [0.85, shade(plastic, -0.08)],
      [1, shade(plastic, -0.3)],
    ]),
    hGradient('je', [
      [0, shade(empty, -0.18)],
      [0.3, shade(empty, 0.2)],
      [1, shade(empty, -0.2)],
    ]),
    capGradient(p.primary),
    HIGHLIGHT_DEF,
  );
  const stroke = shade(p.oil, -0.5);
  // handle (a loop with a hand hole) on the left of the top
  const hx0 = CX - W * 0.4;
  const hx1 = CX + W * 0.12;
  const hy0 = top + H * 0.015;
  const hr = W * 0.07;
  const hole = { x0: hx0 + W * 0.075, x1: hx1 - W * 0.075, y0: hy0 + H * 0.055, y1: bodyTop - H * 0.005 };
  const hrr = W * 0.035;
  const handle =
    `M${n(hx0)} ${n(bodyTop + 20)}V${n(hy0 + hr)}Q${n(hx0)} ${n(hy0)} ${n(hx0 + hr)} ${n(hy0)}H${n(hx1 - hr)}Q${n(hx1)} ${n(hy0)} ${n(hx1)} ${n(hy0 + hr)}V${n(bodyTop + 20)}Z` +
    `M${n(hole.x0 + hrr)} ${n(hole.y0)}H${n(hole.x1 - hrr)}Q${n(hole.x1)} ${n(hole.y0)} ${n(hole.x1)} ${n(hole.y0 + hrr)}V${n(hole.y1)}H${n(hole.x0)}V${n(hole.y0 + hrr)}Q${n(hole.x0)} ${n(hole.y0)} ${n(hole.x0 + hrr)} ${n(hole.y0)}Z`;
  // body: rounded block with soft shoulders
  const br = W * 0.1;
  const body = `M${n(x0 + br)} ${n(bodyTop)}H${n(x0 + W - br)}Q${n(x0 + W)} ${n(bodyTop)} ${n(x0 + W)} ${n(bodyTop + br)}V${n(FLOOR - br * 0.6)}Q${n(x0 + W)} ${n(FLOOR)} ${n(x0 + W - br * 0.6)} ${n(FLOOR)}H${n(x0 + br * 0.6)}Q${n(x0)} ${n(FLOOR)} ${n(x0)} ${n(FLOOR - br * 0.6)}V${n(bodyTop + br)}Q${n(x0)} ${n(bodyTop)} ${n(x0 + br)} ${n(bodyTop)}Z`;
  c.defs.push(`<clipPath id="bc"><path d="${body}"/></clipPath>`);
  // spout and cap on the right of the top
  const spx = CX + W * 0.3;
  const spw = W * 0.15;
  const capW = W * 0.2;
  const capH = H * 0.08;
  const capY = top + H * 0.055;

  let svg = '';
  svg += `<path d="${handle}" fill="url(#je)" fill-rule="evenodd" stroke="${stroke}" stroke-opacity=".45" stroke-width="1.4"/>`;
  svg += highlight(hx0 + W * 0.02, hy0 + hr, W * 0.025, bodyTop - hy0 - hr, 0.6);
  svg += `<rect x="${n(spx - spw / 2)}" y="${n(capY + capH - 2)}" width="${n(spw)}" height="${n(bodyTop - capY - capH + 12)}" fill="url(#je)" stroke="${stroke}" stroke-opacity=".45" stroke-width="1.4"/>`;
  svg += `<path d="${body}" fill="url(#je)"/>`;
  svg += `<g clip-path="url(#bc)">`;
  const oilY = bodyTop + H * 0.06;
  svg += `<rect x="${n(x0)}" y="${n(oilY)}" width="${n(W)}" height="${n(FLOOR - oilY)}" fill="url(#jb)"/>`;
  svg += `<rect x="${n(x0)}" y="${n(oilY - 1)}" width="${n(W)}" height="3" fill="${shade(p.oil, 0.5)}" opacity=".8"/>`;
  // moulded side panels
  for (const gx of [x0 + W * 0.07, x0 + W * 0.93]) {
    svg += `<rect x="${n(gx - 2)}" y="${n(bodyTop + H * 0.12)}" width="4" height="${n(FLOOR - bodyTop - H * 0.2)}" rx="2" fill="#000" opacity=".1"/>`;
    svg += `<rect x="${n(gx + 2)}" y="${n(bodyTop + H * 0.12)}" width="2" height="${n(FLOOR - bodyTop - H * 0.2)}" rx="1" fill="#fff" opacity=".4"/>`;
  }
  svg += `<rect x="${n(x0)}" y="${n(FLOOR - H * 0.05)}" width="${n(W)}" height="${n(H * 0.05)}" fill="#000" opacity=".08"/>`;
  svg += highlight(x0 + W * 0.035, bodyTop + br, W * 0.02, FLOOR - bodyTop - br * 2, 0.7);
  svg += '</g>';
  svg += `<path d="${body}" fill="none" stroke="${stroke}" stroke-opacity=".5" stroke-width="1.5"/>`;
  // label sticker
  const box: Box = { x: x0 + W * 0.14, y: bodyTop + H * 0.1, w: W * 0.72, h: FLOOR - H * 0.09 - (bodyTop + H * 0.1) };
  const rr = box.w * 0.04;
  const panel = `M${n(box.x + rr)} ${n(box.y)}H${n(box.x + box.w - rr)}Q${n(box.x + box.w)} ${n(box.y)} ${n(box.x + box.w)} ${n(box.y + rr)}V${n(box.y + box.h - rr)}Q${n(box.x + box.w)} ${n(box.y + box.h)} ${n(box.x + box.w - rr)} ${n(box.y + box.h)}H${n(box.x + rr)}Q${n(box.x)} ${n(box.y + box.h)} ${n(box.x)} ${n(box.y + box.h - rr)}V${n(box.y + rr)}Q${n(box.x)} ${n(box.y)} ${n(box.x + rr)} ${n(box.y)}Z`;
  const style: LabelStyle = { dark: true, motif: true, textWidth: 0.84 };
  svg += `<path d="${panel}" fill="#000" opacity=".12" transform="translate(2 3)"/>`;
  svg += labelBackground(panel, box, style, p, c.defs);
  svg += labelContent(box, c.text, style, p, c.category);
  // cap
  svg += `<rect x="${n(spx - spw * 0.62)}" y="${n(capY + capH - 2)}" width="${n(spw * 1.24)}" height="${n(H * 0.014)}" rx="2" fill="${shade(p.primary, -0.25)}"/>`;
  svg += screwCap(spx - capW / 2, capY, capW, capH, p.primary);
  return { svg, width: W };
}

// ---------------------------------------------------------------- scene

function zelligeTile(): string {
  // eight-pointed star (two squares at 45°) in a 100-unit tile, with small diamonds at the corners
  const star = (cx: number, cy: number, r: number): string => {
    let d = '';
    for (let i = 0; i < 16; i++) {
      const a = (Math.PI / 8) * i - Math.PI / 2;
      const rad = i % 2 === 0 ? r : r * 0.72;
      d += `${i === 0 ? 'M' : 'L'}${n(cx + rad * Math.cos(a))} ${n(cy + rad * Math.sin(a))}`;
    }
    return d + 'Z';
  };
  return (
    '<pattern id="zl" width="100" height="100" patternUnits="userSpaceOnUse">' +
    `<g fill="none" stroke="#9c7740" stroke-width="1.3"><path d="${star(50, 50, 30)}"/><path d="${star(50, 50, 16)}"/>` +
    '<path d="M0 -12L12 0L0 12L-12 0ZM100 -12L112 0L100 12L88 0ZM0 88L12 100L0 112L-12 100ZM100 88L112 100L100 112L88 100Z"/>' +
    '<path d="M20 50H0M80 50H100M50 20V0M50 80V100"/></g></pattern>'
  );
}

export function productIllustrationSvg(input: {
  brandName: string;
  productName: string;
  size: string;
  packaging: Packaging;
  palette: BrandPalette;
  category: 'olive-oil' | 'olive-pomace-oil' | 'sunflower-oil';
}): string {
  const ctx: Ctx = {
    litres: parseLitres(input.size),
    palette: input.palette,
    category: input.category,
    text: {
      brand: input.brandName.replace(/\s+/g, ' ').trim(),
      product: truncateName(input.productName),
      size: input.size.replace(/\s+/g, '').toUpperCase(),
    },
    defs: [],
  };
  const drawn =
    input.packaging === 'glass-bottle'
      ? glassBottle(ctx)
      : input.packaging === 'pet-bottle'
        ? petBottle(ctx)
        : input.packaging === 'tin'
          ? tin(ctx)
          : jerrycan(ctx);

  const w = drawn.width;
  const title = `${ctx.text.brand} \u2013 ${ctx.text.product} \u2013 ${ctx.text.size}`;
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">' +
    `<title>${escapeXml(title)}</title><defs>` +
    '<radialGradient id="bg" cx="50%" cy="40%" r="72%"><stop offset="0" stop-color="#fffbf2"/>' +
    '<stop offset=".55" stop-color="#f5e9d1"/><stop offset="1" stop-color="#e6d2ad"/></radialGradient>' +
    '<radialGradient id="glow" cx="50%" cy="50%" r="50%"><stop offset="0" stop-color="#fffbf2" stop-opacity=".95"/>' +
    '<stop offset=".6" stop-color="#fffbf2" stop-opacity=".6"/><stop offset="1" stop-color="#fffbf2" stop-opacity="0"/></radialGradient>' +
    '<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#a07a45" stop-opacity="0"/>' +
    '<stop offset="1" stop-color="#a07a45" stop-opacity=".16"/></linearGradient>' +
    '<filter id="blur" filterUnits="userSpaceOnUse" x="0" y="0" width="800" height="800"><feGaussianBlur stdDeviation="10"/></filter>' +
    '<filter id="blur2" filterUnits="userSpaceOnUse" x="0" y="0" width="800" height="800"><feGaussianBlur stdDeviation="3"/></filter>' +
    zelligeTile() +
    ctx.defs.join('') +
    '</defs>' +
    '<rect width="800" height="800" fill="url(#bg)"/>' +
    '<rect width="800" height="800" fill="url(#zl)" opacity=".09"/>' +
    '<ellipse cx="400" cy="400" rx="360" ry="380" fill="url(#glow)"/>' +
    `<rect y="${FLOOR - 70}" width="800" height="${800 - FLOOR + 70}" fill="url(#floor)"/>` +
    `<ellipse cx="${n(CX + w * 0.08)}" cy="${FLOOR + 4}" rx="${n(w * 0.68)}" ry="${n(Math.max(w * 0.07, 10))}" fill="#5a3d17" opacity=".32" filter="url(#blur)"/>` +
    `<ellipse cx="${CX}" cy="${FLOOR}" rx="${n(w * 0.5)}" ry="4" fill="#3d2a10" opacity=".45" filter="url(#blur2)"/>` +
    drawn.svg +
    '</svg>'
  );
}
