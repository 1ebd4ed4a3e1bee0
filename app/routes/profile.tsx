import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { CalendarDays, Car } from "lucide-react";
import { VerifiedBadge } from "../components/ui/verified-badge.tsx";
import { PhoneNumber } from "../components/ui/phone-number.tsx";
import { data, useLocation } from "react-router";
import { Form, Link, usePageLanguage } from "../components/ui/link.tsx";
import { useImageUrls } from "../components/ui/image-urls.tsx";
import type { Route } from "./+types/profile";
import { sendVerificationMail, verificationMailWords } from "../features/accounts/verification-mail.server.ts";
import { refusalStatus } from "../lib/result.ts";
import { Button, buttonClass } from "../components/ui/button.tsx";
import { requireUser } from "./guards.server.ts";
import { readForm } from "../server/read-form.server.ts";
import { LinkTabs } from "../components/ui/link-tabs.tsx";
import { bookingSummary } from "../features/bookings/booking-summary.server.ts";
import { bookingsHref } from "../features/bookings/bookings-tabs.ts";
import { bulkListingAction, myListingAction } from "./profile-actions.server.ts";
import { EXPIRED_TAB } from "../features/listings/expiry/expiry-rules.ts";
import { MyListingCard } from "../features/listings/manage/my-listing-card.tsx";
import { BulkActionBar } from "../features/listings/manage/bulk-action-bar.tsx";
import { BULK_INTENT } from "../features/listings/manage/bulk-listing-actions.ts";
import { myListings } from "../features/listings/my-listings.server.ts";
import { selectedCountry } from "../server/country-cookie.server.ts";
import { redirectWithToast, toastHeaders } from "../server/toast.server.ts";
import { DataSaverSwitch, useDataSaver } from "../components/ui/data-saver.tsx";
import { AccountSettings } from "../features/accounts/components/account-settings.tsx";
import { MailPreferences } from "../features/accounts/components/mail-preferences.tsx";
import { WhatsAppPreferences } from "../features/accounts/components/whatsapp-preferences.tsx";
import { whatsappPreferenceAction } from "./profile-actions.server.ts";
import { whatsappPreferences } from "../features/accounts/whatsapp-preferences.server.ts";
import { PushPreferences } from "../features/push/components/push-preferences.tsx";
import { pushPreferences } from "../features/push/push-preferences.server.ts";
import { pushTopicAction } from "./profile-actions.server.ts";
import { mailPreferences, mailTopic, setMailOptOut } from "../features/accounts/mail-unsubscribe.server.ts";
import { PROFILE_MESSAGES } from "../features/accounts/profile-update.server.ts";
import { phoneVerificationState } from "../features/accounts/phone-verification.server.ts";
import { LicenceCard } from "../features/driving-licence/components/licence-card.tsx";
import { licenceStandingOf } from "../features/driving-licence/licence-standing.server.ts";
import { dayOf } from "../lib/calendar-day.ts";
import { countryName, resolveCountry } from "../lib/countries.ts";
import { CITY_LABELS } from "../lib/cities.ts";
import { USER_TYPE_LABELS } from "../lib/vehicles.ts";
import { inPageLanguage, requestLanguage, withMessages } from "../server/i18n.server.ts";
import { metaI18n } from "../lib/meta-i18n.ts";
import { useValueLabel } from "../components/ui/value-label.ts";

const VERIFY_EMAIL_INTENT = "verify-email";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: metaI18n(matches)._(msg`Mon profil — AutoAfrique`) }];

async function pageLoader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const query = new URL(request.url).searchParams;
  const [listings, bookings, country, mails, phone, whatsapp, push, licence] = await Promise.all([
    myListings(user.id),
    bookingSummary(user.id),
    selectedCountry(request, user.country),
    mailPreferences(user.id),
    phoneVerificationState(user.id),
    whatsappPreferences(user.id),
    pushPreferences(user.id),
    licenceStandingOf(user.id, dayOf(new Date())),
  ]);
  return {
    user,
    listings,
    bookings,
    country,
    mails,
    whatsapp,
    push,
    phoneVerified: phone.verified,
    licence,
    tab: query.get("tab"),
    confirmDelete: query.get("supprimer"),
    allSelected: query.get("selection") === "toutes",
  };
}
export const loader = withMessages("routes/profile", pageLoader);

async function pageAction({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const form = await readForm(request);
  if (form.get("intent") === "listing") return myListingAction(user.id, form);
  if (form.get("intent") === BULK_INTENT) return bulkListingAction(user.id, form, requestLanguage(request));
  if (form.get("intent") === "mail-preference") {
    const asked = form.get("topic");
    const topic = typeof asked === "string" && asked ? mailTopic(asked) : null;
    const changed = topic !== null && (await setMailOptOut(user.id, topic, form.get("receive") !== "oui"));
    return redirectWithToast(
      "/profile",
      changed ? { type: "success", title: /*i18n*/ "Préférences enregistrées" } : { type: "error", title: PROFILE_MESSAGES.failed },
    );
  }
  if (form.get("intent") === "whatsapp" || form.get("intent") === "whatsapp-topic") return whatsappPreferenceAction(user.id, form);
  if (form.get("intent") === "push-topic") return pushTopicAction(user.id, form);
  if (form.get("intent") === VERIFY_EMAIL_INTENT) {
    const mail = await sendVerificationMail(user);
    const headers = await toastHeaders({ type: mail.ok ? "success" : "error", title: verificationMailWords(mail, requestLanguage(request)) });
    if (!mail.ok && mail.retryAfterSeconds) headers.set("Retry-After", String(mail.retryAfterSeconds));
    // A refusal's status is its code's: asked too often 429 (with Retry-After), anything else 400.
    return data({ sent: mail.ok }, { status: mail.ok ? 200 : refusalStatus(mail), headers });
  }
  // Nothing else is posted here: an unknown form sends nothing.
  return data({ sent: false }, { status: 400 });
}
export const action = inPageLanguage(pageAction);

type LoaderData = Route.ComponentProps["loaderData"];

function ProfileFacts({ user, phoneVerified }: { user: LoaderData["user"]; phoneVerified: boolean }) {
  const country = resolveCountry(user.country);
  const { t } = useLingui();
  const label = useValueLabel();
  const language = usePageLanguage();
  return (
    <dl className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
      <div className="flex justify-between gap-4 p-4">
        <dt className="text-slate-500">
          <Trans>Nom</Trans>
        </dt>
        <dd className="min-w-0 text-end wrap-anywhere">
          {user.firstName} {user.lastName}
        </dd>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 p-4">
        <dt className="text-slate-500">
          <Trans>Email</Trans>
        </dt>
        <dd className="flex min-w-0 flex-wrap items-center gap-2 break-all">
          {user.email}
          {user.emailVerified ? (
            <VerifiedBadge label={t`Vérifié`} />
          ) : (
            <Form method="post">
              <input type="hidden" name="intent" value={VERIFY_EMAIL_INTENT} />
              <Button type="submit" variant="secondary" size="xs">
                <Trans>Vérifier mon email</Trans>
              </Button>
            </Form>
          )}
        </dd>
      </div>
      <div className="flex justify-between gap-4 p-4">
        <dt className="text-slate-500">
          <Trans>Téléphone</Trans>
        </dt>
        <dd className="flex flex-wrap items-center justify-end gap-2">
          <PhoneNumber phone={user.phone} />
          {phoneVerified ? (
            <VerifiedBadge label={t`Téléphone vérifié`} />
          ) : (
            <Link to="/profile/telephone" className={buttonClass({ variant: "secondary", size: "xs" })}>
              <Trans>Vérifier mon téléphone</Trans>
            </Link>
          )}
        </dd>
      </div>
      <div className="flex justify-between gap-4 p-4">
        <dt className="text-slate-500">
          <Trans>Localisation</Trans>
        </dt>
        <dd className="min-w-0 text-end wrap-anywhere">
          {label(CITY_LABELS, user.city)}, {countryName(country.code, language)}
        </dd>
      </div>
      <div className="flex justify-between gap-4 p-4">
        <dt className="text-slate-500">
          <Trans>Type de compte</Trans>
        </dt>
        <dd>{label(USER_TYPE_LABELS, user.userType)}</dd>
      </div>
      {user.companyName ? (
        <div className="flex justify-between gap-4 p-4">
          <dt className="text-slate-500">
            <Trans>Entreprise</Trans>
          </dt>
          <dd className="min-w-0 text-end wrap-anywhere">{user.companyName}</dd>
        </div>
      ) : null}
    </dl>
  );
}

function MyListings({
  listings,
  country,
  confirmDelete,
  allSelected,
}: Pick<LoaderData, "listings" | "confirmDelete" | "allSelected"> & { country: ReturnType<typeof resolveCountry> }) {
  if (listings.length === 0) {
    return (
      <div className="py-8 text-center">
        <Car aria-hidden size={44} className="mx-auto text-slate-300" />
        <p className="mt-3 text-slate-600">
          <Trans>Vous n'avez publié aucune annonce.</Trans>
        </p>
        <Link to="/sell" className={buttonClass({ className: "mt-4" })}>
          <Trans>Publier une annonce</Trans>
        </Link>
      </div>
    );
  }
  const expired = listings.filter((listing) => listing.status === "expired");
  const others = listings.filter((listing) => listing.status !== "expired");
  const expiredCount = expired.length;
  // The listings' word, in the page's language once that feature marks it.
  const { i18n } = useLingui();
  const othersCount = others.length;
  const location = useLocation();
  const list = (shown: typeof listings) => (
    // Made again at each navigation, as a page without JavaScript is: 'Tout sélectionner' ticks the
    // boxes already shown, and after an action of the bar none stays ticked.
    <ul key={location.key} className="space-y-3">
      {shown.map((listing) => (
        <li key={listing.id}>
          <MyListingCard listing={listing} country={country} confirmingDelete={confirmDelete === listing.id} selected={allSelected} />
        </li>
      ))}
    </ul>
  );
  // Those that wait for their owner come first.
  return (
    <div className="space-y-6">
      <BulkActionBar allSelected={allSelected} />
      {expired.length > 0 ? (
        <section aria-labelledby="annonces-expirees" className="space-y-3">
          <h2 id="annonces-expirees" className="text-base font-semibold">
            {i18n._(EXPIRED_TAB)} ({expiredCount})
          </h2>
          <p className="text-sm text-slate-600">
            <Trans>Ces annonces ne sont plus visibles sur le site. Renouvelez-les pour les remettre en ligne.</Trans>
          </p>
          {list(expired)}
        </section>
      ) : null}
      {others.length > 0 && expired.length > 0 ? (
        <section aria-labelledby="annonces-autres" className="space-y-3">
          <h2 id="annonces-autres" className="text-base font-semibold">
            <Trans>Autres annonces ({othersCount})</Trans>
          </h2>
          {list(others)}
        </section>
      ) : (
        list(others)
      )}
    </div>
  );
}

function BookingsOverview({ bookings }: Pick<LoaderData, "bookings">) {
  const { t } = useLingui();
  const line = (label: string, n: number) => (
    <div className="flex justify-between gap-4 p-4">
      <dt className="text-slate-600">{label}</dt>
      <dd className="font-semibold">{n}</dd>
    </div>
  );
  return (
    <div className="space-y-4">
      <dl className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
        {line(t`Mes demandes en attente`, bookings.asRenter.pending)}
        {line(t`Mes locations confirmées`, bookings.asRenter.confirmed)}
        {line(t`Demandes reçues à traiter`, bookings.asOwner.pending)}
        {line(t`Locations confirmées de mes véhicules`, bookings.asOwner.confirmed)}
      </dl>
      <Link to={bookingsHref(bookings.asOwner.pending > 0 ? "recues" : "locations")} className={buttonClass({ variant: "outline" })}>
        <CalendarDays aria-hidden size={18} /> <Trans>Voir mes réservations</Trans>
      </Link>
    </div>
  );
}

export default function Profile({ loaderData }: Route.ComponentProps) {
  const { user, listings, bookings, tab, confirmDelete } = loaderData;
  const urls = useImageUrls();
  const saver = useDataSaver();
  const country = resolveCountry(loaderData.country);
  const { t } = useLingui();
  const label = useValueLabel();
  return (
    <div className="mx-auto max-w-2xl px-4 py-8">
      <div className="flex items-center gap-4">
        {user.avatarUrl && !saver ? (
          <img src={urls.src(user.avatarUrl, 256)} alt="" width={80} height={80} className="h-20 w-20 rounded-full object-cover" />
        ) : null}
        <div className="min-w-0 wrap-anywhere">
          <h1 className="text-2xl font-bold">
            {user.firstName} {user.lastName}
          </h1>
          <p className="text-slate-600">{label(USER_TYPE_LABELS, user.userType)}</p>
        </div>
      </div>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to="/profile/edit" className={buttonClass({ variant: "outline" })}>
          <Trans>Modifier le profil</Trans>
        </Link>
        {user.role === "admin" ? (
          <Link to="/admin" className={buttonClass({ variant: "outline" })}>
            <Trans>Panneau Admin</Trans>
          </Link>
        ) : null}
        <Link to="/favorites" className={buttonClass({ variant: "outline" })}>
          <Trans>Mes favoris</Trans>
        </Link>
        <Link to="/recherches" className={buttonClass({ variant: "outline" })}>
          <Trans>Mes recherches</Trans>
        </Link>
        <Link to="/recemment-consultees" className={buttonClass({ variant: "outline" })}>
          <Trans>Récemment consultées</Trans>
        </Link>
        <Link to="/sell" className={buttonClass()}>
          <Trans>Publier une annonce</Trans>
        </Link>
        <Form method="post" action="/logout">
          <Button type="submit" variant="danger">
            <Trans>Se déconnecter</Trans>
          </Button>
        </Form>
      </div>
      <div className="mt-6">
        <LinkTabs
          key={tab ?? ""}
          label={t`Mon profil`}
          initial={tab}
          tabs={[
            {
              id: "profil",
              label: t`Mon Profil`,
              content: (
                <div className="space-y-4">
                  <ProfileFacts user={user} phoneVerified={loaderData.phoneVerified} />
                  <LicenceCard standing={loaderData.licence} />
                  <MailPreferences preferences={loaderData.mails} />
                  {loaderData.whatsapp.offered ? <WhatsAppPreferences preferences={loaderData.whatsapp} /> : null}
                  <PushPreferences preferences={loaderData.push} />
                  <section aria-label={t`Économiseur de données`} className="rounded-xl border border-slate-200 bg-white p-4">
                    <DataSaverSwitch className="font-medium" />
                    <p className="mt-1 text-sm text-slate-600">
                      <Trans>Les photos ne se chargent que si vous les touchez, dans leur plus petite taille. Ce choix vous suit sur tous vos appareils.</Trans>
                    </p>
                  </section>
                  <AccountSettings />
                </div>
              ),
            },
            {
              id: "annonces",
              label: t`Mes Annonces`,
              content: <MyListings listings={listings} country={country} confirmDelete={confirmDelete} allSelected={loaderData.allSelected} />,
            },
            { id: "reservations", label: t`Réservations`, content: <BookingsOverview bookings={bookings} /> },
          ]}
        />
      </div>
    </div>
  );
}
