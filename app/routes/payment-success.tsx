import { CheckCircle2 } from "lucide-react";
import { useEffect } from "react";
import { Link } from "react-router";
import type { Route } from "./+types/payment-success";
import { buttonClass } from "../components/ui/button-class.ts";
import { showToast } from "../components/ui/client-toast.ts";

export const meta: Route.MetaFunction = () => [{ title: "Paiement réussi — AutoAfrique" }];

/** Spec doc 2 §2: after a promotion's payment. The listing_id query parameter is read by nobody. */
export default function PaymentSuccess() {
  useEffect(() => showToast({ type: "success", title: "Paiement réussi !" }), []);
  return (
    <div className="mx-auto max-w-md px-4 py-12 text-center">
      <div className="rounded-xl border border-slate-200 bg-white p-6">
        <CheckCircle2 aria-hidden size={56} className="mx-auto text-green-600" />
        <h1 className="mt-4 text-2xl font-bold">Paiement réussi !</h1>
        <p className="mt-2 text-slate-600">
          Votre promotion est activée : votre annonce bénéficie d'une visibilité accrue et apparaît en tête des résultats de recherche.
        </p>
        <div className="mt-6 flex flex-col gap-2">
          <Link to="/dashboard" className={buttonClass({ size: "lg" })}>
            Voir mon tableau de bord
          </Link>
          <Link to="/listings" className={buttonClass({ variant: "outline", size: "lg" })}>
            Voir mes annonces
          </Link>
        </div>
      </div>
    </div>
  );
}
