import type { Route } from "./+types/sell-evaluer";
import { ComingSoon } from "../components/coming-soon.tsx";
import { requireUser } from "../features/accounts/session.server.ts";

export const meta: Route.MetaFunction = () => [{ title: "Évaluation intelligente — AutoAfrique" }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request);
  return null;
}

export default function Page() {
  return <ComingSoon title="Évaluation intelligente" text="L'estimation de la valeur de votre véhicule arrive très bientôt." />;
}
