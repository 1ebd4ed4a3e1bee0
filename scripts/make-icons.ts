/**
 * The installed app's icons, drawn from one source (public/favicon.svg): every size Android asks
 * for, and a maskable one whose drawing stays inside the safe circle (80 % of the side) on the
 * brand colour. Run `npx node scripts/make-icons.ts` after changing the favicon; the PNGs are committed.
 */
import { readFileSync } from "node:fs";
import sharp, { type Sharp } from "sharp";

export const ICON_SIZES = [48, 72, 96, 128, 144, 192, 256, 384, 512] as const;
export const MASKABLE_SIZE = 512;
const BRAND = "#ea580c";
const svg = readFileSync("public/favicon.svg");

async function png(image: Sharp, file: string): Promise<void> {
  await image.png({ palette: true, compressionLevel: 9, effort: 10 }).toFile(file);
}

for (const size of ICON_SIZES) {
  await png(sharp(svg, { density: (72 * size) / 32 }).resize(size, size), `public/icons/icon-${size}.png`);
}

// Maskable: the favicon (its square the same colour as the background) centred within the safe zone.
const inner = Math.round(MASKABLE_SIZE * 0.8);
const car = await sharp(svg, { density: (72 * inner) / 32 })
  .resize(inner, inner)
  .png()
  .toBuffer();
await png(
  sharp({ create: { width: MASKABLE_SIZE, height: MASKABLE_SIZE, channels: 4, background: BRAND } }).composite([{ input: car, gravity: "centre" }]),
  `public/icons/maskable-${MASKABLE_SIZE}.png`,
);
console.log(`icons: ${ICON_SIZES.join(", ")} and maskable ${MASKABLE_SIZE}`);
