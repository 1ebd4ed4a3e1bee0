import { Trans } from "@lingui/react/macro";
import { Download, Trash2 } from "lucide-react";
import { Link, useLocalizedPath } from "../../../components/ui/link.tsx";
import { buttonClass } from "../../../components/ui/button-class.ts";

/** The account's own rights, as the privacy policy promises: a copy of one's data, and deletion. */
export function AccountSettings() {
  const localized = useLocalizedPath();
  return (
    <section aria-labelledby="account-settings" className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="account-settings" className="font-semibold">
        <Trans>Mon compte</Trans>
      </h2>
      <div className="mt-3 flex flex-wrap gap-2">
        <a href={localized("/profile/donnees")} download className={buttonClass({ variant: "outline", size: "sm" })}>
          <Download aria-hidden size={16} /> <Trans>Télécharger mes données</Trans>
        </a>
        <Link to="/profile/supprimer" className={buttonClass({ variant: "danger", size: "sm" })}>
          <Trash2 aria-hidden size={16} /> <Trans>Supprimer mon compte</Trans>
        </Link>
      </div>
    </section>
  );
}
