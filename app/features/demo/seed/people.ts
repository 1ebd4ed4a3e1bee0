import { getCountry } from "../../../lib/countries.ts";
import type { Rng } from "./random.ts";

/** The demo's people: the published demo accounts, and the other sellers and owners of each country. */

export const DEMO_PASSWORD = "demo12345";
export const DEMO_EMAIL_DOMAIN = "demo.autoafrique.africa";

export type UserType = "buyer" | "seller" | "agent" | "dealer";

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
export const OTHER_OWNERS: readonly { firstName: string; lastName: string; userType: UserType; country: string; city: string; companyName?: string }[] = [
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

export function slug(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** A mobile number of the country, stored as dial code plus local digits. */
export function demoPhone(rng: Rng, country: string): string {
  const plans: Readonly<Record<string, readonly [readonly string[], number]>> = {
    CI: [["07", "05", "01"], 8],
    SN: [["77", "78", "76", "70"], 7],
    BJ: [["0196", "0197", "0166"], 6],
    BF: [["70", "76", "65"], 6],
    ML: [["76", "66", "79"], 6],
    NE: [["96", "90", "89"], 6],
    TG: [["90", "91", "99", "70"], 6],
    GW: [["95", "96"], 7],
    NG: [["803", "806", "813", "905"], 7],
    GH: [["24", "54", "20", "55"], 7],
    GN: [["62", "66", "65"], 7],
    MA: [["661", "662", "670"], 6],
  };
  const [prefixes, digits] = plans[country] ?? [["7"], 8];
  let local = rng.pick(prefixes);
  for (let i = 0; i < digits; i++) local += String(rng.int(0, 9));
  return `${getCountry(country)?.dialCode ?? ""}${local}`;
}
