// Generates the home page hero banner: a golden-hour view over the Saïss plain (rows of olive trees,
// a sunflower strip, windbreaks, hills and the Middle Atlas), drawn as SVG in code and written with
// sharp to public/images/hero/ as hero-{640,1024,1600,2400}.{webp,avif} plus hero-1600.jpg.
// hero-640 is a 4:5 portrait crop of the centre-left of the scene for phones; the others are 16:9.
// The left half is kept dark and calm (gradient overlay) so white headline text stays readable.
// Deterministic: every random choice comes from seeded generators.
// Run: npx tsx scripts/assets/hero-banner.ts
import { mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp, { type Sharp } from 'sharp';

const OUT_DIR = fileURLToPath(new URL('../../public/images/hero/', import.meta.url));

// ---------------------------------------------------------------------------------------------
// Scene space: 1600 x 900 units (16:9). The ground is a plane seen by a pinhole camera.
const W = 1600;
const H = 900;
const HORIZON = 600; // screen y of the horizon
const FOCAL = 1000; // pixels per metre at 1 m depth
const CAM_H = 6; // camera height above the plain, metres
const CX = W / 2;
const SUN = { x: 1230, y: 452 };
const SUN_ELEVATION = (13 * Math.PI) / 180;
const HAZE = '#e4bf89';

type Pt = { x: number; y: number };
type Ground = { X: number; Z: number };

/** mulberry32: small, fast, seeded PRNG in [0, 1). */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const f1 = (v: number): string => String(Math.round(v * 10) / 10);
const f2 = (v: number): string => String(Math.round(v * 100) / 100);

function rgb(hex: string): [number, number, number] {
  return [parseInt(hex.slice(1, 3), 16), parseInt(hex.slice(3, 5), 16), parseInt(hex.slice(5, 7), 16)];
}
function mix(a: string, b: string, t: number): string {
  const ca = rgb(a);
  const cb = rgb(b);
  const k = Math.min(1, Math.max(0, t));
  return `#${ca.map((v, i) => Math.round(v + ((cb[i] ?? 0) - v) * k).toString(16).padStart(2, '0')).join('')}`;
}
/** Nudges a colour's brightness by a factor around 1. */
function shade(hex: string, factor: number): string {
  return `#${rgb(hex).map((v) => Math.round(Math.min(255, Math.max(0, v * factor))).toString(16).padStart(2, '0')).join('')}`;
}

/** Smooth 1-D fractal noise in [0, 1]. */
function fbm(seed: number, period: number, octaves: number): (x: number) => number {
  const r = rng(seed);
  const table = Array.from({ length: 1024 }, () => r());
  const at = (i: number): number => table[((i % 1024) + 1024) % 1024] ?? 0;
  const value = (x: number): number => {
    const i = Math.floor(x);
    const f = x - i;
    const u = f * f * (3 - 2 * f);
    return at(i) + (at(i + 1) - at(i)) * u;
  };
  return (x: number) => {
    let sum = 0;
    let amp = 1;
    let norm = 0;
    let p = period;
    for (let o = 0; o < octaves; o++) {
      sum += value(x / p + o * 37.1) * amp;
      norm += amp;
      amp *= 0.5;
      p /= 2.1;
    }
    return sum / norm;
  };
}

const smoothstep = (a: number, b: number, x: number): number => {
  const t = Math.min(1, Math.max(0, (x - a) / (b - a)));
  return t * t * (3 - 2 * t);
};

// --- ground projection --------------------------------------------------------------------------
const project = (g: Ground, height = 0): Pt => ({ x: CX + (FOCAL * g.X) / g.Z, y: HORIZON + (FOCAL * (CAM_H - height)) / g.Z });
const scaleAt = (Z: number): number => FOCAL / Z;
/** Atmospheric perspective: how much of the haze colour a thing at depth Z takes. */
const hazeAt = (Z: number): number => 1 - Math.exp(-Z / 1300);

/** Keeps the part of a ground polygon with Z >= zMin (Sutherland-Hodgman against one plane). */
function clipNear(poly: Ground[], zMin: number): Ground[] {
  const out: Ground[] = [];
  for (let i = 0; i < poly.length; i++) {
    const a = poly[i]!;
    const b = poly[(i + 1) % poly.length]!;
    const ina = a.Z >= zMin;
    const inb = b.Z >= zMin;
    if (ina) out.push(a);
    if (ina !== inb) {
      const t = (zMin - a.Z) / (b.Z - a.Z);
      out.push({ X: a.X + (b.X - a.X) * t, Z: zMin });
    }
  }
  return out;
}
function groundPath(poly: Ground[], zMin = 4): string {
  const clipped = clipNear(poly, zMin);
  if (clipped.length < 3) return '';
  return `M${clipped.map((g) => { const p = project(g); return `${f1(p.x)} ${f1(p.y)}`; }).join('L')}Z`;
}

// Orchard layout: rows run along D and are spaced along U; their vanishing point lies left of the sun.
const ROW_ANGLE = Math.atan(0.25);
const D = { X: Math.sin(ROW_ANGLE), Z: Math.cos(ROW_ANGLE) };
const U = { X: Math.cos(ROW_ANGLE), Z: -Math.sin(ROW_ANGLE) };
const at = (u: number, d: number): Ground => ({ X: u * U.X + d * D.X, Z: u * U.Z + d * D.Z });
const toUD = (g: Ground): { u: number; d: number } => ({ u: g.X * U.X + g.Z * U.Z, d: g.X * D.X + g.Z * D.Z });
const ROW_SPACING = 9;
const TREE_SPACING = 7.5;
const GROVE_DEPTH = 175; // the orchard in front reaches this depth; fields lie beyond
/** The sunflower strip, in orchard coordinates (u across the rows, d along them). */
const SF = { u0: 30, u1: 74, d0: 66, d1: 620 };
const inSunflowers = (u: number, d: number): boolean => u > SF.u0 - 4 && u < SF.u1 + 4 && d > SF.d0 - 4;

// Direction towards the sun on the ground; shadows point the other way.
const SUN_DIR = (() => {
  const x = (SUN.x - CX) / FOCAL;
  const l = Math.hypot(x, 1);
  return { X: x / l, Z: 1 / l };
})();

// --- shapes -------------------------------------------------------------------------------------
/** A closed, smooth, irregular blob (Catmull-Rom through jittered points around an ellipse). */
function blob(cx: number, cy: number, rx: number, ry: number, r: () => number, points: number, rough: number): string {
  const pts: Pt[] = [];
  const start = r() * Math.PI * 2;
  for (let i = 0; i < points; i++) {
    const a = start + (i / points) * Math.PI * 2;
    const k = 1 + rough * (r() - 0.5) * 2;
    pts.push({ x: cx + Math.cos(a) * rx * k, y: cy + Math.sin(a) * ry * k });
  }
  let d = `M${f1(pts[0]!.x)} ${f1(pts[0]!.y)}`;
  for (let i = 0; i < points; i++) {
    const p0 = pts[(i - 1 + points) % points]!;
    const p1 = pts[i]!;
    const p2 = pts[(i + 1) % points]!;
    const p3 = pts[(i + 2) % points]!;
    d += `C${f1(p1.x + (p2.x - p0.x) / 6)} ${f1(p1.y + (p2.y - p0.y) / 6)} ${f1(p2.x - (p3.x - p1.x) / 6)} ${f1(p2.y - (p3.y - p1.y) / 6)} ${f1(p2.x)} ${f1(p2.y)}`;
  }
  return `${d}Z`;
}
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = ''): string =>
  `<ellipse cx="${f1(cx)}" cy="${f1(cy)}" rx="${f1(rx)}" ry="${f1(ry)}"${fill ? ` fill="${fill}"` : ''}${extra}/>`;

// --- olive tree ---------------------------------------------------------------------------------
type Tree = { kind: 'olive' | 'cypress'; g: Ground; seed: number; size: number };

function oliveTree(t: Tree): string {
  const r = rng(t.seed);
  const s = scaleAt(t.g.Z) * t.size;
  const base = project(t.g);
  const haze = hazeAt(t.g.Z);
  const tone = 0.92 + r() * 0.16;
  const dark = mix(shade('#3b4331', tone), HAZE, haze);
  const mid = mix(shade('#626b50', tone), HAZE, haze * 0.95);
  const silver = mix(shade('#98a087', tone), HAZE, haze * 0.9);
  const rim = mix('#e6cd92', HAZE, haze * 0.5);
  // rim light is strongest on trees seen close to the sun's direction
  const rimOpacity = f2(0.12 + 0.5 * smoothstep(350, 1100, base.x));
  const bark = mix('#3a3229', HAZE, haze);
  const trunkH = 0.95 + r() * 0.4;
  const cw = 4.6 + r() * 1.6;
  const ch = 2.7 + r() * 0.9;
  const lean = (r() - 0.5) * 0.6;
  const cx = base.x + lean * s;
  const cy = base.y - (trunkH + ch * 0.5) * s;
  const RX = (cw / 2) * s;
  const RY = (ch / 2) * s;
  let out = '';

  if (RX < 3.2) {
    out += ellipse(cx + RX * 0.12, cy - RY * 0.1, RX, RY, rim, ` opacity="${rimOpacity}"`);
    out += ellipse(cx, cy, RX, RY, dark);
    return out;
  }
  // contact shadow at the foot
  out += ellipse(base.x, base.y, RX * 0.5, Math.max(0.6, 0.3 * s), '#2a2619', ' opacity=".4"');

  // canopy layout: two or three lobes (one per main limb), each a cluster of clumps
  type Clump = { x: number; y: number; rx: number; ry: number };
  const clumps: Clump[] = [];
  const lobes = RX < 12 ? 1 : 2 + Math.floor(r() * 2);
  const limbTops: Pt[] = [];
  for (let l = 0; l < lobes; l++) {
    const lx = lobes === 1 ? 0 : (l / (lobes - 1) - 0.5) * cw * 0.5 + (r() - 0.5) * 0.4;
    const ly = (r() - 0.5) * ch * 0.22 + ch * 0.04;
    const lobeX = cx + lx * s;
    const lobeY = cy + ly * s;
    limbTops.push({ x: lobeX, y: lobeY + RY * 0.1 });
    const n = RX < 12 ? 3 : 3 + Math.floor(r() * 3);
    for (let i = 0; i < n; i++) {
      const a = r() * Math.PI * 2;
      const dist = Math.sqrt(r());
      const cr = RX * (lobes === 1 ? 0.55 : 0.36) * (0.8 + r() * 0.4);
      clumps.push({
        x: lobeX + Math.cos(a) * RX * 0.25 * dist,
        y: lobeY + Math.sin(a) * RY * 0.3 * dist,
        rx: cr,
        ry: cr * (RY / RX) * (1.25 + r() * 0.25),
      });
    }
  }
  const detailed = RX >= 12;

  // trunk: a short, thick, twisted bole that forks into limbs hidden in the crown
  const forkY = base.y - trunkH * (0.45 + r() * 0.2) * s;
  const forkX = base.x + lean * 0.5 * s + (r() - 0.5) * 0.3 * s;
  const tw = Math.max(1, 0.55 * s);
  const bole = `M${f1(base.x)} ${f1(base.y)}C${f1(base.x + (r() - 0.5) * 0.6 * s)} ${f1(base.y - trunkH * 0.25 * s)} ${f1(forkX + (r() - 0.5) * 0.5 * s)} ${f1(forkY + trunkH * 0.2 * s)} ${f1(forkX)} ${f1(forkY)}`;
  let limbs = '';
  for (const top of limbTops) {
    const mx = (forkX + top.x) / 2 + (r() - 0.5) * 0.5 * s;
    limbs += `M${f1(forkX)} ${f1(forkY)}Q${f1(mx)} ${f1((forkY + top.y) / 2)} ${f1(top.x)} ${f1(top.y)}`;
  }
  out += `<path d="${bole}" fill="none" stroke="${bark}" stroke-width="${f1(tw)}" stroke-linecap="round"/>`;
  out += `<path d="${limbs}" fill="none" stroke="${bark}" stroke-width="${f1(tw * (detailed ? 0.62 : 0.8))}" stroke-linecap="round"/>`;
  if (tw > 2) out += `<ellipse cx="${f1(base.x)}" cy="${f1(base.y - tw * 0.15)}" rx="${f1(tw * 0.85)}" ry="${f1(tw * 0.35)}" fill="${bark}"/>`;
  if (RX > 28) {
    // backlit edge and a fissure along the bole
    out += `<path d="${bole}${limbs}" fill="none" stroke="${mix('#8d7a5c', HAZE, haze)}" stroke-width="${f1(tw * 0.12)}" stroke-linecap="round" transform="translate(${f1(tw * 0.32)} 0)" opacity=".6"/>`;
    out += `<path d="${bole}" fill="none" stroke="#1f1a15" stroke-width="${f1(tw * 0.12)}" transform="translate(${f1(-tw * 0.12)} 0)" opacity=".6"/>`;
  }

  const pts = RX > 40 ? 22 : 11;
  const rough = RX > 40 ? 0.13 : 0.14;
  const shape = (c: Clump, dx: number, dy: number, k: number, ky = k): string =>
    detailed ? `<path d="${blob(c.x + c.rx * dx, c.y + c.ry * dy, c.rx * k, c.ry * ky, r, pts, rough)}"/>` : ellipse(c.x + c.rx * dx, c.y + c.ry * dy, c.rx * k, c.ry * ky, '');
  const group = (fill: string, inner: string, opacity = 1): string => `<g fill="${fill}"${opacity < 1 ? ` opacity="${opacity}"` : ''}>${inner}</g>`;
  const upper = clumps.filter((c) => c.y < cy + RY * 0.15);
  const crown = clumps.map((c) => shape(c, 0, 0, 1));
  const upperCrown = crown.filter((_, i) => upper.includes(clumps[i]!)).join('');
  // golden rim: the upper clumps nudged towards the sun, left showing as a thin crescent behind the crown
  out += `<g fill="${rim}" opacity="${rimOpacity}" transform="translate(${f2(0.05 * s)} ${f2(-0.08 * s)})">${upperCrown}</g>`;
  out += group(dark, crown.join(''));
  // volume: a silvery sheen from the top of every clump
  out += group('url(#sheen)', crown.join(''));
  if (!detailed) return out;
  out += group(mid, clumps.map((c) => shape(c, 0.12, -0.22, 0.55, 0.42)).join(''), 0.45);
  out += group(silver, upper.map((c) => shape(c, 0.22, -0.45, 0.32, 0.2)).join(''), 0.4);
  if (RX > 30) {
    // leaf texture: small silvery sprays near the top, darker pockets lower down
    let light = '';
    let shadow = '';
    const count = Math.round(RX * 1.5);
    for (let i = 0; i < count; i++) {
      const c = clumps[Math.floor(r() * clumps.length)]!;
      const a = r() * Math.PI * 2;
      const d = Math.sqrt(r()) * 0.8;
      const x = c.x + Math.cos(a) * c.rx * d;
      const y = c.y + Math.sin(a) * c.ry * d;
      const rr = (0.07 + r() * 0.08) * s;
      const spray = ellipse(x, y, rr, rr * 0.32, '', ` transform="rotate(${Math.round(r() * 180)} ${f1(x)} ${f1(y)})"`);
      if (y < c.y - c.ry * 0.1) light += spray;
      else if (i % 3 === 0) shadow += spray;
    }
    out += group(silver, light, 0.4) + group(shade(dark, 0.85), shadow, 0.4);
  }
  return out;
}

function cypress(t: Tree): string {
  const r = rng(t.seed);
  const s = scaleAt(t.g.Z) * t.size;
  const base = project(t.g);
  const haze = hazeAt(t.g.Z);
  const h = (7 + r() * 3.5) * s;
  const w = (1.9 + r() * 0.7) * s;
  const dark = mix('#27321f', HAZE, haze * 0.9);
  const lit = mix('#7c7a44', HAZE, haze * 0.8);
  if (w < 2.5) return ellipse(base.x, base.y - h / 2, w / 2, h / 2, dark);
  return `<path d="${blob(base.x, base.y - h / 2, w / 2, h / 2, r, 9, 0.1)}" fill="${dark}"/>${ellipse(base.x + w * 0.18, base.y - h * 0.56, w * 0.18, h * 0.36, lit, ' opacity=".55"')}`;
}

/** Cast shadow of a tree on the ground: long and pointing towards the viewer at golden hour. */
function treeShadow(t: Tree): string {
  const r = rng(t.seed ^ 0x5bd1e995);
  const height = t.kind === 'olive' ? 1.4 + 1.6 : 6;
  const halfH = t.kind === 'olive' ? 1.5 : 5;
  const halfW = (t.kind === 'olive' ? 2.3 : 1.2) * t.size * (0.9 + r() * 0.2);
  const tan = Math.tan(SUN_ELEVATION);
  const centre = (height * t.size) / tan;
  const along = (halfH * t.size) / tan;
  const poly: Ground[] = [];
  for (let i = 0; i < 18; i++) {
    const a = (i / 18) * Math.PI * 2;
    const l = centre + Math.cos(a) * along;
    const w = Math.sin(a) * halfW;
    poly.push({ X: t.g.X - SUN_DIR.X * l + SUN_DIR.Z * w, Z: t.g.Z - SUN_DIR.Z * l - SUN_DIR.X * w });
  }
  const trunk: Ground[] = [
    { X: t.g.X + 0.25, Z: t.g.Z },
    { X: t.g.X - 0.25, Z: t.g.Z },
    { X: t.g.X - 0.25 - SUN_DIR.X * centre, Z: t.g.Z - SUN_DIR.Z * centre },
    { X: t.g.X + 0.25 - SUN_DIR.X * centre, Z: t.g.Z - SUN_DIR.Z * centre },
  ];
  return `<path d="${groundPath(poly, 3)}${groundPath(trunk, 3)}"/>`;
}

// --- scene --------------------------------------------------------------------------------------
function ridge(y: (x: number) => number, bottom: number, step = 4): string {
  let d = `M-20 ${bottom}L-20 ${f1(y(-20))}`;
  for (let x = -20; x <= W + 20; x += step) d += `L${f1(x)} ${f1(y(x))}`;
  return `${d}L${W + 20} ${bottom}Z`;
}
function ridgeLine(y: (x: number) => number, step = 4): string {
  let d = `M-20 ${f1(y(-20))}`;
  for (let x = -20; x <= W + 20; x += step) d += `L${f1(x)} ${f1(y(x))}`;
  return d;
}

/** One tile of an eight-pointed-star (khatam) zellige lattice. */
function zelligeTile(size: number): string {
  const c = size / 2;
  const R = size * 0.36;
  const star: Pt[] = [];
  for (let i = 0; i < 16; i++) {
    const a = (i * Math.PI) / 8 - Math.PI / 2;
    const rr = i % 2 === 0 ? R : R * 0.62;
    star.push({ x: c + Math.cos(a) * rr, y: c + Math.sin(a) * rr });
  }
  const starPath = `M${star.map((p) => `${f1(p.x)} ${f1(p.y)}`).join('L')}Z`;
  // connecting bands from the star's points to the tile edges and corners, plus an inner octagon
  let links = '';
  for (let i = 0; i < 8; i++) {
    const a = (i * Math.PI) / 4 - Math.PI / 2;
    const p = star[i * 2]!;
    const edge = i % 2 === 0 ? c : c * Math.SQRT2;
    links += `M${f1(p.x)} ${f1(p.y)}L${f1(c + Math.cos(a) * edge)} ${f1(c + Math.sin(a) * edge)}`;
  }
  let oct = '';
  for (let i = 0; i < 8; i++) {
    const a = (i * Math.PI) / 4 - Math.PI / 2 + Math.PI / 8;
    oct += `${i ? 'L' : 'M'}${f1(c + Math.cos(a) * R * 0.42)} ${f1(c + Math.sin(a) * R * 0.42)}`;
  }
  return `<path d="${starPath}${links}${oct}Z" fill="none" stroke="#fff3da" stroke-width="1.1"/>`;
}

function sceneSvg(outW: number, outH: number): string {
  const defs: string[] = [];
  const body: string[] = [];

  // sky ------------------------------------------------------------------------------------------
  defs.push(`<linearGradient id="sky" x1="0" y1="0" x2="0" y2="${HORIZON}" gradientUnits="userSpaceOnUse">
<stop offset="0" stop-color="#6a5464"/><stop offset=".4" stop-color="#a87c6c"/><stop offset=".75" stop-color="#d9a46e"/><stop offset="1" stop-color="#efc586"/></linearGradient>`);
  defs.push(`<radialGradient id="sunglow" cx="${SUN.x}" cy="${SUN.y}" r="760" gradientUnits="userSpaceOnUse">
<stop offset="0" stop-color="#fff6d6"/><stop offset=".05" stop-color="#ffe9b0" stop-opacity=".95"/><stop offset=".22" stop-color="#fbcf83" stop-opacity=".6"/><stop offset=".55" stop-color="#ecac6a" stop-opacity=".22"/><stop offset="1" stop-color="#e09a5e" stop-opacity="0"/></radialGradient>`);
  body.push(`<rect width="${W}" height="${HORIZON + 40}" fill="url(#sky)"/>`);
  body.push(`<rect width="${W}" height="${HORIZON + 40}" fill="url(#sunglow)"/>`);

  // faint zellige lattice, fading out towards the horizon
  const tile = 96;
  defs.push(`<pattern id="zellige" width="${tile}" height="${tile}" patternUnits="userSpaceOnUse" x="${-tile / 2 + 40}" y="-30">${zelligeTile(tile)}</pattern>`);
  defs.push(`<linearGradient id="zfade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff"/><stop offset=".45" stop-color="#fff" stop-opacity=".55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>
<mask id="zmask" maskUnits="userSpaceOnUse" x="0" y="0" width="${W}" height="520"><rect width="${W}" height="520" fill="url(#zfade)"/></mask>`);
  body.push(`<rect width="${W}" height="520" fill="url(#zellige)" mask="url(#zmask)" opacity=".1"/>`);

  // sun and soft cloud streaks
  defs.push(`<filter id="soft" x="-20%" y="-50%" width="140%" height="200%"><feGaussianBlur stdDeviation="7"/></filter>`);
  defs.push(`<filter id="blur2" x="-5%" y="-5%" width="110%" height="110%"><feGaussianBlur stdDeviation="1.6"/></filter>`);
  defs.push(`<linearGradient id="sheen" x1=".15" y1=".95" x2=".8" y2=".05"><stop offset=".45" stop-color="#aab095" stop-opacity="0"/><stop offset=".8" stop-color="#aab095" stop-opacity=".2"/><stop offset="1" stop-color="#e0d6a6" stop-opacity=".42"/></linearGradient>`);
  defs.push(`<filter id="twigblur" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="2.6"/></filter>`);
  body.push(`<circle cx="${SUN.x}" cy="${SUN.y}" r="24" fill="#fff8e4"/>`);
  {
    const r = rng(11);
    let clouds = '';
    const streaks = [
      { x: 1230, y: 392, w: 260 }, { x: 980, y: 360, w: 330 }, { x: 1420, y: 300, w: 240 }, { x: 760, y: 410, w: 280 },
      { x: 1180, y: 250, w: 300 }, { x: 560, y: 330, w: 260 }, { x: 1330, y: 430, w: 200 },
    ];
    for (const c of streaks) {
      const near = 1 - Math.min(1, Math.hypot(c.x - SUN.x, c.y - SUN.y) / 900);
      clouds += ellipse(c.x, c.y, c.w / 2, 5 + r() * 5, mix('#b77a63', '#ffd79c', near), ` opacity="${f2(0.35 + near * 0.35)}"`);
      clouds += ellipse(c.x + 20, c.y - 3, c.w * 0.32, 3, mix('#d8a07a', '#fff0c4', near), ` opacity="${f2(0.3 + near * 0.4)}"`);
    }
    body.push(`<g filter="url(#soft)">${clouds}</g>`);
  }

  // Middle Atlas: two ranges, hazier with distance, rim-lit by the sun behind them ---------------
  const farN = fbm(101, 260, 5);
  const farR = fbm(102, 120, 4);
  const far = (x: number): number => {
    const env = 0.35 + 0.65 * smoothstep(-100, 1250, x);
    const ridged = 1 - Math.abs(farR(x) * 2 - 1);
    return 548 - env * (35 + 80 * farN(x) + 28 * ridged);
  };
  const midN = fbm(201, 180, 5);
  const mid = (x: number): number => {
    const env = 0.45 + 0.55 * smoothstep(0, 1400, x);
    return 582 - env * (12 + 52 * midN(x));
  };
  const hillN = fbm(301, 150, 4);
  const hill = (x: number): number => 604 - (6 + 22 * hillN(x)) * (0.6 + 0.4 * smoothstep(0, 900, x));
  defs.push(`<linearGradient id="mfar" x1="0" y1="430" x2="0" y2="${HORIZON}" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#9b8088"/><stop offset=".55" stop-color="#bb9688"/><stop offset="1" stop-color="#e2b887"/></linearGradient>`);
  defs.push(`<linearGradient id="mmid" x1="0" y1="500" x2="0" y2="${HORIZON}" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#6f5d5c"/><stop offset=".6" stop-color="#9a7a68"/><stop offset="1" stop-color="#d2a676"/></linearGradient>`);
  defs.push(`<linearGradient id="mhill" x1="0" y1="560" x2="0" y2="${HORIZON + 6}" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#6b6444"/><stop offset="1" stop-color="#b49a64"/></linearGradient>`);
  defs.push(`<radialGradient id="rim" cx="${SUN.x}" cy="${SUN.y}" r="700" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#fff0c0"/><stop offset=".45" stop-color="#ffd58c" stop-opacity=".55"/><stop offset="1" stop-color="#ffd58c" stop-opacity="0"/></radialGradient>`);
  body.push(`<path d="${ridge(far, HORIZON + 10)}" fill="url(#mfar)"/>`);
  body.push(`<path d="${ridgeLine(far)}" fill="none" stroke="url(#rim)" stroke-width="1.6" opacity=".8"/>`);
  // cedar-forest mottling on the nearer range
  {
    const r = rng(21);
    let mott = '';
    for (let i = 0; i < 70; i++) {
      const x = r() * W;
      const y = mid(x) + 6 + r() * 26;
      mott += ellipse(x, y, 10 + r() * 26, 3 + r() * 4, '#4e4545');
    }
    defs.push(`<clipPath id="midclip"><path d="${ridge(mid, HORIZON + 10)}"/></clipPath>`);
    body.push(`<path d="${ridge(mid, HORIZON + 10)}" fill="url(#mmid)"/>`);
    body.push(`<g clip-path="url(#midclip)" opacity=".22" filter="url(#soft)">${mott}</g>`);
    body.push(`<path d="${ridgeLine(mid)}" fill="none" stroke="url(#rim)" stroke-width="1.2" opacity=".6"/>`);
  }
  // haze between the ranges
  defs.push(`<linearGradient id="hazeband" x1="0" y1="520" x2="0" y2="${HORIZON + 20}" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${HAZE}" stop-opacity="0"/><stop offset=".7" stop-color="${HAZE}" stop-opacity=".55"/><stop offset="1" stop-color="${HAZE}" stop-opacity="0"/></linearGradient>`);
  body.push(`<rect y="520" width="${W}" height="${HORIZON - 500}" fill="url(#hazeband)"/>`);
  // rolling foothills with scattered trees
  {
    body.push(`<path d="${ridge(hill, HORIZON + 10, 5)}" fill="url(#mhill)"/>`);
    const r = rng(31);
    let dots = '';
    for (let i = 0; i < 260; i++) {
      const x = r() * W;
      const top = hill(x);
      const y = top + 2 + r() * (HORIZON + 2 - top);
      dots += ellipse(x, y, 1.3 + r() * 1.2, 1 + r() * 0.6, '#4f5236');
    }
    body.push(`<g opacity=".55">${dots}</g>`);
    body.push(`<path d="${ridgeLine(hill, 5)}" fill="none" stroke="url(#rim)" stroke-width="1" opacity=".45"/>`);
  }

  // the plain -------------------------------------------------------------------------------------
  defs.push(`<linearGradient id="plain" x1="0" y1="${HORIZON}" x2="0" y2="${H}" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#e0bb82"/><stop offset=".12" stop-color="#c9a265"/><stop offset=".4" stop-color="#a98a50"/><stop offset="1" stop-color="#6c5a33"/></linearGradient>`);
  body.push(`<rect y="${HORIZON - 1}" width="${W}" height="${H - HORIZON + 1}" fill="url(#plain)"/>`);

  // fields beyond the orchard: a patchwork of parcels in perspective
  const trees: Tree[] = [];
  {
    const r = rng(41);
    const palette = ['#d4ad5f', '#b7a45d', '#a8744a', '#c89b60', '#9a9a58', '#d9b46a'];
    const pw = 150;
    const pd = 120;
    let fields = '';
    for (let j = 0; j < 40; j++) {
      for (let i = -40; i < 40; i++) {
        const u0 = i * pw;
        const d0 = GROVE_DEPTH * 0.9 + j * pd;
        const quad = [at(u0, d0), at(u0 + pw, d0), at(u0 + pw, d0 + pd), at(u0, d0 + pd)];
        const centre = at(u0 + pw / 2, d0 + pd / 2);
        const cp = project(centre);
        if (cp.x < -600 || cp.x > W + 600 || centre.Z > 9000) continue;
        const isGrove = r() < 0.3;
        const colour = isGrove ? '#7d7a4a' : (palette[Math.floor(r() * palette.length)] ?? '#c89b60');
        const hz = hazeAt(centre.Z);
        fields += `<path d="${groundPath(quad, GROVE_DEPTH)}" fill="${mix(colour, HAZE, hz)}"/>`;
        if (isGrove && centre.Z < 1600) {
          for (let a = 3; a < pw; a += ROW_SPACING) {
            for (let b = 3; b < pd; b += TREE_SPACING) {
              const g = at(u0 + a + (r() - 0.5), d0 + b + (r() - 0.5));
              if (g.Z < GROVE_DEPTH + 2 || inSunflowers(u0 + a, d0 + b)) continue;
              trees.push({ kind: 'olive', g, seed: Math.floor(r() * 1e9), size: 0.9 + r() * 0.2 });
            }
          }
        }
        // windbreaks of cypress along some parcel edges
        if (r() < 0.16 && centre.Z < 2500) {
          for (let a = 0; a < pw; a += 4) {
            const g = at(u0 + a, d0);
            if (g.Z < GROVE_DEPTH + 5 || r() < 0.25 || inSunflowers(u0 + a, d0)) continue;
            trees.push({ kind: 'cypress', g, seed: Math.floor(r() * 1e9), size: 0.9 + r() * 0.25 });
          }
        }
      }
    }
    body.push(`<g>${fields}</g>`);
  }

  // a sunflower strip on the right, between the orchard rows and the fields
  {
    const r = rng(71);
    let field = '';
    for (let d = SF.d0; d < SF.d1; d += 25) {
      const hz = hazeAt(at((SF.u0 + SF.u1) / 2, d + 12).Z) * 0.8;
      field += `<path d="${groundPath([at(SF.u0, d), at(SF.u1, d), at(SF.u1, d + 25.5), at(SF.u0, d + 25.5)])}" fill="${mix('#7f7f36', HAZE, hz)}"/>`;
    }
    let rows = '';
    for (let u = SF.u0 + 0.5; u < SF.u1; u += 1) rows += groundPath([at(u, SF.d0), at(u + 0.55, SF.d0), at(u + 0.55, SF.d1), at(u, SF.d1)]);
    // the front edge shows the stalks and leaves, 1.7 m tall
    const edge: string[] = [];
    for (let u = SF.u0; u <= SF.u1; u += 2) edge.push((() => { const p = project(at(u, SF.d0), 1.7); return `${f1(p.x)} ${f1(p.y)}`; })());
    for (let u = SF.u1; u >= SF.u0; u -= 2) edge.push((() => { const p = project(at(u, SF.d0)); return `${f1(p.x)} ${f1(p.y)}`; })());
    let heads = '';
    let hearts = '';
    for (let d = SF.d0 + 0.4; d < SF.d0 + 120; d += 1.3) {
      for (let u = SF.u0 + 0.6; u < SF.u1; u += 1) {
        const g = at(u + (r() - 0.5) * 0.3, d + (r() - 0.5) * 0.5);
        const sc = scaleAt(g.Z);
        const rad = 0.17 * sc;
        if (rad < 1.1) continue;
        const p = project(g, 1.55 + r() * 0.25);
        if (p.x < -10 || p.x > W + 10) continue;
        heads += ellipse(p.x, p.y, rad, rad * 0.75, mix(r() < 0.5 ? '#f2b824' : '#e7a51d', HAZE, hazeAt(g.Z) * 0.6));
        if (rad > 2) hearts += ellipse(p.x - rad * 0.1, p.y + rad * 0.1, rad * 0.42, rad * 0.32, '');
      }
    }
    body.push(`<g>${field}</g><path d="${rows}" fill="#e2ad2a" opacity=".5"/><path d="M${edge.join('L')}Z" fill="#55582a"/><g>${heads}</g><g fill="#4c3418" opacity=".85">${hearts}</g>`);
  }

  // the orchard in front: soil strips along the rows, lattice of trees with jitter and gaps
  {
    const r = rng(51);
    let strips = '';
    for (let i = -60; i <= 60; i++) {
      const u = i * ROW_SPACING + 2;
      if (u > SF.u0 - 4 && u < SF.u1 + 4) strips += groundPath([at(u - 1.3, -20), at(u + 1.3, -20), at(u + 1.3, SF.d0 - 4), at(u - 1.3, SF.d0 - 4)], 5);
      else strips += groundPath([at(u - 1.3, -20), at(u + 1.3, -20), at(u + 1.3, GROVE_DEPTH + 10), at(u - 1.3, GROVE_DEPTH + 10)], 5);
    }
    body.splice(body.length - 1, 0, `<path d="${strips}" fill="#8e5d3c" opacity=".45"/>`);
    for (let i = -60; i <= 60; i++) {
      for (let j = -10; j < 40; j++) {
        const g = at(i * ROW_SPACING + 2 + (r() - 0.5) * 0.8, j * TREE_SPACING + 3 + (r() - 0.5) * 0.8);
        const seed = Math.floor(r() * 1e9);
        const size = 0.85 + r() * 0.3;
        const missing = r() < 0.04;
        const ud = toUD(g);
        if (missing || g.Z < 9.5 || g.Z > GROVE_DEPTH + 4 * Math.sin(ud.u * 0.05) || inSunflowers(ud.u, ud.d)) continue;
        const p = project(g);
        if (p.x < -250 || p.x > W + 250) continue;
        trees.push({ kind: 'olive', g, seed, size });
      }
    }
  }
  trees.sort((a, b) => b.g.Z - a.g.Z);
  // long cast shadows, merged into one soft layer
  body.push(`<g fill="#3d3a26" opacity=".42" filter="url(#blur2)">${trees.filter((t) => t.g.Z < 900).map(treeShadow).join('')}</g>`);
  // haze over the distant ground
  defs.push(`<linearGradient id="groundhaze" x1="0" y1="${HORIZON}" x2="0" y2="${HORIZON + 90}" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${HAZE}" stop-opacity=".75"/><stop offset=".3" stop-color="${HAZE}" stop-opacity=".3"/><stop offset="1" stop-color="${HAZE}" stop-opacity="0"/></linearGradient>`);
  body.push(`<rect y="${HORIZON - 2}" width="${W}" height="92" fill="url(#groundhaze)"/>`);
  body.push(trees.map((t) => (t.kind === 'olive' ? oliveTree(t) : cypress(t))).join(''));

  // foreground olive twig hanging into the top right corner, slightly out of focus -------------
  {
    const r = rng(61);
    let wood = '';
    let leaves = '';
    const leafFills = ['#2c3526', '#333d2b', '#3a4430', '#46503a', '#5e6a4c', '#77815e', '#8e9048'];
    const twig = (x0: number, y0: number, qx: number, qy: number, x1: number, y1: number, w: number, leafLen: number): void => {
      wood += `<path d="M${f1(x0)} ${f1(y0)}Q${f1(qx)} ${f1(qy)} ${f1(x1)} ${f1(y1)}" fill="none" stroke="#2b261f" stroke-width="${w}" stroke-linecap="round"/>`;
      const leaf = (x: number, y: number, angle: number, len: number): void => {
        const wid = len * (0.14 + r() * 0.05);
        const bend = (r() - 0.5) * wid * 1.2;
        const fill = leafFills[Math.floor(r() * leafFills.length)] ?? '#2f3a27';
        leaves += `<path d="M0 0Q${f1(len * 0.45)} ${f1(-wid + bend)} ${f1(len)} ${f1(bend * 0.6)}Q${f1(len * 0.5)} ${f1(wid * 0.8 + bend)} 0 0Z" fill="${fill}" transform="translate(${f1(x)} ${f1(y)}) rotate(${Math.round(angle)})"/>`;
      };
      for (let k = 0.1; k < 0.97; k += 0.07 + r() * 0.03) {
        const q = 1 - k;
        const x = q * q * x0 + 2 * q * k * qx + k * k * x1;
        const y = q * q * y0 + 2 * q * k * qy + k * k * y1;
        const tx = 2 * q * (qx - x0) + 2 * k * (x1 - qx);
        const ty = 2 * q * (qy - y0) + 2 * k * (y1 - qy);
        const dir = (Math.atan2(ty, tx) * 180) / Math.PI;
        const len = leafLen * (1 - k * 0.35) * (0.8 + r() * 0.35);
        leaf(x, y, dir - 22 - r() * 38, len);
        leaf(x, y, dir + 22 + r() * 38, len * (0.8 + r() * 0.3));
      }
      const tip = (Math.atan2(y1 - qy, x1 - qx) * 180) / Math.PI;
      leaf(x1, y1, tip + (r() - 0.5) * 10, leafLen * 0.7);
    };
    twig(1690, -60, 1470, 40, 1315, 118, 7, 74);
    twig(1520, 20, 1470, 110, 1405, 232, 4.5, 66);
    twig(1640, 40, 1600, 160, 1545, 262, 4.5, 64);
    twig(1600, -20, 1420, -10, 1268, 40, 4, 62);
    const olives = [
      { x: 1392, y: 190, c: '#3a2a38' }, { x: 1408, y: 203, c: '#4a3040' }, { x: 1531, y: 232, c: '#6f7a30' }, { x: 1336, y: 128, c: '#3a2a38' },
    ]
      .map((o) => `${ellipse(o.x, o.y, 8, 11, o.c)}${ellipse(o.x + 2.5, o.y - 4.5, 2.2, 2.8, '#f4e3b4', ' opacity=".55"')}`)
      .join('');
    body.push(`<g filter="url(#twigblur)">${wood}${leaves}${olives}</g>`);
  }

  // light: bloom around the sun, a warm wash, and a vignette ------------------------------------
  defs.push(`<radialGradient id="bloom" cx="${SUN.x}" cy="${SUN.y + 40}" r="620" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#ffe2a2" stop-opacity=".6"/><stop offset=".35" stop-color="#ffcf80" stop-opacity=".2"/><stop offset="1" stop-color="#ffcf80" stop-opacity="0"/></radialGradient>`);
  defs.push(`<radialGradient id="vignette" cx="${W * 0.62}" cy="${H * 0.5}" r="${W * 0.7}" gradientUnits="userSpaceOnUse"><stop offset=".55" stop-color="#1a140c" stop-opacity="0"/><stop offset="1" stop-color="#1a140c" stop-opacity=".45"/></radialGradient>`);
  // light falls off away from the sun: the left of the scene sinks into a warm dusk
  defs.push(`<radialGradient id="falloff" cx="${SUN.x}" cy="${SUN.y + 60}" r="1300" gradientUnits="userSpaceOnUse"><stop offset=".2" stop-color="#2b1c14" stop-opacity="0"/><stop offset=".48" stop-color="#2b1c14" stop-opacity=".3"/><stop offset="1" stop-color="#2b1c14" stop-opacity=".45"/></radialGradient>`);
  body.push(`<rect width="${W}" height="${H}" fill="url(#falloff)"/>`);
  body.push(`<rect width="${W}" height="${H}" fill="url(#bloom)"/>`);
  body.push(`<rect width="${W}" height="${H}" fill="url(#vignette)"/>`);

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${outW}" height="${outH}" viewBox="0 0 ${W} ${H}"><defs>${defs.join('')}</defs>${body.join('')}</svg>`;
}

/** The dark wash that keeps white headline text readable on the left half. */
function textOverlay(w: number, h: number): Buffer {
  // rgba(20,30,10,0.65) at the left edge, easing out to transparent a little past the middle
  const stops: [number, number][] = [[0, 0.65], [0.1, 0.64], [0.2, 0.61], [0.3, 0.56], [0.4, 0.5], [0.46, 0.45], [0.5, 0.4], [0.54, 0.31], [0.58, 0.2], [0.62, 0.09], [0.66, 0]];
  const gradient = stops.map(([o, a]) => `<stop offset="${o}" stop-color="#141e0a" stop-opacity="${a}"/>`).join('');
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><defs><linearGradient id="o" x2="1">${gradient}</linearGradient></defs><rect width="${w}" height="${h}" fill="url(#o)"/></svg>`);
}

/** Worst WCAG contrast of white text over the left half of an RGB image. */
function whiteTextContrast(data: Buffer, width: number, height: number, channels: number): number {
  const lin = (v: number): number => { const c = v / 255; return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4; };
  let worst = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width / 2; x++) {
      const i = (y * width + x) * channels;
      const L = 0.2126 * lin(data[i] ?? 0) + 0.7152 * lin(data[i + 1] ?? 0) + 0.0722 * lin(data[i + 2] ?? 0);
      if (L > worst) worst = L;
    }
  }
  return 1.05 / (worst + 0.05);
}

// --- render -------------------------------------------------------------------------------------
const BUDGET: Record<number, number> = { 640: 45_000, 1024: 80_000, 1600: 120_000, 2400: 200_000 };

async function encode(img: Sharp, file: string, format: 'webp' | 'avif', startQuality: number, maxBytes: number): Promise<number> {
  for (let q = startQuality; ; q -= 4) {
    const out = format === 'webp'
      ? img.clone().webp({ quality: q, effort: 6, smartSubsample: true })
      : img.clone().avif({ quality: q, effort: 6 });
    const info = await out.toFile(file);
    if (info.size <= maxBytes || q <= 30) return q;
  }
}

mkdirSync(OUT_DIR, { recursive: true });
const MASTER_W = 2400;
const MASTER_H = 1350;
// the wide scene with the text overlay; every rendition is cut from it so the wash is the same everywhere
const scene = await sharp(Buffer.from(sceneSvg(MASTER_W, MASTER_H)))
  .composite([{ input: textOverlay(MASTER_W, MASTER_H) }])
  .removeAlpha()
  .png({ compressionLevel: 1 })
  .toBuffer();

const renditions: { name: string; width: number; height: number; crop?: { left: number; width: number } }[] = [
  // phones: 4:5 portrait from the centre-left of the scene (orchard rows and lane, hills, the sun's glow);
  // its left half stays inside the left half of the wide scene, under the same dark wash
  { name: 'hero-640', width: 640, height: 800, crop: { left: Math.round((430 / W) * MASTER_W), width: Math.round((MASTER_H * 4) / 5) } },
  { name: 'hero-1024', width: 1024, height: 576 },
  { name: 'hero-1600', width: 1600, height: 900 },
  { name: 'hero-2400', width: 2400, height: 1350 },
];
const written: string[] = [];
for (const r of renditions) {
  let img = sharp(scene);
  if (r.crop) img = img.extract({ left: r.crop.left, top: 0, width: r.crop.width, height: MASTER_H });
  if (r.width !== MASTER_W) img = img.resize(r.width, r.height, { kernel: 'lanczos3' });
  const flat = await img.removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const base = sharp(flat.data, { raw: { width: flat.info.width, height: flat.info.height, channels: flat.info.channels } });
  const contrast = whiteTextContrast(flat.data, flat.info.width, flat.info.height, flat.info.channels);
  const budget = BUDGET[r.width] ?? 200_000;
  const webp = path.join(OUT_DIR, `${r.name}.webp`);
  const qw = await encode(base, webp, 'webp', 80, budget);
  const avif = path.join(OUT_DIR, `${r.name}.avif`);
  const qa = await encode(base, avif, 'avif', 58, Math.min(budget, statSync(webp).size - 1));
  written.push(webp, avif);
  console.log(`${r.name}: webp q${qw}, avif q${qa}, worst white-text contrast on the left half ${contrast.toFixed(2)}:1`);
  if (r.width === 1600) {
    const jpg = path.join(OUT_DIR, `${r.name}.jpg`);
    await base.clone().jpeg({ quality: 74, mozjpeg: true, progressive: true }).toFile(jpg);
    written.push(jpg);
  }
}
for (const file of written) console.log(`${String(statSync(file).size).padStart(8)}  ${path.relative(process.cwd(), file)}`);
