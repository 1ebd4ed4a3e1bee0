import { AVATAR_WIDTHS } from "../../../lib/images.ts";
import { storeImageVariants } from "../../../server/images.server.ts";
import { renderJpeg } from "./render.server.ts";
import { FONT, escapeXml, shade } from "./svg-kit.ts";

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
