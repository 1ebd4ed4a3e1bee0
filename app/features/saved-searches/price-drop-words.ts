import type { Country } from "../../lib/countries.ts";
import { formatPrice } from "../../lib/money.ts";

/** 'Baisse de prix : Toyota Hilux 2018 — 12,5 millions CFA (−1 million)', in the member's currency. */
export function priceDropLine(title: string, oldPrice: number, newPrice: number, country: Country): string {
  const drop = formatPrice(oldPrice - newPrice, country).replace(` ${country.currencySymbol}`, "");
  return `Baisse de prix : ${title} — ${formatPrice(newPrice, country)} (−${drop})`;
}
