import sharp from "sharp";
import { AVATAR_WIDTHS, BANNER_IMAGE_WIDTHS, LISTING_IMAGE_WIDTHS } from "../../lib/images.ts";
import { storeImageVariants } from "../../server/images.server.ts";

/**
 * Demo pictures drawn here (no download): a stylised side view of a car per body shape and colour,
 * avatars with initials and the advertising banners. Every picture goes through storeImageVariants
 * like an upload, so pages show them exactly as they show the users' own photos.
 */

export type CarShape = "berline" | "suv" | "pickup" | "hatchback" | "coupe" | "break" | "monospace" | "cabriolet";

/** The catalogue's body type (BODY_TYPES) drawn by each shape. */
export const SHAPE_BODY_TYPE: Readonly<Record<CarShape, string>> = {
  berline: "Berline",
  suv: "SUV",
  pickup: "Pick-up",
  hatchback: "Hatchback",
  coupe: "Coupé",
  break: "Break",
  monospace: "Monospace",
  cabriolet: "Cabriolet",
};

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

export type Scene = "jour" | "studio" | "couchant";

/**
 * The pool: 24 (shape, colour) pairs, common shapes and colours first. A listing shows its car's
 * main photo, then possibly a dashboard and the same car seen from the other side.
 */
export const CAR_POOL_SPEC: readonly { shape: CarShape; color: keyof typeof CAR_COLORS }[] = [
  { shape: "suv", color: "blanc" },
  { shape: "suv", color: "noir" },
  { shape: "suv", color: "gris" },
  { shape: "suv", color: "bleu" },
  { shape: "suv", color: "beige" },
  { shape: "berline", color: "argent" },
  { shape: "berline", color: "blanc" },
  { shape: "berline", color: "noir" },
  { shape: "berline", color: "rouge" },
  { shape: "berline", color: "bleu" },
  { shape: "pickup", color: "blanc" },
  { shape: "pickup", color: "gris" },
  { shape: "pickup", color: "vert" },
  { shape: "hatchback", color: "rouge" },
  { shape: "hatchback", color: "blanc" },
  { shape: "hatchback", color: "orange" },
  { shape: "coupe", color: "noir" },
  { shape: "coupe", color: "rouge" },
  { shape: "break", color: "gris" },
  { shape: "break", color: "bordeaux" },
  { shape: "monospace", color: "argent" },
  { shape: "monospace", color: "blanc" },
  { shape: "cabriolet", color: "bleu" },
  { shape: "cabriolet", color: "rouge" },
];

/** One car of the pool: the same car seen from its left and its right side, in two scenes. */
export interface PoolCar {
  shape: CarShape;
  bodyType: string;
  color: CarColor;
  /** Key prefixes: [main photo, second photo]. */
  photos: [string, string];
}

export interface CarImagePool {
  cars: PoolCar[];
  /** Dashboard photos by interior colour family. */
  interiors: Record<InteriorTone, string>;
}

export type InteriorTone = "sombre" | "clair";

// ---------------------------------------------------------------- colour helpers

function hexToRgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Mixes towards white (amount > 0) or black (amount < 0). */
function shade(hex: string, amount: number): string {
  const target = amount > 0 ? 255 : 0;
  const t = Math.abs(amount);
  const out = hexToRgb(hex).map((c) => Math.round(c + (target - c) * t));
  return `#${out.map((c) => c.toString(16).padStart(2, "0")).join("")}`;
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const FONT = "DejaVu Sans, Arial, Helvetica, sans-serif";

// ---------------------------------------------------------------- car shapes

/** Side view facing right on a 1600 x 1000 canvas, ground at y = 800. */
interface ShapeGeometry {
  /** Closed outline of the body, wheel arches included. */
  body: string;
  /** Glass area. */
  glass: string;
  /** x of the pillars drawn over the glass (body colour). */
  pillars: number[];
  /** x of the door cut lines, and the door's top and bottom y. */
  doors: { xs: number[]; top: number; bottom: number };
  wheels: [number, number];
  wheelRadius: number;
  headlight: string;
  taillight: string;
  /** Mirror position (x, y). */
  mirror: [number, number];
  /** y of the shoulder highlight, from x1 to x2. */
  shoulder: [number, number, number];
  /** An extra part drawn after the body (pick-up bed rail, soft top, roof bars). */
  extra?: string;
}

const GROUND = 800;

/** Bottom of the body with two wheel arches, from the front bumper to the rear bumper. */
function underbody(front: number, rear: number, sill: number, wheels: [number, number], arch: number): string {
  const [rw, fw] = wheels;
  return [
    `L ${front} ${sill}`,
    `L ${fw + arch} ${sill}`,
    `A ${arch} ${arch} 0 0 0 ${fw - arch} ${sill}`,
    `L ${rw + arch} ${sill}`,
    `A ${arch} ${arch} 0 0 0 ${rw - arch} ${sill}`,
    `L ${rear} ${sill}`,
  ].join(" ");
}

function geometry(shape: CarShape): ShapeGeometry {
  switch (shape) {
    case "berline": {
      const wheels: [number, number] = [440, 1130];
      const sill = GROUND - 62;
      return {
        body: [
          "M 262 690 Q 238 640 246 596 L 262 548 Q 300 530 480 522",
          "Q 560 440 640 396 Q 690 378 760 376 L 900 376 Q 960 380 1000 410 L 1090 500",
          "Q 1240 512 1330 548 Q 1368 566 1370 610 L 1366 690 Q 1362 716 1340 724",
          underbody(1340, 280, sill, wheels, 108),
          "Q 262 730 262 690 Z",
        ].join(" "),
        glass: "M 505 520 Q 580 446 648 410 Q 700 392 770 391 L 895 391 Q 945 394 982 420 L 1060 505 Z",
        pillars: [790],
        doors: { xs: [560, 790, 1040], top: 520, bottom: 712 },
        wheels,
        wheelRadius: 92,
        headlight: "M 1300 560 Q 1345 570 1360 600 L 1318 596 Q 1296 584 1300 560 Z",
        taillight: "M 250 590 L 262 552 L 300 546 L 292 592 Z",
        mirror: [1062, 512],
        shoulder: [556, 260, 1320],
      };
    }
    case "coupe": {
      const wheels: [number, number] = [450, 1120];
      const sill = GROUND - 56;
      return {
        body: [
          "M 270 700 Q 246 650 256 608 L 276 566 Q 330 548 470 540",
          "Q 600 420 700 398 Q 760 388 840 390 Q 930 394 990 440 L 1070 520",
          "Q 1250 530 1340 566 Q 1374 586 1372 628 L 1366 700 Q 1360 722 1336 728",
          underbody(1336, 290, sill, wheels, 104),
          "Q 270 736 270 700 Z",
        ].join(" "),
        glass: "M 540 536 Q 640 440 716 414 Q 770 404 840 405 Q 920 410 972 452 L 1040 524 Z",
        pillars: [],
        doors: { xs: [720, 1030], top: 540, bottom: 722 },
        wheels,
        wheelRadius: 90,
        headlight: "M 1300 580 Q 1348 590 1362 622 L 1318 616 Q 1296 602 1300 580 Z",
        taillight: "M 258 604 L 276 570 L 318 562 L 306 608 Z",
        mirror: [1050, 530],
        shoulder: [572, 290, 1320],
      };
    }
    case "cabriolet": {
      const wheels: [number, number] = [450, 1120];
      const sill = GROUND - 56;
      return {
        body: [
          "M 270 700 Q 246 650 256 608 L 276 566 Q 330 552 520 548",
          "L 1000 548 L 1010 536 L 1030 536 L 1060 540",
          "Q 1250 536 1340 566 Q 1374 586 1372 628 L 1366 700 Q 1360 722 1336 728",
          underbody(1336, 290, sill, wheels, 104),
          "Q 270 736 270 700 Z",
        ].join(" "),
        glass: "M 1000 548 L 948 458 L 960 456 L 1030 540 Z",
        pillars: [],
        doors: { xs: [700, 1010], top: 552, bottom: 722 },
        wheels,
        wheelRadius: 90,
        headlight: "M 1300 580 Q 1348 590 1362 622 L 1318 616 Q 1296 602 1300 580 Z",
        taillight: "M 258 604 L 276 570 L 318 562 L 306 608 Z",
        mirror: [1040, 534],
        shoulder: [574, 290, 1320],
        // Head rests and the folded soft top.
        extra:
          '<rect x="640" y="486" width="46" height="66" rx="18" fill="#2a2a2e"/>' +
          '<rect x="800" y="486" width="46" height="66" rx="18" fill="#2a2a2e"/>' +
          '<path d="M 470 552 Q 480 520 560 516 L 600 520 Q 606 548 600 552 Z" fill="#2b2b30"/>',
      };
    }
    case "hatchback": {
      const wheels: [number, number] = [470, 1080];
      const sill = GROUND - 64;
      return {
        body: [
          "M 330 700 Q 310 640 318 580 L 340 470 Q 380 392 460 380",
          "L 820 374 Q 880 378 920 410 L 1030 506",
          "Q 1190 520 1270 552 Q 1304 570 1306 612 L 1302 692 Q 1298 718 1278 724",
          underbody(1278, 348, sill, wheels, 104),
          "Q 330 732 330 700 Z",
        ].join(" "),
        glass: "M 356 500 L 372 448 Q 400 400 466 394 L 815 389 Q 865 392 900 420 L 998 510 L 380 512 Z",
        pillars: [400, 700],
        doors: { xs: [560, 700, 960], top: 512, bottom: 714 },
        wheels,
        wheelRadius: 88,
        headlight: "M 1236 566 Q 1284 576 1298 606 L 1256 600 Q 1234 588 1236 566 Z",
        taillight: "M 320 560 L 330 516 L 350 516 L 346 566 Z",
        mirror: [1004, 518],
        shoulder: [542, 330, 1260],
      };
    }
    case "break": {
      const wheels: [number, number] = [430, 1130];
      const sill = GROUND - 64;
      return {
        body: [
          "M 250 690 Q 230 630 238 580 L 252 470 Q 270 400 360 392",
          "L 880 378 Q 950 380 990 410 L 1080 500",
          "Q 1240 512 1330 548 Q 1368 566 1370 610 L 1366 690 Q 1362 716 1340 724",
          underbody(1340, 270, sill, wheels, 106),
          "Q 250 730 250 690 Z",
        ].join(" "),
        glass: "M 272 510 L 282 452 Q 300 410 368 406 L 875 393 Q 930 396 970 422 L 1050 506 Z",
        pillars: [330, 560, 790],
        doors: { xs: [560, 790, 1040], top: 512, bottom: 714 },
        wheels,
        wheelRadius: 92,
        headlight: "M 1300 560 Q 1345 570 1360 600 L 1318 596 Q 1296 584 1300 560 Z",
        taillight: "M 240 560 L 250 510 L 272 512 L 268 566 Z",
        mirror: [1052, 512],
        shoulder: [546, 250, 1320],
        extra: '<rect x="380" y="364" width="480" height="10" rx="5" fill="#2a2b2f"/>',
      };
    }
    case "monospace": {
      const wheels: [number, number] = [430, 1120];
      const sill = GROUND - 66;
      return {
        body: [
          "M 250 690 Q 228 620 236 560 L 250 420 Q 268 340 360 332",
          "L 860 322 Q 940 326 990 372 L 1110 490",
          "Q 1250 506 1330 542 Q 1366 562 1368 606 L 1364 690 Q 1360 716 1338 724",
          underbody(1338, 270, sill, wheels, 106),
          "Q 250 730 250 690 Z",
        ].join(" "),
        glass: "M 268 496 L 278 410 Q 298 352 366 347 L 856 337 Q 925 342 968 384 L 1076 494 Z",
        pillars: [330, 560, 800],
        doors: { xs: [560, 800, 1060], top: 498, bottom: 714 },
        wheels,
        wheelRadius: 92,
        headlight: "M 1298 554 Q 1344 564 1358 596 L 1316 592 Q 1294 578 1298 554 Z",
        taillight: "M 238 540 L 250 486 L 270 488 L 266 548 Z",
        mirror: [1086, 500],
        shoulder: [532, 250, 1320],
      };
    }
    case "pickup": {
      const wheels: [number, number] = [420, 1150];
      const sill = GROUND - 84;
      return {
        body: [
          "M 222 680 L 220 520 L 690 520 L 700 400 Q 706 360 760 356",
          "L 930 354 Q 990 356 1020 392 L 1100 490",
          "Q 1280 500 1360 526 Q 1390 540 1392 580 L 1390 680 Q 1386 706 1364 712",
          underbody(1364, 240, sill, wheels, 118),
          "Q 222 716 222 680 Z",
        ].join(" "),
        glass: "M 716 500 L 722 404 Q 728 372 768 370 L 925 369 Q 975 372 1000 402 L 1070 496 Z",
        pillars: [880],
        doors: { xs: [700, 880, 1080], top: 500, bottom: 700 },
        wheels,
        wheelRadius: 104,
        headlight: "M 1330 536 Q 1376 546 1386 576 L 1342 574 Q 1324 560 1330 536 Z",
        taillight: "M 222 530 L 240 530 L 240 590 L 222 590 Z",
        mirror: [1076, 500],
        shoulder: [540, 230, 1350],
        // The bed's rail and the tailgate line.
        extra:
          '<rect x="226" y="512" width="470" height="12" rx="4" fill="#23252a" opacity="0.55"/>' +
          '<line x1="262" y1="530" x2="262" y2="690" stroke="#000" stroke-opacity="0.25" stroke-width="3"/>',
      };
    }
    case "suv": {
      const wheels: [number, number] = [430, 1140];
      const sill = GROUND - 86;
      return {
        body: [
          "M 236 680 Q 220 620 226 560 L 240 430 Q 256 356 340 348",
          "L 900 340 Q 960 344 1000 380 L 1100 484",
          "Q 1270 494 1352 524 Q 1386 540 1388 584 L 1386 680 Q 1382 706 1360 712",
          underbody(1360, 256, sill, wheels, 116),
          "Q 236 716 236 680 Z",
        ].join(" "),
        glass: "M 258 494 L 266 426 Q 282 368 348 363 L 895 355 Q 950 358 982 392 L 1070 488 Z",
        pillars: [330, 580, 830],
        doors: { xs: [580, 830, 1080], top: 498, bottom: 706 },
        wheels,
        wheelRadius: 102,
        headlight: "M 1320 536 Q 1372 546 1382 580 L 1336 578 Q 1316 562 1320 536 Z",
        taillight: "M 228 540 L 240 490 L 262 492 L 258 548 Z",
        mirror: [1074, 494],
        shoulder: [530, 236, 1340],
        extra:
          '<rect x="360" y="326" width="520" height="10" rx="5" fill="#2a2b2f"/>' +
          '<rect x="390" y="334" width="10" height="10" fill="#2a2b2f"/><rect x="840" y="334" width="10" height="10" fill="#2a2b2f"/>',
      };
    }
  }
}

function wheel(cx: number, r: number): string {
  const cy = GROUND - r;
  const rim = r * 0.6;
  const spokes = Array.from({ length: 5 }, (_, i) => {
    const angle = i * 72;
    return `<rect x="${cx - 7}" y="${cy - rim + 6}" width="14" height="${rim - 10}" rx="5" fill="url(#rim)" transform="rotate(${angle} ${cx} ${cy})"/>`;
  }).join("");
  return [
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#17181b"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${r - 6}" fill="none" stroke="#2c2d31" stroke-width="4"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${rim}" fill="#3b3e44"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${rim - 4}" fill="#26282c"/>`,
    spokes,
    `<circle cx="${cx}" cy="${cy}" r="${rim * 0.28}" fill="url(#rim)"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${rim * 0.1}" fill="#55585f"/>`,
  ].join("");
}

function carSvg(shape: CarShape, hex: string): string {
  const g = geometry(shape);
  const [rearWheel, frontWheel] = g.wheels;
  const r = g.wheelRadius;
  const light = shade(hex, 0.35);
  const dark = shade(hex, -0.35);
  const darker = shade(hex, -0.55);
  const [shoulderY, sx1, sx2] = g.shoulder;
  const pillars = g.pillars
    .map((x) => `<rect x="${x - 13}" y="300" width="26" height="260" fill="url(#paint)"/>`)
    .join("");
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
  ${g.extra ?? ""}
  <path d="M ${mx} ${my} q 10 -30 46 -30 l 8 0 l -2 32 z" fill="${dark}" stroke="${darker}" stroke-width="2"/>
  <path d="${g.headlight}" fill="#fdf6d8" stroke="#8d8a7a" stroke-width="2"/>
  <path d="${g.taillight}" fill="#c2161d" stroke="#5c0a0d" stroke-width="2"/>
  ${wheel(rearWheel, r)}
  ${wheel(frontWheel, r)}`;
}

// ---------------------------------------------------------------- scenes

function sceneSvg(scene: Scene): string {
  switch (scene) {
    case "jour":
      return `
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#6fb1f2"/><stop offset="1" stop-color="#e5f1fb"/>
    </linearGradient>
    <linearGradient id="road" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#8b8d91"/><stop offset="1" stop-color="#55575c"/>
    </linearGradient>
  </defs>
  <rect width="1600" height="1000" fill="url(#sky)"/>
  <path d="M 0 640 L 80 640 L 80 560 L 170 560 L 170 600 L 260 600 L 260 520 L 330 520 L 330 610 L 470 610 L 470 575 L 560 575 L 560 640
           L 1040 640 L 1040 590 L 1130 590 L 1130 530 L 1210 530 L 1210 600 L 1330 600 L 1330 560 L 1430 560 L 1430 620 L 1600 620 L 1600 700 L 0 700 Z"
        fill="#b7c7d6"/>
  <rect y="690" width="1600" height="310" fill="url(#road)"/>
  <rect y="690" width="1600" height="12" fill="#c9c5ba"/>
  <g fill="#f0efe6" opacity="0.8">
    <rect x="40" y="930" width="180" height="14"/><rect x="420" y="930" width="180" height="14"/>
    <rect x="800" y="930" width="180" height="14"/><rect x="1180" y="930" width="180" height="14"/>
  </g>`;
    case "studio":
      return `
  <defs>
    <radialGradient id="wall" cx="0.5" cy="0.42" r="0.75">
      <stop offset="0" stop-color="#fbfbfc"/><stop offset="1" stop-color="#b9bdc4"/>
    </radialGradient>
    <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#d9dbdf"/><stop offset="1" stop-color="#9ea3ab"/>
    </linearGradient>
  </defs>
  <rect width="1600" height="1000" fill="url(#wall)"/>
  <path d="M 0 720 Q 800 660 1600 720 L 1600 1000 L 0 1000 Z" fill="url(#floor)"/>`;
    case "couchant":
      return `
  <defs>
    <linearGradient id="dusk" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#4b3c78"/><stop offset="0.55" stop-color="#e8875a"/><stop offset="1" stop-color="#f8cf8b"/>
    </linearGradient>
    <linearGradient id="sand" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#c79a63"/><stop offset="1" stop-color="#8d6438"/>
    </linearGradient>
  </defs>
  <rect width="1600" height="1000" fill="url(#dusk)"/>
  <circle cx="1240" cy="560" r="110" fill="#ffdf9e" opacity="0.9"/>
  <g fill="#3a2a35" opacity="0.85">
    <path d="M 140 700 Q 150 560 132 430 L 142 430 Q 166 560 156 700 Z"/>
    <path d="M 138 432 Q 60 400 20 450 Q 80 420 138 440 Q 90 470 70 520 Q 120 470 142 440 Q 170 480 180 530 Q 186 470 146 436 Q 210 410 260 440 Q 220 392 146 426 Q 160 380 130 350 Q 140 396 138 432 Z"/>
    <path d="M 1490 700 Q 1500 580 1480 470 L 1490 470 Q 1512 580 1504 700 Z"/>
    <path d="M 1486 472 Q 1420 440 1380 480 Q 1440 458 1486 478 Q 1450 500 1432 548 Q 1470 506 1490 480 Q 1520 510 1526 560 Q 1534 500 1494 474 Q 1550 452 1590 480 Q 1556 438 1494 466 Q 1504 426 1478 400 Q 1488 440 1486 472 Z"/>
  </g>
  <rect y="690" width="1600" height="310" fill="url(#sand)"/>`;
  }
}

function carPhotoSvg(shape: CarShape, hex: string, scene: Scene, facingLeft: boolean): string {
  const flip = facingLeft ? ' transform="translate(1600 0) scale(-1 1)"' : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000" viewBox="0 0 1600 1000">
  ${sceneSvg(scene)}
  <g${flip}>${carSvg(shape, hex)}</g>
  <text x="1568" y="976" text-anchor="end" font-family="${FONT}" font-size="22" fill="#fff" fill-opacity="0.75"
        stroke="#000" stroke-opacity="0.25" stroke-width="1">AutoAfrique · photo de démonstration</text>
</svg>`;
}

async function renderJpeg(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).jpeg({ quality: 86 }).toBuffer();
}

/** One demo car photo (1600 x 1000 JPEG). */
export function renderCarPhoto(
  shape: CarShape,
  color: CarColor,
  options: { scene?: Scene; facingLeft?: boolean } = {},
): Promise<Buffer> {
  return renderJpeg(carPhotoSvg(shape, color.hex, options.scene ?? "jour", options.facingLeft ?? false));
}

/** Runs `task` over `items`, at most `limit` at a time, keeping the order of the results. */
export async function mapLimit<T, R>(items: readonly T[], limit: number, task: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

// ---------------------------------------------------------------- interior

function interiorSvg(tone: InteriorTone): string {
  const seat = tone === "clair" ? "#cbb48c" : "#2a2b2f";
  const seatShade = tone === "clair" ? "#a8906a" : "#151619";
  const trim = tone === "clair" ? "#d9c9a8" : "#3a3c42";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000" viewBox="0 0 1600 1000">
  <defs>
    <linearGradient id="out" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#8cc4f0"/><stop offset="0.62" stop-color="#e9f3fb"/><stop offset="0.63" stop-color="#8a8d92"/><stop offset="1" stop-color="#5b5e63"/>
    </linearGradient>
    <linearGradient id="dash" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#2d2f34"/><stop offset="1" stop-color="#131417"/>
    </linearGradient>
    <linearGradient id="screen" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#1f3b5c"/><stop offset="1" stop-color="#0c1724"/>
    </linearGradient>
    <radialGradient id="gauge" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="#1b1d22"/><stop offset="1" stop-color="#050607"/>
    </radialGradient>
  </defs>
  <rect width="1600" height="1000" fill="url(#out)"/>
  <path d="M 560 620 L 740 420 L 860 420 L 1040 620 Z" fill="#6d7075"/>
  <path d="M 796 430 L 804 430 L 812 520 L 788 520 Z M 784 560 L 816 560 L 826 620 L 774 620 Z" fill="#f1efe6" opacity="0.8"/>
  <path d="M 0 0 L 1600 0 L 1600 140 Q 800 60 0 140 Z" fill="#1c1d21"/>
  <path d="M 0 0 L 150 0 L 330 560 L 0 620 Z" fill="#1c1d21"/>
  <path d="M 1600 0 L 1450 0 L 1270 560 L 1600 620 Z" fill="#1c1d21"/>
  <path d="M 0 560 Q 800 440 1600 560 L 1600 1000 L 0 1000 Z" fill="url(#dash)"/>
  <path d="M 0 560 Q 800 440 1600 560" fill="none" stroke="${trim}" stroke-width="10" opacity="0.9"/>
  <rect x="690" y="560" width="220" height="140" rx="16" fill="url(#screen)" stroke="#000" stroke-width="4"/>
  <rect x="710" y="580" width="80" height="10" rx="5" fill="#5fa8e8" opacity="0.8"/>
  <rect x="710" y="604" width="170" height="8" rx="4" fill="#9fb8d0" opacity="0.5"/>
  <rect x="710" y="624" width="140" height="8" rx="4" fill="#9fb8d0" opacity="0.5"/>
  <g fill="#0c0d0f" stroke="#4a4d55" stroke-width="3">
    <rect x="560" y="580" width="100" height="44" rx="12"/><rect x="940" y="580" width="100" height="44" rx="12"/>
    <rect x="110" y="600" width="120" height="48" rx="14"/><rect x="1370" y="600" width="120" height="48" rx="14"/>
  </g>
  <g stroke="#4a4d55" stroke-width="3">
    <line x1="575" y1="602" x2="645" y2="602"/><line x1="955" y1="602" x2="1025" y2="602"/>
  </g>
  <circle cx="320" cy="620" r="70" fill="url(#gauge)" stroke="#5a5d64" stroke-width="4"/>
  <circle cx="480" cy="620" r="70" fill="url(#gauge)" stroke="#5a5d64" stroke-width="4"/>
  <line x1="320" y1="620" x2="280" y2="585" stroke="#e8552e" stroke-width="5"/>
  <line x1="480" y1="620" x2="515" y2="590" stroke="#e8552e" stroke-width="5"/>
  <circle cx="400" cy="700" r="210" fill="none" stroke="#0f1012" stroke-width="44"/>
  <circle cx="400" cy="700" r="210" fill="none" stroke="#2b2d33" stroke-width="6"/>
  <path d="M 200 720 L 330 700 Q 400 760 470 700 L 600 720 L 600 760 L 470 750 Q 400 830 330 750 L 200 760 Z" fill="#17181b"/>
  <circle cx="400" cy="720" r="60" fill="#1d1f23" stroke="#3a3d44" stroke-width="4"/>
  <path d="M 700 1000 L 740 800 L 860 800 L 900 1000 Z" fill="#1a1b1f"/>
  <rect x="780" y="830" width="40" height="80" rx="16" fill="#33363c"/>
  <path d="M 0 1000 L 0 820 Q 120 760 220 800 Q 260 900 250 1000 Z" fill="${seat}"/>
  <path d="M 1600 1000 L 1600 820 Q 1480 760 1380 800 Q 1340 900 1350 1000 Z" fill="${seat}"/>
  <path d="M 0 820 Q 120 760 220 800" fill="none" stroke="${seatShade}" stroke-width="8"/>
  <path d="M 1600 820 Q 1480 760 1380 800" fill="none" stroke="${seatShade}" stroke-width="8"/>
  <text x="1568" y="976" text-anchor="end" font-family="${FONT}" font-size="22" fill="#fff" fill-opacity="0.6">AutoAfrique · photo de démonstration</text>
</svg>`;
}

/** A demo dashboard photo (1600 x 1000 JPEG), dark or light trim. */
export function renderInteriorPhoto(tone: InteriorTone): Promise<Buffer> {
  return renderJpeg(interiorSvg(tone));
}

// ---------------------------------------------------------------- the pool

async function storeListingPhoto(photo: Buffer): Promise<string> {
  return storeImageVariants(photo, "listings", LISTING_IMAGE_WIDTHS);
}

/**
 * Draws and stores the pool: each car of `spec` from both sides (two scenes) and the two
 * dashboards. Runs a few pictures at a time: sharp already spreads each one over the cores.
 */
export async function generateCarImagePool(spec = CAR_POOL_SPEC): Promise<CarImagePool> {
  const jobs: { car: number; view: 0 | 1 }[] = spec.flatMap((_, car) => [
    { car, view: 0 as const },
    { car, view: 1 as const },
  ]);
  const [prefixes, sombre, clair] = await Promise.all([
    mapLimit(jobs, 3, async ({ car, view }) => {
      const { shape, color } = spec[car];
      const scene = view === 0 ? (car % 2 === 0 ? "jour" : "couchant") : "studio";
      return storeListingPhoto(await renderCarPhoto(shape, CAR_COLORS[color], { scene, facingLeft: view === 1 }));
    }),
    renderInteriorPhoto("sombre").then(storeListingPhoto),
    renderInteriorPhoto("clair").then(storeListingPhoto),
  ]);
  const cars = spec.map(({ shape, color }, car): PoolCar => ({
    shape,
    bodyType: SHAPE_BODY_TYPE[shape],
    color: CAR_COLORS[color],
    photos: [prefixes[car * 2], prefixes[car * 2 + 1]],
  }));
  return { cars, interiors: { sombre, clair } };
}

// ---------------------------------------------------------------- avatars

const AVATAR_BACKGROUNDS = ["#0f766e", "#b45309", "#1d4ed8", "#7c3aed", "#be123c", "#15803d", "#0e7490", "#a16207"];

function initialsOf(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0] ?? "")
    .join("");
  return (letters.slice(0, 1) + letters.slice(-1)).toUpperCase() || "?";
}

/** A 512 x 512 coloured disc with the person's initials. */
export function renderAvatar(name: string, index = 0): Promise<Buffer> {
  const background = AVATAR_BACKGROUNDS[index % AVATAR_BACKGROUNDS.length];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${shade(background, 0.2)}"/><stop offset="1" stop-color="${shade(background, -0.25)}"/>
  </linearGradient></defs>
  <rect width="512" height="512" fill="#ffffff"/>
  <circle cx="256" cy="256" r="256" fill="url(#bg)"/>
  <text x="256" y="256" dy="0.35em" text-anchor="middle" font-family="${FONT}" font-weight="bold" font-size="200" fill="#fff">${escapeXml(initialsOf(name))}</text>
</svg>`;
  return renderJpeg(svg);
}

/** Draws and stores an avatar; returns the key prefix for profiles.avatar_url. */
export async function storeAvatar(name: string, index = 0): Promise<string> {
  return storeImageVariants(await renderAvatar(name, index), "avatars", AVATAR_WIDTHS, { square: true });
}

// ---------------------------------------------------------------- banners

export interface BannerSpec {
  title: string;
  subtitle: string;
  cta: string;
  linkUrl: string;
  colors: [string, string];
}

export const DEMO_BANNERS: readonly BannerSpec[] = [
  {
    title: "Assurance auto — devis en 2 minutes",
    subtitle: "Tous risques ou au tiers, partout en Afrique de l'Ouest",
    cta: "Obtenir un devis",
    linkUrl: "https://www.example.com/assurance-auto",
    colors: ["#0b4f8a", "#1aa0c8"],
  },
  {
    title: "Pièces détachées d'origine",
    subtitle: "Livraison en 48 h à Abidjan, Dakar et Lomé",
    cta: "Voir le catalogue",
    linkUrl: "https://www.example.com/pieces-detachees",
    colors: ["#7a2e0e", "#e0701c"],
  },
  {
    title: "Financement auto",
    subtitle: "Votre voiture en mensualités, réponse sous 24 h",
    cta: "Simuler mon crédit",
    linkUrl: "https://www.example.com/financement-auto",
    colors: ["#14532d", "#22a06b"],
  },
];

export function renderBanner(banner: BannerSpec): Promise<Buffer> {
  const [from, to] = banner.colors;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="300" viewBox="0 0 1200 300">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="0.4">
    <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>
  </linearGradient></defs>
  <rect width="1200" height="300" fill="url(#bg)"/>
  <circle cx="1080" cy="40" r="190" fill="#fff" opacity="0.08"/>
  <circle cx="1160" cy="260" r="120" fill="#fff" opacity="0.07"/>
  <text x="60" y="118" font-family="${FONT}" font-weight="bold" font-size="46" fill="#fff">${escapeXml(banner.title)}</text>
  <text x="60" y="170" font-family="${FONT}" font-size="26" fill="#fff" fill-opacity="0.9">${escapeXml(banner.subtitle)}</text>
  <rect x="60" y="204" width="290" height="56" rx="28" fill="#fff"/>
  <text x="205" y="240" text-anchor="middle" font-family="${FONT}" font-weight="bold" font-size="22" fill="${from}">${escapeXml(banner.cta)}</text>
  <text x="1170" y="288" text-anchor="end" font-family="${FONT}" font-size="14" fill="#fff" fill-opacity="0.7">Publicité</text>
</svg>`;
  return renderJpeg(svg);
}

/** Draws and stores the demo banners; returns the key prefixes in DEMO_BANNERS order. */
export function storeDemoBanners(banners = DEMO_BANNERS): Promise<string[]> {
  return mapLimit(banners, 3, async (banner) => storeImageVariants(await renderBanner(banner), "banners", BANNER_IMAGE_WIDTHS));
}
