import { count, inArray, like } from "drizzle-orm";
import { CITIES_BY_COUNTRY } from "../../lib/cities.ts";
import { getCountry } from "../../lib/countries.ts";
import { type BodyType, CAR_BRANDS, DOCUMENTS, RENTAL_EQUIPMENT } from "../../lib/vehicles.ts";
import { db } from "../../server/db.server.ts";
import { log } from "../../server/log.server.ts";
import {
  adBanners,
  appSettings,
  conversations,
  favorites,
  messages,
  notifications,
  payments,
  plans,
  premiumListings,
  premiumPackages,
  profiles,
  rentalBookings,
  listings,
  reviews,
  subscriptions,
} from "../../server/schema.ts";
import { searchColumnsFor } from "../listings/search-columns.ts";
import { syncSellerPro } from "../subscription/pro-status.server.ts";
import {
  type CarImagePool,
  DEMO_BANNERS,
  type InteriorTone,
  type PoolCar,
  generateCarImagePool,
  mapLimit,
  storeAvatar,
  storeDemoBanners,
} from "./car-images.server.ts";
import { type NewListingRow, createUser } from "./factories.server.ts";

/**
 * Demo data for a fresh install: the demo accounts, about 300 sale and 80 rental listings over the
 * twelve countries with believable prices, promotion packages and a few promoted listings, banners,
 * plans, settings, reviews, favourites, bookings, a conversation and notifications.
 * Everything random comes from one seeded generator: two seeds of empty databases hold the same
 * listings (ids, image keys and dates relative to now aside).
 */

// ---------------------------------------------------------------- demo accounts

export const DEMO_PASSWORD = "demo12345";
export const DEMO_EMAIL_DOMAIN = "demo.autoafrique.africa";

type UserType = "buyer" | "seller" | "agent" | "dealer";

export interface DemoAccount {
  email: string;
  password: string;
  userType: UserType;
  role: "user" | "admin";
  /** What the account is for, in French (README, sign-in page hints). */
  label: string;
  firstName: string;
  lastName: string;
  phone: string;
  country: string;
  city: string;
  companyName?: string;
}

/** One account of each user type, and an administrator. All share the password "demo12345". */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: `acheteur@${DEMO_EMAIL_DOMAIN}`,
    password: DEMO_PASSWORD,
    userType: "buyer",
    role: "user",
    label: "Acheteur",
    firstName: "Aminata",
    lastName: "Coulibaly",
    phone: "+2250748213590",
    country: "CI",
    city: "Abidjan",
  },
  {
    email: `vendeur@${DEMO_EMAIL_DOMAIN}`,
    password: DEMO_PASSWORD,
    userType: "seller",
    role: "user",
    label: "Vendeur (entreprise)",
    firstName: "Moussa",
    lastName: "Diop",
    phone: "+221775421836",
    country: "SN",
    city: "Dakar",
    companyName: "Diop Automobiles",
  },
  {
    email: `agent@${DEMO_EMAIL_DOMAIN}`,
    password: DEMO_PASSWORD,
    userType: "agent",
    role: "user",
    label: "Agent",
    firstName: "Serge",
    lastName: "Kouadio",
    phone: "+2250506784412",
    country: "CI",
    city: "Abidjan",
  },
  {
    email: `concession@${DEMO_EMAIL_DOMAIN}`,
    password: DEMO_PASSWORD,
    userType: "dealer",
    role: "user",
    label: "Concessionnaire",
    firstName: "Jean-Marc",
    lastName: "Kouassi",
    phone: "+2250701559327",
    country: "CI",
    city: "Abidjan",
    companyName: "Abidjan Auto Premium",
  },
  {
    email: `admin@${DEMO_EMAIL_DOMAIN}`,
    password: DEMO_PASSWORD,
    userType: "buyer",
    role: "admin",
    label: "Administrateur",
    firstName: "Mariam",
    lastName: "Touré",
    phone: "+2250102030405",
    country: "CI",
    city: "Abidjan",
  },
];

/** The other sellers and owners, so every country has listings from several people. */
const OTHER_OWNERS: readonly { firstName: string; lastName: string; userType: UserType; country: string; city: string; companyName?: string }[] = [
  { firstName: "Yao", lastName: "Konan", userType: "dealer", country: "CI", city: "Bouaké", companyName: "Yao Motors Bouaké" },
  { firstName: "Mariam", lastName: "Bamba", userType: "seller", country: "CI", city: "Abidjan", companyName: "Bamba Import Auto" },
  { firstName: "Ibrahim", lastName: "Ouattara", userType: "buyer", country: "CI", city: "Yamoussoukro" },
  { firstName: "Ousmane", lastName: "Ndiaye", userType: "dealer", country: "SN", city: "Dakar", companyName: "Dakar Motors" },
  { firstName: "Aïssatou", lastName: "Fall", userType: "buyer", country: "SN", city: "Thiès" },
  { firstName: "Romuald", lastName: "Houngbédji", userType: "dealer", country: "BJ", city: "Cotonou", companyName: "Cotonou Car Import" },
  { firstName: "Carine", lastName: "Adjovi", userType: "agent", country: "BJ", city: "Abomey-Calavi" },
  { firstName: "Issouf", lastName: "Sawadogo", userType: "seller", country: "BF", city: "Ouagadougou", companyName: "Ouaga Auto Plus" },
  { firstName: "Rasmata", lastName: "Kaboré", userType: "buyer", country: "BF", city: "Bobo-Dioulasso" },
  { firstName: "Seydou", lastName: "Keïta", userType: "dealer", country: "ML", city: "Bamako", companyName: "Bamako Auto Services" },
  { firstName: "Fatoumata", lastName: "Diarra", userType: "agent", country: "ML", city: "Sikasso" },
  { firstName: "Abdoulaye", lastName: "Issoufou", userType: "seller", country: "NE", city: "Niamey", companyName: "Niamey Motors" },
  { firstName: "Kodjo", lastName: "Amegah", userType: "dealer", country: "TG", city: "Lomé", companyName: "Lomé Auto Center" },
  { firstName: "Armando", lastName: "Embaló", userType: "seller", country: "GW", city: "Bissau", companyName: "Bissau Viaturas" },
  { firstName: "Chinedu", lastName: "Okafor", userType: "dealer", country: "NG", city: "Lagos", companyName: "Lagos Premium Autos" },
  { firstName: "Tunde", lastName: "Adeyemi", userType: "agent", country: "NG", city: "Abuja" },
  { firstName: "Kwame", lastName: "Asante", userType: "dealer", country: "GH", city: "Accra", companyName: "Accra Prestige Cars" },
  { firstName: "Abena", lastName: "Owusu", userType: "buyer", country: "GH", city: "Kumasi" },
  { firstName: "Mamadou", lastName: "Barry", userType: "seller", country: "GN", city: "Conakry", companyName: "Conakry Auto Export" },
  { firstName: "Youssef", lastName: "El Amrani", userType: "dealer", country: "MA", city: "Casablanca", companyName: "Casablanca Auto Sélection" },
];

// ---------------------------------------------------------------- deterministic randomness

/** mulberry32: a tiny seeded generator, good enough for demo data. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function createRng(seed: number) {
  const next = mulberry32(seed);
  const rng = {
    next,
    /** Integer in [min, max]. */
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    range: (min: number, max: number) => min + next() * (max - min),
    chance: (p: number) => next() < p,
    pick<T>(items: readonly T[]): T {
      return items[Math.floor(next() * items.length)];
    },
    weighted<T>(items: readonly T[], weight: (item: T) => number): T {
      const total = items.reduce((sum, item) => sum + weight(item), 0);
      let r = next() * total;
      for (const item of items) {
        r -= weight(item);
        if (r < 0) return item;
      }
      return items[items.length - 1];
    },
    /** Standard normal (Box-Muller). */
    normal(): number {
      const u = 1 - next();
      return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * next());
    },
    sample<T>(items: readonly T[], n: number): T[] {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j], copy[i]];
      }
      return copy.slice(0, n);
    },
  };
  return rng;
}
type Rng = ReturnType<typeof createRng>;

export const DEMO_SEED = 20_250_101;

// ---------------------------------------------------------------- vehicle catalogue for the demo

type Fuel = "petrol" | "diesel" | "hybrid" | "electric";

interface EngineSpec {
  engine: string;
  hp: number;
  cylinders: number | null;
  fuel: Fuel;
  from?: number;
  to?: number;
}

interface ModelSpec {
  brand: string;
  model: string;
  body: BodyType | BodyType[];
  /** Price new, in millions of XOF. */
  newPrice: number;
  /** How often it appears on the market. */
  weight: number;
  engines: EngineSpec[];
  seats?: number;
  doors?: number;
  /** Share sold with an automatic gearbox. */
  auto: number;
  from?: number;
  to?: number;
  drive?: "4WD" | "AWD";
  /** How often it is offered for rent, when different from `weight`. */
  rental?: number;
}

const en = (engine: string, hp: number, cylinders: number | null, fuel: Fuel = "petrol", from?: number, to?: number): EngineSpec => ({
  engine,
  hp,
  cylinders,
  fuel,
  from,
  to,
});
const EV = (hp: number) => en("Électrique", hp, null, "electric");

const DEMO_MODELS: readonly ModelSpec[] = [
  // Toyota: the market's favourite, in every class.
  { brand: "Toyota", model: "Corolla", body: "Berline", newPrice: 18, weight: 14, auto: 0.7, engines: [en("1.6 L", 122, 4), en("1.8 L", 140, 4), en("1.8 L", 122, 4, "hybrid", 2019)], rental: 12 },
  { brand: "Toyota", model: "Camry", body: "Berline", newPrice: 26, weight: 7, auto: 0.95, engines: [en("2.5 L", 181, 4), en("3.5 L", 301, 6), en("2.5 L", 218, 4, "hybrid", 2012)], rental: 5 },
  { brand: "Toyota", model: "Yaris", body: "Hatchback", newPrice: 10, weight: 6, auto: 0.5, engines: [en("1.3 L", 99, 4), en("1.5 L", 111, 4)], rental: 6 },
  { brand: "Toyota", model: "RAV4", body: "SUV", newPrice: 28, weight: 9, auto: 0.9, drive: "AWD", engines: [en("2.0 L", 158, 4), en("2.5 L", 203, 4), en("2.5 L", 222, 4, "hybrid", 2016)], rental: 7 },
  { brand: "Toyota", model: "Land Cruiser", body: "SUV", newPrice: 90, weight: 5, auto: 0.9, seats: 7, drive: "4WD", engines: [en("4.5 L", 272, 8, "diesel", 2008, 2021), en("4.0 L", 275, 6, "petrol", 2005, 2021), en("3.3 L", 309, 6, "diesel", 2022)], rental: 6 },
  { brand: "Toyota", model: "Land Cruiser Prado", body: "SUV", newPrice: 55, weight: 7, auto: 0.85, seats: 7, drive: "4WD", engines: [en("2.8 L", 177, 4, "diesel", 2015), en("3.0 L", 173, 4, "diesel", 2005, 2015), en("4.0 L", 282, 6)], rental: 9 },
  { brand: "Toyota", model: "Hilux", body: "Pick-up", newPrice: 26, weight: 9, auto: 0.35, doors: 4, drive: "4WD", engines: [en("2.4 L", 150, 4, "diesel"), en("2.8 L", 204, 4, "diesel", 2016), en("2.7 L", 166, 4)], rental: 6 },
  { brand: "Toyota", model: "Highlander", body: "SUV", newPrice: 38, weight: 3, auto: 0.98, seats: 7, drive: "AWD", engines: [en("3.5 L", 295, 6), en("2.5 L", 243, 4, "hybrid", 2020)] },
  { brand: "Toyota", model: "Fortuner", body: "SUV", newPrice: 36, weight: 4, auto: 0.7, seats: 7, drive: "4WD", engines: [en("2.7 L", 166, 4), en("2.8 L", 204, 4, "diesel", 2016)], rental: 5 },
  { brand: "Toyota", model: "4Runner", body: "SUV", newPrice: 42, weight: 2, auto: 1, seats: 7, drive: "4WD", engines: [en("4.0 L", 270, 6)] },
  { brand: "Toyota", model: "Hiace", body: "Monospace", newPrice: 30, weight: 2, auto: 0.1, seats: 15, doors: 4, engines: [en("2.5 L", 102, 4, "diesel"), en("2.7 L", 151, 4)], rental: 4 },
  { brand: "Toyota", model: "C-HR", body: "SUV", newPrice: 24, weight: 1, auto: 0.9, from: 2017, engines: [en("1.2 L", 116, 4), en("1.8 L", 122, 4, "hybrid")] },
  // Hyundai and Kia
  { brand: "Hyundai", model: "Tucson", body: "SUV", newPrice: 24, weight: 7, auto: 0.8, drive: "AWD", engines: [en("2.0 L", 155, 4), en("1.6 L", 177, 4, "petrol", 2015), en("2.0 L", 185, 4, "diesel")], rental: 6 },
  { brand: "Hyundai", model: "Santa Fe", body: "SUV", newPrice: 32, weight: 4, auto: 0.9, seats: 7, drive: "AWD", engines: [en("2.4 L", 185, 4), en("2.2 L", 200, 4, "diesel"), en("3.5 L", 272, 6)], rental: 3 },
  { brand: "Hyundai", model: "Elantra", body: "Berline", newPrice: 16, weight: 5, auto: 0.75, engines: [en("1.6 L", 128, 4), en("2.0 L", 147, 4)], rental: 5 },
  { brand: "Hyundai", model: "Accent", body: "Berline", newPrice: 11, weight: 5, auto: 0.5, engines: [en("1.4 L", 100, 4), en("1.6 L", 123, 4)], rental: 7 },
  { brand: "Hyundai", model: "i10", body: "Hatchback", newPrice: 8, weight: 3, auto: 0.3, engines: [en("1.0 L", 67, 3), en("1.2 L", 87, 4)], rental: 3 },
  { brand: "Hyundai", model: "Creta", body: "SUV", newPrice: 15, weight: 3, auto: 0.6, from: 2015, engines: [en("1.6 L", 123, 4)], rental: 3 },
  { brand: "Hyundai", model: "Sonata", body: "Berline", newPrice: 22, weight: 2, auto: 0.95, engines: [en("2.4 L", 185, 4), en("2.0 L", 160, 4)] },
  { brand: "Hyundai", model: "H-1", body: "Monospace", newPrice: 22, weight: 1, auto: 0.4, seats: 9, doors: 4, engines: [en("2.5 L", 170, 4, "diesel")], rental: 2 },
  { brand: "Hyundai", model: "Palisade", body: "SUV", newPrice: 45, weight: 1, auto: 1, seats: 8, from: 2019, drive: "AWD", engines: [en("3.8 L", 291, 6)] },
  { brand: "Kia", model: "Sportage", body: "SUV", newPrice: 23, weight: 6, auto: 0.8, drive: "AWD", engines: [en("2.0 L", 155, 4), en("1.6 L", 177, 4, "petrol", 2016), en("2.0 L", 185, 4, "diesel")], rental: 5 },
  { brand: "Kia", model: "Sorento", body: "SUV", newPrice: 30, weight: 3, auto: 0.9, seats: 7, drive: "AWD", engines: [en("2.4 L", 185, 4), en("2.2 L", 200, 4, "diesel"), en("3.3 L", 290, 6)] },
  { brand: "Kia", model: "Picanto", body: "Hatchback", newPrice: 7.5, weight: 4, auto: 0.3, engines: [en("1.0 L", 67, 3), en("1.2 L", 84, 4)], rental: 6 },
  { brand: "Kia", model: "Rio", body: "Berline", newPrice: 10, weight: 3, auto: 0.5, engines: [en("1.4 L", 100, 4)], rental: 3 },
  { brand: "Kia", model: "Cerato", body: "Berline", newPrice: 14, weight: 3, auto: 0.7, engines: [en("1.6 L", 128, 4), en("2.0 L", 147, 4)] },
  { brand: "Kia", model: "Optima", body: "Berline", newPrice: 20, weight: 2, auto: 0.95, to: 2020, engines: [en("2.4 L", 185, 4)] },
  { brand: "Kia", model: "Carnival", body: "Monospace", newPrice: 35, weight: 1, auto: 1, seats: 8, engines: [en("3.3 L", 266, 6), en("2.2 L", 200, 4, "diesel")], rental: 2 },
  // Peugeot, Renault, Citroën, Dacia
  { brand: "Peugeot", model: "208", body: "Hatchback", newPrice: 12, weight: 4, auto: 0.3, from: 2012, engines: [en("1.2 L", 82, 3), en("1.6 L", 92, 4, "diesel")], rental: 3 },
  { brand: "Peugeot", model: "301", body: "Berline", newPrice: 11, weight: 4, auto: 0.3, from: 2012, engines: [en("1.6 L", 115, 4), en("1.6 L", 92, 4, "diesel")], rental: 4 },
  { brand: "Peugeot", model: "308", body: ["Hatchback", "Break"], newPrice: 16, weight: 3, auto: 0.5, engines: [en("1.6 L", 156, 4), en("1.6 L", 110, 4, "diesel")] },
  { brand: "Peugeot", model: "407", body: ["Berline", "Break"], newPrice: 18, weight: 2, auto: 0.5, from: 2005, to: 2011, engines: [en("2.0 L", 140, 4), en("2.0 L", 136, 4, "diesel")] },
  { brand: "Peugeot", model: "508", body: ["Berline", "Break"], newPrice: 22, weight: 2, auto: 0.9, from: 2011, engines: [en("1.6 L", 165, 4), en("2.0 L", 163, 4, "diesel")] },
  { brand: "Peugeot", model: "2008", body: "SUV", newPrice: 16, weight: 3, auto: 0.6, from: 2013, engines: [en("1.2 L", 110, 3), en("1.5 L", 100, 4, "diesel")] },
  { brand: "Peugeot", model: "3008", body: "SUV", newPrice: 22, weight: 4, auto: 0.7, from: 2009, engines: [en("1.6 L", 165, 4), en("2.0 L", 150, 4, "diesel")], rental: 2 },
  { brand: "Peugeot", model: "5008", body: "SUV", newPrice: 26, weight: 2, auto: 0.8, seats: 7, from: 2009, engines: [en("1.6 L", 165, 4), en("2.0 L", 150, 4, "diesel")] },
  { brand: "Peugeot", model: "Partner", body: "Monospace", newPrice: 12, weight: 2, auto: 0.05, engines: [en("1.6 L", 90, 4, "diesel")] },
  { brand: "Renault", model: "Duster", body: "SUV", newPrice: 13, weight: 4, auto: 0.2, drive: "4WD", engines: [en("1.6 L", 114, 4), en("1.5 L", 110, 4, "diesel")], from: 2010, rental: 4 },
  { brand: "Renault", model: "Logan", body: "Berline", newPrice: 8.5, weight: 3, auto: 0.1, engines: [en("1.6 L", 85, 4), en("1.5 L", 75, 4, "diesel")], rental: 3 },
  { brand: "Renault", model: "Clio", body: "Hatchback", newPrice: 11, weight: 2, auto: 0.2, engines: [en("1.2 L", 75, 4), en("1.5 L", 90, 4, "diesel")] },
  { brand: "Renault", model: "Megane", body: ["Hatchback", "Break"], newPrice: 15, weight: 2, auto: 0.3, engines: [en("1.6 L", 110, 4), en("1.5 L", 110, 4, "diesel")] },
  { brand: "Renault", model: "Koleos", body: "SUV", newPrice: 24, weight: 2, auto: 0.9, from: 2008, drive: "AWD", engines: [en("2.5 L", 170, 4), en("2.0 L", 175, 4, "diesel")] },
  { brand: "Renault", model: "Symbol", body: "Berline", newPrice: 8, weight: 2, auto: 0.05, from: 2008, to: 2020, engines: [en("1.4 L", 75, 4), en("1.5 L", 85, 4, "diesel")], rental: 2 },
  { brand: "Renault", model: "Kangoo", body: "Monospace", newPrice: 12, weight: 1, auto: 0.05, engines: [en("1.5 L", 90, 4, "diesel")] },
  { brand: "Citroën", model: "C3", body: "Hatchback", newPrice: 11, weight: 1, auto: 0.3, engines: [en("1.2 L", 82, 3), en("1.6 L", 92, 4, "diesel")] },
  { brand: "Citroën", model: "C-Elysée", body: "Berline", newPrice: 10, weight: 1, auto: 0.2, from: 2012, engines: [en("1.6 L", 115, 4), en("1.6 L", 92, 4, "diesel")], rental: 2 },
  { brand: "Citroën", model: "Berlingo", body: "Monospace", newPrice: 13, weight: 0.5, auto: 0.05, engines: [en("1.6 L", 90, 4, "diesel")] },
  { brand: "Dacia", model: "Duster", body: "SUV", newPrice: 12, weight: 1, auto: 0.2, from: 2010, drive: "4WD", engines: [en("1.6 L", 114, 4), en("1.5 L", 110, 4, "diesel")] },
  { brand: "Dacia", model: "Logan", body: "Berline", newPrice: 8, weight: 1, auto: 0.05, engines: [en("1.4 L", 75, 4), en("1.5 L", 75, 4, "diesel")] },
  { brand: "Dacia", model: "Sandero", body: "Hatchback", newPrice: 8, weight: 1, auto: 0.05, from: 2008, engines: [en("1.0 L", 73, 3), en("1.5 L", 75, 4, "diesel")] },
  { brand: "Dacia", model: "Lodgy", body: "Monospace", newPrice: 11, weight: 0.5, auto: 0.05, seats: 7, from: 2012, to: 2022, engines: [en("1.6 L", 102, 4), en("1.5 L", 110, 4, "diesel")] },
  // Mercedes-Benz and the other premium brands
  { brand: "Mercedes-Benz", model: "Classe C", body: "Berline", newPrice: 35, weight: 5, auto: 0.95, engines: [en("1.8 L", 184, 4), en("2.0 L", 204, 4, "petrol", 2014), en("2.1 L", 170, 4, "diesel")], rental: 4 },
  { brand: "Mercedes-Benz", model: "Classe E", body: ["Berline", "Break"], newPrice: 48, weight: 4, auto: 0.98, engines: [en("2.0 L", 245, 4), en("3.0 L", 333, 6), en("2.0 L", 194, 4, "diesel")], rental: 4 },
  { brand: "Mercedes-Benz", model: "GLE", body: "SUV", newPrice: 70, weight: 2, auto: 1, from: 2015, drive: "AWD", engines: [en("3.0 L", 367, 6), en("2.0 L", 258, 4)] },
  { brand: "Mercedes-Benz", model: "GLC", body: "SUV", newPrice: 45, weight: 2, auto: 1, from: 2015, drive: "AWD", engines: [en("2.0 L", 258, 4), en("2.2 L", 170, 4, "diesel")] },
  { brand: "Mercedes-Benz", model: "Classe S", body: "Berline", newPrice: 110, weight: 1, auto: 1, engines: [en("3.0 L", 435, 6), en("4.0 L", 503, 8)], rental: 2 },
  { brand: "Mercedes-Benz", model: "Classe G", body: "SUV", newPrice: 160, weight: 0.5, auto: 1, drive: "4WD", engines: [en("4.0 L", 585, 8), en("3.0 L", 286, 6, "diesel")], rental: 0 },
  { brand: "Mercedes-Benz", model: "Classe A", body: "Hatchback", newPrice: 25, weight: 1, auto: 0.9, from: 2012, engines: [en("1.3 L", 163, 4)] },
  { brand: "Mercedes-Benz", model: "CLA", body: "Coupé", newPrice: 30, weight: 1, auto: 1, from: 2013, engines: [en("2.0 L", 211, 4)], rental: 0 },
  { brand: "Mercedes-Benz", model: "Sprinter", body: "Monospace", newPrice: 40, weight: 1, auto: 0.2, seats: 12, doors: 4, engines: [en("2.1 L", 143, 4, "diesel")], rental: 2 },
  { brand: "Lexus", model: "RX", body: "SUV", newPrice: 55, weight: 2, auto: 1, drive: "AWD", engines: [en("3.5 L", 295, 6), en("3.5 L", 308, 6, "hybrid")] },
  { brand: "Lexus", model: "LX", body: "SUV", newPrice: 110, weight: 1, auto: 1, seats: 7, drive: "4WD", engines: [en("5.7 L", 383, 8, "petrol", 2008, 2021), en("3.5 L", 409, 6, "petrol", 2022)], rental: 1 },
  { brand: "Lexus", model: "ES", body: "Berline", newPrice: 40, weight: 1, auto: 1, engines: [en("3.5 L", 302, 6), en("2.5 L", 215, 4, "hybrid", 2013)] },
  { brand: "Lexus", model: "GX", body: "SUV", newPrice: 60, weight: 1, auto: 1, seats: 7, drive: "4WD", engines: [en("4.6 L", 301, 8)] },
  { brand: "BMW", model: "X5", body: "SUV", newPrice: 65, weight: 2, auto: 1, drive: "AWD", engines: [en("3.0 L", 340, 6), en("3.0 L", 265, 6, "diesel"), en("4.4 L", 462, 8)] },
  { brand: "BMW", model: "Série 3", body: "Berline", newPrice: 30, weight: 2, auto: 0.9, engines: [en("2.0 L", 184, 4), en("2.0 L", 190, 4, "diesel"), en("3.0 L", 326, 6)] },
  { brand: "BMW", model: "Série 5", body: "Berline", newPrice: 42, weight: 1, auto: 1, engines: [en("2.0 L", 252, 4), en("3.0 L", 340, 6), en("2.0 L", 190, 4, "diesel")] },
  { brand: "BMW", model: "X3", body: "SUV", newPrice: 42, weight: 1, auto: 1, drive: "AWD", engines: [en("2.0 L", 252, 4), en("2.0 L", 190, 4, "diesel")] },
  { brand: "Land Rover", model: "Range Rover Sport", body: "SUV", newPrice: 75, weight: 2, auto: 1, drive: "4WD", engines: [en("3.0 L", 306, 6, "diesel"), en("5.0 L", 525, 8)], rental: 1 },
  { brand: "Land Rover", model: "Range Rover", body: "SUV", newPrice: 110, weight: 1, auto: 1, drive: "4WD", engines: [en("4.4 L", 340, 8, "diesel"), en("5.0 L", 525, 8)], rental: 1 },
  { brand: "Land Rover", model: "Defender", body: "SUV", newPrice: 70, weight: 1, auto: 1, from: 2020, drive: "4WD", engines: [en("2.0 L", 300, 4), en("3.0 L", 300, 6, "diesel")] },
  { brand: "Land Rover", model: "Range Rover Evoque", body: "SUV", newPrice: 35, weight: 1, auto: 1, from: 2011, drive: "AWD", engines: [en("2.0 L", 240, 4), en("2.0 L", 180, 4, "diesel")] },
  { brand: "Audi", model: "Q5", body: "SUV", newPrice: 42, weight: 1, auto: 1, drive: "AWD", engines: [en("2.0 L", 252, 4), en("2.0 L", 190, 4, "diesel")] },
  { brand: "Audi", model: "Q7", body: "SUV", newPrice: 60, weight: 1, auto: 1, seats: 7, drive: "AWD", engines: [en("3.0 L", 272, 6, "diesel"), en("3.0 L", 333, 6)] },
  { brand: "Audi", model: "A4", body: ["Berline", "Break"], newPrice: 30, weight: 1, auto: 0.9, engines: [en("2.0 L", 190, 4), en("2.0 L", 150, 4, "diesel")] },
  { brand: "Audi", model: "A5", body: ["Coupé", "Cabriolet"], newPrice: 35, weight: 0.5, auto: 1, from: 2007, engines: [en("2.0 L", 252, 4)], rental: 0 },
  { brand: "Porsche", model: "Cayenne", body: "SUV", newPrice: 85, weight: 1, auto: 1, drive: "AWD", engines: [en("3.0 L", 340, 6), en("4.0 L", 550, 8)], rental: 0 },
  { brand: "Porsche", model: "911", body: ["Coupé", "Cabriolet"], newPrice: 120, weight: 0.3, auto: 0.8, engines: [en("3.0 L", 385, 6)], rental: 0 },
  { brand: "Porsche", model: "Boxster", body: "Cabriolet", newPrice: 55, weight: 0.3, auto: 0.6, engines: [en("2.7 L", 265, 6, "petrol", 2005, 2016), en("2.0 L", 300, 4, "petrol", 2016)], rental: 0 },
  { brand: "Volvo", model: "XC90", body: "SUV", newPrice: 60, weight: 0.5, auto: 1, seats: 7, drive: "AWD", engines: [en("2.0 L", 250, 4), en("2.0 L", 235, 4, "diesel")] },
  { brand: "Mini", model: "Cooper", body: ["Hatchback", "Cabriolet"], newPrice: 18, weight: 0.5, auto: 0.6, seats: 4, doors: 3, engines: [en("1.5 L", 136, 3), en("1.6 L", 122, 4, "petrol", 2005, 2014)], rental: 0 },
  // Nissan, Honda, Mitsubishi, Ford, Volkswagen and the rest
  { brand: "Nissan", model: "Pathfinder", body: "SUV", newPrice: 35, weight: 3, auto: 0.9, seats: 7, drive: "4WD", engines: [en("3.5 L", 284, 6), en("2.5 L", 190, 4, "diesel")], rental: 2 },
  { brand: "Nissan", model: "Patrol", body: "SUV", newPrice: 75, weight: 2, auto: 0.9, seats: 7, drive: "4WD", engines: [en("5.6 L", 400, 8, "petrol", 2010), en("4.8 L", 280, 6, "petrol", 2005, 2010)], rental: 2 },
  { brand: "Nissan", model: "Navara", body: "Pick-up", newPrice: 24, weight: 3, auto: 0.3, doors: 4, drive: "4WD", engines: [en("2.5 L", 190, 4, "diesel", 2005, 2015), en("2.3 L", 190, 4, "diesel", 2015)], rental: 2 },
  { brand: "Nissan", model: "X-Trail", body: "SUV", newPrice: 25, weight: 3, auto: 0.8, drive: "AWD", engines: [en("2.5 L", 171, 4), en("1.6 L", 130, 4, "diesel")] },
  { brand: "Nissan", model: "Qashqai", body: "SUV", newPrice: 20, weight: 2, auto: 0.6, from: 2007, engines: [en("1.2 L", 115, 4), en("1.5 L", 110, 4, "diesel")] },
  { brand: "Nissan", model: "Almera", body: "Berline", newPrice: 9.5, weight: 2, auto: 0.4, engines: [en("1.5 L", 102, 4)], rental: 2 },
  { brand: "Nissan", model: "Sunny", body: "Berline", newPrice: 9, weight: 2, auto: 0.4, engines: [en("1.5 L", 99, 4)], rental: 2 },
  { brand: "Nissan", model: "Sentra", body: "Berline", newPrice: 13, weight: 1, auto: 0.8, engines: [en("1.8 L", 130, 4)] },
  { brand: "Honda", model: "Accord", body: "Berline", newPrice: 24, weight: 4, auto: 0.95, engines: [en("2.4 L", 189, 4), en("3.5 L", 278, 6), en("1.5 L", 192, 4, "petrol", 2018)], rental: 2 },
  { brand: "Honda", model: "Civic", body: "Berline", newPrice: 17, weight: 4, auto: 0.8, engines: [en("1.8 L", 140, 4), en("2.0 L", 158, 4), en("1.5 L", 174, 4, "petrol", 2016)], rental: 2 },
  { brand: "Honda", model: "CR-V", body: "SUV", newPrice: 26, weight: 4, auto: 0.95, drive: "AWD", engines: [en("2.4 L", 185, 4), en("1.5 L", 190, 4, "petrol", 2017)], rental: 3 },
  { brand: "Honda", model: "Pilot", body: "SUV", newPrice: 38, weight: 2, auto: 1, seats: 8, drive: "AWD", engines: [en("3.5 L", 280, 6)] },
  { brand: "Honda", model: "City", body: "Berline", newPrice: 11, weight: 2, auto: 0.6, engines: [en("1.5 L", 120, 4)] },
  { brand: "Honda", model: "Fit", body: "Hatchback", newPrice: 9, weight: 1, auto: 0.8, engines: [en("1.3 L", 100, 4), en("1.5 L", 117, 4)] },
  { brand: "Honda", model: "Odyssey", body: "Monospace", newPrice: 30, weight: 0.5, auto: 1, seats: 8, engines: [en("3.5 L", 280, 6)] },
  { brand: "Mitsubishi", model: "L200", body: "Pick-up", newPrice: 20, weight: 3, auto: 0.25, doors: 4, drive: "4WD", engines: [en("2.5 L", 136, 4, "diesel", 2005, 2015), en("2.4 L", 181, 4, "diesel", 2015)], rental: 2 },
  { brand: "Mitsubishi", model: "Pajero", body: "SUV", newPrice: 35, weight: 3, auto: 0.7, seats: 7, to: 2021, drive: "4WD", engines: [en("3.2 L", 190, 4, "diesel"), en("3.8 L", 250, 6)], rental: 3 },
  { brand: "Mitsubishi", model: "Pajero Sport", body: "SUV", newPrice: 28, weight: 2, auto: 0.7, seats: 7, drive: "4WD", engines: [en("2.5 L", 178, 4, "diesel", 2005, 2015), en("2.4 L", 181, 4, "diesel", 2015)] },
  { brand: "Mitsubishi", model: "Outlander", body: "SUV", newPrice: 24, weight: 1, auto: 0.9, seats: 7, drive: "AWD", engines: [en("2.4 L", 168, 4), en("2.4 L", 224, 4, "hybrid", 2014)] },
  { brand: "Mitsubishi", model: "Lancer", body: "Berline", newPrice: 12, weight: 1, auto: 0.6, to: 2017, engines: [en("1.6 L", 117, 4), en("2.0 L", 148, 4)] },
  { brand: "Ford", model: "Ranger", body: "Pick-up", newPrice: 25, weight: 3, auto: 0.5, doors: 4, drive: "4WD", engines: [en("2.2 L", 160, 4, "diesel"), en("3.2 L", 200, 5, "diesel", 2011), en("2.0 L", 213, 4, "diesel", 2019)], rental: 2 },
  { brand: "Ford", model: "Explorer", body: "SUV", newPrice: 40, weight: 2, auto: 1, seats: 7, drive: "AWD", engines: [en("3.5 L", 290, 6), en("2.3 L", 300, 4, "petrol", 2016)] },
  { brand: "Ford", model: "Focus", body: "Hatchback", newPrice: 13, weight: 1, auto: 0.5, engines: [en("1.6 L", 125, 4), en("1.0 L", 125, 3, "petrol", 2013)] },
  { brand: "Ford", model: "EcoSport", body: "SUV", newPrice: 13, weight: 1, auto: 0.5, from: 2013, engines: [en("1.5 L", 110, 3)] },
  { brand: "Ford", model: "Mustang", body: ["Coupé", "Cabriolet"], newPrice: 40, weight: 0.5, auto: 0.8, seats: 4, doors: 2, engines: [en("5.0 L", 450, 8), en("2.3 L", 310, 4, "petrol", 2015)], rental: 0 },
  { brand: "Volkswagen", model: "Touareg", body: "SUV", newPrice: 50, weight: 2, auto: 1, drive: "AWD", engines: [en("3.0 L", 262, 6, "diesel"), en("3.6 L", 280, 6)], rental: 1 },
  { brand: "Volkswagen", model: "Golf", body: "Hatchback", newPrice: 17, weight: 2, auto: 0.5, engines: [en("1.4 L", 125, 4), en("2.0 L", 150, 4, "diesel"), en("1.6 L", 102, 4)] },
  { brand: "Volkswagen", model: "Passat", body: ["Berline", "Break"], newPrice: 20, weight: 2, auto: 0.8, engines: [en("1.8 L", 160, 4), en("2.0 L", 150, 4, "diesel")] },
  { brand: "Volkswagen", model: "Polo", body: "Hatchback", newPrice: 11, weight: 2, auto: 0.3, engines: [en("1.2 L", 70, 3), en("1.4 L", 85, 4)] },
  { brand: "Volkswagen", model: "Tiguan", body: "SUV", newPrice: 25, weight: 2, auto: 0.9, drive: "AWD", engines: [en("2.0 L", 180, 4), en("2.0 L", 150, 4, "diesel")] },
  { brand: "Volkswagen", model: "Amarok", body: "Pick-up", newPrice: 30, weight: 1, auto: 0.6, doors: 4, from: 2010, drive: "4WD", engines: [en("2.0 L", 180, 4, "diesel"), en("3.0 L", 224, 6, "diesel", 2016)] },
  { brand: "Volkswagen", model: "Jetta", body: "Berline", newPrice: 15, weight: 1, auto: 0.7, engines: [en("1.4 L", 150, 4), en("2.0 L", 115, 4)] },
  { brand: "Volkswagen", model: "Touran", body: "Monospace", newPrice: 20, weight: 0.5, auto: 0.6, seats: 7, engines: [en("1.4 L", 150, 4), en("2.0 L", 150, 4, "diesel")] },
  { brand: "Suzuki", model: "Swift", body: "Hatchback", newPrice: 9, weight: 3, auto: 0.3, engines: [en("1.2 L", 83, 4)], rental: 3 },
  { brand: "Suzuki", model: "Vitara", body: "SUV", newPrice: 15, weight: 1, auto: 0.5, from: 2015, drive: "AWD", engines: [en("1.6 L", 120, 4)] },
  { brand: "Suzuki", model: "Jimny", body: "SUV", newPrice: 14, weight: 1, auto: 0.3, seats: 4, doors: 3, drive: "4WD", engines: [en("1.3 L", 85, 4, "petrol", 2005, 2018), en("1.5 L", 102, 4, "petrol", 2018)] },
  { brand: "Suzuki", model: "Dzire", body: "Berline", newPrice: 8, weight: 2, auto: 0.3, from: 2010, engines: [en("1.2 L", 83, 4)], rental: 3 },
  { brand: "Suzuki", model: "Alto", body: "Hatchback", newPrice: 5.5, weight: 2, auto: 0.1, engines: [en("0.8 L", 48, 3), en("1.0 L", 67, 3)], rental: 2 },
  { brand: "Suzuki", model: "Ertiga", body: "Monospace", newPrice: 11, weight: 1, auto: 0.3, seats: 7, from: 2012, engines: [en("1.5 L", 103, 4)], rental: 2 },
  { brand: "Isuzu", model: "D-Max", body: "Pick-up", newPrice: 22, weight: 2, auto: 0.2, doors: 4, drive: "4WD", engines: [en("2.5 L", 136, 4, "diesel"), en("3.0 L", 177, 4, "diesel")], rental: 1 },
  { brand: "Chevrolet", model: "Captiva", body: "SUV", newPrice: 18, weight: 1, auto: 0.8, seats: 7, from: 2006, engines: [en("2.4 L", 167, 4), en("2.2 L", 184, 4, "diesel")] },
  { brand: "Chevrolet", model: "Cruze", body: "Berline", newPrice: 13, weight: 1, auto: 0.7, from: 2009, engines: [en("1.8 L", 141, 4)] },
  { brand: "Jeep", model: "Grand Cherokee", body: "SUV", newPrice: 45, weight: 1, auto: 1, drive: "4WD", engines: [en("3.6 L", 290, 6), en("3.0 L", 250, 6, "diesel")] },
  { brand: "Jeep", model: "Wrangler", body: "SUV", newPrice: 40, weight: 0.5, auto: 0.8, drive: "4WD", engines: [en("3.6 L", 285, 6)], rental: 0 },
  { brand: "Mazda", model: "CX-5", body: "SUV", newPrice: 24, weight: 1, auto: 0.9, from: 2012, drive: "AWD", engines: [en("2.0 L", 165, 4), en("2.5 L", 194, 4), en("2.2 L", 150, 4, "diesel")] },
  { brand: "Mazda", model: "Mazda3", body: ["Hatchback", "Berline"], newPrice: 15, weight: 1, auto: 0.7, engines: [en("1.6 L", 105, 4), en("2.0 L", 150, 4)] },
  { brand: "Subaru", model: "Forester", body: "SUV", newPrice: 24, weight: 0.5, auto: 0.9, drive: "AWD", engines: [en("2.0 L", 150, 4), en("2.5 L", 182, 4)] },
  { brand: "Dodge", model: "Challenger", body: "Coupé", newPrice: 35, weight: 0.3, auto: 0.9, seats: 4, doors: 2, from: 2008, engines: [en("5.7 L", 375, 8), en("3.6 L", 305, 6)], rental: 0 },
  { brand: "Tesla", model: "Model 3", body: "Berline", newPrice: 38, weight: 0.5, auto: 1, from: 2018, engines: [EV(283)], rental: 0 },
  { brand: "Tesla", model: "Model Y", body: "SUV", newPrice: 45, weight: 0.3, auto: 1, from: 2020, drive: "AWD", engines: [EV(347)], rental: 0 },
  { brand: "BYD", model: "Atto 3", body: "SUV", newPrice: 25, weight: 0.5, auto: 1, from: 2022, engines: [EV(204)], rental: 1 },
  { brand: "Changan", model: "CS35", body: "SUV", newPrice: 12, weight: 0.6, auto: 0.6, from: 2013, engines: [en("1.6 L", 125, 4)] },
  { brand: "Geely", model: "Coolray", body: "SUV", newPrice: 14, weight: 0.5, auto: 0.9, from: 2019, engines: [en("1.5 L", 177, 3)] },
  { brand: "Chery", model: "Tiggo 4", body: "SUV", newPrice: 13, weight: 0.5, auto: 0.7, from: 2017, engines: [en("1.5 L", 147, 4)] },
  { brand: "Haval", model: "H6", body: "SUV", newPrice: 18, weight: 0.5, auto: 0.9, from: 2011, engines: [en("1.5 L", 169, 4), en("2.0 L", 197, 4)] },
  { brand: "Great Wall", model: "Wingle 5", body: "Pick-up", newPrice: 11, weight: 0.5, auto: 0.05, doors: 4, from: 2010, engines: [en("2.0 L", 143, 4, "diesel")] },
  { brand: "Skoda", model: "Octavia", body: ["Berline", "Break"], newPrice: 16, weight: 0.5, auto: 0.6, engines: [en("1.4 L", 150, 4), en("2.0 L", 150, 4, "diesel")] },
  { brand: "Subaru", model: "Outback", body: "Break", newPrice: 28, weight: 0.3, auto: 1, drive: "AWD", engines: [en("2.5 L", 175, 4)] },
  { brand: "Fiat", model: "500", body: ["Hatchback", "Cabriolet"], newPrice: 10, weight: 0.3, auto: 0.3, seats: 4, doors: 3, from: 2007, engines: [en("1.2 L", 69, 4)], rental: 0 },
];

/** The catalogue (CAR_BRANDS) has the last word: a pair it does not list is never used. */
const MODELS: readonly ModelSpec[] = DEMO_MODELS.filter((m) => CAR_BRANDS[m.brand]?.includes(m.model));

/** Cars keep more of their price at some brands than at others. */
function retention(brand: string, age: number): number {
  const premium = ["Mercedes-Benz", "BMW", "Audi", "Land Rover", "Porsche", "Jaguar", "Volvo", "Mini", "Tesla", "Infiniti"];
  const chinese = ["BYD", "Changan", "Chery", "Geely", "Haval", "Great Wall", "JAC"];
  const [yearly, floor] =
    brand === "Toyota" || brand === "Lexus"
      ? [0.86, 0.22]
      : premium.includes(brand)
        ? [0.8, 0.16]
        : chinese.includes(brand)
          ? [0.78, 0.15]
          : [0.83, 0.2];
  return floor + (1 - floor) * yearly ** age;
}

/** Prices are computed for a fixed date so that the seed gives the same prices every year. */
const PRICE_REFERENCE_YEAR = 2025.8;

/** Usual odometer reading for a car of that year: about 15 000 km a year, less as it ages. */
function usualMileage(year: number): number {
  return 15_000 * Math.max(0.3, PRICE_REFERENCE_YEAR - year) ** 0.9;
}
const MIN_YEAR = 2005;
const MAX_YEAR = 2025;

// ---------------------------------------------------------------- places

const CITY_COORDINATES: Readonly<Record<string, readonly [number, number]>> = {
  Abidjan: [5.345, -4.024], Bouaké: [7.69, -5.03], Yamoussoukro: [6.827, -5.289], "San-Pédro": [4.748, -6.636],
  Daloa: [6.877, -6.45], Korhogo: [9.458, -5.63], Man: [7.412, -7.554],
  Dakar: [14.716, -17.467], Thiès: [14.791, -16.926], Touba: [14.85, -15.883], "Saint-Louis": [16.018, -16.49],
  Kaolack: [14.152, -16.073], Ziguinchor: [12.583, -16.272], Mbour: [14.42, -16.964],
  Cotonou: [6.366, 2.418], "Porto-Novo": [6.497, 2.605], Parakou: [9.337, 2.63], "Abomey-Calavi": [6.448, 2.355],
  Djougou: [9.708, 1.666], Bohicon: [7.178, 2.067], Natitingou: [10.304, 1.38],
  Ouagadougou: [12.371, -1.52], "Bobo-Dioulasso": [11.177, -4.297], Koudougou: [12.252, -2.363], Ouahigouya: [13.582, -2.421],
  Banfora: [10.633, -4.761], Kaya: [13.092, -1.084], "Fada N'Gourma": [12.062, 0.358],
  Bamako: [12.639, -8.003], Sikasso: [11.317, -5.666], Ségou: [13.431, -6.266], Mopti: [14.493, -4.183],
  Kayes: [14.447, -11.445], Koutiala: [12.392, -5.464], Gao: [16.272, -0.044],
  Niamey: [13.512, 2.112], Zinder: [13.806, 8.988], Maradi: [13.5, 7.101], Agadez: [16.974, 7.991],
  Tahoua: [14.889, 5.267], Dosso: [13.049, 3.194], Diffa: [13.315, 12.611],
  Lomé: [6.131, 1.222], Sokodé: [8.983, 1.133], Kara: [9.551, 1.186], Kpalimé: [6.9, 0.633],
  Atakpamé: [7.527, 1.127], Dapaong: [10.862, 0.205], Tsévié: [6.426, 1.213],
  Bissau: [11.864, -15.598], Bafatá: [12.167, -14.662], Gabú: [12.28, -14.222], Bissorã: [12.222, -15.448],
  Bolama: [11.578, -15.476], Cacheu: [12.274, -16.165], Canchungo: [12.067, -16.033],
  Lagos: [6.524, 3.379], Abuja: [9.076, 7.399], Kano: [12.002, 8.592], Ibadan: [7.378, 3.947],
  "Port Harcourt": [4.815, 7.049], "Benin City": [6.335, 5.627], Kaduna: [10.51, 7.416],
  Accra: [5.603, -0.187], Kumasi: [6.688, -1.624], Tamale: [9.401, -0.839], "Sekondi-Takoradi": [4.934, -1.714],
  "Cape Coast": [5.105, -1.247], Tema: [5.67, -0.017], Sunyani: [7.339, -2.327],
  Conakry: [9.641, -13.578], Nzérékoré: [7.756, -8.818], Kankan: [10.385, -9.306], Kindia: [10.057, -12.865],
  Labé: [11.318, -12.283], Boké: [10.933, -14.29], Mamou: [10.375, -12.091],
  Casablanca: [33.573, -7.589], Rabat: [34.02, -6.841], Marrakech: [31.629, -7.981], Tanger: [35.759, -5.834],
};

/** Share of the listings per country: Côte d'Ivoire and Senegal first, then the rest of the XOF zone. */
const SALE_COUNTRY_WEIGHTS: Readonly<Record<string, number>> = {
  CI: 27, SN: 20, BJ: 8, BF: 7, ML: 7, TG: 7, NE: 4, GW: 3, NG: 6, GH: 5, GN: 4, MA: 2,
};
const RENTAL_COUNTRY_WEIGHTS: Readonly<Record<string, number>> = {
  CI: 30, SN: 25, BJ: 8, BF: 6, ML: 6, TG: 8, NE: 3, GW: 1, NG: 4, GH: 5, GN: 3, MA: 1,
};

export const DEMO_SALE_LISTINGS = 300;
export const DEMO_RENTAL_LISTINGS = 80;

function pickCity(rng: Rng, country: string): string {
  const cities = (CITIES_BY_COUNTRY[country] ?? []).filter((c) => CITY_COORDINATES[c]);
  // The largest city (listed first) carries most of the market.
  return rng.weighted(cities, (c) => (c === cities[0] ? 5 : 1));
}

function coordinatesNear(rng: Rng, city: string): { latitude: number; longitude: number } | undefined {
  const at = CITY_COORDINATES[city];
  if (!at) return undefined;
  const round = (v: number) => Math.round(v * 1e5) / 1e5;
  return { latitude: round(at[0] + rng.range(-0.04, 0.04)), longitude: round(at[1] + rng.range(-0.04, 0.04)) };
}

// ---------------------------------------------------------------- text

function formatNumber(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, " ");
}

const FUEL_WORDS: Readonly<Record<Fuel, string>> = { petrol: "essence", diesel: "diesel", hybrid: "hybride", electric: "électrique" };

/** "Caméra de recul" → "caméra de recul", but "GPS" and "4WD" stay as they are. */
function lowerFirst(text: string): string {
  return /^[A-Z0-9]{2,}\b/.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1);
}

function isoDate(d: Date): string {
  return d.toISOString().slice(0, 10);
}

function frenchDate(iso: string): string {
  const [y, m, d] = iso.split("-");
  return `${d}/${m}/${y}`;
}

interface SaleText {
  brand: string;
  model: string;
  year: number;
  mileage: number;
  fuel: Fuel;
  automatic: boolean;
  condition: "new" | "used" | "certified";
  owners: number;
  accidents: number;
  customsCleared: boolean;
  lastService: string | null;
  features: string[];
  city: string;
  userType: UserType;
  color: string;
}

function saleDescription(rng: Rng, v: SaleText): string {
  const gearbox = v.automatic ? "boîte automatique" : "boîte manuelle";
  const name = `${v.brand} ${v.model}`;
  const parts: string[] = [];
  const dealer = v.userType === "dealer";
  if (v.condition === "new") {
    parts.push(`${name} ${v.year} neuve, ${gearbox}, ${FUEL_WORDS[v.fuel]}, couleur ${v.color.toLowerCase()}.`);
    parts.push("Véhicule zéro kilomètre, garantie constructeur.");
  } else {
    const intros = [
      `À vendre : ${name} ${v.year}, ${gearbox}, ${FUEL_WORDS[v.fuel]}, ${formatNumber(v.mileage)} km.`,
      `${name} ${v.year} en ${v.accidents === 0 ? "excellent" : "bon"} état, ${formatNumber(v.mileage)} km, ${gearbox}.`,
      `Belle ${name} ${v.year} couleur ${v.color.toLowerCase()}, moteur ${FUEL_WORDS[v.fuel]}, ${gearbox}, ${formatNumber(v.mileage)} km.`,
    ];
    if (!dealer) intros.push(`Je vends ma ${name} de ${v.year} (${FUEL_WORDS[v.fuel]}, ${gearbox}), ${formatNumber(v.mileage)} km au compteur.`);
    parts.push(rng.pick(intros));
    if (v.owners <= 1 && v.accidents === 0) parts.push("Première main, jamais accidentée.");
    else if (v.accidents === 0) parts.push(`${v.owners} propriétaires, aucun accident déclaré.`);
    else parts.push(`${v.owners} propriétaire${v.owners > 1 ? "s" : ""}, ${v.accidents === 1 ? "un petit accrochage réparé" : "carrosserie reprise après accident"}.`);
    if (v.lastService) {
      parts.push(rng.pick([
        `Dernier entretien le ${frenchDate(v.lastService)}, vidange et filtres faits.`,
        `Entretien suivi, dernière révision le ${frenchDate(v.lastService)}.`,
      ]));
    }
    if (v.condition === "certified") parts.push("Véhicule certifié après contrôle en 120 points.");
  }
  parts.push(v.customsCleared ? "Dédouanée, papiers en règle." : "Non dédouanée (arrivage récent), prix en conséquence.");
  if (v.features.length > 0) parts.push(`Équipements : ${v.features.slice(0, 5).map(lowerFirst).join(", ")}.`);
  const closing = dealer
      ? rng.pick([
          `Visible dans notre showroom à ${v.city}. Reprise de votre ancien véhicule possible.`,
          `Garantie 6 mois, financement possible. Essai sur rendez-vous à ${v.city}.`,
          `Disponible immédiatement à ${v.city}, livraison possible dans tout le pays.`,
        ])
      : rng.pick([
          `Visible à ${v.city}. Prix légèrement négociable.`,
          `Visible à ${v.city}, essai possible sur rendez-vous.`,
          `Véhicule à ${v.city}. Pas sérieux s'abstenir.`,
          `Visible à ${v.city}. Paiement en espèces ou par virement.`,
        ]);
  parts.push(closing);
  return parts.join(" ");
}

function rentalDescription(rng: Rng, v: { brand: string; model: string; year: number; city: string; automatic: boolean; seats: number }): string {
  const usage = rng.pick([
    "vos déplacements en ville",
    "vos voyages à l'intérieur du pays",
    "les mariages, baptêmes et cérémonies",
    "vos missions professionnelles",
    "accueillir vos invités à l'aéroport",
  ]);
  return [
    `${v.brand} ${v.model} ${v.year} disponible à la location à ${v.city}, idéale pour ${usage}.`,
    `${v.seats} places, ${v.automatic ? "boîte automatique" : "boîte manuelle"}, climatisation.`,
    rng.pick([
      "Location avec ou sans chauffeur.",
      "Chauffeur disponible sur demande.",
      "Location sans chauffeur pour les titulaires du permis depuis plus de 3 ans.",
    ]),
    rng.pick([
      "Caution demandée, carburant à la charge du locataire.",
      "Kilométrage illimité en ville, hors carburant.",
      "Véhicule propre et entretenu régulièrement. Livraison possible à domicile.",
      "Réduction à partir d'une semaine de location.",
    ]),
  ].join(" ");
}

const REVIEW_COMMENTS: Readonly<Record<number, readonly string[]>> = {
  5: [
    "Vendeur sérieux et très arrangeant, la voiture correspond exactement à l'annonce.",
    "Excellent contact, véhicule impeccable. Je recommande !",
    "Transaction rapide et transparente, papiers en règle.",
    "Voiture propre, à l'heure au rendez-vous. Parfait.",
  ],
  4: [
    "Bon véhicule, quelques petites rayures non mentionnées mais rien de grave.",
    "Vendeur réactif, prix un peu élevé mais voiture en bon état.",
    "Très bonne expérience dans l'ensemble.",
  ],
  3: [
    "Correct, mais le kilométrage me semble optimiste.",
    "Voiture conforme, vendeur difficile à joindre.",
  ],
  2: ["Plusieurs défauts découverts à l'essai, prix à revoir."],
  1: ["Annonce peu fidèle à l'état réel du véhicule."],
};

const RENTAL_REVIEW_COMMENTS: readonly (readonly string[])[] = [
  [
    "Location sans souci, véhicule propre et propriétaire ponctuel.",
    "Voiture climatisée et en très bon état, je relouerai sans hésiter.",
    "Propriétaire arrangeant, livraison à l'heure à l'aéroport.",
  ],
  ["Véhicule correct mais remis avec le réservoir presque vide.", "Un peu de retard à la remise des clés."],
];

// ---------------------------------------------------------------- helpers

function slug(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** A mobile number of the country, stored as dial code plus local digits. */
function demoPhone(rng: Rng, country: string): string {
  const plans: Readonly<Record<string, readonly [readonly string[], number]>> = {
    CI: [["07", "05", "01"], 8], SN: [["77", "78", "76", "70"], 7], BJ: [["0196", "0197", "0166"], 6],
    BF: [["70", "76", "65"], 6], ML: [["76", "66", "79"], 6], NE: [["96", "90", "89"], 6], TG: [["90", "91", "99", "70"], 6],
    GW: [["95", "96"], 7], NG: [["803", "806", "813", "905"], 7], GH: [["24", "54", "20", "55"], 7],
    GN: [["62", "66", "65"], 7], MA: [["661", "662", "670"], 6],
  };
  const [prefixes, digits] = plans[country] ?? [["7"], 8];
  let local = rng.pick(prefixes);
  for (let i = 0; i < digits; i++) local += String(rng.int(0, 9));
  return `${getCountry(country)?.dialCode ?? ""}${local}`;
}

function roundPrice(price: number): number {
  const step = price < 5_000_000 ? 50_000 : price < 20_000_000 ? 100_000 : 250_000;
  return Math.max(step, Math.round(price / step) * step);
}

const DAY = 86_400_000;

async function insertInBatches<T>(rows: T[], size: number, insert: (batch: T[]) => Promise<{ id: string }[]>): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < rows.length; i += size) ids.push(...(await insert(rows.slice(i, i + size))).map((r) => r.id));
  return ids;
}

// ---------------------------------------------------------------- the vehicles

const INTERIOR_COLORS = ["Noir", "Noir", "Gris", "Beige", "Cuir noir", "Cuir beige", "Marron"] as const;
const COLOR_POPULARITY: Readonly<Record<string, number>> = { Blanc: 4, Noir: 3, Gris: 3, Argent: 3, Bleu: 1.5, Rouge: 1.2, Beige: 1 };

function interiorTone(color: string): InteriorTone {
  return /beige|marron/i.test(color) ? "clair" : "sombre";
}

function modelYears(m: ModelSpec, min: number): [number, number] {
  return [Math.max(min, m.from ?? MIN_YEAR), Math.min(MAX_YEAR, m.to ?? MAX_YEAR)];
}

interface Vehicle {
  spec: ModelSpec;
  year: number;
  mileage: number;
  engine: EngineSpec;
  automatic: boolean;
  bodyType: BodyType;
  car: PoolCar;
  interiorColor: string;
  features: string[];
  images: string[];
}

function buildVehicle(rng: Rng, spec: ModelSpec, pool: CarImagePool, years: [number, number], centre: number): Vehicle {
  const [first, last] = years;
  const year = Math.min(last, Math.max(first, Math.round(centre + rng.normal() * 4.5)));
  const engines = spec.engines.filter((e) => (e.from ?? 0) <= year && year <= (e.to ?? 9999));
  const engine = rng.pick(engines.length > 0 ? engines : spec.engines);
  const yearly = Math.max(5_000, 15_000 + rng.normal() * 4_500);
  const rawMileage = usualMileage(year) * (yearly / 15_000);
  const mileage = rawMileage > 10_000 ? Math.round(rawMileage / 500) * 500 : Math.round(rawMileage / 100) * 100;
  const automatic = engine.fuel === "electric" || engine.fuel === "hybrid" || rng.chance(spec.auto);
  const bodyType = Array.isArray(spec.body) ? rng.pick(spec.body) : spec.body;
  const cars = pool.cars.filter((c) => c.bodyType === bodyType);
  const car = rng.weighted(cars.length > 0 ? cars : pool.cars, (c) => COLOR_POPULARITY[c.color.name] ?? 1);
  const luxury = spec.newPrice >= 35;
  const interiorColor = luxury
    ? rng.pick(["Cuir noir", "Cuir beige", "Cuir marron", "Noir"])
    : rng.pick(INTERIOR_COLORS.filter((c) => !c.startsWith("Cuir")));
  const equipment = RENTAL_EQUIPMENT.filter((item) =>
    item === "Climatisation" ? rng.chance(0.96) : rng.chance(luxury ? 0.7 : year >= 2016 ? 0.45 : 0.25),
  );
  const features = spec.drive && (spec.drive === "4WD" || rng.chance(0.6)) ? [...equipment, spec.drive] : equipment;
  const photoCount = rng.weighted([1, 2, 3], (n) => (n === 1 ? 3 : n === 2 ? 3.5 : 3.5));
  const interior = pool.interiors[interiorTone(interiorColor)];
  const images =
    photoCount === 1
      ? [car.photos[0]]
      : photoCount === 2
        ? [car.photos[0], rng.chance(0.5) ? interior : car.photos[1]]
        : [car.photos[0], car.photos[1], interior];
  return { spec, year, mileage, engine, automatic, bodyType, car, interiorColor, features, images };
}

// ---------------------------------------------------------------- seeding

interface SeedUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  userType: UserType;
  country: string;
  city: string;
  /** Share of the listings of their country. */
  weight: number;
}

export interface SeedSummary {
  users: number;
  saleListings: number;
  rentalListings: number;
  images: number;
  ms: number;
}

/** True as soon as any account exists: the demo data is never written over real data. */
export async function isSeeded(): Promise<boolean> {
  const [row] = await db().select({ n: count() }).from(profiles);
  return row.n > 0;
}

/** True when one of the demo accounts (or demo sellers) already exists. */
export async function hasDemoAccounts(): Promise<boolean> {
  const [row] = await db()
    .select({ n: count() })
    .from(profiles)
    .where(like(profiles.email, `%@${DEMO_EMAIL_DOMAIN}`));
  return row.n > 0;
}

/** Seeds the demo data on a database that has no account at all; returns null when it did nothing. */
export async function seedIfEmpty(): Promise<SeedSummary | null> {
  if (await isSeeded()) {
    log.info("seed.skipped", { reason: "database already has accounts" });
    return null;
  }
  return seedDemoData();
}

/**
 * Writes the demo data. Meant for an empty database (see seedIfEmpty); refuses to run when demo
 * accounts exist. If it fails half-way, what it wrote is removed so that the next start tries again.
 */
export async function seedDemoData(): Promise<SeedSummary> {
  if (await hasDemoAccounts()) throw new Error("Demo accounts already exist: not seeding again.");
  const started = performance.now();
  const created: Created = { users: [], packages: [], banners: [], premium: [] };
  try {
    const summary = await writeDemoData(created);
    summary.ms = Math.round(performance.now() - started);
    log.info("seed.done", { ...summary });
    return summary;
  } catch (error) {
    log.error("seed.failed", { error });
    await removeDemoData(created).catch((cleanupError: unknown) => log.error("seed.cleanup_failed", { error: cleanupError }));
    throw error;
  }
}

/** What this run wrote, so that a failed run can take it back (and only it). */
interface Created {
  users: string[];
  packages: string[];
  banners: string[];
  premium: string[];
}

async function removeDemoData(created: Created) {
  // Listings, reviews, favourites, bookings, payments, messages and notifications go with their accounts.
  if (created.premium.length > 0) await db().delete(premiumListings).where(inArray(premiumListings.id, created.premium));
  if (created.users.length > 0) await db().delete(profiles).where(inArray(profiles.id, created.users));
  if (created.banners.length > 0) await db().delete(adBanners).where(inArray(adBanners.id, created.banners));
  if (created.packages.length > 0) await db().delete(premiumPackages).where(inArray(premiumPackages.id, created.packages));
}

async function writeDemoData(created: Created): Promise<SeedSummary> {
  const rng = createRng(DEMO_SEED);
  const now = Date.now();
  const timings: Record<string, number> = {};
  let mark = performance.now();
  const lap = (name: string) => {
    const t = performance.now();
    timings[name] = Math.round(t - mark);
    mark = t;
  };

  // Pictures are drawn while the accounts are created: sharp works on its own threads.
  const poolPromise = generateCarImagePool();
  const bannersPromise = storeDemoBanners();
  poolPromise.catch(() => {});
  bannersPromise.catch(() => {});

  // -------------------------------------------------------------- accounts
  const specs = [
    ...DEMO_ACCOUNTS.map((a) => ({ ...a })),
    ...OTHER_OWNERS.map((o) => ({
      ...o,
      email: `${slug(o.firstName)}.${slug(o.lastName)}@${DEMO_EMAIL_DOMAIN}`,
      password: DEMO_PASSWORD,
      role: "user" as const,
      phone: demoPhone(rng, o.country),
    })),
  ];
  async function createSeedUser(spec: (typeof specs)[number], i: number): Promise<SeedUser> {
    const avatarUrl = await storeAvatar(`${spec.firstName} ${spec.lastName}`, i);
    const row = await createUser({
      email: spec.email,
      password: spec.password,
      firstName: spec.firstName,
      lastName: spec.lastName,
      phone: spec.phone,
      country: spec.country,
      city: spec.city,
      userType: spec.userType,
      companyName: spec.companyName,
      role: spec.role,
      emailVerified: true,
      avatarUrl,
    });
    created.users.push(row.id);
    const weight =
      spec.email === `concession@${DEMO_EMAIL_DOMAIN}`
        ? 9
        : spec.email === `vendeur@${DEMO_EMAIL_DOMAIN}`
          ? 5
          : spec.email === `agent@${DEMO_EMAIL_DOMAIN}`
            ? 3
            : spec.role === "admin" || spec.email === `acheteur@${DEMO_EMAIL_DOMAIN}`
              ? 0
              : { dealer: 4, seller: 2.5, agent: 2, buyer: 0.7 }[spec.userType];
    return {
      id: row.id,
      email: spec.email,
      firstName: spec.firstName,
      lastName: spec.lastName,
      userType: spec.userType,
      country: spec.country,
      city: spec.city,
      weight,
    };
  }
  // Every account is attempted before a failure is raised, so that none is left out of `created`.
  const outcomes = await mapLimit(specs, 4, async (spec, i): Promise<SeedUser | { error: unknown }> => {
    try {
      return await createSeedUser(spec, i);
    } catch (error) {
      return { error };
    }
  });
  const failure = outcomes.find((o): o is { error: unknown } => "error" in o);
  if (failure) throw failure.error;
  const users = outcomes as SeedUser[];
  const byEmail = (local: string) => users.find((u) => u.email === `${local}@${DEMO_EMAIL_DOMAIN}`) as SeedUser;
  const buyer = byEmail("acheteur");
  const seller = byEmail("vendeur");
  const agent = byEmail("agent");
  const dealer = byEmail("concession");
  const admin = byEmail("admin");
  lap("accounts");

  const pool = await poolPromise;
  lap("images");

  // -------------------------------------------------------------- sale listings
  const saleCountries = Object.keys(SALE_COUNTRY_WEIGHTS);
  const createdAt = () => new Date(now - Math.floor(rng.next() ** 1.4 * 90 * DAY) - rng.int(0, 86_399) * 1000);
  const ownersIn = (country: string) => users.filter((u) => u.country === country && u.weight > 0);
  const sales: NewListingRow[] = [];
  for (let i = 0; i < DEMO_SALE_LISTINGS; i++) {
    const country = rng.weighted(saleCountries, (c) => SALE_COUNTRY_WEIGHTS[c]);
    const owner = rng.weighted(ownersIn(country), (u) => u.weight);
    const spec = rng.weighted(MODELS, (m) => m.weight);
    const v = buildVehicle(rng, spec, pool, modelYears(spec, MIN_YEAR), 2015.5);
    const city = rng.chance(0.6) ? owner.city : pickCity(rng, country);
    const at = createdAt();
    const age = PRICE_REFERENCE_YEAR - v.year;
    const isNew = v.year >= 2024 && owner.userType === "dealer" && rng.chance(0.5);
    const certified = !isNew && age <= 6 && owner.userType === "dealer" && rng.chance(0.35);
    const condition = isNew ? "new" : certified ? "certified" : "used";
    const mileage = isNew ? rng.int(0, 50) : v.mileage;
    const accidents = isNew ? 0 : rng.weighted([0, 1, 2, 3], (n) => [75, 18, 5, 2][n]);
    const cleanTitle = accidents >= 2 ? rng.chance(0.7) : rng.chance(0.98);
    const previousOwners = isNew ? 0 : Math.min(4, Math.max(1, Math.floor(age / 6 + rng.next() * 1.5)));
    const customsCleared = isNew || rng.chance(0.88);
    const lastService = isNew ? null : isoDate(new Date(at.getTime() - rng.int(14, 420) * DAY));
    // Price: new price, kept value for the brand and age, mileage against the usual, history, noise.
    const expected = usualMileage(v.year);
    const mileageFactor = isNew ? 1 : Math.min(1.12, Math.max(0.8, 1 - 0.15 * (mileage / expected - 1)));
    const price = roundPrice(
      v.spec.newPrice *
        1_000_000 *
        (isNew ? 0.97 : retention(v.spec.brand, Math.max(0.3, age))) *
        mileageFactor *
        (certified ? 1.05 : 1) *
        (1 - 0.07 * accidents) *
        (cleanTitle ? 1 : 0.85) *
        (customsCleared ? 1 : 0.85) *
        Math.exp(rng.normal() * 0.07),
    );
    const documents = DOCUMENTS.filter((d) =>
      d === "Carte grise"
        ? true
        : d === "Certificat de dédouanement"
          ? customsCleared
          : d === "Assurance valide"
            ? rng.chance(0.7)
            : d === "Factures d'achat" || d === "Manuel d'utilisation"
              ? isNew || rng.chance(0.35)
              : rng.chance(0.5),
    );
    const status = rng.chance(0.03) ? "sold" : rng.chance(0.01) ? "archived" : "active";
    sales.push({
      kind: "sale",
      ownerId: owner.id,
      brand: v.spec.brand,
      model: v.spec.model,
      year: v.year,
      mileage,
      price,
      transmission: v.automatic ? "automatic" : "manual",
      fuelType: v.engine.fuel,
      condition,
      description: saleDescription(rng, {
        brand: v.spec.brand,
        model: v.spec.model,
        year: v.year,
        mileage,
        fuel: v.engine.fuel,
        automatic: v.automatic,
        condition,
        owners: previousOwners,
        accidents,
        customsCleared,
        lastService,
        features: v.features,
        city,
        userType: owner.userType,
        color: v.car.color.name,
      }),
      city,
      country,
      ...searchColumnsFor({ brand: v.spec.brand, model: v.spec.model, city }),
      ...coordinatesNear(rng, city),
      images: v.images,
      accidents,
      cleanTitle,
      previousOwners,
      exteriorColor: v.car.color.name,
      interiorColor: v.interiorColor,
      bodyType: v.bodyType,
      doors: v.spec.doors ?? (v.bodyType === "Coupé" || v.bodyType === "Cabriolet" ? 2 : v.bodyType === "Hatchback" && rng.chance(0.2) ? 3 : 5),
      seats: v.spec.seats ?? (v.bodyType === "Coupé" || v.bodyType === "Cabriolet" ? 4 : 5),
      engine: v.engine.engine,
      horsepower: v.engine.hp,
      cylinders: v.engine.cylinders,
      features: v.features,
      lastService,
      documentsAvailable: documents,
      customsCleared,
      status,
      createdAt: at,
      updatedAt: at,
    });
  }
  const saleIds = await insertInBatches(sales, 100, (batch) =>
    db().insert(listings).values(batch).returning({ id: listings.id }),
  );
  lap("sale_listings");

  // -------------------------------------------------------------- rental listings
  const rentalCountries = Object.keys(RENTAL_COUNTRY_WEIGHTS);
  const rentalModels = MODELS.filter((m) => (m.rental ?? m.weight * 0.5) > 0 && (m.to ?? MAX_YEAR) >= 2012);
  const rentals: NewListingRow[] = [];
  // The demo professionals each have a few rentals, so their dashboards and bookings are not empty.
  const fixedOwners = [dealer, dealer, dealer, seller, seller, agent, agent];
  for (let i = 0; i < DEMO_RENTAL_LISTINGS; i++) {
    const fixed = fixedOwners[i];
    const country = fixed?.country ?? rng.weighted(rentalCountries, (c) => RENTAL_COUNTRY_WEIGHTS[c]);
    const owner = fixed ?? rng.weighted(ownersIn(country), (u) => u.weight);
    const spec = rng.weighted(rentalModels, (m) => m.rental ?? m.weight * 0.5);
    const v = buildVehicle(rng, spec, pool, modelYears(spec, 2012), 2019);
    const city = rng.chance(0.7) ? owner.city : pickCity(rng, country);
    // The demo professionals' rentals are older than the bookings made on them.
    const at = fixed ? new Date(now - rng.int(60, 85) * DAY) : createdAt();
    const freshness = 0.8 + (0.2 * (v.year - 2012)) / 13;
    const rate = (15_000 + Math.max(0, spec.newPrice - 7) * 1_000 * freshness) * Math.exp(rng.normal() * 0.08);
    const pricePerDay = Math.min(120_000, Math.max(15_000, Math.round(rate / 2_500) * 2_500));
    rentals.push({
      kind: "rental",
      ownerId: owner.id,
      brand: spec.brand,
      model: spec.model,
      year: v.year,
      mileage: v.mileage,
      price: pricePerDay,
      transmission: v.automatic ? "automatic" : "manual",
      fuelType: v.engine.fuel,
      description: rentalDescription(rng, {
        brand: spec.brand,
        model: spec.model,
        year: v.year,
        city,
        automatic: v.automatic,
        seats: spec.seats ?? 5,
      }),
      city,
      country,
      ...searchColumnsFor({ brand: spec.brand, model: spec.model, city }),
      ...coordinatesNear(rng, city),
      images: v.images,
      features: v.features.includes("Climatisation") ? v.features : ["Climatisation", ...v.features],
      bodyType: v.bodyType,
      exteriorColor: v.car.color.name,
      available: i < fixedOwners.length || rng.chance(0.9),
      createdAt: at,
      updatedAt: at,
    });
  }
  const rentalIds = await insertInBatches(rentals, 100, (batch) =>
    db().insert(listings).values(batch).returning({ id: listings.id }),
  );
  lap("rental_listings");

  // -------------------------------------------------------------- settings, plans, packages, banners
  await db()
    .insert(appSettings)
    .values([
      { settingKey: "restrict_vehicle_evaluation_to_pro", settingValue: false },
      { settingKey: "enable_free_listings_limit", settingValue: false },
    ])
    .onConflictDoNothing();
  await db()
    .insert(plans)
    .values([
      {
        id: "free",
        name: "Gratuit",
        price: 0,
        productId: "free",
        features: ["Jusqu'à 5 annonces actives", "Jusqu'à 10 photos par annonce", "Messagerie avec les acheteurs", "Évaluation de véhicule"],
      },
      {
        id: "pro",
        name: "Pro",
        price: 5000,
        productId: "prod_pro_monthly",
        features: [
          "Annonces illimitées",
          "Vos annonces en tête des résultats de recherche",
          "Badge Pro sur toutes vos annonces",
          "Statistiques avancées",
          "Support prioritaire",
        ],
      },
    ])
    .onConflictDoNothing();

  // The demo dealer is on the Pro plan: its listings lead the browse results.
  await db()
    .insert(subscriptions)
    .values({
      userId: dealer.id,
      provider: "sandbox",
      productId: "prod_pro_monthly",
      status: "active",
      currentPeriodEnd: new Date(now + 21 * DAY),
    });
  await syncSellerPro(dealer.id);

  const packageSpecs = [
    {
      name: "7 jours",
      description: "Mettez votre annonce en avant pendant une semaine sur la page d'accueil de votre pays.",
      durationDays: 7,
      price: 5000,
      features: ["Affichage dans la section Premium de l'accueil", "Badge Premium sur l'annonce", "Visibilité pendant 7 jours"],
    },
    {
      name: "30 jours",
      description: "Un mois de visibilité maximale pour vendre plus vite, au meilleur prix par jour.",
      durationDays: 30,
      price: 15000,
      features: [
        "Affichage dans la section Premium de l'accueil",
        "Badge Premium sur l'annonce",
        "Visibilité pendant 30 jours",
        "Meilleur rapport qualité-prix",
      ],
    },
  ];
  const existingPackages = await db()
    .select()
    .from(premiumPackages)
    .where(inArray(premiumPackages.name, packageSpecs.map((p) => p.name)));
  const packages: (typeof premiumPackages.$inferSelect)[] = [];
  for (const spec of packageSpecs) {
    let row = existingPackages.find((p) => p.name === spec.name);
    if (!row) {
      [row] = await db().insert(premiumPackages).values(spec).returning();
      created.packages.push(row.id);
    }
    packages.push(row);
  }

  const bannerPrefixes = await bannersPromise;
  const bannerRows = await db()
    .insert(adBanners)
    .values(
      DEMO_BANNERS.map((b, i) => ({
        title: b.title,
        imageUrl: bannerPrefixes[i],
        linkUrl: b.linkUrl,
        isActive: true,
        clickCount: rng.int(3, 60),
        createdAt: new Date(now - (20 - i * 5) * DAY),
      })),
    )
    .returning({ id: adBanners.id });
  created.banners.push(...bannerRows.map((b) => b.id));
  lap("settings_packages_banners");

  // -------------------------------------------------------------- premium listings (paid promotions)
  const activeSales = sales
    .map((s, i) => ({ ...s, id: saleIds[i] }))
    .filter((s) => s.status === "active" && s.year >= 2016 && s.price >= 8_000_000);
  const promoted = [
    ...rng.sample(activeSales.filter((s) => s.country === "CI" && s.ownerId === dealer.id), 2),
    ...rng.sample(activeSales.filter((s) => s.country === "CI" && s.ownerId !== dealer.id), 1),
    ...rng.sample(activeSales.filter((s) => s.country === "SN"), 2),
  ];
  for (const [i, listing] of promoted.entries()) {
    const pack = packages[i % 2 === 0 ? 1 : 0];
    const start = new Date(now - rng.int(0, pack.durationDays - 2) * DAY - rng.int(1, 20) * 3_600_000);
    const end = new Date(start.getTime() + pack.durationDays * DAY);
    const [payment] = await db()
      .insert(payments)
      .values({
        userId: listing.ownerId,
        kind: "promotion",
        provider: "sandbox",
        providerSessionId: `demo_promotion_${i + 1}`,
        amount: pack.price,
        status: "paid",
        listingId: listing.id,
        packageId: pack.id,
        createdAt: start,
        completedAt: start,
      })
      .returning({ id: payments.id });
    const [row] = await db()
      .insert(premiumListings)
      .values({
        listingId: listing.id,
        packageId: pack.id,
        userId: listing.ownerId,
        paymentId: payment.id,
        startDate: start,
        endDate: end,
        isActive: true,
        createdAt: start,
      })
      .returning({ id: premiumListings.id });
    created.premium.push(row.id);
  }
  lap("premium");

  // -------------------------------------------------------------- reviews and favourites
  const saleRows = sales.map((s, i) => ({ id: saleIds[i], ownerId: s.ownerId, country: s.country, status: s.status, at: s.createdAt as Date }));
  const rentalRows = rentals.map((r, i) => ({ id: rentalIds[i], ownerId: r.ownerId, country: r.country, at: r.createdAt as Date }));
  const reviewRows: (typeof reviews.$inferInsert)[] = [];
  const reviewed = [
    ...rng.sample(saleRows.filter((s) => s.status === "active"), 30).map((l) => ({ ...l, type: "sale" as const })),
    ...rng.sample(rentalRows, 12).map((l) => ({ ...l, type: "rental" as const })),
  ];
  for (const listing of reviewed) {
    const reviewers = rng.sample(users.filter((u) => u.id !== listing.ownerId), rng.int(1, 3));
    for (const reviewer of reviewers) {
      const rating = rng.weighted([5, 4, 3, 2, 1], (r) => ({ 5: 45, 4: 35, 3: 14, 2: 4, 1: 2 })[r] ?? 1);
      const comments = REVIEW_COMMENTS[rating] ?? [];
      const at = new Date(listing.at.getTime() + rng.range(0.2, 1) * (now - listing.at.getTime()));
      reviewRows.push({
        listingId: listing.id,
        reviewerId: reviewer.id,
        rating,
        comment: rng.pick(listing.type === "rental" ? RENTAL_REVIEW_COMMENTS[rating >= 4 ? 0 : 1] : comments),
        createdAt: at,
      });
    }
  }
  if (reviewRows.length > 0) await db().insert(reviews).values(reviewRows);

  const favouriteKeys = new Set<string>();
  const favouriteRows: (typeof favorites.$inferInsert)[] = [];
  const addFavourite = (userId: string, listingId: string) => {
    const key = `${userId}:${listingId}`;
    if (favouriteKeys.has(key)) return;
    favouriteKeys.add(key);
    favouriteRows.push({ userId, listingId, createdAt: new Date(now - rng.int(1, 20) * DAY) });
  };
  for (const l of rng.sample(saleRows.filter((s) => s.country === "CI" && s.status === "active" && s.ownerId !== buyer.id), 6)) {
    addFavourite(buyer.id, l.id);
  }
  for (const l of rng.sample(rentalRows.filter((r) => r.country === "CI"), 2)) addFavourite(buyer.id, l.id);
  for (let i = 0; i < 40; i++) {
    const user = rng.pick(users);
    const l = rng.pick(saleRows.filter((s) => s.country === user.country && s.ownerId !== user.id));
    if (l) addFavourite(user.id, l.id);
  }
  await db().insert(favorites).values(favouriteRows);
  lap("reviews_favourites");

  // -------------------------------------------------------------- bookings, a conversation, notifications
  const today = new Date(now);
  const dayOffset = (days: number) => isoDate(new Date(today.getTime() + days * DAY));
  const booking = (rentalIndex: number, renter: SeedUser, from: number, to: number, status: "pending" | "confirmed" | "completed", note?: string) => {
    const listing = rentals[rentalIndex];
    const totalDays = to - from + 1;
    return {
      listingId: rentalIds[rentalIndex],
      renterId: renter.id,
      ownerId: listing.ownerId,
      startDate: dayOffset(from),
      endDate: dayOffset(to),
      totalDays,
      dailyRate: listing.price,
      totalPrice: totalDays * listing.price,
      notes: note ?? null,
      status,
      createdAt: new Date(now - rng.int(1, 5) * DAY),
    };
  };
  const otherRenter = users.find((u) => u.country === "SN" && u.userType === "buyer") ?? admin;
  await db()
    .insert(rentalBookings)
    .values([
      booking(0, buyer, 10, 12, "pending", "Arrivée prévue vers 9 h, est-il possible de livrer à Cocody ?"),
      booking(1, buyer, -30, -27, "completed"),
      booking(3, buyer, 20, 21, "confirmed", "Pour un mariage à Dakar."),
      booking(4, otherRenter, 5, 8, "pending"),
    ]);

  const dealerListing = saleRows.find((s) => s.ownerId === dealer.id && s.status === "active" && s.at.getTime() < now - 3 * DAY);
  let conversationNote = "";
  if (dealerListing) {
    const listing = sales[saleRows.indexOf(dealerListing)];
    conversationNote = `${listing.brand} ${listing.model}`;
    const startedAt = now - 2 * DAY;
    const [conversation] = await db()
      .insert(conversations)
      .values({
        participant1Id: buyer.id,
        participant2Id: dealer.id,
        listingId: dealerListing.id,
        createdAt: new Date(startedAt),
        updatedAt: new Date(startedAt + 5 * 3_600_000),
      })
      .returning({ id: conversations.id });
    const lines: [SeedUser, string, boolean][] = [
      [buyer, `Bonjour, la ${conversationNote} est-elle toujours disponible ?`, true],
      [dealer, "Bonjour ! Oui, elle est toujours disponible. Vous pouvez passer la voir à notre showroom du lundi au samedi, de 8 h à 18 h.", true],
      [buyer, "Parfait, je passe samedi matin. Le prix est-il négociable ?", true],
      [dealer, "Nous pourrons en discuter sur place, et la reprise de votre véhicule actuel est possible. À samedi !", false],
    ];
    await db()
      .insert(messages)
      .values(
        lines.map(([sender, content, isRead], i) => ({
          conversationId: conversation.id,
          senderId: sender.id,
          content,
          isRead,
          createdAt: new Date(startedAt + i * 100 * 60_000),
        })),
      );
  }

  const welcome = (userId: string, at: number) => ({
    userId,
    title: "Bienvenue sur AutoAfrique",
    message: "Votre compte est prêt : achetez, vendez ou louez un véhicule partout en Afrique de l'Ouest.",
    type: "info",
    link: "/listings",
    read: false,
    createdAt: new Date(at),
  });
  await db()
    .insert(notifications)
    .values([
      welcome(buyer.id, now - 6 * DAY),
      {
        userId: buyer.id,
        title: "Réservation confirmée",
        message: `Votre réservation du ${frenchDate(dayOffset(20))} au ${frenchDate(dayOffset(21))} a été confirmée par le propriétaire.`,
        type: "booking",
        link: "/bookings",
        read: true,
        createdAt: new Date(now - 3 * DAY),
      },
      {
        userId: buyer.id,
        title: "Nouveau message",
        message: conversationNote ? `Abidjan Auto Premium vous a répondu au sujet de la ${conversationNote}.` : "Vous avez reçu un nouveau message.",
        type: "message",
        link: "/messages",
        read: true,
        createdAt: new Date(now - 2 * DAY + 5 * 3_600_000),
      },
      ...[seller, agent, dealer, admin].map((u) => welcome(u.id, now - 7 * DAY)),
      {
        userId: dealer.id,
        title: "Nouvelle demande de réservation",
        message: `${buyer.firstName} ${buyer.lastName} souhaite louer votre ${rentals[0].brand} ${rentals[0].model} du ${frenchDate(dayOffset(10))} au ${frenchDate(dayOffset(12))}.`,
        type: "booking",
        link: "/bookings",
        read: false,
        createdAt: new Date(now - 1 * DAY),
      },
      {
        userId: seller.id,
        title: "Nouvelle demande de réservation",
        message: `${otherRenter.firstName} ${otherRenter.lastName} souhaite louer votre ${rentals[4].brand} ${rentals[4].model} du ${frenchDate(dayOffset(5))} au ${frenchDate(dayOffset(8))}.`,
        type: "booking",
        link: "/bookings",
        read: false,
        createdAt: new Date(now - 2 * DAY),
      },
    ]);
  lap("bookings_messages_notifications");
  log.debug("seed.timings", timings);

  return {
    users: users.length,
    saleListings: sales.length,
    rentalListings: rentals.length,
    images: pool.cars.length * 2 + 2 + DEMO_BANNERS.length + users.length,
    ms: 0,
  };
}

/** The brand and model pairs the seed draws from (all of them in CAR_BRANDS). */
export function demoModels(): readonly { brand: string; model: string }[] {
  return MODELS.map(({ brand, model }) => ({ brand, model }));
}
