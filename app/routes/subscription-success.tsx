import { Crown } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import type { Route } from "./+types/subscription-success";
import { buttonClass } from "../components/ui/button-class.ts";
import { showToast } from "../components/ui/client-toast.ts";
import { requireUser } from "../features/accounts/session.server.ts";
import { useSubscription } from "../features/subscription/subscription-status.tsx";

export const meta: Route.MetaFunction = () => [{ title: "Abonnement activé — AutoAfrique" }];

/** The status comes with the shell, read fresh on this load; the page itself only needs an account. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request);
  return null;
}

/** The provider's webhook can arrive a moment after the buyer is sent back: checked again meanwhile. */
const CONFIRM_EVERY_MS = 3_000;
const CONFIRM_TRIES = 20;

export default function SubscriptionSuccess() {
  const { status, refresh } = useSubscription();
  const pro = status.pro;
  const tries = useRef(0);
  useEffect(() => {
    if (pro) {
      showToast({ type: "success", title: "Abonnement activé !", description: "Votre plan Pro est maintenant actif." });
      return;
    }
    const timer = setInterval(() => {
      if (++tries.current > CONFIRM_TRIES) clearInterval(timer);
      else void refresh();
    }, CONFIRM_EVERY_MS);
    return () => clearInterval(timer);
  }, [pro, refresh]);
  return (
    <div className="mx-auto max-w-md px-4 py-12 text-center">
      <div className="rounded-xl border border-slate-200 bg-white p-6">
        <Crown aria-hidden size={56} className="mx-auto text-amber-500" />
        <h1 className="mt-4 text-2xl font-bold">{pro ? "Bienvenue dans Pro !" : "Paiement en cours de confirmation"}</h1>
        <p className="mt-2 text-slate-600">
          {pro
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
