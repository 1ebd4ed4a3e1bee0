import { Trans, useLingui } from "@lingui/react/macro";
import { useNavigation } from "react-router";
import { Form, Link, usePageLanguage } from "../../../components/ui/link.tsx";
import { buttonClass } from "../../../components/ui/button-class.ts";
import { SubmitButton } from "../../../components/ui/field.tsx";
import { groupDigits } from "../../../lib/grouped-number.ts";

/** What an import will do, before anything changes, and the dealer's go ('Lancer l'import'). */
export function ImportPreview({
  planned,
  toArchive,
  archiveMissing,
}: {
  planned: { create: number; update: number; refuse: number };
  toArchive: number;
  archiveMissing: boolean;
}) {
  const { t } = useLingui();
  const language = usePageLanguage();
  const navigation = useNavigation();
  const nothing = planned.create + planned.update === 0;
  return (
    <section aria-labelledby="preview-heading" className="space-y-4 rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="preview-heading" className="font-bold">
        <Trans>Ce que l'import fera</Trans>
      </h2>
      <ul className="grid gap-2 text-sm sm:grid-cols-3">
        <li className="rounded-lg bg-green-50 p-3 text-green-900">
          <Trans>
            <strong className="block text-xl">{groupDigits(planned.create, language)}</strong> annonces créées
          </Trans>
        </li>
        <li className="rounded-lg bg-sky-50 p-3 text-sky-900">
          <Trans>
            <strong className="block text-xl">{groupDigits(planned.update, language)}</strong> annonces mises à jour
          </Trans>
        </li>
        <li className="rounded-lg bg-red-50 p-3 text-red-900">
          <Trans>
            <strong className="block text-xl">{groupDigits(planned.refuse, language)}</strong> lignes refusées
          </Trans>
        </li>
      </ul>
      <p className="text-xs text-slate-600">
        <Trans>Les photos sont téléchargées pendant l'import : une photo introuvable refuse sa ligne, rien de cette voiture n'est enregistré.</Trans>
      </p>
      <Form method="post" className="space-y-3">
        <label className="flex items-start gap-2 text-sm">
          <input type="checkbox" name="archiveMissing" defaultChecked={archiveMissing} className="mt-1 size-4" />
          <span>
            <Trans>Archiver mes annonces absentes du fichier ({groupDigits(toArchive, language)} annonces en ligne)</Trans>
          </span>
        </label>
        {nothing ? (
          <p className="text-sm font-medium text-red-700">
            <Trans>Aucune ligne de ce fichier ne peut être importée : corrigez-le puis envoyez-le de nouveau.</Trans>
          </p>
        ) : (
          <SubmitButton busy={navigation.state === "submitting"} busyLabel={t`Lancement…`}>
            <Trans>Lancer l'import</Trans>
          </SubmitButton>
        )}
        <Link className={buttonClass({ variant: "outline", block: true })} to="/pro/import">
          <Trans>Annuler</Trans>
        </Link>
      </Form>
    </section>
  );
}
