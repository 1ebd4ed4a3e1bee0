import type { Mail } from "../../server/mail.server.ts";
import { escapeHtml } from "../../server/mail-layout.server.ts";
import { countOf } from "../../lib/plural.ts";

export interface AlertCar {
  title: string;
  /** In the member's currency. */
  price: string;
  city: string;
  link: string;
  photo: string | null;
}

export interface AlertMailInput {
  to: string;
  firstName: string;
  cars: AlertCar[];
  /** The searches these cars matched, each with its signed stop link. */
  searches: { name: string; stop: string }[];
  mySearches: string;
}

/** The alert mail (immediate or the daily digest): the cars, then one stop link per search. */
export function alertMail(input: AlertMailInput): Mail {
  const { cars, searches } = input;
  const subject =
    cars.length === 1 ? `Nouvelle annonce : ${cars[0].title} — ${cars[0].price}` : `${countOf(cars.length, "nouvelle annonce")} pour vos recherches`;
  const intro = `Bonjour ${input.firstName}, ${cars.length === 1 ? "une annonce correspond" : `${cars.length} annonces correspondent`} à ${
    searches.length === 1 ? `votre recherche « ${searches[0].name} »` : "vos recherches enregistrées"
  } :`;
  const textCars = cars.map((c) => `- ${c.title} — ${c.price}, ${c.city}\n  ${c.link}`).join("\n");
  const textStops = searches.map((s) => `Ne plus recevoir les alertes de « ${s.name} » : ${s.stop}`).join("\n");
  const htmlCars = cars
    .map(
      (c) => `<tr><td style="padding:8px 8px 8px 0">${
        c.photo ? `<img src="${escapeHtml(c.photo)}" width="120" alt="" style="border-radius:6px;display:block">` : ""
      }</td><td style="padding:8px 0"><a href="${escapeHtml(c.link)}" style="color:#0f172a;font-weight:bold">${escapeHtml(c.title)}</a><br>${escapeHtml(
        c.price,
      )} · ${escapeHtml(c.city)}</td></tr>`,
    )
    .join("");
  const htmlStops = searches
    .map((s) => `<a href="${escapeHtml(s.stop)}">Ne plus recevoir les alertes de « ${escapeHtml(s.name)} »</a>`)
    .join("<br>");
  return {
    to: input.to,
    subject,
    text: `${intro}\n\n${textCars}\n\nMes recherches : ${input.mySearches}\n\n${textStops}\n`,
    html: `<!doctype html><html lang="fr"><body style="font-family:Arial,sans-serif;color:#0f172a">
<h1 style="font-size:20px">${escapeHtml(subject)}</h1><p>${escapeHtml(intro)}</p><table>${htmlCars}</table>
<p><a href="${escapeHtml(input.mySearches)}">Mes recherches</a></p>
<p style="font-size:12px;color:#64748b">${htmlStops}</p></body></html>`,
    headers: { "List-Unsubscribe": `<${searches[0]?.stop ?? input.mySearches}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}

export interface PriceDropMailInput {
  to: string;
  firstName: string;
  /** 'Baisse de prix : Toyota Hilux 2018 — 12,5 millions CFA (−1 million)'. */
  line: string;
  link: string;
  photo: string | null;
  stop: string;
}

/** A favourite's price drop: the line, the photo, the link, and the signed stop of these mails. */
export function priceDropMail(input: PriceDropMailInput): Mail {
  const intro = `Bonjour ${input.firstName}, le prix d'un de vos favoris a baissé.`;
  const stopText = "Ne plus recevoir les baisses de prix de vos favoris";
  return {
    to: input.to,
    subject: input.line,
    text: `${intro}\n\n${input.line}\n${input.link}\n\n${stopText} : ${input.stop}\n`,
    html: `<!doctype html><html lang="fr"><body style="font-family:Arial,sans-serif;color:#0f172a">
<h1 style="font-size:20px">Baisse de prix</h1><p>${escapeHtml(intro)}</p>${
      input.photo ? `<p><img src="${escapeHtml(input.photo)}" width="240" alt="" style="border-radius:6px"></p>` : ""
    }<p><a href="${escapeHtml(input.link)}" style="color:#0f172a;font-weight:bold">${escapeHtml(input.line)}</a></p>
<p style="font-size:12px;color:#64748b"><a href="${escapeHtml(input.stop)}">${stopText}</a></p></body></html>`,
    headers: { "List-Unsubscribe": `<${input.stop}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}
