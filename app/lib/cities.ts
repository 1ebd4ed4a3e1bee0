import type { MessageDescriptor } from "@lingui/core";
import type { Catalogue } from "./vehicles.ts";

/** Choice that switches the city field to manual entry. */
export const OTHER_CITY = "Autre";
/** What "Autre" says in the page's language (`i18n._(OTHER_CITY_LABEL)`); the value stays "Autre". */
export const OTHER_CITY_LABEL: MessageDescriptor = /*i18n*/ { id: "vehicles.other", message: "Autre" };

/**
 * The cities' catalogue (issue 43): a city is stored and searched by its name in the list below;
 * shown through `valueLabel(CITY_LABELS, city, translate)`. Only the cities another language names
 * otherwise have words here ("Tanger" is "Tangier" in English), and "Autre"; any other city, and a
 * city typed by hand, is shown as it is.
 */
export const CITY_LABELS: Catalogue = {
  [OTHER_CITY]: OTHER_CITY_LABEL,
  Tanger: /*i18n*/ { id: "cities.Tanger", message: "Tanger" },
  Marrakech: /*i18n*/ { id: "cities.Marrakech", message: "Marrakech" },
};

// Keyed by ISO 3166-1 alpha-2 code. The first eleven are catalogue countries
// (about seven major cities each); the last eight are neighbours with a
// shorter list.
export const CITIES_BY_COUNTRY: Readonly<Record<string, readonly string[]>> = {
  CI: ["Abidjan", "Bouaké", "Yamoussoukro", "San-Pédro", "Daloa", "Korhogo", "Man"],
  SN: ["Dakar", "Thiès", "Touba", "Saint-Louis", "Kaolack", "Ziguinchor", "Mbour"],
  BJ: ["Cotonou", "Porto-Novo", "Parakou", "Abomey-Calavi", "Djougou", "Bohicon", "Natitingou"],
  BF: ["Ouagadougou", "Bobo-Dioulasso", "Koudougou", "Ouahigouya", "Banfora", "Kaya", "Fada N'Gourma"],
  ML: ["Bamako", "Sikasso", "Ségou", "Mopti", "Kayes", "Koutiala", "Gao"],
  NE: ["Niamey", "Zinder", "Maradi", "Agadez", "Tahoua", "Dosso", "Diffa"],
  TG: ["Lomé", "Sokodé", "Kara", "Kpalimé", "Atakpamé", "Dapaong", "Tsévié"],
  GW: ["Bissau", "Bafatá", "Gabú", "Bissorã", "Bolama", "Cacheu", "Canchungo"],
  NG: ["Lagos", "Abuja", "Kano", "Ibadan", "Port Harcourt", "Benin City", "Kaduna"],
  GH: ["Accra", "Kumasi", "Tamale", "Sekondi-Takoradi", "Cape Coast", "Tema", "Sunyani"],
  GN: ["Conakry", "Nzérékoré", "Kankan", "Kindia", "Labé", "Boké", "Mamou"],
  MA: ["Casablanca", "Rabat", "Marrakech", "Tanger"],
  CM: ["Douala", "Yaoundé", "Bafoussam", "Garoua"],
  GA: ["Libreville", "Port-Gentil", "Franceville", "Oyem"],
  CG: ["Brazzaville", "Pointe-Noire", "Dolisie", "Nkayi"],
  CD: ["Kinshasa", "Lubumbashi", "Mbuji-Mayi", "Kisangani"],
  MR: ["Nouakchott", "Nouadhibou", "Kiffa", "Rosso"],
  TD: ["N'Djamena", "Moundou", "Abéché", "Sarh"],
  GM: ["Banjul", "Serekunda", "Brikama", "Bakau"],
};

const NONE: readonly string[] = [];

export function citiesFor(code: string | null | undefined): readonly string[] {
  const key = (code ?? "").trim().toUpperCase();
  // hasOwn: keys such as "constructor" must not reach Object.prototype.
  return Object.hasOwn(CITIES_BY_COUNTRY, key) ? (CITIES_BY_COUNTRY[key] ?? NONE) : NONE;
}

/** The city select's choices: the known cities, then "Autre". */
export function cityOptions(code: string | null | undefined): readonly string[] {
  return [...citiesFor(code), OTHER_CITY];
}
