import { renderJpeg } from "./render.server.ts";
import { FONT, escapeXml } from "./svg-kit.ts";

/** The demo's sponsored banners, drawn here; an administrator's upload goes through createBanner like them. */

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
