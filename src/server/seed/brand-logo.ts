// Brand wordmarks of the seed catalogue (emblem + name) and a neutral placeholder logo.
// Pure and deterministic SVG strings on a transparent background, viewBox 0 0 320 120.
import type { BrandPalette } from './types.ts';
import { SANS_FONT, SERIF_FONT, escapeXml, mix, n, oliveBranchMotif, shade, sunflowerMotif } from './illustrations.ts';

type EmblemCategory = 'olive-oil' | 'olive-pomace-oil' | 'sunflower-oil';

const ARABIC_FONT = "'Noto Naskh Arabic', 'DejaVu Sans', serif";

/** Rough advance width in em (DejaVu metrics, which is what the server has). */
function latinEm(text: string, bold: boolean, letterSpacingEm = 0): number {
  let w = 0;
  for (const ch of text) {
    let c: number;
    if (ch === ' ') c = 0.34;
    else if ('iljtfI.,:;\'!|()'.includes(ch)) c = 0.4;
    else if ('mwMW'.includes(ch)) c = 1.0;
    else if (/[0-9]/.test(ch)) c = 0.7;
    else if (ch === ch.toUpperCase() && ch !== ch.toLowerCase()) c = bold ? 0.8 : 0.74;
    else c = bold ? 0.66 : 0.62;
    w += c + letterSpacingEm;
  }
  return w;
}

// Advance widths in em of Arabic letters in their joined (medial) forms, measured on DejaVu Sans Bold,
// the fallback librsvg uses when Noto Naskh Arabic is absent; word-final forms of some letters are wider.
const ARABIC_WIDTHS: [string, number][] = [
  ['اآأإ', 0.38],
  ['بتثلنيىئ', 0.41],
  ['جحخفق', 0.72],
  ['دذكعغء', 0.58],
  ['رزوؤةمه', 0.67],
  ['سشصضطظ', 1.02],
];
const ARABIC_WIDE_FINALS = 'بتثنيىئسشصضقفلك';

function arabicEm(text: string): number {
  let w = 0;
  const chars = [...text];
  chars.forEach((ch, i) => {
    if (ch === ' ') {
      w += 0.35;
      return;
    }
    if (/[\u064B-\u065F\u0670\u0640]/.test(ch)) return;
    const entry = ARABIC_WIDTHS.find(([set]) => set.includes(ch));
    w += entry ? entry[1] : 0.62;
    const next = chars[i + 1];
    if ((next === undefined || next === ' ') && ARABIC_WIDE_FINALS.includes(ch)) w += 0.4;
  });
  return Math.max(w, 0.5);
}

function emblem(category: EmblemCategory, palette: BrandPalette, x: number): string {
  const cy = 60;
  if (category === 'sunflower-oil') {
    return sunflowerMotif(x, cy, 1.02, mix(palette.secondary, '#f2b705', 0.5));
  }
  // an oil drop in the brand colours, crossed by a light olive branch
  const top = 14;
  const r = 31;
  const by = 76;
  const drop =
    `M${n(x)} ${top}C${n(x + 4)} ${top + 14} ${n(x + r)} ${by - 26} ${n(x + r)} ${by}` +
    `A${r} ${r} 0 0 1 ${n(x - r)} ${by}C${n(x - r)} ${by - 26} ${n(x - 4)} ${top + 14} ${n(x)} ${top}Z`;
  return (
    `<defs><linearGradient id="lg-drop" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(palette.primary, 0.22)}"/>` +
    `<stop offset="1" stop-color="${shade(palette.primary, -0.25)}"/></linearGradient></defs>` +
    `<path d="${drop}" fill="url(#lg-drop)"/>` +
    `<path d="${drop}" fill="none" stroke="${palette.secondary}" stroke-width="2" transform="translate(${n(x)} ${by - 14}) scale(1.1) translate(${n(-x)} ${14 - by})" opacity=".9"/>` +
    `<path d="M${n(x - r * 0.55)} ${by - 8}A${r * 0.6} ${r * 0.6} 0 0 1 ${n(x - r * 0.1)} ${by - 24}" fill="none" stroke="#fff" stroke-opacity=".45" stroke-width="3" stroke-linecap="round"/>` +
    `<g transform="rotate(-28 ${n(x)} ${by})">` +
    oliveBranchMotif(x + 1, by, 0.46, {
      leaf: '#d9e4b4',
      leafDark: '#b9cc8a',
      olive: mix(palette.secondary, '#e0b93f', 0.3),
      stem: '#e6ecd0',
    }) +
    '</g>'
  );
}

export function brandLogoSvg(input: {
  name: string;
  arabicName?: string;
  palette: BrandPalette;
  category: 'olive-oil' | 'olive-pomace-oil' | 'sunflower-oil';
}): string {
  const name = input.name.replace(/\s+/g, ' ').trim();
  const arabic = input.arabicName?.replace(/\s+/g, ' ').trim() ?? '';
  const p = input.palette;
  const ink = shade(p.primary, -0.12);
  const accent = mix(p.secondary, '#7a5a10', 0.35);
  const maxTextW = 200;
  const emblemW = 74;
  const gap = 16;

  let text: string;
  let textW: number;
  if (arabic) {
    const fa = Math.min(46, maxTextW / arabicEm(arabic));
    const latin = name.toUpperCase();
    const fl = Math.min(14, maxTextW / latinEm(latin, false, 0.18));
    textW = Math.max(arabicEm(arabic) * fa, latinEm(latin, false, 0.18) * fl);
    text =
      `<text x="0" y="60" text-anchor="middle" direction="rtl" xml:lang="ar" font-family="${ARABIC_FONT}" font-weight="bold" ` +
      `font-size="${n(fa)}" fill="${ink}">${escapeXml(arabic)}</text>` +
      `<line x1="${n(-textW * 0.3)}" y1="77" x2="${n(textW * 0.3)}" y2="77" stroke="${p.secondary}" stroke-width="1.6"/>` +
      `<text x="0" y="98" text-anchor="middle" font-family="${SANS_FONT}" font-size="${n(fl)}" ` +
      `letter-spacing="${n(fl * 0.18)}" fill="${accent}">${escapeXml(latin)}</text>`;
  } else {
    let lines = [name];
    let fs = Math.min(44, maxTextW / latinEm(name, true));
    const words = name.split(' ');
    if (fs < 30 && words.length > 1) {
      let best = 1;
      let bestDiff = Infinity;
      for (let i = 1; i < words.length; i++) {
        const diff = Math.abs(words.slice(0, i).join(' ').length - words.slice(i).join(' ').length);
        if (diff < bestDiff) {
          bestDiff = diff;
          best = i;
        }
      }
      lines = [words.slice(0, best).join(' '), words.slice(best).join(' ')];
      fs = Math.min(34, ...lines.map((l) => maxTextW / latinEm(l, true)));
    }
    textW = Math.max(...lines.map((l) => latinEm(l, true) * fs));
    const lineH = fs * 1.05;
    const blockH = lineH * (lines.length - 1) + fs * 0.72 + 14;
    const firstBase = 60 - blockH / 2 + fs * 0.72;
    text = lines
      .map(
        (l, i) =>
          `<text x="0" y="${n(firstBase + i * lineH)}" text-anchor="middle" font-family="${SERIF_FONT}" ` +
          `font-weight="bold" font-size="${n(fs)}" fill="${ink}">${escapeXml(l)}</text>`,
      )
      .join('');
    const ry = firstBase + (lines.length - 1) * lineH + 13;
    const rw = Math.min(textW * 0.42, 80);
    text +=
      `<g stroke="${p.secondary}" stroke-width="1.6"><line x1="${n(-rw)}" y1="${n(ry)}" x2="-7" y2="${n(ry)}"/>` +
      `<line x1="7" y1="${n(ry)}" x2="${n(rw)}" y2="${n(ry)}"/></g>` +
      `<path d="M0 ${n(ry - 4)}L4 ${n(ry)}L0 ${n(ry + 4)}L-4 ${n(ry)}Z" fill="${p.secondary}"/>`;
  }

  const total = emblemW + gap + Math.min(textW, maxTextW);
  const start = (320 - total) / 2;
  const ex = start + emblemW / 2;
  const tx = start + emblemW + gap + Math.min(textW, maxTextW) / 2;
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="120" viewBox="0 0 320 120">' +
    `<title>${escapeXml(arabic ? `${arabic} \u2013 ${name}` : name)}</title>` +
    emblem(input.category, p, ex) +
    `<g transform="translate(${n(tx)} 0)">${text}</g>` +
    '</svg>'
  );
}

/** Neutral grey bottle glyph, for brands without a logo. */
export function placeholderLogoSvg(): string {
  const cx = 160;
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="120" viewBox="0 0 320 120">' +
    '<title>Logo</title>' +
    `<rect x="${cx - 9}" y="10" width="18" height="11" rx="2" fill="#8b929a"/>` +
    `<path d="M${cx - 7} 21H${cx + 7}V38C${cx + 7} 44 ${cx + 22} 46 ${cx + 22} 58V104Q${cx + 22} 110 ${cx + 16} 110H${cx - 16}` +
    `Q${cx - 22} 110 ${cx - 22} 104V58C${cx - 22} 46 ${cx - 7} 44 ${cx - 7} 38Z" fill="#b4bac1"/>` +
    `<rect x="${cx - 22}" y="64" width="44" height="30" fill="#d5d9de"/>` +
    `<path d="M${cx} 70C${cx + 1} 73 ${cx + 6} 78 ${cx + 6} 82A6 6 0 0 1 ${cx - 6} 82C${cx - 6} 78 ${cx - 1} 73 ${cx} 70Z" fill="#9aa1a9"/>` +
    '</svg>'
  );
}
