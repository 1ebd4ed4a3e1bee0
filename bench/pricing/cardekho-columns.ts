import type { PricedVehicle } from "../../app/features/pricing/price-model.ts";

/**
 * The column mapping of ../shared/data/cardekho (the only place that knows its format): `name` is
 * make, model and trim; power and engine size are read from "105 bhp" and "2498 CC".
 */
const OWNERS: Record<string, number> = { "Test Drive Car": 0, "First Owner": 1, "Second Owner": 2, "Third Owner": 3, "Fourth & Above Owner": 4 };

const numberIn = (text: string | undefined) => {
  const match = (text ?? "").match(/[\d.]+/);
  return match ? Number(match[0]) : null;
};

export function cardekhoVehicle(row: Record<string, string>, index: number): PricedVehicle | null {
  const [brand, model, ...trim] = (row.name ?? "").trim().split(/\s+/);
  const price = Number(row.selling_price);
  const year = Number(row.year);
  const mileage = Number(row.KM_driven);
  if (!brand || !model || !(price > 0) || !(year > 1900) || !(mileage >= 0)) return null;
  return {
    id: String(index),
    brand,
    model,
    variant: trim.join(" ") || null,
    year,
    mileage,
    price,
    fuel: row.Fuel || null,
    transmission: row.Transmission || null,
    sellerType: row.Seller_type || null,
    owners: OWNERS[row.Owner ?? ""] ?? null,
    horsepower: numberIn(row.Max_power),
    engineCc: numberIn(row.Engine),
    seats: numberIn(row.Seats),
  };
}
