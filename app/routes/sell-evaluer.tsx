import { useEffect, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/sell-evaluer";
import { Button } from "../components/ui/button.tsx";
import { showToast } from "../components/ui/client-toast.ts";
import { FormAlert, SelectField, TextField } from "../components/ui/field.tsx";
import { ListingPhoto } from "../components/ui/listing-photo.tsx";
import { CountryCityFields } from "../features/accounts/components/country-city-fields.tsx";
import { requireUser } from "../features/accounts/session.server.ts";
import { listingHref } from "../features/listings/listing.ts";
import { PostingHeader } from "../features/listings/posting/components/listing-form-frame.tsx";
import { formValues } from "../features/listings/posting/components/form-values.ts";
import { VehicleIdentityFields } from "../features/listings/posting/components/vehicle-identity-fields.tsx";
import { BodySilhouette } from "../features/pricing/components/body-silhouette.tsx";
import { comparablesWording } from "../features/pricing/deal-rating.ts";
import { type Valuation, valueVehicle } from "../features/pricing/pricing.server.ts";
import { VALUATION_CONDITIONS, VALUATION_MESSAGES, readValuationQuery } from "../features/pricing/valuation-rules.ts";
import { VALUATION_PRO_ONLY, valuationLocked } from "../features/pricing/valuation-access.server.ts";
import { resolveCountry } from "../lib/countries.ts";
import { formatPrice } from "../lib/money.ts";
import { selectedCountry } from "../server/country-cookie.server.ts";
import { log } from "../server/log.server.ts";
import { redirectWithToast } from "../server/toast.server.ts";

export const meta: Route.MetaFunction = () => [{ title: "Évaluation intelligente — AutoAfrique" }];

/**
 * The valuation is a GET form: the result is a page (reloaded, shared, or shown again in another
 * currency when the visitor changes country). Kept for Pro members when the admin switch says so.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  if (await valuationLocked(user.id)) throw await redirectWithToast("/sell", VALUATION_PRO_ONLY);
  const params = new URL(request.url).searchParams;
  const country = await selectedCountry(request, user.country);
  const values = Object.fromEntries(params);
  const noErrors: Partial<Record<keyof typeof VALUATION_MESSAGES, string>> = {};
  const base = { country, defaultCountry: user.country || country, values: params.size > 0 ? values : undefined };
  if (!params.has("brand")) return { ...base, errors: noErrors, result: null, failure: null };
  const query = readValuationQuery(params);
  if (!query.ok) return { ...base, errors: query.errors, result: null, failure: null };
  try {
    return { ...base, errors: noErrors, result: await valueVehicle(query.facts), failure: null };
  } catch (error) {
    log.error("valuation.failed", { error });
    return { ...base, errors: noErrors, result: null, failure: VALUATION_MESSAGES.failed };
  }
}

function Result({ result, country }: { result: Valuation; country: ReturnType<typeof resolveCountry> }) {
  const cover = result.comparables.find((c) => c.cover)?.cover ?? null;
  return (
    <section aria-labelledby="valuation-result" className="mt-6 space-y-4 rounded-xl border border-brand-200 bg-white p-4">
      <h2 id="valuation-result" className="text-lg font-semibold">
        Estimation
      </h2>
      {cover ? <ListingPhoto cover={cover} className="h-40 w-full rounded-lg object-cover" /> : <BodySilhouette bodyType={result.bodyType} />}
      <div>
        <p className="text-3xl font-bold text-brand-700" data-testid="valuation-value">
          {formatPrice(result.value, country)}
        </p>
        <p className="text-slate-600" data-testid="valuation-range">
          Entre {formatPrice(result.low, country)} et {formatPrice(result.high, country)}
        </p>
        <p className="mt-1 text-xs text-slate-500">{comparablesWording(result.comparableCount)}</p>
      </div>
      <p className="text-slate-700">{result.explanation}</p>
      {result.comparables.length > 0 ? (
        <div>
          <h3 className="mb-2 text-sm font-semibold">Annonces comparables</h3>
          <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
            {result.comparables.map((c) => (
              <li key={c.id}>
                <Link to={listingHref("sale", c.id)} className="flex items-center justify-between gap-3 p-2 text-sm hover:bg-slate-50">
                  <span>
                    {c.brand} {c.model} {c.year} · {new Intl.NumberFormat("fr-FR").format(c.mileage)} km
                  </span>
                  <span className="font-semibold">{formatPrice(c.price, country)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

export default function SellEvaluer({ loaderData }: Route.ComponentProps) {
  const { errors, result, failure } = loaderData;
  const values = formValues(loaderData.values);
  const country = resolveCountry(loaderData.country);
  const [formCountry, setFormCountry] = useState(values.text("country", loaderData.defaultCountry));
  const busy = useNavigation().state === "loading";
  // Spec doc 2 §8: a failed valuation is also said as a toast.
  useEffect(() => {
    if (failure) showToast({ type: "error", title: "Erreur", description: failure });
  }, [failure]);
  return (
    <div className="mx-auto max-w-2xl px-4 py-6">
      <PostingHeader title="Évaluation intelligente" />
      <p className="mb-4 text-slate-600">Estimez la valeur de votre véhicule à partir des annonces du marché.</p>
      <Form method="get" className="space-y-4 rounded-xl border border-slate-200 bg-white p-4">
        <VehicleIdentityFields values={values} errors={errors} />
        <TextField label="Kilométrage (km)" name="mileage" type="number" min={0} inputMode="numeric" defaultValue={values.text("mileage")} error={errors.mileage} />
        <SelectField label="État" name="condition" defaultValue={values.text("condition")} error={errors.condition} empty="Choisir l'état" options={VALUATION_CONDITIONS} />
        <CountryCityFields country={formCountry} onCountryChange={setFormCountry} sent={{ country: values.text("country"), city: values.text("city") }} errors={errors} />
        <Button type="submit" size="lg" block disabled={busy}>
          {busy ? "Chargement..." : "Évaluer mon véhicule"}
        </Button>
      </Form>
      {failure ? (
        <div className="mt-4">
          <FormAlert message={failure} />
        </div>
      ) : null}
      {result ? <Result result={result} country={country} /> : null}
    </div>
  );
}
