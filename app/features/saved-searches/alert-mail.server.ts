import { msg, plural } from "@lingui/core/macro";
import type { Language } from "../../lib/language.ts";
import { translate } from "../../server/i18n.server.ts";
import type { Mail } from "../../server/mail.server.ts";
import { escapeHtml } from "../../server/mail-layout.server.ts";

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
  /** The member's language (recipientLanguage); French unless told. */
  language?: Language;
}

/** The alert mail (immediate or the daily digest): the cars, then one stop link per search. */
export function alertMail(input: AlertMailInput): Mail {
  const { cars, searches } = input;
  const language = input.language ?? "fr";
  const say = (descriptor: Parameters<typeof translate>[1]) => translate(language, descriptor);
  const count = cars.length;
  const firstTitle = cars[0].title;
  const firstPrice = cars[0].price;
  const subject =
    count === 1
      ? say(msg`Nouvelle annonce : ${firstTitle} — ${firstPrice}`)
      : say(msg`${plural(count, { one: "# nouvelle annonce", other: "# nouvelle annonces" })} pour vos recherches`);
  const firstName = input.firstName;
  const searchName = searches[0]?.name ?? "";
  const intro =
    count === 1
      ? searches.length === 1
        ? say(msg`Bonjour ${firstName}, une annonce correspond à votre recherche « ${searchName} » :`)
        : say(msg`Bonjour ${firstName}, une annonce correspond à vos recherches enregistrées :`)
      : searches.length === 1
        ? say(msg`Bonjour ${firstName}, ${count} annonces correspondent à votre recherche « ${searchName} » :`)
        : say(msg`Bonjour ${firstName}, ${count} annonces correspondent à vos recherches enregistrées :`);
  const stopOf = (name: string) => say(msg`Ne plus recevoir les alertes de « ${name} »`);
  const mySearchesLabel = say(msg`Mes recherches`);
  const textCars = cars.map((c) => `- ${c.title} — ${c.price}, ${c.city}\n  ${c.link}`).join("\n");
  const textStops = searches.map((s) => `${stopOf(s.name)} : ${s.stop}`).join("\n");
  const htmlCars = cars
    .map(
      (c) =>
        `<tr><td style="padding:8px 8px 8px 0">${
          c.photo ? `<img src="${escapeHtml(c.photo)}" width="120" alt="" style="border-radius:6px;display:block">` : ""
        }</td><td style="padding:8px 0"><a href="${escapeHtml(c.link)}" style="color:#0f172a;font-weight:bold">${escapeHtml(c.title)}</a><br>${escapeHtml(
          c.price,
        )} · ${escapeHtml(c.city)}</td></tr>`,
    )
    .join("");
  const htmlStops = searches.map((s) => `<a href="${escapeHtml(s.stop)}">${escapeHtml(stopOf(s.name))}</a>`).join("<br>");
  return {
    to: input.to,
    subject,
    text: `${intro}\n\n${textCars}\n\n${mySearchesLabel} : ${input.mySearches}\n\n${textStops}\n`,
    html: `<!doctype html><html lang="${language}"><body style="font-family:Arial,sans-serif;color:#0f172a">
<h1 style="font-size:20px">${escapeHtml(subject)}</h1><p>${escapeHtml(intro)}</p><table>${htmlCars}</table>
<p><a href="${escapeHtml(input.mySearches)}">${escapeHtml(mySearchesLabel)}</a></p>
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
  /** The member's language (recipientLanguage); French unless told. */
  language?: Language;
}

/** A favourite's price drop: the line, the photo, the link, and the signed stop of these mails. */
export function priceDropMail(input: PriceDropMailInput): Mail {
  const language = input.language ?? "fr";
  const firstName = input.firstName;
  const intro = translate(language, msg`Bonjour ${firstName}, le prix d'un de vos favoris a baissé.`);
  const stopText = translate(language, msg`Ne plus recevoir les baisses de prix de vos favoris`);
  const heading = translate(language, msg`Baisse de prix`);
  return {
    to: input.to,
    subject: input.line,
    text: `${intro}\n\n${input.line}\n${input.link}\n\n${stopText} : ${input.stop}\n`,
    html: `<!doctype html><html lang="${language}"><body style="font-family:Arial,sans-serif;color:#0f172a">
<h1 style="font-size:20px">${escapeHtml(heading)}</h1><p>${escapeHtml(intro)}</p>${
      input.photo ? `<p><img src="${escapeHtml(input.photo)}" width="240" alt="" style="border-radius:6px"></p>` : ""
    }<p><a href="${escapeHtml(input.link)}" style="color:#0f172a;font-weight:bold">${escapeHtml(input.line)}</a></p>
<p style="font-size:12px;color:#64748b"><a href="${escapeHtml(input.stop)}">${escapeHtml(stopText)}</a></p></body></html>`,
    headers: { "List-Unsubscribe": `<${input.stop}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}
