import type { MessageDescriptor } from "@lingui/core";

export interface Option<V extends string | number = string> {
  readonly value: V;
  readonly label: string;
}

/**
 * A catalogue (ADR 0049, issue 43): what each stored value of one list says, a descriptor per value
 * with its own stable id (`vehicles.body.Berline`). The stored value never changes with the page's
 * language (forms, URLs, rows keep "Berline", "petrol"); what is shown is its descriptor in the
 * page's language, through `valueLabel`. No value is ever translated by matching its French text.
 */
export type Catalogue<V extends string = string> = Readonly<Record<V, MessageDescriptor>>;

/** A descriptor in a language: `(d) => i18n._(d)` on a page, `(d) => translate(language, d)` on the server. */
export type Translate = (descriptor: MessageDescriptor) => string;

/**
 * The one way a stored catalogue value is shown: its words in the language of `translate`
 * (`valueLabel(BODY_TYPE_LABELS, listing.bodyType, (d) => i18n._(d))`); a value the catalogue does
 * not know (a seller's own words: a city, a colour or a piece of equipment typed by hand) as it is.
 */
export function valueLabel(labels: Catalogue, value: string, translate: Translate): string {
  return Object.hasOwn(labels, value) ? translate(labels[value] as MessageDescriptor) : value;
}

/** A select's choices: each value with its catalogue words in the language of `translate`. */
export function catalogueOptions<V extends string>(values: readonly V[], labels: Catalogue<V>, translate: Translate): Option<V>[] {
  return values.map((value) => ({ value, label: valueLabel(labels, value, translate) }));
}

// Alphabetical (French collation), "Autre" last: BRAND_NAMES keeps this order.
export const CAR_BRANDS: Readonly<Record<string, readonly string[]>> = {
  Acura: ["ILX", "MDX", "RDX", "TLX", "TSX", "ZDX"],
  "Alfa Romeo": ["Giulia", "Giulietta", "MiTo", "Stelvio", "Tonale"],
  Audi: ["A1", "A3", "A4", "A5", "A6", "A8", "Q2", "Q3", "Q5", "Q7", "Q8", "e-tron"],
  BMW: ["Série 1", "Série 3", "Série 5", "Série 7", "X1", "X3", "X5", "X6", "X7", "i3", "iX"],
  BYD: ["Atto 3", "Dolphin", "F3", "Han", "Seal", "Song Plus", "Tang"],
  Changan: ["Alsvin", "CS35", "CS55", "CS75", "Eado", "Hunter", "UNI-T"],
  Chery: ["Arrizo 5", "QQ", "Tiggo 2", "Tiggo 4", "Tiggo 7", "Tiggo 8"],
  Chevrolet: ["Aveo", "Captiva", "Colorado", "Cruze", "Malibu", "Silverado", "Spark", "Tahoe", "Trailblazer"],
  Citroën: ["Berlingo", "C-Elysée", "C3", "C3 Aircross", "C4", "C5 Aircross", "Jumpy"],
  Dacia: ["Dokker", "Duster", "Jogger", "Lodgy", "Logan", "Sandero", "Spring"],
  Dodge: ["Caliber", "Challenger", "Charger", "Durango", "Journey", "Nitro"],
  Fiat: ["500", "Doblo", "Ducato", "Fiorino", "Panda", "Punto", "Tipo"],
  Ford: ["EcoSport", "Edge", "Escape", "Expedition", "Explorer", "F-150", "Fiesta", "Focus", "Mondeo", "Mustang", "Ranger"],
  Geely: ["Atlas", "Coolray", "Emgrand", "GX3 Pro", "Okavango", "Tugella"],
  "Great Wall": ["Poer", "Steed", "Wingle 5", "Wingle 7"],
  Haval: ["Dargo", "H2", "H6", "H9", "Jolion"],
  Honda: ["Accord", "City", "Civic", "CR-V", "Fit", "HR-V", "Odyssey", "Pilot"],
  Hyundai: ["Accent", "Creta", "Elantra", "H-1", "i10", "i20", "Kona", "Palisade", "Santa Fe", "Sonata", "Tucson"],
  Infiniti: ["FX35", "Q50", "QX50", "QX60", "QX70", "QX80"],
  Isuzu: ["D-Max", "MU-X", "NPR", "NQR", "Rodeo", "Trooper"],
  JAC: ["J7", "Refine", "S3", "S4", "T6", "T8"],
  Jaguar: ["E-Pace", "F-Pace", "F-Type", "XE", "XF", "XJ"],
  Jeep: ["Cherokee", "Compass", "Gladiator", "Grand Cherokee", "Renegade", "Wrangler"],
  Kia: ["Carnival", "Cerato", "K5", "Optima", "Picanto", "Rio", "Seltos", "Sorento", "Soul", "Sportage"],
  "Land Rover": ["Defender", "Discovery", "Discovery Sport", "Freelander", "Range Rover", "Range Rover Evoque", "Range Rover Sport", "Range Rover Velar"],
  Lexus: ["ES", "GS", "GX", "IS", "LS", "LX", "NX", "RX", "UX"],
  Mahindra: ["Bolero", "Pik-Up", "Scorpio", "Thar", "XUV500", "XUV700"],
  Mazda: ["BT-50", "CX-3", "CX-30", "CX-5", "CX-9", "Mazda2", "Mazda3", "Mazda6"],
  "Mercedes-Benz": ["CLA", "Classe A", "Classe C", "Classe E", "Classe G", "Classe S", "GLA", "GLC", "GLE", "GLS", "Sprinter", "Vito"],
  Mini: ["Clubman", "Cooper", "Countryman", "Paceman"],
  Mitsubishi: ["ASX", "Eclipse Cross", "L200", "Lancer", "Outlander", "Pajero", "Pajero Sport", "Space Star"],
  Nissan: ["Almera", "Altima", "Juke", "Micra", "Murano", "Navara", "Pathfinder", "Patrol", "Qashqai", "Sentra", "Sunny", "X-Trail"],
  Opel: ["Astra", "Corsa", "Crossland", "Grandland", "Insignia", "Mokka", "Zafira"],
  Peugeot: ["208", "301", "308", "406", "407", "508", "2008", "3008", "5008", "Boxer", "Expert", "Partner"],
  Porsche: ["911", "Boxster", "Cayenne", "Macan", "Panamera", "Taycan"],
  Renault: ["Arkana", "Captur", "Clio", "Duster", "Kadjar", "Kangoo", "Koleos", "Logan", "Master", "Megane", "Symbol", "Talisman"],
  Seat: ["Arona", "Ateca", "Ibiza", "Leon", "Tarraco", "Toledo"],
  Skoda: ["Fabia", "Kamiq", "Karoq", "Kodiaq", "Octavia", "Rapid", "Superb"],
  Subaru: ["Forester", "Impreza", "Legacy", "Outback", "WRX", "XV"],
  Suzuki: ["Alto", "Celerio", "Dzire", "Ertiga", "Grand Vitara", "Jimny", "S-Presso", "Swift", "Vitara"],
  Tata: ["Harrier", "Indica", "Nexon", "Safari", "Tiago", "Xenon"],
  Tesla: ["Cybertruck", "Model 3", "Model S", "Model X", "Model Y"],
  Toyota: [
    "4Runner",
    "Avensis",
    "C-HR",
    "Camry",
    "Corolla",
    "Fortuner",
    "Hiace",
    "Highlander",
    "Hilux",
    "Land Cruiser",
    "Land Cruiser Prado",
    "RAV4",
    "Rush",
    "Sequoia",
    "Tundra",
    "Yaris",
  ],
  Volkswagen: ["Amarok", "Caddy", "Golf", "Jetta", "Passat", "Polo", "T-Roc", "Tiguan", "Touareg", "Touran"],
  Volvo: ["S60", "S90", "V40", "V60", "XC40", "XC60", "XC90"],
  Autre: [],
};

export const OTHER_BRAND = "Autre";

/** "Autre" in the page's language; the stored value stays "Autre" (a brand, a city). */
export const OTHER_LABEL: MessageDescriptor = /*i18n*/ { id: "vehicles.other", message: "Autre" };

/** The brands' catalogue: only "Autre" has words of its own; any other brand is a name, shown as it is. */
export const BRAND_LABELS: Catalogue = { [OTHER_BRAND]: OTHER_LABEL };

export const BRAND_NAMES: readonly string[] = Object.keys(CAR_BRANDS);

/** Models of a brand; empty for "Autre" or an unknown brand (free entry). */
export function modelsFor(brand: string | null | undefined): readonly string[] {
  if (!brand || !Object.hasOwn(CAR_BRANDS, brand)) return [];
  return CAR_BRANDS[brand] ?? [];
}

export const BODY_TYPES = ["SUV", "Berline", "Pick-up", "Coupé", "Hatchback", "Cabriolet", "Break", "Monospace"] as const;
export type BodyType = (typeof BODY_TYPES)[number];
export const BODY_TYPE_LABELS: Catalogue<BodyType> = {
  SUV: /*i18n*/ { id: "vehicles.body.SUV", message: "SUV" },
  Berline: /*i18n*/ { id: "vehicles.body.Berline", message: "Berline" },
  "Pick-up": /*i18n*/ { id: "vehicles.body.Pick-up", message: "Pick-up" },
  Coupé: /*i18n*/ { id: "vehicles.body.Coupé", message: "Coupé" },
  Hatchback: /*i18n*/ { id: "vehicles.body.Hatchback", message: "Hatchback" },
  Cabriolet: /*i18n*/ { id: "vehicles.body.Cabriolet", message: "Cabriolet" },
  Break: /*i18n*/ { id: "vehicles.body.Break", message: "Break" },
  Monospace: /*i18n*/ { id: "vehicles.body.Monospace", message: "Monospace" },
};

export const CATEGORY_VALUES = ["economique", "sportive", "awd", "4x4", "electrique", "petit_camion"] as const;
export type Category = (typeof CATEGORY_VALUES)[number];
export const CATEGORY_LABELS: Catalogue<Category> = {
  economique: /*i18n*/ { id: "vehicles.category.economique", message: "Économique" },
  sportive: /*i18n*/ { id: "vehicles.category.sportive", message: "Sportive" },
  awd: /*i18n*/ { id: "vehicles.category.awd", message: "Transmission intégrale" },
  "4x4": /*i18n*/ { id: "vehicles.category.4x4", message: "4x4" },
  electrique: /*i18n*/ { id: "vehicles.category.electrique", message: "Électrique / Hybride" },
  petit_camion: /*i18n*/ { id: "vehicles.category.petit_camion", message: "Petit camion" },
};

export const DOCUMENTS = [
  "Carte grise",
  "Certificat de dédouanement",
  "Assurance valide",
  "Contrôle technique",
  "Carnet d'entretien",
  "Factures d'achat",
  "Certificat de non-gage",
  "Manuel d'utilisation",
] as const;
export const DOCUMENT_LABELS: Catalogue<(typeof DOCUMENTS)[number]> = {
  "Carte grise": /*i18n*/ { id: "vehicles.document.Carte grise", message: "Carte grise" },
  "Certificat de dédouanement": /*i18n*/ { id: "vehicles.document.Certificat de dédouanement", message: "Certificat de dédouanement" },
  "Assurance valide": /*i18n*/ { id: "vehicles.document.Assurance valide", message: "Assurance valide" },
  "Contrôle technique": /*i18n*/ { id: "vehicles.document.Contrôle technique", message: "Contrôle technique" },
  "Carnet d'entretien": /*i18n*/ { id: "vehicles.document.Carnet d'entretien", message: "Carnet d'entretien" },
  "Factures d'achat": /*i18n*/ { id: "vehicles.document.Factures d'achat", message: "Factures d'achat" },
  "Certificat de non-gage": /*i18n*/ { id: "vehicles.document.Certificat de non-gage", message: "Certificat de non-gage" },
  "Manuel d'utilisation": /*i18n*/ { id: "vehicles.document.Manuel d'utilisation", message: "Manuel d'utilisation" },
};

export const RENTAL_EQUIPMENT = [
  "Climatisation",
  "GPS",
  "Bluetooth",
  "Sièges chauffants",
  "Toit ouvrant",
  "Caméra de recul",
  "Système audio premium",
  "Régulateur de vitesse",
  "Volant réglable",
  "Vitres électriques",
] as const;
export const EQUIPMENT_LABELS: Catalogue<(typeof RENTAL_EQUIPMENT)[number]> = {
  Climatisation: /*i18n*/ { id: "vehicles.equipment.Climatisation", message: "Climatisation" },
  GPS: /*i18n*/ { id: "vehicles.equipment.GPS", message: "GPS" },
  Bluetooth: /*i18n*/ { id: "vehicles.equipment.Bluetooth", message: "Bluetooth" },
  "Sièges chauffants": /*i18n*/ { id: "vehicles.equipment.Sièges chauffants", message: "Sièges chauffants" },
  "Toit ouvrant": /*i18n*/ { id: "vehicles.equipment.Toit ouvrant", message: "Toit ouvrant" },
  "Caméra de recul": /*i18n*/ { id: "vehicles.equipment.Caméra de recul", message: "Caméra de recul" },
  "Système audio premium": /*i18n*/ { id: "vehicles.equipment.Système audio premium", message: "Système audio premium" },
  "Régulateur de vitesse": /*i18n*/ { id: "vehicles.equipment.Régulateur de vitesse", message: "Régulateur de vitesse" },
  "Volant réglable": /*i18n*/ { id: "vehicles.equipment.Volant réglable", message: "Volant réglable" },
  "Vitres électriques": /*i18n*/ { id: "vehicles.equipment.Vitres électriques", message: "Vitres électriques" },
};

/**
 * The colours offered on the forms, stored as these French words: outside, and inside (a
 * material and its tone). A colour typed by hand ("Autre") is the seller's words, shown as written.
 */
export const EXTERIOR_COLOURS = ["Blanc", "Noir", "Gris", "Argent", "Bleu", "Rouge", "Vert", "Beige", "Marron", "Orange", "Jaune", "Bordeaux"] as const;
export const INTERIOR_COLOURS = ["Noir", "Gris", "Beige", "Marron", "Cuir noir", "Cuir beige"] as const;
export type Colour = (typeof EXTERIOR_COLOURS)[number] | (typeof INTERIOR_COLOURS)[number];
/** The colour fields' choice that switches to typing the colour; never stored. */
export const OTHER_COLOUR = "Autre";
export const COLOUR_LABELS: Catalogue<Colour> = {
  Blanc: /*i18n*/ { id: "vehicles.colour.Blanc", message: "Blanc" },
  Noir: /*i18n*/ { id: "vehicles.colour.Noir", message: "Noir" },
  Gris: /*i18n*/ { id: "vehicles.colour.Gris", message: "Gris" },
  Argent: /*i18n*/ { id: "vehicles.colour.Argent", message: "Argent" },
  Bleu: /*i18n*/ { id: "vehicles.colour.Bleu", message: "Bleu" },
  Rouge: /*i18n*/ { id: "vehicles.colour.Rouge", message: "Rouge" },
  Vert: /*i18n*/ { id: "vehicles.colour.Vert", message: "Vert" },
  Beige: /*i18n*/ { id: "vehicles.colour.Beige", message: "Beige" },
  Marron: /*i18n*/ { id: "vehicles.colour.Marron", message: "Marron" },
  Orange: /*i18n*/ { id: "vehicles.colour.Orange", message: "Orange" },
  Jaune: /*i18n*/ { id: "vehicles.colour.Jaune", message: "Jaune" },
  Bordeaux: /*i18n*/ { id: "vehicles.colour.Bordeaux", message: "Bordeaux" },
  "Cuir noir": /*i18n*/ { id: "vehicles.colour.Cuir noir", message: "Cuir noir" },
  "Cuir beige": /*i18n*/ { id: "vehicles.colour.Cuir beige", message: "Cuir beige" },
};

// The sell form stores "petrol" while the filter offers "gasoline": both are
// "Essence" and must be treated as one value when filtering.
export const FUEL_VALUES = ["petrol", "gasoline", "diesel", "electric", "hybrid"] as const;
export type FuelType = (typeof FUEL_VALUES)[number];
export const FUEL_LABELS: Catalogue<FuelType> = {
  petrol: /*i18n*/ { id: "vehicles.fuel.petrol", message: "Essence" },
  gasoline: /*i18n*/ { id: "vehicles.fuel.gasoline", message: "Essence" },
  diesel: /*i18n*/ { id: "vehicles.fuel.diesel", message: "Diesel" },
  electric: /*i18n*/ { id: "vehicles.fuel.electric", message: "Électrique" },
  hybrid: /*i18n*/ { id: "vehicles.fuel.hybrid", message: "Hybride" },
};
/** The fuels the sell form offers, "petrol" first (its default); browse's filter offers "gasoline" (browse-query.ts). */
export const SELL_FUELS = ["petrol", "diesel", "electric", "hybrid"] as const satisfies readonly FuelType[];
export const DEFAULT_SELL_FUEL: FuelType = "petrol";

/** The stored values that mean "Essence". */
export const GASOLINE_FUELS = ["gasoline", "petrol"] as const;

/** Fuel value for comparisons: "petrol" folds into "gasoline". */
export function canonicalFuel(value: string): string {
  const v = value.trim().toLowerCase();
  return v === "petrol" ? "gasoline" : v;
}

export const TRANSMISSIONS = ["automatic", "manual"] as const;
export type Transmission = (typeof TRANSMISSIONS)[number];
export const TRANSMISSION_LABELS: Catalogue<Transmission> = {
  automatic: /*i18n*/ { id: "vehicles.transmission.automatic", message: "Automatique" },
  manual: /*i18n*/ { id: "vehicles.transmission.manual", message: "Manuelle" },
};

export const CONDITIONS = ["new", "used", "certified"] as const;
export type Condition = (typeof CONDITIONS)[number];
export const CONDITION_LABELS: Catalogue<Condition> = {
  new: /*i18n*/ { id: "vehicles.condition.new", message: "Neuf" },
  used: /*i18n*/ { id: "vehicles.condition.used", message: "Occasion" },
  certified: /*i18n*/ { id: "vehicles.condition.certified", message: "Certifié" },
};

// The last choice is open-ended ("3+", "4+") but stored as its number.
export const ACCIDENT_OPTIONS: readonly Option<number>[] = [
  { value: 0, label: "0" },
  { value: 1, label: "1" },
  { value: 2, label: "2" },
  { value: 3, label: "3+" },
];
export const PREVIOUS_OWNER_OPTIONS: readonly Option<number>[] = [
  { value: 1, label: "1" },
  { value: 2, label: "2" },
  { value: 3, label: "3" },
  { value: 4, label: "4+" },
];

export const USER_TYPES = ["buyer", "seller", "agent", "dealer"] as const;
export type UserType = (typeof USER_TYPES)[number];
export const USER_TYPE_LABELS: Catalogue<UserType> = {
  buyer: /*i18n*/ { id: "vehicles.userType.buyer", message: "Acheteur" },
  seller: /*i18n*/ { id: "vehicles.userType.seller", message: "Vendeur" },
  agent: /*i18n*/ { id: "vehicles.userType.agent", message: "Agent" },
  dealer: /*i18n*/ { id: "vehicles.userType.dealer", message: "Concessionnaire" },
};
export const DEFAULT_USER_TYPE: UserType = "buyer";
export const USER_TYPES_WITH_COMPANY: readonly UserType[] = ["seller", "dealer"];

export function isUserType(value: unknown): value is UserType {
  return typeof value === "string" && (USER_TYPES as readonly string[]).includes(value);
}

export function requiresCompany(userType: string | null | undefined): boolean {
  return isUserType(userType) && USER_TYPES_WITH_COMPANY.includes(userType);
}

/** What a listing's seller/owner card calls a member who is none of seller, agent or dealer. */
export const OWNER_LABEL: MessageDescriptor = /*i18n*/ { id: "vehicles.owner", message: "Propriétaire" };

/** Label on a listing's seller/owner card: the account's type, "Propriétaire" for buyers and unknowns. */
export function sellerCardLabel(userType: string | null | undefined): MessageDescriptor {
  return userType === "dealer" || userType === "seller" || userType === "agent" ? USER_TYPE_LABELS[userType] : OWNER_LABEL;
}

/**
 * Every catalogue a page may show a stored value of, by name: what a test walks to check that no
 * page in another language shows a French word of one of them (tests/integration/catalogue-words.test.ts).
 * A new catalogue is added here.
 */
export const CATALOGUES: Readonly<Record<string, Catalogue>> = {
  brand: BRAND_LABELS,
  "body type": BODY_TYPE_LABELS,
  category: CATEGORY_LABELS,
  document: DOCUMENT_LABELS,
  equipment: EQUIPMENT_LABELS,
  colour: COLOUR_LABELS,
  fuel: FUEL_LABELS,
  transmission: TRANSMISSION_LABELS,
  condition: CONDITION_LABELS,
  "account type": USER_TYPE_LABELS,
};

export const YEAR_CHOICE_COUNT = 30;

/** Last 30 years including the current one, newest first. */
export function yearChoices(now: Date = new Date()): number[] {
  const current = now.getFullYear();
  return Array.from({ length: YEAR_CHOICE_COUNT }, (_, i) => current - i);
}
