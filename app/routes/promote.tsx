import { metaI18n } from "../lib/meta-i18n.ts";
import { Crown } from "lucide-react";
import { useEffect, useState } from "react";
import { data, useFetcher } from "react-router";
import type { Route } from "./+types/promote";
import { buttonClass } from "../components/ui/button-class.ts";
import { showToast } from "../components/ui/client-toast.ts";
import { FormAlert, SubmitButton } from "../components/ui/field.tsx";
import { requireUser } from "./guards.server.ts";
import { CancelledCheckoutNotice } from "../features/payments/components/cancelled-checkout-notice.tsx";
import { isCancelledCheckout } from "../features/payments/payment-messages.ts";
import { myListings } from "../features/listings/my-listings.server.ts";
import { activePackages } from "../features/promotion/packages.server.ts";
import { startPromotion } from "../features/promotion/promotion.server.ts";
import { resolveCountry } from "../lib/countries.ts";
import { currencyName } from "../lib/charge.ts";
import { formatExactPrice } from "../lib/money.ts";
import { methodsFor } from "../server/payments/payment-provider.server.ts";
import { PaymentMethodChoice, selectedMethod } from "../features/payments/components/payment-method-choice.tsx";
import { selectedCountry } from "../server/country-cookie.server.ts";
import { readForm } from "../server/read-form.server.ts";
import { inPageLanguage, withMessages } from "../server/i18n.server.ts";
import { msg } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Link, usePageLanguage } from "../components/ui/link.tsx";

export const meta: Route.MetaFunction = ({ matches }) => {
  const i18n = metaI18n(matches);
  return [{ title: i18n._(msg`Promouvoir une annonce — AutoAfrique`) }];
};

async function pageLoader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const [packages, listings, country] = await Promise.all([activePackages(), myListings(user.id), selectedCountry(request, user.country)]);
  const shown = listings.filter((l) => l.status === "active" && l.available);
  return {
    country,
    methods: methodsFor(country),
    packages: packages.map(({ id, name, description, durationDays, price, features }) => ({ id, name, description, durationDays, price, features })),
    listings: shown.map(({ id, kind, brand, model, year }) => ({ id, kind, label: `${brand} ${model} ${year}` })),
    chosenListing: new URL(request.url).searchParams.get("annonce"),
    cancelled: isCancelledCheckout(new URL(request.url)),
  };
}
export const loader = withMessages("routes/promote", pageLoader);

type Answer = { ok: true; url: string } | { ok: false; error: string; values: { packageId: string; listingId: string; promoCode: string; method: string } };

/** The server opens the payment for the user's own listing at the package's price, and gives the checkout's address. */
async function pageAction({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const form = await readForm(request);
  const values = {
    packageId: String(form.get("packageId") ?? ""),
    listingId: String(form.get("listingId") ?? ""),
    promoCode: String(form.get("promoCode") ?? ""),
    method: String(form.get("method") ?? "card"),
  };
  const started = await startPromotion(user.id, { ...values, country: await selectedCountry(request, user.country) });
  if (!started.ok) return data<Answer>({ ok: false, error: started.error, values }, { status: 400 });
  return data<Answer>({ ok: true, url: started.url });
}
export const action = inPageLanguage(pageAction);

export default function Promote({ loaderData, actionData }: Route.ComponentProps) {
  const fetcher = useFetcher<Answer>();
  const answer = fetcher.data ?? actionData;
  const country = resolveCountry(loaderData.country);
  const { packages, listings, chosenListing, methods, cancelled } = loaderData;
  const typed = answer && !answer.ok ? answer.values : undefined;
  const [packageId, setPackageId] = useState(typed?.packageId ?? "");
  const [chosen, setMethod] = useState<string | undefined>(typed?.method);
  const method = selectedMethod(methods, chosen);
  const price = packages.find((p) => p.id === packageId)?.price ?? null;
  const taken = methods.find((m) => m.id === method)?.currency ?? null;
  const { t } = useLingui();
  const language = usePageLanguage();
  const takenName = taken ? currencyName(taken, language) : "";

  useEffect(() => {
    if (!fetcher.data) return;
    if (!fetcher.data.ok) {
      showToast({ type: "error", title: t`Erreur`, description: fetcher.data.error });
      return;
    }
    // Spec: the browser goes to the payment after 500 ms.
    const url = fetcher.data.url;
    const timer = setTimeout(() => window.location.assign(url), 500);
    return () => clearTimeout(timer);
  }, [fetcher.data, t]);

  if (listings.length === 0) {
    return (
      <div className="mx-auto max-w-xl px-4 py-10 text-center">
        <h1 className="text-2xl font-bold">
          <Trans>Promouvoir une annonce</Trans>
        </h1>
        <p className="mt-3 text-slate-600">
          <Trans>Vous n'avez aucune annonce en ligne à promouvoir.</Trans>
        </p>
        <Link to="/sell" className={buttonClass({ className: "mt-6" })}>
          <Trans>Publier une annonce</Trans>
        </Link>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-xl px-4 py-6">
      <h1 className="flex items-center gap-2 text-2xl font-bold">
        <Crown aria-hidden className="text-amber-500" /> <Trans>Promouvoir une annonce</Trans>
      </h1>
      <fetcher.Form method="post" className="mt-4 space-y-5">
        {/* Said once: with JavaScript by the toast, without it by the page the server answers. */}
        {answer && !answer.ok && !fetcher.data ? <FormAlert message={answer.error} /> : null}
        {cancelled && !answer ? <CancelledCheckoutNotice /> : null}
        {answer?.ok && !fetcher.data ? (
          <p role="status" className="rounded-md bg-green-50 p-3 text-sm text-green-800">
            <a href={answer.url} className="font-semibold underline">
              <Trans>Continuer vers le paiement</Trans>
            </a>
          </p>
        ) : null}
        <fieldset className="space-y-2">
          <legend className="mb-2 font-semibold">
            <Trans>1. Choisissez un pack</Trans>
          </legend>
          {packages.map((p) => (
            <label
              key={p.id}
              className="flex cursor-pointer gap-3 rounded-xl border border-slate-200 bg-white p-4 has-checked:border-brand-600 has-checked:ring-2 has-checked:ring-brand-100"
            >
              <input
                type="radio"
                name="packageId"
                value={p.id}
                checked={packageId === p.id}
                onChange={() => setPackageId(p.id)}
                className="mt-1 accent-brand-600"
              />
              <span className="flex-1">
                <span className="flex justify-between gap-2 font-semibold">
                  {p.name} <span className="text-brand-700">{formatExactPrice(p.price, country, "XOF", language)}</span>
                </span>
                <span className="block text-sm text-slate-600">
                  <Plural value={p.durationDays} one="# jour" other="# jours" />
                  {p.description ? ` · ${p.description}` : ""}
                </span>
                {p.features.length > 0 ? <span className="mt-1 block text-xs text-slate-500">{p.features.join(" · ")}</span> : null}
              </span>
            </label>
          ))}
        </fieldset>
        <label className="block">
          <span className="mb-1 block font-semibold">
            <Trans>2. Choisissez l'annonce</Trans>
          </span>
          <select
            name="listingId"
            defaultValue={typed?.listingId ?? chosenListing ?? listings[0]?.id}
            className="w-full rounded-md border border-slate-300 bg-white px-3 py-2"
          >
            {listings.map(({ id, kind, label }) => (
              <option key={id} value={id}>
                {kind === "rental" ? t`${label} (location)` : label}
              </option>
            ))}
          </select>
        </label>
        <label className="block">
          <span className="mb-1 block font-semibold">
            <Trans>Code promo (optionnel)</Trans>
          </span>
          <input
            name="promoCode"
            defaultValue={typed?.promoCode}
            autoCapitalize="characters"
            onChange={(e) => {
              e.currentTarget.value = e.currentTarget.value.toUpperCase();
            }}
            className="w-full rounded-md border border-slate-300 bg-white px-3 py-2 uppercase"
          />
        </label>
        <fieldset className="space-y-2">
          <legend className="mb-2 font-semibold">
            <Trans>3. Moyen de paiement</Trans>
          </legend>
          <PaymentMethodChoice methods={methods} selected={method} onSelect={setMethod} priceXof={price} />
          {taken && (taken !== "XOF" || country.currency !== "XOF") ? (
            <p className="text-xs text-slate-500">
              <Trans>
                Le paiement est débité en {takenName} ({taken}), au montant indiqué avec le moyen de paiement.
              </Trans>
            </p>
          ) : null}
        </fieldset>
        <SubmitButton busy={fetcher.state !== "idle" || Boolean(fetcher.data?.ok)} busyLabel={t`Redirection vers le paiement...`}>
          <Trans>Payer</Trans>
        </SubmitButton>
      </fetcher.Form>
    </div>
  );
}
