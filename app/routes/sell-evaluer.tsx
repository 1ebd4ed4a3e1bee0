import type { Route } from "./+types/sell-evaluer";
import { ComingSoon } from "../components/ui/coming-soon.tsx";
import { requireUser } from "../features/accounts/session.server.ts";
import { VALUATION_PRO_ONLY, valuationLocked } from "../features/valuation/valuation-access.server.ts";
import { redirectWithToast } from "../server/toast.server.ts";

export const meta: Route.MetaFunction = () => [{ title: "Évaluation intelligente — AutoAfrique" }];

/** Kept for Pro members when the admin switch says so: the others go back to /sell with the spec's message. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  if (await valuationLocked(user.id)) throw await redirectWithToast("/sell", VALUATION_PRO_ONLY);
  return null;
}

export default function Page() {
  return <ComingSoon title="Évaluation intelligente" text="L'estimation de la valeur de votre véhicule arrive très bientôt." />;
}
