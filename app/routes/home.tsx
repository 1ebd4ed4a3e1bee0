import { Form, Link } from "react-router";
import type { Route } from "./+types/home";
import { getSessionUser } from "../features/accounts/session.server.ts";
import { ListingCard } from "../features/listings/components/listing-card.tsx";
import { latestSaleListings } from "../features/listings/latest-listings.server.ts";
import { resolveCountry } from "../lib/countries.ts";
import { selectedCountry } from "../server/country-cookie.server.ts";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await getSessionUser(request);
  const country = await selectedCountry(request, user?.country);
  return { firstName: user?.firstName ?? null, country, latest: await latestSaleListings(country) };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const country = resolveCountry(loaderData.country);
  return (
    <>
      <section className="flex min-h-[350px] flex-col justify-center bg-gradient-to-br from-brand-600 to-brand-700 px-4 py-10 text-white">
        <div className="mx-auto w-full max-w-3xl">
          {loaderData.firstName ? <p className="mb-2 text-brand-100">Bonjour {loaderData.firstName} 👋</p> : null}
          <h1 className="text-3xl font-extrabold sm:text-4xl">Trouvez votre voiture idéale</h1>
          <p className="mt-2 text-brand-100">Achetez, vendez et louez en toute confiance en {country.name}.</p>
          <Form method="get" action="/listings" className="mt-6 flex gap-2" role="search">
            <label htmlFor="hero-search" className="sr-only">
              Rechercher
            </label>
            <input
              id="hero-search"
              name="search"
              required
              pattern=".*\S.*"
              placeholder="Marque, modèle, année..."
              className="min-w-0 flex-1 rounded-md bg-white px-3 py-2.5 text-slate-900"
            />
            <button type="submit" className="rounded-md bg-slate-900 px-4 py-2.5 font-semibold">
              Rechercher
            </button>
          </Form>
        </div>
      </section>
      <section className="mx-auto max-w-6xl px-4 py-8">
        <div className="mb-4 flex items-baseline justify-between">
          <h2 className="text-xl font-bold">Dernières annonces</h2>
          <Link to="/listings" className="text-sm font-medium text-brand-600">
            Voir tout
          </Link>
        </div>
        {loaderData.latest.length === 0 ? (
          <p className="text-slate-500">Aucun véhicule trouvé</p>
        ) : (
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {loaderData.latest.map((l, i) => (
              <ListingCard key={l.id} listing={l} country={country} eager={i < 2} />
            ))}
          </div>
        )}
      </section>
    </>
  );
}
