import { type PackageInput, activePackages, createPackage } from "../../promotion/packages.server.ts";
import { fulfilPromotion, startPromotion } from "../../promotion/promotion.server.ts";
import { type Cast, DAY, type SeedContext, type SeededListing, expectOk } from "./context.ts";

/** The terms of service's one-off promotions: 7 days for 5 000 FCFA, 30 days for 15 000 FCFA. */
const PACKAGES: readonly PackageInput[] = [
  {
    name: "7 jours",
    description: "Mettez votre annonce en avant pendant une semaine : en tête des résultats de recherche et sur la page d'accueil de votre pays.",
    durationDays: 7,
    price: 5000,
    features: [
      "En tête des résultats de recherche de votre pays",
      "Badge Premium sur l'annonce",
      "Affichage dans la section Premium de l'accueil",
      "Visibilité pendant 7 jours",
    ],
  },
  {
    name: "30 jours",
    description: "Un mois de visibilité maximale pour vendre plus vite, au meilleur prix par jour.",
    durationDays: 30,
    price: 15000,
    features: [
      "En tête des résultats de recherche de votre pays",
      "Badge Premium sur l'annonce",
      "Affichage dans la section Premium de l'accueil",
      "Visibilité pendant 30 jours",
      "Meilleur rapport qualité-prix",
    ],
  },
];

/** The administrator creates the two packages (those already there, by name, are reused). */
async function seedPackages(ctx: SeedContext, cast: Cast) {
  const existing = await activePackages();
  const packages = [];
  for (const spec of PACKAGES) {
    let found = existing.find((p) => p.name === spec.name);
    if (!found) {
      const { id } = expectOk(await createPackage(cast.admin.id, spec), `package ${spec.name}`);
      ctx.created.packages.push(id);
      found = (await activePackages()).find((p) => p.id === id);
    }
    if (!found) throw new Error(`demo seed: package ${spec.name} missing`);
    packages.push(found);
  }
  return packages;
}

/**
 * A few sellers of Côte d'Ivoire and Senegal paid (sandbox) to promote a recent, well-priced car
 * within the package's duration, so the home page's Premium section is filled.
 */
export async function seedPromotion(ctx: SeedContext, cast: Cast, listings: readonly SeededListing[]): Promise<number> {
  const { rng, now } = ctx;
  const [week, month] = await seedPackages(ctx, cast);
  if (!week || !month) throw new Error("demo seed: packages missing");
  const candidates = listings.filter((l) => l.kind === "sale" && l.visible && l.year >= 2016 && l.price >= 8_000_000);
  const promoted = [
    ...rng.sample(
      candidates.filter((l) => l.country === "CI" && l.ownerId === cast.dealer.id),
      2,
    ),
    ...rng.sample(
      candidates.filter((l) => l.country === "CI" && l.ownerId !== cast.dealer.id),
      1,
    ),
    ...rng.sample(
      candidates.filter((l) => l.country === "SN"),
      2,
    ),
  ];
  for (const [i, listing] of promoted.entries()) {
    const pack = i % 2 === 0 ? month : week;
    const paidAt = new Date(now - rng.int(0, pack.durationDays - 2) * DAY - rng.int(1, 20) * 3_600_000);
    const payment = expectOk(await startPromotion(listing.ownerId, { listingId: listing.id, packageId: pack.id }, { now: paidAt }), "a promotion");
    // Paid as the provider's confirmation would have it.
    const paid = { id: payment.paymentId, userId: listing.ownerId, listingId: listing.id, packageId: pack.id };
    expectOk(await fulfilPromotion(paid, "webhook", { now: paidAt }), "a promotion payment");
  }
  return promoted.length;
}
