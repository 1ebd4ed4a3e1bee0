import { msg } from "@lingui/core/macro";
import { type Language, localizedPath } from "../lib/language.ts";
import { translate } from "./i18n.server.ts";
import { appUrl } from "./secret.server.ts";

export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] as string);

const COPY_LINK = msg`Si le bouton ne fonctionne pas, copiez ce lien :`;

/**
 * The HTML of every mail: a title, paragraphs, one button and its link spelled out, and an optional
 * small print; in the recipient's language (its words and `<html lang>`), French unless told.
 */
export function mailLayout(title: string, paragraphs: string[], link: string, button: string, smallPrint?: string, language: Language = "fr") {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("");
  const footer = smallPrint ? `\n<p style="font-size:12px;color:#64748b">${smallPrint}</p>` : "";
  return `<!doctype html><html lang="${language}"><body style="font-family:Arial,sans-serif;color:#0f172a">
<h1 style="font-size:20px">${escapeHtml(title)}</h1>${body}
<p><a href="${escapeHtml(link)}" style="background:#c2410c;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(button)}</a></p>
<p style="font-size:12px;color:#64748b">${escapeHtml(translate(language, COPY_LINK))} ${escapeHtml(link)}</p>${footer}
</body></html>`;
}

/** A mail's absolute link to a site path, in the recipient's language: "https://…/en/messages". */
export function mailLink(path: string, language: Language = "fr"): string {
  return `${appUrl()}${localizedPath(path, language)}`;
}
