/** A car drawn from its silhouette: paint with light and shade, glass, doors, lights, wheels. */
import { GROUND, type ShapeGeometry } from "./car-shapes.ts";
import { shade } from "./svg-kit.ts";

export interface CarColor {
  /** The listing's exterior colour, as a seller would type it. */
  name: string;
  hex: string;
}

export const CAR_COLORS: Readonly<Record<string, CarColor>> = {
  blanc: { name: "Blanc", hex: "#f2f3f5" },
  noir: { name: "Noir", hex: "#1d1f24" },
  gris: { name: "Gris", hex: "#7b8088" },
  argent: { name: "Argent", hex: "#b9bec6" },
  bleu: { name: "Bleu", hex: "#1f4f9c" },
  rouge: { name: "Rouge", hex: "#b3191f" },
  beige: { name: "Beige", hex: "#cdb891" },
  vert: { name: "Vert", hex: "#2f6b4f" },
  orange: { name: "Orange", hex: "#e0701c" },
  bordeaux: { name: "Bordeaux", hex: "#6a1426" },
};

function wheel(cx: number, r: number, spokeCount: number): string {
  const cy = GROUND - r;
  const rim = r * 0.6;
  // No spoke: a closed hubcap with a few vents.
  const spokes = Array.from({ length: spokeCount || 8 }, (_, i) => {
    const angle = (i * 360) / (spokeCount || 8);
    if (spokeCount === 0) {
      return `<circle cx="${cx}" cy="${cy - rim * 0.62}" r="${rim * 0.12}" fill="#1a1b1e" transform="rotate(${angle} ${cx} ${cy})"/>`;
    }
    return `<rect x="${cx - 7}" y="${cy - rim + 6}" width="14" height="${rim - 10}" rx="5" fill="url(#rim)" transform="rotate(${angle} ${cx} ${cy})"/>`;
  }).join("");
  return [
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#17181b"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${r - 6}" fill="none" stroke="#2c2d31" stroke-width="4"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${rim}" fill="#3b3e44"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${rim - 4}" fill="${spokeCount === 0 ? "url(#rim)" : "#26282c"}"/>`,
    spokes,
    `<circle cx="${cx}" cy="${cy}" r="${rim * 0.28}" fill="url(#rim)"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${rim * 0.1}" fill="#55585f"/>`,
  ].join("");
}

/** The car itself (no background), body in `hex`, for a placed silhouette. */
export function carSvg(g: ShapeGeometry, hex: string): string {
  const [rearWheel, frontWheel] = g.wheels;
  const r = g.wheelRadius;
  const light = shade(hex, 0.35);
  const dark = shade(hex, -0.35);
  const darker = shade(hex, -0.55);
  const [shoulderY, sx1, sx2] = g.shoulder;
  const pillars = g.pillars.map((x) => `<rect x="${x - 13}" y="200" width="26" height="360" fill="url(#paint)"/>`).join("");
  const doorLines = g.doors.xs
    .map((x) => `<line x1="${x}" y1="${g.doors.top}" x2="${x - 6}" y2="${g.doors.bottom}" stroke="${darker}" stroke-width="3" stroke-opacity="0.7"/>`)
    .join("");
  const handles = g.doors.xs
    .slice(0, -1)
    .map((x) => `<rect x="${x + 60}" y="${shoulderY + 14}" width="54" height="12" rx="6" fill="${darker}" opacity="0.8"/>`)
    .join("");
  const [mx, my] = g.mirror;
  return `
  <defs>
    <linearGradient id="paint" gradientUnits="userSpaceOnUse" x1="0" y1="330" x2="0" y2="${GROUND - 40}">
      <stop offset="0" stop-color="${light}"/>
      <stop offset="0.45" stop-color="${hex}"/>
      <stop offset="1" stop-color="${dark}"/>
    </linearGradient>
    <linearGradient id="glass" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#4d6378"/>
      <stop offset="0.55" stop-color="#1c2631"/>
      <stop offset="1" stop-color="#2e4052"/>
    </linearGradient>
    <linearGradient id="rim" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#e4e7eb"/>
      <stop offset="1" stop-color="#8a9099"/>
    </linearGradient>
    <radialGradient id="shadow" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="#000" stop-opacity="0.55"/>
      <stop offset="1" stop-color="#000" stop-opacity="0"/>
    </radialGradient>
    <clipPath id="bodyclip"><path d="${g.body}"/></clipPath>
    <clipPath id="glassclip"><path d="${g.glass}"/></clipPath>
  </defs>
  <ellipse cx="${(rearWheel + frontWheel) / 2}" cy="${GROUND + 4}" rx="${(frontWheel - rearWheel) / 2 + r + 200}" ry="34" fill="url(#shadow)"/>
  <path d="${g.body}" fill="url(#paint)" stroke="${darker}" stroke-width="3"/>
  <path d="${g.glass}" fill="url(#glass)"/>
  <g clip-path="url(#glassclip)">${pillars}</g>
  <path d="${g.glass}" fill="none" stroke="#121418" stroke-width="6" stroke-linejoin="round"/>
  <g clip-path="url(#bodyclip)">
    <path d="M ${sx1} ${shoulderY} L ${sx2} ${shoulderY - 6}" stroke="#fff" stroke-opacity="0.35" stroke-width="5"/>
    <rect x="0" y="${GROUND - r - 40}" width="1600" height="200" fill="#000" opacity="0.12"/>
    ${doorLines}
    ${handles}
    <path d="${g.glass}" fill="none" stroke="#fff" stroke-opacity="0.10" stroke-width="2"/>
  </g>
  ${g.extra}
  <path d="M ${mx} ${my} q 10 -30 46 -30 l 8 0 l -2 32 z" fill="${dark}" stroke="${darker}" stroke-width="2"/>
  <path d="${g.headlight}" fill="#fdf6d8" stroke="#8d8a7a" stroke-width="2"/>
  <path d="${g.taillight}" fill="#c2161d" stroke="#5c0a0d" stroke-width="2"/>
  ${wheel(rearWheel, r, g.spokes)}
  ${wheel(frontWheel, r, g.spokes)}`;
}
