import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { data } from "react-router";
import type { Route } from "./+types/profile-licence";
import { Link, usePageLanguage } from "../components/ui/link.tsx";
import { buttonClass } from "../components/ui/button-class.ts";
import { LicenceForm } from "../features/driving-licence/components/licence-form.tsx";
import { LicenceStandingBadge } from "../features/driving-licence/components/licence-standing-badge.tsx";
import { licenceCountryName } from "../features/driving-licence/licence-country-name.ts";
import { LICENCE_FORM_MESSAGES } from "../features/driving-licence/licence-form.ts";
import { chosenFile, saveLicence } from "../features/driving-licence/licence-save.server.ts";
import { ownLicence } from "../features/driving-licence/own-licence.server.ts";
import { dayOf } from "../lib/calendar-day.ts";
import { formatLongDate } from "../lib/long-date.ts";
import { MAX_IMAGE_BYTES } from "../lib/images.ts";
import { metaI18n } from "../lib/meta-i18n.ts";
import { FORM_INVALID, readFormWithin } from "../server/read-form.server.ts";
import { inPageLanguage, withMessages } from "../server/i18n.server.ts";
import { redirectWithToast } from "../server/toast.server.ts";
import { requireUser } from "./guards.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: metaI18n(matches)._(msg`Permis de conduire — AutoAfrique`) }];

/** Both photos at their limit, and the few fields around them. */
const LICENCE_FORM_BYTES = 2 * MAX_IMAGE_BYTES + 64 * 1024;

async function pageLoader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  return { licence: await ownLicence(user.id, dayOf(new Date())) };
}
export const loader = withMessages("routes/profile-licence", pageLoader);

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** 'Envoyer mon permis': a multipart POST, read within its budget; a refusal keeps what was typed (the files must be chosen again). */
async function pageAction({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const read = await readFormWithin(request, LICENCE_FORM_BYTES);
  if (!read.ok) {
    const [status, formError] = read.reason === "too-large" ? [413, LICENCE_FORM_MESSAGES.formTooLarge] : [400, FORM_INVALID];
    return data({ values: { number: "", country: "", expiresOn: "" }, errors: {}, formError }, { status });
  }
  const form = read.form;
  const values = { number: text(form, "number"), country: text(form, "country"), expiresOn: text(form, "expiresOn") };
  const saved = await saveLicence(user.id, values, chosenFile(form.get("front")), chosenFile(form.get("back")));
  if (!saved.ok) return data({ values, errors: saved.errors, formError: undefined }, { status: 400 });
  return redirectWithToast("/profile/permis", { type: "success", title: LICENCE_FORM_MESSAGES.saved });
}
export const action = inPageLanguage(pageAction);

export default function ProfileLicence({ loaderData, actionData }: Route.ComponentProps) {
  const { licence } = loaderData;
  const { t, i18n } = useLingui();
  const language = usePageLanguage();
  const state = actionData ?? { values: { number: "", country: "", expiresOn: "" } };
  return (
    <div className="mx-auto max-w-md px-4 py-8">
      <h1 className="text-2xl font-bold">
        <Trans>Permis de conduire</Trans>
      </h1>
      <p className="mt-2 text-slate-600">
        <Trans>
          Certaines locations exigent un permis vérifié. Vos photos restent privées : seuls vous, nos administrateurs et le propriétaire d'une voiture que vous
          demandez à louer peuvent les voir.
        </Trans>
      </p>
      {licence ? (
        <section aria-labelledby="current-licence" className="mt-6 space-y-3 rounded-xl border border-slate-200 bg-white p-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="current-licence" className="font-bold">
              <Trans>Mon permis</Trans>
            </h2>
            <LicenceStandingBadge standing={licence.standing} />
          </div>
          {licence.standing === "refused" && licence.refusalReason ? (
            <p role="status" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm break-words text-red-800">
              <Trans>Motif du refus : {licence.refusalReason}</Trans>
            </p>
          ) : null}
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-slate-500">
              <Trans>Numéro</Trans>
            </dt>
            <dd className="break-words">{licence.number}</dd>
            <dt className="text-slate-500">
              <Trans>Pays</Trans>
            </dt>
            <dd>{licenceCountryName(licence.country, i18n.locale)}</dd>
            <dt className="text-slate-500">
              <Trans>Expire le</Trans>
            </dt>
            <dd>{formatLongDate(licence.expiresOn, { year: true }, language)}</dd>
          </dl>
          <div className="grid grid-cols-2 gap-3">
            <img src={licence.frontUrl} alt={t`Recto de mon permis`} className="aspect-[3/2] w-full rounded-md border border-slate-200 object-cover" />
            <img src={licence.backUrl} alt={t`Verso de mon permis`} className="aspect-[3/2] w-full rounded-md border border-slate-200 object-cover" />
          </div>
        </section>
      ) : null}
      <h2 className="mt-8 text-lg font-bold">{licence ? <Trans>Remplacer mon permis</Trans> : <Trans>Ajouter mon permis</Trans>}</h2>
      <div className="mt-3">
        <LicenceForm state={state} replacing={licence !== null} />
      </div>
      <Link to="/profile" className={buttonClass({ variant: "ghost", block: true, className: "mt-4" })}>
        <Trans>Retour au profil</Trans>
      </Link>
    </div>
  );
}
