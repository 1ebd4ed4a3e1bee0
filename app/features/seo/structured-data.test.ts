import { describe, expect, it } from "vitest";
import type { Language } from "../../lib/language.ts";
import { translate } from "../../server/i18n.server.ts";
import { type PageWords, type StructuredDataInput, breadcrumbJsonLd, carJsonLd, jsonLdText, listingJsonLd } from "./structured-data.ts";

const ORIGIN = "https://autoafrique.example";
const ID = "0b7c6d1e-2f3a-4b5c-8d9e-0f1a2b3c4d5e";

function wordsIn(language: Language): PageWords {
  return { message: (descriptor) => translate(language, descriptor) };
}

function sale(overrides: Partial<StructuredDataInput> = {}): StructuredDataInput {
  return {
    listing: {
      id: ID,
      kind: "sale",
      brand: "Toyota",
      model: "Corolla",
      year: 2018,
      mileage: 85_000,
      price: 8_500_000,
      transmission: "automatic",
      fuelType: "petrol",
      bodyType: "Berline",
      exteriorColor: "Blanc",
      description: "Très bon état",
      city: "Dakar",
      country: "SN",
      condition: "used",
      previousOwners: 2,
    },
    seller: { name: "Awa Diop", professional: false },
    availability: "offered",
    origin: ORIGIN,
    images: [`${ORIGIN}/uploads/a-800.webp`],
    words: wordsIn("fr"),
    ...overrides,
  };
}

function rental(): StructuredDataInput {
  const base = sale();
  return {
    ...base,
    listing: { ...base.listing, kind: "rental", price: 45_000, condition: null, previousOwners: null, bodyType: null, exteriorColor: null, description: null },
    seller: { name: "Dakar Auto Location", professional: true },
    images: [],
  };
}

describe("a sale's Car", () => {
  const car = carJsonLd(sale());

  it("names the car, its make, model, year, mileage in kilometres, fuel, gearbox, body and owners", () => {
    expect(car).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Car",
      name: "Toyota Corolla 2018",
      brand: { "@type": "Brand", name: "Toyota" },
      model: "Corolla",
      vehicleModelDate: "2018",
      mileageFromOdometer: { "@type": "QuantitativeValue", value: 85_000, unitCode: "KMT" },
      fuelType: "Essence",
      vehicleTransmission: "Automatique",
      bodyType: "Berline",
      color: "Blanc",
      numberOfPreviousOwners: 2,
      itemCondition: "https://schema.org/UsedCondition",
      url: `${ORIGIN}/listing/${ID}`,
      image: [`${ORIGIN}/uploads/a-800.webp`],
    });
  });

  it("offers it at the stored price in CFA francs (XOF), in stock, sold by a person", () => {
    expect(car.offers).toMatchObject({
      "@type": "Offer",
      price: 8_500_000,
      priceCurrency: "XOF",
      availability: "https://schema.org/InStock",
      url: `${ORIGIN}/listing/${ID}`,
      seller: { "@type": "Person", name: "Awa Diop" },
      availableAtOrFrom: { address: { addressLocality: "Dakar", addressCountry: "SN" } },
    });
    expect(car.offers).not.toHaveProperty("priceSpecification");
  });

  it("says sold, lent out or ended as the page does", () => {
    const availability = (a: StructuredDataInput["availability"]) => (carJsonLd(sale({ availability: a })).offers as { availability: string }).availability;
    expect(availability("sold")).toBe("https://schema.org/SoldOut");
    expect(availability("lent")).toBe("https://schema.org/OutOfStock");
    expect(availability("expired")).toBe("https://schema.org/Discontinued");
  });

  it("leaves out what is not known rather than sending it empty", () => {
    const bare = carJsonLd({ ...sale(), listing: { ...sale().listing, bodyType: null, description: "", exteriorColor: null } });
    expect(bare).not.toHaveProperty("bodyType");
    expect(bare).not.toHaveProperty("description");
    expect(bare).not.toHaveProperty("color");
  });
});

describe("a rental's Car", () => {
  const car = carJsonLd(rental());

  it("is offered at its price per day, by a business for a Pro", () => {
    expect(car.url).toBe(`${ORIGIN}/rental/${ID}`);
    expect(car.offers).toMatchObject({
      price: 45_000,
      priceCurrency: "XOF",
      businessFunction: "http://purl.org/goodrelations/v1#LeaseOut",
      priceSpecification: { "@type": "UnitPriceSpecification", price: 45_000, priceCurrency: "XOF", unitCode: "DAY" },
      seller: { "@type": "AutoDealer", name: "Dakar Auto Location" },
    });
  });

  it("has no previous owners, condition or photos to tell", () => {
    expect(car).not.toHaveProperty("numberOfPreviousOwners");
    expect(car).not.toHaveProperty("itemCondition");
    expect(car).not.toHaveProperty("image");
  });
});

describe("the breadcrumb", () => {
  it("goes from the home page to the browse page of the car's kind and country, then the car", () => {
    const trail = breadcrumbJsonLd(rental());
    expect(trail["@type"]).toBe("BreadcrumbList");
    expect(trail.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Accueil", item: `${ORIGIN}/` },
      { "@type": "ListItem", position: 2, name: "Louer — Sénégal", item: `${ORIGIN}/listings?type=location&country=S%C3%A9n%C3%A9gal` },
      { "@type": "ListItem", position: 3, name: "Toyota Corolla 2018", item: `${ORIGIN}/rental/${ID}` },
    ]);
  });

  it("on an English page, has English words and English URLs (the filter keeps its French value)", () => {
    const trail = breadcrumbJsonLd({ ...rental(), language: "en", words: wordsIn("en") });
    expect(trail.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: `${ORIGIN}/en` },
      { "@type": "ListItem", position: 2, name: "Rent — Senegal", item: `${ORIGIN}/en/listings?type=location&country=S%C3%A9n%C3%A9gal` },
      { "@type": "ListItem", position: 3, name: "Toyota Corolla 2018", item: `${ORIGIN}/en/rental/${ID}` },
    ]);
    expect(breadcrumbJsonLd({ ...sale(), language: "en", words: wordsIn("en") }).itemListElement).toContainEqual(
      expect.objectContaining({ position: 2, name: "Buy — Senegal" }),
    );
  });
});

describe("an English page's Car", () => {
  it("has its English URL, in the offer too", () => {
    const car = carJsonLd({ ...sale(), language: "en", words: wordsIn("en") });
    expect(car.url).toBe(`${ORIGIN}/en/listing/${ID}`);
    expect(car["@id"]).toBe(`${ORIGIN}/en/listing/${ID}#vehicule`);
    expect(car.offers).toMatchObject({ url: `${ORIGIN}/en/listing/${ID}` });
    expect(car.name).toBe("Toyota Corolla 2018");
  });

  it("says the catalogue's values in English: fuel, gearbox, body, colour and a city with an English name", () => {
    const car = carJsonLd({ ...sale({ listing: { ...sale().listing, city: "Tanger", country: "MA" } }), language: "en", words: wordsIn("en") });
    expect(car).toMatchObject({ fuelType: "Petrol", vehicleTransmission: "Automatic", bodyType: "Sedan", color: "White" });
    expect(car.offers).toMatchObject({ availableAtOrFrom: { address: { addressLocality: "Tangier", addressCountry: "MA" } } });
    // A colour typed by hand is the seller's words.
    expect(carJsonLd({ ...sale({ listing: { ...sale().listing, exteriorColor: "Blanc nacré" } }), language: "en", words: wordsIn("en") }).color).toBe(
      "Blanc nacré",
    );
  });
});

describe("the script's text", () => {
  it("cannot be closed or bent by what a seller typed, and parses back to the same data", () => {
    const hostile = sale({ listing: { ...sale().listing, description: "</script><script>alert(1)</script> <!-- & \u2028" } });
    const text = jsonLdText(listingJsonLd(hostile));
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(listingJsonLd(hostile));
  });
});
