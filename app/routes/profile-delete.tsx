import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { data, useNavigation } from "react-router";
import { Form, Link, useLocalizedPath } from "../components/ui/link.tsx";
import type { Route } from "./+types/profile-delete";
import { buttonClass } from "../components/ui/button-class.ts";
import { FormAlert, TextField } from "../components/ui/field.tsx";
import { DELETE_ACCOUNT_MESSAGES, deleteAccount } from "../features/account-deletion/account-deletion.server.ts";
import { requireUser } from "./guards.server.ts";
import { readForm } from "../server/read-form.server.ts";
import { redirectWithToast } from "../server/toast.server.ts";
import { inPageLanguage, withMessages } from "../server/i18n.server.ts";
import { metaI18n } from "../lib/meta-i18n.ts";
import { refusalStatus } from "../lib/result.ts";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: metaI18n(matches)._(msg`Supprimer mon compte — AutoAfrique`) },
  { name: "robots", content: "noindex" },
];

async function pageLoader({ request }: Route.LoaderArgs) {
  await requireUser(request);
  return null;
}
export const loader = withMessages("routes/profile-delete", pageLoader);

async function pageAction({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const form = await readForm(request);
  const password = form.get("password");
  const result = await deleteAccount(request, user.id, typeof password === "string" ? password : "");
  if (!result.ok) return data({ error: result.error }, { status: refusalStatus(result) });
  return redirectWithToast("/", { type: "success", title: DELETE_ACCOUNT_MESSAGES.deleted }, result.headers);
}
export const action = inPageLanguage(pageAction);

export default function DeleteAccount({ actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const { t } = useLingui();
  const localized = useLocalizedPath();
  return (
    <div className="mx-auto max-w-xl px-4 py-8">
      <h1 className="text-2xl font-bold">
        <Trans>Supprimer mon compte</Trans>
      </h1>
      <div className="mt-4 space-y-3 rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-700">
        <p>
          <Trans>La suppression est définitive. Elle efface :</Trans>
        </p>
        <ul className="list-disc space-y-1 ps-5">
          <li>
            <Trans>votre profil, votre photo, votre email et votre téléphone ;</Trans>
          </li>
          <li>
            <Trans>vos annonces et leurs photos, vos favoris, vos avis ;</Trans>
          </li>
          <li>
            <Trans>les messages que vous avez écrits ; vos demandes de réservation en attente sont annulées.</Trans>
          </li>
        </ul>
        <p>
          <Trans>
            Vos interlocuteurs gardent leurs propres messages et l'historique des locations passées, où vous apparaissez comme « Utilisateur supprimé ». Pensez
            à{" "}
            <a href={localized("/profile/donnees")} download className="font-semibold text-brand-700 underline">
              télécharger vos données
            </a>{" "}
            avant.
          </Trans>
        </p>
      </div>
      <Form method="post" className="mt-6 space-y-4">
        <FormAlert message={actionData?.error} />
        <TextField
          label={t`Mot de passe`}
          name="password"
          type="password"
          required
          autoComplete="current-password"
          hint={t`Pour confirmer, saisissez votre mot de passe.`}
        />
        <button type="submit" disabled={busy} className={buttonClass({ size: "lg", block: true, className: "bg-red-600 text-white hover:bg-red-700" })}>
          {busy ? <Trans>Suppression en cours...</Trans> : <Trans>Supprimer définitivement mon compte</Trans>}
        </button>
        <Link to="/profile" className={buttonClass({ variant: "ghost", block: true })}>
          <Trans>Annuler</Trans>
        </Link>
      </Form>
    </div>
  );
}
