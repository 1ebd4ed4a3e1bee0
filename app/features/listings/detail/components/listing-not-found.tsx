import { CarFront } from "lucide-react";
import { Link } from "../../../../components/ui/link.tsx";
import { buttonClass } from "../../../../components/ui/button-class.ts";
import { Trans } from "@lingui/react/macro";

/** An unknown, sold or hidden listing (HTTP 404), or one the database could not load. */
export function ListingNotFound({ browseHref, failed = false }: { browseHref: string; failed?: boolean }) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center px-6 py-20 text-center">
      <CarFront aria-hidden size={56} className="text-slate-300" />
      <h1 className="mt-4 text-2xl font-bold">
        <Trans>Annonce non trouvée</Trans>
      </h1>
      <p className="mt-2 text-slate-600">
        {failed ? <Trans>Erreur lors du chargement de l'annonce</Trans> : <Trans>Cette annonce n'existe pas ou n'est plus disponible.</Trans>}
      </p>
      <Link to={browseHref} className={buttonClass({ size: "lg", className: "mt-8" })}>
        <Trans>Voir les annonces</Trans>
      </Link>
    </div>
  );
}
