import { CITIES_BY_COUNTRY } from "../../../lib/cities.ts";
import type { Rng } from "./random.ts";

/** Where the demo's cars are: cities with their coordinates, and each country's share of the market. */

const CITY_COORDINATES: Readonly<Record<string, readonly [number, number]>> = {
  Abidjan: [5.345, -4.024],
  Bouaké: [7.69, -5.03],
  Yamoussoukro: [6.827, -5.289],
  "San-Pédro": [4.748, -6.636],
  Daloa: [6.877, -6.45],
  Korhogo: [9.458, -5.63],
  Man: [7.412, -7.554],
  Dakar: [14.716, -17.467],
  Thiès: [14.791, -16.926],
  Touba: [14.85, -15.883],
  "Saint-Louis": [16.018, -16.49],
  Kaolack: [14.152, -16.073],
  Ziguinchor: [12.583, -16.272],
  Mbour: [14.42, -16.964],
  Cotonou: [6.366, 2.418],
  "Porto-Novo": [6.497, 2.605],
  Parakou: [9.337, 2.63],
  "Abomey-Calavi": [6.448, 2.355],
  Djougou: [9.708, 1.666],
  Bohicon: [7.178, 2.067],
  Natitingou: [10.304, 1.38],
  Ouagadougou: [12.371, -1.52],
  "Bobo-Dioulasso": [11.177, -4.297],
  Koudougou: [12.252, -2.363],
  Ouahigouya: [13.582, -2.421],
  Banfora: [10.633, -4.761],
  Kaya: [13.092, -1.084],
  "Fada N'Gourma": [12.062, 0.358],
  Bamako: [12.639, -8.003],
  Sikasso: [11.317, -5.666],
  Ségou: [13.431, -6.266],
  Mopti: [14.493, -4.183],
  Kayes: [14.447, -11.445],
  Koutiala: [12.392, -5.464],
  Gao: [16.272, -0.044],
  Niamey: [13.512, 2.112],
  Zinder: [13.806, 8.988],
  Maradi: [13.5, 7.101],
  Agadez: [16.974, 7.991],
  Tahoua: [14.889, 5.267],
  Dosso: [13.049, 3.194],
  Diffa: [13.315, 12.611],
  Lomé: [6.131, 1.222],
  Sokodé: [8.983, 1.133],
  Kara: [9.551, 1.186],
  Kpalimé: [6.9, 0.633],
  Atakpamé: [7.527, 1.127],
  Dapaong: [10.862, 0.205],
  Tsévié: [6.426, 1.213],
  Bissau: [11.864, -15.598],
  Bafatá: [12.167, -14.662],
  Gabú: [12.28, -14.222],
  Bissorã: [12.222, -15.448],
  Bolama: [11.578, -15.476],
  Cacheu: [12.274, -16.165],
  Canchungo: [12.067, -16.033],
  Lagos: [6.524, 3.379],
  Abuja: [9.076, 7.399],
  Kano: [12.002, 8.592],
  Ibadan: [7.378, 3.947],
  "Port Harcourt": [4.815, 7.049],
  "Benin City": [6.335, 5.627],
  Kaduna: [10.51, 7.416],
  Accra: [5.603, -0.187],
  Kumasi: [6.688, -1.624],
  Tamale: [9.401, -0.839],
  "Sekondi-Takoradi": [4.934, -1.714],
  "Cape Coast": [5.105, -1.247],
  Tema: [5.67, -0.017],
  Sunyani: [7.339, -2.327],
  Conakry: [9.641, -13.578],
  Nzérékoré: [7.756, -8.818],
  Kankan: [10.385, -9.306],
  Kindia: [10.057, -12.865],
  Labé: [11.318, -12.283],
  Boké: [10.933, -14.29],
  Mamou: [10.375, -12.091],
  Casablanca: [33.573, -7.589],
  Rabat: [34.02, -6.841],
  Marrakech: [31.629, -7.981],
  Tanger: [35.759, -5.834],
};

/** Share of the listings per country: Côte d'Ivoire and Senegal first, then the rest of the XOF zone. */
export const SALE_COUNTRY_WEIGHTS: Readonly<Record<string, number>> = {
  CI: 27,
  SN: 20,
  BJ: 8,
  BF: 7,
  ML: 7,
  TG: 7,
  NE: 4,
  GW: 3,
  NG: 6,
  GH: 5,
  GN: 4,
  MA: 2,
};
export const RENTAL_COUNTRY_WEIGHTS: Readonly<Record<string, number>> = {
  CI: 30,
  SN: 25,
  BJ: 8,
  BF: 6,
  ML: 6,
  TG: 8,
  NE: 3,
  GW: 1,
  NG: 4,
  GH: 5,
  GN: 3,
  MA: 1,
};

export const DEMO_SALE_LISTINGS = 300;
export const DEMO_RENTAL_LISTINGS = 80;

export function pickCity(rng: Rng, country: string): string {
  const cities = (CITIES_BY_COUNTRY[country] ?? []).filter((c) => CITY_COORDINATES[c]);
  // The largest city (listed first) carries most of the market.
  return rng.weighted(cities, (c) => (c === cities[0] ? 5 : 1));
}

export function coordinatesNear(rng: Rng, city: string): { latitude: number; longitude: number } | undefined {
  const at = CITY_COORDINATES[city];
  if (!at) return undefined;
  const round = (v: number) => Math.round(v * 1e5) / 1e5;
  return { latitude: round(at[0] + rng.range(-0.04, 0.04)), longitude: round(at[1] + rng.range(-0.04, 0.04)) };
}
