import { Crown } from "lucide-react";
import { useEffect } from "react";
import { Link } from "react-router";
import type { Route } from "./+types/subscription-success";
import { buttonClass } from "../components/ui/button-class.ts";
import { showToast } from "../components/ui/client-toast.ts";
import { requireUser } from "../features/accounts/session.server.ts";
import { subscriptionStatus } from "../features/subscription/subscribe.server.ts";

export const meta: Route.MetaFunction = () => [{ title: "Abonnement activé — AutoAfrique" }];

/** Read fresh on every load: the status is our record, which the provider's news has just updated. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  return subscriptionStatus(user.id);
}

export default function SubscriptionSuccess({ loaderData }: Route.ComponentProps) {
  useEffect(() => {
    if (loaderData.pro) showToast({ type: "success", title: "Abonnement activé !", description: "Votre plan Pro est maintenant actif." });
  }, [loaderData.pro]);
  return (
    <div className="mx-auto max-w-md px-4 py-12 text-center">
      <div className="rounded-xl border border-slate-200 bg-white p-6">
        <Crown aria-hidden size={56} className="mx-auto text-amber-500" />
        <h1 className="mt-4 text-2xl font-bold">{loaderData.pro ? "Bienvenue dans Pro !" : "Paiement en cours de confirmation"}</h1>
        <p className="mt-2 text-slate-600">
          {loaderData.pro
            ? "Vos annonces passent en tête des résultats et portent le badge Pro."
            : "Votre abonnement sera actif dès que le paiement sera confirmé. Rechargez cette page dans un instant."}
        </p>
        <div className="mt-6 flex flex-col gap-2">
          <Link to="/dashboard" className={buttonClass({ size: "lg" })}>
            Aller au tableau de bord
          </Link>
          <Link to="/sell/vendre" className={buttonClass({ variant: "outline", size: "lg" })}>
            Créer une annonce
          </Link>
        </div>
      </div>
    </div>
  );
}
