import sharp from "sharp";

/** A demo picture drawn as SVG, rendered to JPEG: what a phone would upload. */
export function renderJpeg(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).jpeg({ quality: 86 }).toBuffer();
}
