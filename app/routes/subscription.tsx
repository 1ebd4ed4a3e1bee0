import { metaI18n } from "../lib/meta-i18n.ts";
import { BarChart3, Check, Crown, Rocket, ShieldCheck } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { data, redirect, useFetcher } from "react-router";
import type { Route } from "./+types/subscription";
import { showToast } from "../components/ui/client-toast.ts";
import { Button } from "../components/ui/button.tsx";
import { FormAlert } from "../components/ui/field.tsx";
import { requireUser } from "./guards.server.ts";
import { CancelledCheckoutNotice } from "../features/payments/components/cancelled-checkout-notice.tsx";
import { isCancelledCheckout } from "../features/payments/payment-messages.ts";
import { appSetting } from "../features/settings/app-settings.server.ts";
import { freePlanFeatures, proPlanFeatures } from "../features/subscription/plan-features.ts";
import { planCard } from "../features/subscription/plans.server.ts";
import { prepaidProOf } from "../features/subscription/prepaid-pro.server.ts";
import { startSubscription, subscriptionPortal } from "../features/subscription/subscribe.server.ts";
import { useSubscription } from "../features/subscription/subscription-status.tsx";
import { useCancelledCheckoutTab } from "../features/subscription/use-cancelled-checkout-tab.ts";
import { resolveCountry } from "../lib/countries.ts";
import { formatLongDate } from "../lib/long-date.ts";
import { formatExactPrice } from "../lib/money.ts";
import { selectedCountry } from "../server/country-cookie.server.ts";
import { methodsFor } from "../server/payments/payment-provider.server.ts";
import { PaymentMethodChoice, selectedMethod } from "../features/payments/components/payment-method-choice.tsx";
import { readForm } from "../server/read-form.server.ts";
import { inPageLanguage, withMessages } from "../server/i18n.server.ts";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { usePageLanguage } from "../components/ui/link.tsx";

export const meta: Route.MetaFunction = ({ matches }) => {
  const i18n = metaI18n(matches);
  return [{ title: i18n._(msg`Choisissez votre plan — AutoAfrique`) }];
};

async function pageLoader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const [free, pro, country, prepaid, listingLimit, valuationForProOnly] = await Promise.all([
    planCard("free"),
    planCard("pro"),
    selectedCountry(request, user.country),
    prepaidProOf(user.id),
    appSetting("enable_free_listings_limit"),
    appSetting("restrict_vehicle_evaluation_to_pro"),
  ]);
  return {
    // Each plan's lines as the spec describes it: the free plan's limit while it applies, Pro's 'Annonces illimitées'.
    freePlan: { ...free, features: freePlanFeatures(free.features, { listingLimit, valuationForProOnly }) },
    proPlan: { ...pro, features: proPlanFeatures(pro.features) },
    country,
    methods: methodsFor(country),
    // A prepaid month (Wave, Paystack, CinetPay): renewed by the member (one tap), not by a provider's portal.
    prepaidEnd: prepaid?.endsAt.toISOString() ?? null,
    prepaidProvider: prepaid?.provider ?? null,
    // The checkout's tab, brought back here by 'Annuler' on the provider's page.
    cancelled: isCancelledCheckout(new URL(request.url)),
  };
}
export const loader = withMessages("routes/subscription", pageLoader);

type Answer = { ok: true; url: string } | { ok: false; error: string; promoCode: string };

/** 'Passer à Pro' (the checkout) and 'Gérer mon abonnement' (the portal): a URL to open, or the French reason. */
async function pageAction({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const form = await readForm(request);
  const promoCode = String(form.get("promoCode") ?? "");
  const result =
    form.get("intent") === "portal"
      ? await subscriptionPortal(user.id)
      : await startSubscription(user.id, promoCode, form.get("method") ?? "card", await selectedCountry(request, user.country));
  const answer: Answer = result.ok ? { ok: true, url: result.url } : { ok: false, error: result.error, promoCode };
  // A form sent without JavaScript (to a new tab) goes straight there.
  if (result.ok && form.get("via") !== "script") return redirect(result.url);
  return data(answer, { status: result.ok ? 200 : 400 });
}
export const action = inPageLanguage(pageAction);

const BENEFITS = [
  {
    key: "visibility",
    icon: <Rocket aria-hidden />,
    title: msg`Visibilité maximale`,
    text: msg`Vos annonces apparaissent en tête des résultats de recherche.`,
  },
  {
    key: "badge",
    icon: <ShieldCheck aria-hidden />,
    title: msg`Badge Premium`,
    text: msg`Un badge Pro sur toutes vos annonces inspire confiance aux acheteurs.`,
  },
  {
    key: "statistics",
    icon: <BarChart3 aria-hidden />,
    title: msg`Statistiques avancées`,
    text: msg`Suivez les vues et l'activité de vos annonces sur votre tableau de bord.`,
  },
];

function Features({ items }: { items: readonly string[] }) {
  return (
    <ul className="mt-4 space-y-2 text-sm">
      {items.map((f) => (
        <li key={f} className="flex gap-2">
          <Check aria-hidden size={18} className="shrink-0 text-green-600" /> {f}
        </li>
      ))}
    </ul>
  );
}

const currentBadge = (
  <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">
    <Trans>Plan actuel</Trans>
  </span>
);

export default function Subscription({ loaderData, actionData }: Route.ComponentProps) {
  const { freePlan, proPlan, methods, prepaidEnd, prepaidProvider, cancelled } = loaderData;
  const { t, i18n } = useLingui();
  const language = usePageLanguage();
  useCancelledCheckoutTab(cancelled);
  // The method chosen while it is taken in the country shown, else the card or the first one taken.
  const [chosen, setMethod] = useState<string | undefined>();
  const method = selectedMethod(methods, chosen);
  const canPay = method !== undefined;
  // A prepaid month is renewed by a method of the provider it was paid with.
  const renewal = methods.find((m) => m.provider !== null && m.provider === prepaidProvider);
  const renewalName = renewal?.label ?? "";
  // The shell's status: read with the page, then re-checked every minute.
  const { pro, subscriptionEnd } = useSubscription().status;
  const country = resolveCountry(loaderData.country);
  const validUntil = prepaidEnd ? formatLongDate(prepaidEnd, {}, language) : "";
  const renewedOn = subscriptionEnd ? formatLongDate(subscriptionEnd, {}, language) : "";
  const fetcher = useFetcher<Answer>();
  // Opened at the click (a browser lets a click open a tab), pointed at the provider once known.
  const tab = useRef<Window | null>(null);
  const [code, setCode] = useState(actionData && !actionData.ok ? actionData.promoCode : "");
  const answer = fetcher.data ?? actionData;

  useEffect(() => {
    const reply = fetcher.data;
    if (!reply) return;
    if (reply.ok) {
      if (tab.current) tab.current.location.href = reply.url;
      else window.location.assign(reply.url);
    } else {
      tab.current?.close();
      showToast({ type: "error", title: t`Erreur`, description: reply.error });
    }
    tab.current = null;
  }, [fetcher.data, t]);

  const busy = fetcher.state !== "idle";
  const open = () => {
    tab.current = window.open("about:blank", "_blank");
  };
  const submit =
    (intent: "checkout" | "portal", chosen: string = method ?? "") =>
    (event: React.FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      open();
      void fetcher.submit({ intent, promoCode: code, method: chosen, via: "script" }, { method: "post" });
    };
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="text-center text-3xl font-bold">
        <Trans>Choisissez votre plan</Trans>
      </h1>
      <p className="mt-2 text-center text-slate-600">
        <Trans>Boostez vos ventes avec le plan Pro.</Trans>
      </p>
      {answer && !answer.ok && !fetcher.data ? <FormAlert message={answer.error} /> : null}
      {cancelled ? <CancelledCheckoutNotice /> : null}
      <div className="mt-8 grid gap-4 md:grid-cols-2">
        <section aria-labelledby="plan-free" className="rounded-xl border border-slate-200 bg-white p-6">
          <div className="flex items-center justify-between">
            <h2 id="plan-free" className="text-xl font-bold">
              {freePlan.name}
            </h2>
            {pro ? null : currentBadge}
          </div>
          <p className="mt-2 text-2xl font-bold">
            {formatExactPrice(0, country, "XOF", language)}
            <span className="text-sm font-normal text-slate-500">
              <Trans>/mois</Trans>
            </span>
          </p>
          <Features items={freePlan.features} />
        </section>
        <section aria-labelledby="plan-pro" className="rounded-xl border-2 border-brand-600 bg-white p-6">
          <div className="flex items-center justify-between">
            <h2 id="plan-pro" className="flex items-center gap-2 text-xl font-bold">
              <Crown aria-hidden className="text-amber-500" /> {proPlan.name}
            </h2>
            {pro ? currentBadge : null}
          </div>
          <p className="mt-2 text-2xl font-bold">
            {formatExactPrice(proPlan.price, country, "XOF", language)}
            <span className="text-sm font-normal text-slate-500">
              <Trans>/mois</Trans>
            </span>
          </p>
          <Features items={proPlan.features} />
          {pro && prepaidEnd ? (
            <form method="post" target="_blank" onSubmit={submit("checkout", renewal?.id ?? "")} className="mt-6 space-y-2">
              <p className="text-sm text-slate-600">
                <Trans>Valable jusqu'au {validUntil}</Trans>
              </p>
              <input type="hidden" name="intent" value="checkout" />
              <input type="hidden" name="method" value={renewal?.id ?? ""} />
              <Button type="submit" block disabled={busy || !renewal}>
                {busy ? t`Chargement...` : renewal ? t`Renouveler avec ${renewalName} (30 jours)` : t`Renouveler avec le même moyen (30 jours)`}
              </Button>
            </form>
          ) : pro ? (
            <form method="post" target="_blank" onSubmit={submit("portal")} className="mt-6 space-y-2">
              {subscriptionEnd ? (
                <p className="text-sm text-slate-600">
                  <Trans>Renouvelé le {renewedOn}</Trans>
                </p>
              ) : null}
              <input type="hidden" name="intent" value="portal" />
              <Button type="submit" variant="outline" block disabled={busy}>
                {busy ? t`Chargement...` : t`Gérer mon abonnement`}
              </Button>
            </form>
          ) : (
            <form method="post" target="_blank" onSubmit={submit("checkout")} className="mt-6 space-y-3">
              <input type="hidden" name="intent" value="checkout" />
              <fieldset className="space-y-2 text-sm">
                <legend className="mb-1 font-medium">
                  <Trans>Moyen de paiement</Trans>
                </legend>
                <PaymentMethodChoice
                  methods={methods}
                  selected={method}
                  onSelect={setMethod}
                  priceXof={proPlan.price}
                  detail={(m) => (m.recurring ? t`Abonnement mensuel` : t`30 jours, renouvelables`)}
                />
              </fieldset>
              <details className="group text-sm">
                <summary className="cursor-pointer font-medium text-brand-700">
                  <span className="group-open:hidden">
                    <Trans>Ajouter un code promo</Trans>
                  </span>
                  <span className="hidden group-open:inline">
                    <Trans>Masquer un code promo</Trans>
                  </span>
                </summary>
                <label className="mt-2 block">
                  <span className="mb-1 block text-slate-700">
                    <Trans>Code promo (optionnel)</Trans>
                  </span>
                  <input
                    name="promoCode"
                    value={code}
                    onChange={(e) => setCode(e.target.value.toUpperCase())}
                    autoCapitalize="characters"
                    className="w-full rounded-md border border-slate-300 px-3 py-2 uppercase"
                  />
                </label>
              </details>
              <Button type="submit" block disabled={busy || !canPay}>
                {busy ? t`Chargement...` : t`Passer à Pro`}
              </Button>
            </form>
          )}
        </section>
      </div>
      <ul className="mt-8 grid gap-4 md:grid-cols-3">
        {BENEFITS.map((b) => (
          <li key={b.key} className="rounded-xl border border-slate-200 bg-white p-4">
            <span className="text-brand-600">{b.icon}</span>
            <h3 className="mt-2 font-semibold">{i18n._(b.title)}</h3>
            <p className="mt-1 text-sm text-slate-600">{i18n._(b.text)}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
