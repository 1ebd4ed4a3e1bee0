import { describe, expect, it } from "vitest";
import { fieldErrors } from "../../../lib/field-errors.ts";
import { type Country, getCountry } from "../../../lib/countries.ts";
import {
  BRAND_REQUIRED,
  CITY_REQUIRED,
  MILEAGE_REQUIRED,
  MODEL_REQUIRED,
  PRICE_MIN,
  PRICE_PER_DAY_REQUIRED,
  PRICE_REQUIRED,
  YEAR_RANGE,
  readListingForm,
  rentalListingSchema,
  saleListingSchema,
} from "./listing-form-schema.ts";
import { IMAGES_MAX, IMAGES_REQUIRED } from "./posting-rules.ts";
import { HISTORY_ANSWER_INVALID, answerOf, shownAnswer } from "./history-answers.ts";

const country = (code: string) => getCountry(code) as Country;
const CI = country("CI");
const thisYear = new Date().getFullYear();

function saleFields(overrides: Record<string, unknown> = {}) {
  return {
    brand: "Toyota",
    model: "Corolla",
    year: String(thisYear - 3),
    mileage: "85000",
    price: "7500000",
    transmission: "automatic",
    fuelType: "petrol",
    condition: "used",
    accidents: "0",
    previousOwners: "1",
    country: "CI",
    city: "Abidjan",
    features: [],
    documentsAvailable: [],
    cleanTitle: "yes",
    customsCleared: "no",
    photos: 2,
    ...overrides,
  };
}

const saleErrors = (fields: Record<string, unknown>, currency = CI) => {
  const parsed = saleListingSchema(currency).safeParse(fields);
  return parsed.success ? {} : fieldErrors(parsed.error);
};

describe("sale form schema", () => {
  it("accepts a complete listing and gives typed values", () => {
    const parsed = saleListingSchema(CI).parse(saleFields({ doors: "5", lastService: "2024-03-01", description: "  " }));
    expect(parsed).toMatchObject({ year: thisYear - 3, mileage: 85_000, price: 7_500_000, doors: 5, lastService: "2024-03-01", description: null });
    expect(parsed).not.toHaveProperty("photos");
  });

  it("speaks the spec's French for missing fields", () => {
    const errors = saleErrors(saleFields({ brand: "", model: "", mileage: "", price: "", city: " " }));
    expect(errors).toMatchObject({
      brand: BRAND_REQUIRED,
      model: MODEL_REQUIRED,
      mileage: MILEAGE_REQUIRED,
      price: PRICE_REQUIRED,
      city: CITY_REQUIRED,
    });
    expect(MILEAGE_REQUIRED).toBe("Veuillez renseigner le kilométrage");
    expect(PRICE_REQUIRED).toBe("Veuillez renseigner le prix");
    expect(CITY_REQUIRED).toBe("Veuillez renseigner la ville");
  });

  it("wants between 1 and 10 photos", () => {
    expect(saleErrors(saleFields({ photos: 0 })).photos).toBe("Veuillez ajouter au moins une image");
    expect(saleErrors(saleFields({ photos: 11 })).photos).toBe("Maximum 10 images autorisées");
    expect(saleErrors(saleFields({ photos: 10 }))).toEqual({});
    expect([IMAGES_REQUIRED, IMAGES_MAX]).toEqual(["Veuillez ajouter au moins une image", "Maximum 10 images autorisées"]);
  });

  it("offers the last 30 years, this one included", () => {
    expect(saleErrors(saleFields({ year: String(thisYear) }))).toEqual({});
    expect(saleErrors(saleFields({ year: String(thisYear - 29) }))).toEqual({});
    expect(saleErrors(saleFields({ year: String(thisYear - 30) })).year).toBe(YEAR_RANGE);
    expect(saleErrors(saleFields({ year: String(thisYear + 1) })).year).toBe(YEAR_RANGE);
  });

  it("wants a whole price of at least 1", () => {
    expect(saleErrors(saleFields({ price: "0" })).price).toBe(PRICE_MIN);
    expect(saleErrors(saleFields({ price: "-5" })).price).toBe(PRICE_MIN);
    expect(saleErrors(saleFields({ price: "12.5" })).price).toBe("Veuillez saisir un nombre entier");
    expect(saleListingSchema(CI).parse(saleFields({ price: "1" })).price).toBe(1);
  });

  it("converts the typed price to CFA once, from the visitor's currency", () => {
    expect(saleListingSchema(country("GH")).parse(saleFields({ price: "700" })).price).toBe(10_000);
    expect(saleListingSchema(country("NG")).parse(saleFields({ price: "1 200 000" })).price).toBe(1_000_000);
    expect(saleListingSchema(country("GN")).parse(saleFields({ price: "140000000" })).price).toBe(10_000_000);
    // 1 FG is worth less than 1 CFA but still passes the minimum.
    expect(saleListingSchema(country("GN")).parse(saleFields({ price: "1" })).price).toBe(1);
    expect(saleErrors(saleFields({ price: "5000000000" })).price).toBe("Le prix est trop élevé");
  });

  it("takes a model from the brand's list in any case, and free text for 'Autre'", () => {
    expect(saleListingSchema(CI).parse(saleFields({ model: "corolla" })).model).toBe("Corolla");
    expect(saleErrors(saleFields({ model: "Golf" })).model).toBe(MODEL_REQUIRED);
    expect(saleListingSchema(CI).parse(saleFields({ brand: "Autre", model: "Tata Sumo" })).model).toBe("Tata Sumo");
    expect(saleErrors(saleFields({ brand: "Lada" })).brand).toBe(BRAND_REQUIRED);
  });

  it("keeps only known choices", () => {
    const errors = saleErrors(saleFields({ fuelType: "kerosene", condition: "", accidents: "7", previousOwners: "0", country: "FR" }));
    expect(Object.keys(errors).sort()).toEqual(["accidents", "condition", "country", "fuelType", "previousOwners"]);
    expect(saleErrors(saleFields({ documentsAvailable: ["Passeport"] })).documentsAvailable).toBe("Document inconnu");
  });

  it("refuses a service date in the future and a half position", () => {
    expect(saleErrors(saleFields({ lastService: `${thisYear + 2}-01-01` })).lastService).toMatch(/futur/);
    expect(saleErrors(saleFields({ latitude: "5.3", longitude: "" })).latitude).toBe("Position invalide");
    expect(saleListingSchema(CI).parse(saleFields({ latitude: "5.36", longitude: "-4.01" }))).toMatchObject({ latitude: 5.36, longitude: -4.01 });
  });
});

describe("rental form schema", () => {
  const rentalFields = (overrides: Record<string, unknown> = {}) => {
    const { price: _p, condition: _c, accidents: _a, previousOwners: _o, documentsAvailable: _d, ...rest } = saleFields();
    return { ...rest, pricePerDay: "45000", ...overrides };
  };

  it("asks for the price per day in the spec's words, converted to CFA", () => {
    const parsed = rentalListingSchema(CI).safeParse(rentalFields({ pricePerDay: "" }));
    expect(parsed.success ? {} : fieldErrors(parsed.error)).toEqual({ pricePerDay: PRICE_PER_DAY_REQUIRED });
    expect(PRICE_PER_DAY_REQUIRED).toBe("Veuillez renseigner le prix par jour");
    expect(rentalListingSchema(country("MA")).parse(rentalFields({ pricePerDay: "550" })).pricePerDay).toBe(10_000);
  });

  it("has no price ceiling below what the database can hold", () => {
    expect(rentalListingSchema(CI).parse(rentalFields({ pricePerDay: "2000000000" })).pricePerDay).toBe(2_000_000_000);
  });
});

describe("the yes/no history answers", () => {
  it("state only what the seller chose: 'Oui' true, 'Non' false, 'Non précisé' (blank or absent) null", () => {
    expect(saleListingSchema(CI).parse(saleFields())).toMatchObject({ cleanTitle: true, customsCleared: false });
    expect(saleListingSchema(CI).parse(saleFields({ cleanTitle: "no", customsCleared: "yes" }))).toMatchObject({ cleanTitle: false, customsCleared: true });
    expect(saleListingSchema(CI).parse(saleFields({ cleanTitle: "", customsCleared: " " }))).toMatchObject({ cleanTitle: null, customsCleared: null });
    expect(saleListingSchema(CI).parse(saleFields({ cleanTitle: undefined, customsCleared: undefined }))).toMatchObject({
      cleanTitle: null,
      customsCleared: null,
    });
  });

  it("refuse any other value, the old checkbox's 'on' included, in French", () => {
    expect(saleErrors(saleFields({ cleanTitle: "on", customsCleared: "true" }))).toEqual({
      cleanTitle: HISTORY_ANSWER_INVALID,
      customsCleared: HISTORY_ANSWER_INVALID,
    });
    expect(HISTORY_ANSWER_INVALID).toBe("Choisissez Oui, Non ou Non précisé");
  });

  it("come back as the form's choices when a listing is edited", () => {
    expect([true, false, null].map(answerOf)).toEqual(["yes", "no", ""]);
    expect(["yes", "no", "", "on"].map(shownAnswer)).toEqual(["yes", "no", "", ""]);
  });
});

describe("reading the form", () => {
  it("gathers equipment, the typed city, the history answers and the photo count", () => {
    const form = new FormData();
    form.append("features", "GPS");
    form.append("features", "Bluetooth");
    form.append("featuresExtra", " Jantes alliage, ,4WD ");
    form.append("city", "Autre");
    form.append("cityOther", "Grand-Bassam");
    form.append("cleanTitle", "yes");
    form.append("customsCleared", "");
    form.append("keptPhotos", "listings/u/1");
    form.append("photos", new File([new Uint8Array(10)], "a.jpg", { type: "image/jpeg" }));
    form.append("photos", new File([], ""));
    expect(readListingForm(form)).toMatchObject({
      features: ["GPS", "Bluetooth", "Jantes alliage", "4WD"],
      city: "Grand-Bassam",
      cleanTitle: "yes",
      customsCleared: "",
      photos: 2,
    });
  });

  it("reads a colour from the list, or the one typed after 'Autre' (the box beside the list without JS)", () => {
    const form = new FormData();
    form.append("exteriorColor", "Blanc");
    form.append("exteriorColorOther", "");
    form.append("interiorColor", "Autre");
    form.append("interiorColorOther", "Alcantara rouge");
    expect(readListingForm(form)).toMatchObject({ exteriorColor: "Blanc", interiorColor: "Alcantara rouge" });
    const typed = new FormData();
    typed.append("exteriorColor", "");
    typed.append("exteriorColorOther", "Vert pomme");
    const read = readListingForm(typed);
    expect(read).toMatchObject({ exteriorColor: "Vert pomme" });
    // A rental has no inside colour: none is read.
    expect(read).not.toHaveProperty("interiorColor");
  });

  it("drops NUL characters, which the database cannot store", () => {
    const form = new FormData();
    form.append("description", "Très bon\0 état");
    form.append("city", "Dak\0ar");
    form.append("features", "G\0PS");
    expect(readListingForm(form)).toMatchObject({ description: "Très bon état", city: "Dakar", features: ["GPS"] });
  });
});
