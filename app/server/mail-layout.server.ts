export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] as string);

/** The HTML of every mail: a title, paragraphs, one button and its link spelled out, and an optional small print. */
export function mailLayout(title: string, paragraphs: string[], link: string, button: string, smallPrint?: string) {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("");
  const footer = smallPrint ? `\n<p style="font-size:12px;color:#64748b">${smallPrint}</p>` : "";
  return `<!doctype html><html lang="fr"><body style="font-family:Arial,sans-serif;color:#0f172a">
<h1 style="font-size:20px">${escapeHtml(title)}</h1>${body}
<p><a href="${escapeHtml(link)}" style="background:#ea580c;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(button)}</a></p>
<p style="font-size:12px;color:#64748b">Si le bouton ne fonctionne pas, copiez ce lien : ${escapeHtml(link)}</p>${footer}
</body></html>`;
}
