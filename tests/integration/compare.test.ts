import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { createRentalListing, createSaleListing, createUser } from "../../app/features/demo/factories.server.ts";
import { COMPARE_MESSAGES } from "../../app/features/compare/compare.ts";
import { loader } from "../../app/routes/compare.tsx";
import { compareRows } from "../../app/features/compare/compare-rows.ts";
import { serverI18n } from "../../app/server/i18n.server.ts";
import { db } from "../../app/server/db.server.ts";
import { listings } from "../../app/server/schema.ts";
import { useTestDatabase } from "../support/database.ts";

useTestDatabase();

const open = async (query: string) => {
  const request = new Request(`http://localhost:3000/comparer${query}`);
  return loader({ request, params: {}, context: new RouterContextProvider() } as never);
};
let seq = 0;
const seller = () =>
  createUser({
    email: `comparer${++seq}@example.test`,
    firstName: "Moussa",
    lastName: "Traoré",
    companyName: seq % 2 ? "Dakar Autos" : undefined,
    userType: seq % 2 ? "dealer" : "seller",
  });

describe("/comparer", () => {
  it("shows the linked cars in the link's order with the facts compared, whoever opens it", async () => {
    const owner = await seller();
    const a = await createSaleListing(owner.id, { brand: "Toyota", model: "Hilux", engine: "2.8L", horsepower: 177, bodyType: "Pick-up", previousOwners: 2 });
    const b = await createSaleListing(owner.id, { brand: "Peugeot", model: "3008", year: 2021 });
    const c = await createRentalListing(owner.id);
    const page = await open(`?ids=${b.id},${a.id},${c.id}`);
    expect(page.cars.map((car) => car.id)).toEqual([b.id, a.id, c.id]);
    expect(page.notices).toEqual([]);
    expect(page.cars[1]).toMatchObject({
      brand: "Toyota",
      engine: "2.8L",
      horsepower: 177,
      bodyType: "Pick-up",
      previousOwners: 2,
      sellerName: "Dakar Autos",
      city: "Abidjan",
    });
    expect(page.cars[2]).toMatchObject({ kind: "rental", deal: null });
  });

  it("states a title deed's answer only when the seller gave it", async () => {
    const owner = await seller();
    const unsaid = await createSaleListing(owner.id, { accidents: 1, cleanTitle: null, customsCleared: null });
    const notClean = await createSaleListing(owner.id, { accidents: 1, cleanTitle: false });
    const page = await open(`?ids=${unsaid.id},${notClean.id}`);
    expect(page.cars.map((car) => car.cleanTitle)).toEqual([null, false]);
    const history = compareRows(page.cars, serverI18n("fr")).find((row) => row.key === "history");
    expect(history?.values).toEqual(["1 accident", "1 accident · titre non en règle"]);
  });

  it("answers bad, extra, repeated, hidden, sold and deleted ids with a French notice, never an error", async () => {
    const owner = await seller();
    const [a, b, c, d] = [
      await createSaleListing(owner.id),
      await createSaleListing(owner.id),
      await createSaleListing(owner.id),
      await createSaleListing(owner.id),
    ];
    const four = await open(`?ids=${a.id},${b.id},${c.id},${d.id}`);
    expect(four.cars.map((car) => car.id)).toEqual([a.id, b.id, c.id]);
    expect(four.notices).toEqual([COMPARE_MESSAGES.tooMany]);

    await db().update(listings).set({ status: "sold" }).where(eq(listings.id, a.id));
    await db().update(listings).set({ hiddenReason: "banned" }).where(eq(listings.id, b.id));
    await db().update(listings).set({ deletedAt: new Date() }).where(eq(listings.id, c.id));
    const gone = await open(`?ids=${a.id},${b.id},${c.id}`);
    expect(gone.cars).toEqual([]);
    expect(gone.notices).toEqual([COMPARE_MESSAGES.gone(3), COMPARE_MESSAGES.empty]);

    const bad = await open(`?ids=${d.id},${d.id.toUpperCase()},nope,%00,__proto__`);
    expect(bad.cars.map((car) => car.id)).toEqual([d.id]);
    expect(bad.notices).toEqual([COMPARE_MESSAGES.malformed, COMPARE_MESSAGES.single]);

    expect((await open("")).notices).toEqual([COMPARE_MESSAGES.empty]);
    expect((await open(`?ids=${"9".repeat(200_000)}`)).notices).toEqual([COMPARE_MESSAGES.malformed, COMPARE_MESSAGES.empty]);
    expect((await open("?ids=00000000-0000-4000-a000-000000000000")).notices).toEqual([COMPARE_MESSAGES.gone(1), COMPARE_MESSAGES.empty]);
  });
});
