import { ChevronDown } from "lucide-react";
import { useEffect, useState } from "react";
import { useNavigation } from "react-router";
import { Form } from "../components/ui/link.tsx";
import type { Route } from "./+types/sell-evaluer";
import { Button } from "../components/ui/button.tsx";
import { showToast } from "../components/ui/client-toast.ts";
import { FormAlert, SelectField, TextField } from "../components/ui/field.tsx";
import { cx } from "../components/ui/cx.ts";
import { CountryCityFields } from "../features/accounts/components/country-city-fields.tsx";
import { requireUser } from "./guards.server.ts";
import { PostingHeader } from "../features/listings/posting/components/listing-form-frame.tsx";
import { formValues } from "../features/listings/posting/components/form-values.ts";
import { VehicleIdentityFields } from "../features/listings/posting/components/vehicle-identity-fields.tsx";
import { listingHref } from "../features/listings/listing.ts";
import { VALUATION_RESULT_ID, ValuationResult } from "../features/pricing/components/valuation-result.tsx";
import { useValuationWording } from "../features/pricing/components/use-valuation-wording.ts";
import { narrativeConfigured } from "../features/pricing/narrative.server.ts";
import { valueVehicle } from "../features/pricing/pricing.server.ts";
import { VALUATION_CONDITIONS, VALUATION_CONDITION_LABELS, VALUATION_MESSAGES, readValuationQuery } from "../features/pricing/valuation-rules.ts";
import { useValueLabel } from "../components/ui/value-label.ts";
import { VALUATION_PRO_ONLY, valuationLocked } from "../features/pricing/valuation-access.server.ts";
import { resolveCountry } from "../lib/countries.ts";
import { selectedCountry } from "../server/country-cookie.server.ts";
import { log } from "../server/log.server.ts";
import { redirectWithToast } from "../server/toast.server.ts";
import { requestLanguage, withMessages } from "../server/i18n.server.ts";
import { metaI18n } from "../lib/meta-i18n.ts";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";

export const meta: Route.MetaFunction = (args) => [{ title: metaI18n(args.matches)._(msg`Évaluation intelligente — AutoAfrique`) }];

/**
 * The valuation is a GET form: the result is a page (reloaded, shared, or shown again in another
 * currency when the visitor changes country). Kept for Pro members when the admin switch says so.
 */
async function pageLoader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  if (await valuationLocked(user.id)) throw await redirectWithToast("/sell", VALUATION_PRO_ONLY);
  const params = new URL(request.url).searchParams;
  const country = await selectedCountry(request, user.country);
  const values = Object.fromEntries(params);
  const noErrors: Partial<Record<keyof typeof VALUATION_MESSAGES, string>> = {};
  // The language model is asked in French: an English page keeps our own English text.
  const base = {
    country,
    defaultCountry: user.country || country,
    values: params.size > 0 ? values : undefined,
    worded: narrativeConfigured() && requestLanguage(request) === "fr",
  };
  if (!params.has("brand")) return { ...base, errors: noErrors, result: null, failure: null };
  const query = readValuationQuery(params);
  if (!query.ok) return { ...base, errors: query.errors, result: null, failure: null };
  try {
    return { ...base, errors: noErrors, result: await valueVehicle(query.facts, requestLanguage(request)), failure: null };
  } catch (error) {
    log.error("valuation.failed", { error });
    return { ...base, errors: noErrors, result: null, failure: VALUATION_MESSAGES.failed };
  }
}
export const loader = withMessages("routes/sell-evaluer", pageLoader);

/**
 * The vehicle described. A GET form whose action points at the answer: the page comes back showing
 * it, with or without JavaScript (the browser keeps the fragment, the router scrolls to it).
 */
function ValuationForm({ loaderData, className }: { loaderData: Route.ComponentProps["loaderData"]; className?: string }) {
  const { errors } = loaderData;
  const values = formValues(loaderData.values);
  const [formCountry, setFormCountry] = useState(values.text("country", loaderData.defaultCountry));
  const busy = useNavigation().state === "loading";
  const { t } = useLingui();
  const label = useValueLabel();
  return (
    <Form method="get" action={`/sell/evaluer#${VALUATION_RESULT_ID}`} className={cx("space-y-4", className)}>
      <VehicleIdentityFields values={values} errors={errors} />
      <TextField
        label={t`Kilométrage (km)`}
        name="mileage"
        type="number"
        min={0}
        inputMode="numeric"
        defaultValue={values.text("mileage")}
        error={errors.mileage}
      />
      <SelectField
        label={t`État`}
        name="condition"
        defaultValue={values.text("condition")}
        error={errors.condition}
        empty={t`Choisir l'état`}
        options={label.options(VALUATION_CONDITIONS, VALUATION_CONDITION_LABELS)}
      />
      <CountryCityFields
        country={formCountry}
        onCountryChange={setFormCountry}
        sent={{ country: values.text("country"), city: values.text("city") }}
        errors={errors}
      />
      <Button type="submit" size="lg" block disabled={busy}>
        {busy ? <Trans>Chargement...</Trans> : <Trans>Évaluer mon véhicule</Trans>}
      </Button>
    </Form>
  );
}

/** With an answer, it comes first and the form waits folded below it; without one, the form is the page. */
export default function SellEvaluer({ loaderData }: Route.ComponentProps) {
  const { result, failure } = loaderData;
  const country = resolveCountry(loaderData.country);
  const values = formValues(loaderData.values);
  const { t } = useLingui();
  const wording = useValuationWording(result && loaderData.worded ? new URLSearchParams(loaderData.values).toString() : null);
  // Spec doc 2 §8: a failed valuation is also said as a toast.
  useEffect(() => {
    if (failure) showToast({ type: "error", title: t`Erreur`, description: failure });
  }, [failure, t]);
  return (
    <div className="mx-auto max-w-2xl px-4 py-6">
      <PostingHeader title={t`Évaluation intelligente`} />
      {result ? (
        <>
          <ValuationResult
            result={wording ? { ...result, explanation: wording, aiPowered: true } : result}
            country={country}
            search={{ brand: values.text("brand"), model: values.text("model") }}
            comparableHref={(id) => listingHref("sale", id)}
          />
          <details className="group mt-4 rounded-xl border border-slate-200 bg-white">
            <summary className="flex cursor-pointer items-center justify-between gap-2 p-4 font-semibold">
              <Trans>Modifier les informations du véhicule</Trans>
              <ChevronDown aria-hidden size={18} className="shrink-0 transition-transform group-open:rotate-180" />
            </summary>
            <ValuationForm loaderData={loaderData} className="px-4 pb-4" />
          </details>
        </>
      ) : (
        <>
          <p className="mb-4 text-slate-600">
            <Trans>Estimez la valeur de votre véhicule à partir des annonces du marché.</Trans>
          </p>
          <ValuationForm loaderData={loaderData} className="rounded-xl border border-slate-200 bg-white p-4" />
          {failure ? (
            <div className="mt-4">
              <FormAlert message={failure} />
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}
