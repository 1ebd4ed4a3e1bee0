/** The backgrounds of the demo car photos, and the dashboard photo. */
import { FONT } from "./svg-kit.ts";

export type Scene = "jour" | "studio" | "couchant";

export type InteriorTone = "sombre" | "clair";

export function sceneSvg(scene: Scene): string {
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

/** A whole photo: the scene, and the car's SVG facing right, or left when `facingLeft`. */
export function carPhotoSvg(car: string, scene: Scene, facingLeft: boolean): string {
  const flip = facingLeft ? ' transform="translate(1600 0) scale(-1 1)"' : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000" viewBox="0 0 1600 1000">
  ${sceneSvg(scene)}
  <g${flip}>${car}</g>
  <text x="1568" y="976" text-anchor="end" font-family="${FONT}" font-size="22" fill="#fff" fill-opacity="0.75"
        stroke="#000" stroke-opacity="0.25" stroke-width="1">AutoAfrique · photo de démonstration</text>
</svg>`;
}

export function interiorSvg(tone: InteriorTone): string {
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
