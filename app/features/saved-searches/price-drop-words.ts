import type { Country } from "../../lib/countries.ts";
import type { Language } from "../../lib/language.ts";
import { formatPrice } from "../../lib/money.ts";

/** A drop's new price and the amount it fell by (no currency word), in the member's currency and language. */
export function priceDropAmounts(oldPrice: number, newPrice: number, country: Country, language: Language = "fr"): { price: string; drop: string } {
  const drop = formatPrice(oldPrice - newPrice, country, undefined, language).replace(` ${country.currencySymbol}`, "");
  return { price: formatPrice(newPrice, country, undefined, language), drop };
}

/** 'Baisse de prix : Toyota Hilux 2018 — 12,5 millions CFA (−1 million)', in the member's currency. */
export function priceDropLine(title: string, oldPrice: number, newPrice: number, country: Country): string {
  const { price, drop } = priceDropAmounts(oldPrice, newPrice, country);
  return `Baisse de prix : ${title} — ${price} (−${drop})`;
}
