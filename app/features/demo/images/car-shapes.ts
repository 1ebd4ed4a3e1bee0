/**
 * The demo cars' silhouettes: one drawn outline per body shape, side view facing right on a
 * 1600 x 1000 canvas with the ground at y = 800, and variants of each (longer or shorter, higher or
 * lower roof, bigger wheels) so that two SUVs of the demo do not look alike.
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

export const GROUND = 800;

/** How a variant departs from its shape's drawing. */
export interface Variant {
  /** Horizontal scale around the middle of the picture. */
  stretch?: number;
  /** Scale of everything above the belt line (the greenhouse). */
  roof?: number;
  /** Scale of the wheels and their arches. */
  wheel?: number;
  /** Spokes of the rims (0: a closed hubcap). */
  spokes?: number;
  /** Draws the shape's roof bars, when it has some. */
  roofBars?: boolean;
}

/** Places a point of the shape's drawing in a variant. */
export interface Mapper {
  x(x: number): number;
  y(y: number): number;
  /** A horizontal length. */
  w(width: number): number;
  /** A path of absolute M, L, Q and Z commands. */
  path(d: string): string;
}

/** What carSvg draws, once placed. */
export interface ShapeGeometry {
  /** Closed outline of the body, wheel arches included. */
  body: string;
  glass: string;
  /** x of the pillars drawn over the glass (body colour). */
  pillars: number[];
  /** x of the door cut lines, and the doors' top and bottom y. */
  doors: { xs: number[]; top: number; bottom: number };
  /** x of the rear and front wheel centres. */
  wheels: [number, number];
  wheelRadius: number;
  spokes: number;
  headlight: string;
  taillight: string;
  mirror: [number, number];
  /** y of the shoulder highlight, from x1 to x2. */
  shoulder: [number, number, number];
  /** Parts drawn after the body (pick-up bed rail, soft top, roof bars). */
  extra: string;
}

/** A shape as drawn, before any variant. */
interface BaseShape {
  /** The outline from the rear bumper over the roof down to the front bumper (M, L, Q). */
  top: string;
  /** From the rear end of the sill back to the start of `top`. */
  close: string;
  /** x where the sill meets the front and the rear bumper, and the sill's height above the ground. */
  front: number;
  rear: number;
  sill: number;
  arch: number;
  /** y of the bottom of the windows: the roof of a variant moves above this line only. */
  belt: number;
  glass: string;
  pillars: number[];
  doors: { xs: number[]; top: number; bottom: number };
  wheels: [number, number];
  wheelRadius: number;
  headlight: string;
  taillight: string;
  mirror: [number, number];
  shoulder: [number, number, number];
  extra?: (m: Mapper) => string;
  roofBars?: (m: Mapper) => string;
}

const HATCH_LIGHTS = {
  headlight: "M 1236 566 Q 1284 576 1298 606 L 1256 600 Q 1234 588 1236 566 Z",
  taillight: "M 320 560 L 330 516 L 350 516 L 346 566 Z",
};
const SEDAN_LIGHTS = {
  headlight: "M 1300 560 Q 1345 570 1360 600 L 1318 596 Q 1296 584 1300 560 Z",
  taillight: "M 250 590 L 262 552 L 300 546 L 292 592 Z",
};
const SPORT_LIGHTS = {
  headlight: "M 1300 580 Q 1348 590 1362 622 L 1318 616 Q 1296 602 1300 580 Z",
  taillight: "M 258 604 L 276 570 L 318 562 L 306 608 Z",
};

const SHAPES: Readonly<Record<CarShape, BaseShape>> = {
  berline: {
    top: "M 262 690 Q 238 640 246 596 L 262 548 Q 300 530 480 522 Q 560 440 640 396 Q 690 378 760 376 L 900 376 Q 960 380 1000 410 L 1090 500 Q 1240 512 1330 548 Q 1368 566 1370 610 L 1366 690 Q 1362 716 1340 724",
    close: "Q 262 730 262 690 Z",
    front: 1340,
    rear: 280,
    sill: 62,
    arch: 108,
    belt: 520,
    glass: "M 505 520 Q 580 446 648 410 Q 700 392 770 391 L 895 391 Q 945 394 982 420 L 1060 505 Z",
    pillars: [790],
    doors: { xs: [560, 790, 1040], top: 520, bottom: 712 },
    wheels: [440, 1130],
    wheelRadius: 92,
    ...SEDAN_LIGHTS,
    mirror: [1062, 512],
    shoulder: [556, 260, 1320],
  },
  coupe: {
    top: "M 270 700 Q 246 650 256 608 L 276 566 Q 330 548 470 540 Q 600 420 700 398 Q 760 388 840 390 Q 930 394 990 440 L 1070 520 Q 1250 530 1340 566 Q 1374 586 1372 628 L 1366 700 Q 1360 722 1336 728",
    close: "Q 270 736 270 700 Z",
    front: 1336,
    rear: 290,
    sill: 56,
    arch: 104,
    belt: 536,
    glass: "M 540 536 Q 640 440 716 414 Q 770 404 840 405 Q 920 410 972 452 L 1040 524 Z",
    pillars: [],
    doors: { xs: [720, 1030], top: 540, bottom: 722 },
    wheels: [450, 1120],
    wheelRadius: 90,
    ...SPORT_LIGHTS,
    mirror: [1050, 530],
    shoulder: [572, 290, 1320],
  },
  cabriolet: {
    top: "M 270 700 Q 246 650 256 608 L 276 566 Q 330 552 520 548 L 1000 548 L 1010 536 L 1030 536 L 1060 540 Q 1250 536 1340 566 Q 1374 586 1372 628 L 1366 700 Q 1360 722 1336 728",
    close: "Q 270 736 270 700 Z",
    front: 1336,
    rear: 290,
    sill: 56,
    arch: 104,
    belt: 548,
    glass: "M 1000 548 L 948 458 L 960 456 L 1030 540 Z",
    pillars: [],
    doors: { xs: [700, 1010], top: 552, bottom: 722 },
    wheels: [450, 1120],
    wheelRadius: 90,
    ...SPORT_LIGHTS,
    mirror: [1040, 534],
    shoulder: [574, 290, 1320],
    // Head rests and the folded soft top.
    extra: (m) =>
      `<rect x="${m.x(640)}" y="${m.y(486)}" width="46" height="${m.y(552) - m.y(486)}" rx="18" fill="#2a2a2e"/>` +
      `<rect x="${m.x(800)}" y="${m.y(486)}" width="46" height="${m.y(552) - m.y(486)}" rx="18" fill="#2a2a2e"/>` +
      `<path d="${m.path("M 470 552 Q 480 520 560 516 L 600 520 Q 606 548 600 552 Z")}" fill="#2b2b30"/>`,
  },
  hatchback: {
    top: "M 330 700 Q 310 640 318 580 L 340 470 Q 380 392 460 380 L 820 374 Q 880 378 920 410 L 1030 506 Q 1190 520 1270 552 Q 1304 570 1306 612 L 1302 692 Q 1298 718 1278 724",
    close: "Q 330 732 330 700 Z",
    front: 1278,
    rear: 348,
    sill: 64,
    arch: 104,
    belt: 512,
    glass: "M 356 500 L 372 448 Q 400 400 466 394 L 815 389 Q 865 392 900 420 L 998 510 L 380 512 Z",
    pillars: [400, 700],
    doors: { xs: [560, 700, 960], top: 512, bottom: 714 },
    wheels: [470, 1080],
    wheelRadius: 88,
    ...HATCH_LIGHTS,
    mirror: [1004, 518],
    shoulder: [542, 330, 1260],
  },
  break: {
    top: "M 250 690 Q 230 630 238 580 L 252 470 Q 270 400 360 392 L 880 378 Q 950 380 990 410 L 1080 500 Q 1240 512 1330 548 Q 1368 566 1370 610 L 1366 690 Q 1362 716 1340 724",
    close: "Q 250 730 250 690 Z",
    front: 1340,
    rear: 270,
    sill: 64,
    arch: 106,
    belt: 510,
    glass: "M 272 510 L 282 452 Q 300 410 368 406 L 875 393 Q 930 396 970 422 L 1050 506 Z",
    pillars: [330, 560, 790],
    doors: { xs: [560, 790, 1040], top: 512, bottom: 714 },
    wheels: [430, 1130],
    wheelRadius: 92,
    headlight: SEDAN_LIGHTS.headlight,
    taillight: "M 240 560 L 250 510 L 272 512 L 268 566 Z",
    mirror: [1052, 512],
    shoulder: [546, 250, 1320],
    roofBars: (m) => `<rect x="${m.x(380)}" y="${m.y(364)}" width="${m.w(480)}" height="10" rx="5" fill="#2a2b2f"/>`,
  },
  monospace: {
    top: "M 250 690 Q 228 620 236 560 L 250 420 Q 268 340 360 332 L 860 322 Q 940 326 990 372 L 1110 490 Q 1250 506 1330 542 Q 1366 562 1368 606 L 1364 690 Q 1360 716 1338 724",
    close: "Q 250 730 250 690 Z",
    front: 1338,
    rear: 270,
    sill: 66,
    arch: 106,
    belt: 496,
    glass: "M 268 496 L 278 410 Q 298 352 366 347 L 856 337 Q 925 342 968 384 L 1076 494 Z",
    pillars: [330, 560, 800],
    doors: { xs: [560, 800, 1060], top: 498, bottom: 714 },
    wheels: [430, 1120],
    wheelRadius: 92,
    headlight: "M 1298 554 Q 1344 564 1358 596 L 1316 592 Q 1294 578 1298 554 Z",
    taillight: "M 238 540 L 250 486 L 270 488 L 266 548 Z",
    mirror: [1086, 500],
    shoulder: [532, 250, 1320],
  },
  pickup: {
    top: "M 222 680 L 220 520 L 690 520 L 700 400 Q 706 360 760 356 L 930 354 Q 990 356 1020 392 L 1100 490 Q 1280 500 1360 526 Q 1390 540 1392 580 L 1390 680 Q 1386 706 1364 712",
    close: "Q 222 716 222 680 Z",
    front: 1364,
    rear: 240,
    sill: 84,
    arch: 118,
    belt: 500,
    glass: "M 716 500 L 722 404 Q 728 372 768 370 L 925 369 Q 975 372 1000 402 L 1070 496 Z",
    pillars: [880],
    doors: { xs: [700, 880, 1080], top: 500, bottom: 700 },
    wheels: [420, 1150],
    wheelRadius: 104,
    headlight: "M 1330 536 Q 1376 546 1386 576 L 1342 574 Q 1324 560 1330 536 Z",
    taillight: "M 222 530 L 240 530 L 240 590 L 222 590 Z",
    mirror: [1076, 500],
    shoulder: [540, 230, 1350],
    // The bed's rail and the tailgate line.
    extra: (m) =>
      `<rect x="${m.x(226)}" y="512" width="${m.w(470)}" height="12" rx="4" fill="#23252a" opacity="0.55"/>` +
      `<line x1="${m.x(262)}" y1="530" x2="${m.x(262)}" y2="690" stroke="#000" stroke-opacity="0.25" stroke-width="3"/>`,
    roofBars: (m) => `<rect x="${m.x(740)}" y="${m.y(342)}" width="${m.w(240)}" height="9" rx="4" fill="#2a2b2f"/>`,
  },
  suv: {
    top: "M 236 680 Q 220 620 226 560 L 240 430 Q 256 356 340 348 L 900 340 Q 960 344 1000 380 L 1100 484 Q 1270 494 1352 524 Q 1386 540 1388 584 L 1386 680 Q 1382 706 1360 712",
    close: "Q 236 716 236 680 Z",
    front: 1360,
    rear: 256,
    sill: 86,
    arch: 116,
    belt: 494,
    glass: "M 258 494 L 266 426 Q 282 368 348 363 L 895 355 Q 950 358 982 392 L 1070 488 Z",
    pillars: [330, 580, 830],
    doors: { xs: [580, 830, 1080], top: 498, bottom: 706 },
    wheels: [430, 1140],
    wheelRadius: 102,
    headlight: "M 1320 536 Q 1372 546 1382 580 L 1336 578 Q 1316 562 1320 536 Z",
    taillight: "M 228 540 L 240 490 L 262 492 L 258 548 Z",
    mirror: [1074, 494],
    shoulder: [530, 236, 1340],
    roofBars: (m) =>
      `<rect x="${m.x(360)}" y="${m.y(326)}" width="${m.w(520)}" height="10" rx="5" fill="#2a2b2f"/>` +
      `<rect x="${m.x(390)}" y="${m.y(334)}" width="10" height="10" fill="#2a2b2f"/>` +
      `<rect x="${m.x(840)}" y="${m.y(334)}" width="10" height="10" fill="#2a2b2f"/>`,
  },
};

/** The variants of each shape; the first is the drawing as it is. */
export const SHAPE_VARIANTS: Readonly<Record<CarShape, readonly Variant[]>> = {
  suv: [{ roofBars: true }, { stretch: 0.92, roof: 0.88, wheel: 0.94, spokes: 6 }, { stretch: 1.05, roof: 1.12, wheel: 1.05, spokes: 0, roofBars: true }],
  berline: [{}, { stretch: 0.94, roof: 1.06, wheel: 0.96, spokes: 0 }, { stretch: 1.06, roof: 0.9, spokes: 6 }],
  pickup: [{}, { stretch: 1.03, roof: 1.1, wheel: 1.06, spokes: 6, roofBars: true }],
  hatchback: [{}, { stretch: 0.9, roof: 1.08, wheel: 0.92, spokes: 0 }],
  coupe: [{}, { stretch: 1.03, roof: 0.84, wheel: 1.04, spokes: 6 }],
  break: [{ roofBars: true }, { stretch: 1.05, roof: 0.94, spokes: 6 }],
  monospace: [{}, { stretch: 1.04, roof: 1.16, wheel: 0.95, spokes: 0 }],
  cabriolet: [{}, { stretch: 0.94, wheel: 1.03, spokes: 6 }],
};

const MIDDLE = 800;
const round = (v: number) => Math.round(v * 10) / 10;

function mapperFor(shape: BaseShape, v: Variant): Mapper {
  const stretch = v.stretch ?? 1;
  const roof = v.roof ?? 1;
  const x = (px: number) => round(MIDDLE + (px - MIDDLE) * stretch);
  const y = (py: number) => (py < shape.belt ? round(shape.belt - (shape.belt - py) * roof) : py);
  const path = (d: string) => {
    const tokens = d.trim().split(/\s+/);
    const out: string[] = [];
    for (let i = 0; i < tokens.length; i++) {
      const token = tokens[i] as string;
      if (/^[MLQ]$/.test(token)) {
        out.push(token);
        const pairs = token === "Q" ? 2 : 1;
        for (let p = 0; p < pairs; p++) out.push(String(x(Number(tokens[++i]))), String(y(Number(tokens[++i]))));
      } else if (token === "Z") out.push(token);
      else throw new Error(`car outline: unsupported path command ${token}`);
    }
    return out.join(" ");
  };
  return { x, y, w: (width) => round(width * stretch), path };
}

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

/** The drawing of `shape` in its variant number `variant` (0: as drawn). */
export function geometry(shape: CarShape, variant = 0): ShapeGeometry {
  const base = SHAPES[shape];
  const v = SHAPE_VARIANTS[shape][variant] ?? {};
  const m = mapperFor(base, v);
  const wheel = v.wheel ?? 1;
  const wheels: [number, number] = [m.x(base.wheels[0]), m.x(base.wheels[1])];
  const arch = round(base.arch * wheel);
  const sill = round(GROUND - base.sill * Math.max(1, wheel));
  const [shoulderY, sx1, sx2] = base.shoulder;
  return {
    body: [m.path(base.top), underbody(m.x(base.front), m.x(base.rear), sill, wheels, arch), m.path(base.close)].join(" "),
    glass: m.path(base.glass),
    pillars: base.pillars.map(m.x),
    doors: { xs: base.doors.xs.map(m.x), top: m.y(base.doors.top), bottom: base.doors.bottom },
    wheels,
    wheelRadius: round(base.wheelRadius * wheel),
    spokes: v.spokes ?? 5,
    headlight: m.path(base.headlight),
    taillight: m.path(base.taillight),
    mirror: [m.x(base.mirror[0]), m.y(base.mirror[1])],
    shoulder: [shoulderY, m.x(sx1), m.x(sx2)],
    extra: (base.extra?.(m) ?? "") + (v.roofBars && base.roofBars ? base.roofBars(m) : ""),
  };
}
