import { CarFront } from "lucide-react";
import { Link } from "../../../../components/ui/link.tsx";
import { buttonClass } from "../../../../components/ui/button-class.ts";

/** An unknown, sold or hidden listing (HTTP 404), or one the database could not load. */
export function ListingNotFound({ browseHref, failed = false }: { browseHref: string; failed?: boolean }) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center px-6 py-20 text-center">
      <CarFront aria-hidden size={56} className="text-slate-300" />
      <h1 className="mt-4 text-2xl font-bold">Annonce non trouvée</h1>
      <p className="mt-2 text-slate-600">
        {failed ? "Erreur lors du chargement de l'annonce" : "Cette annonce n'existe pas ou n'est plus disponible."}
      </p>
      <Link to={browseHref} className={buttonClass({ size: "lg", className: "mt-8" })}>
        Voir les annonces
      </Link>
    </div>
  );
}
