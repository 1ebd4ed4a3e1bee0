import type { Route } from "./+types/sell-evaluer";
import { ComingSoon } from "../components/ui/coming-soon.tsx";

export const meta: Route.MetaFunction = () => [{ title: "Évaluation intelligente — AutoAfrique" }];

export default function Page() {
  return <ComingSoon title="Évaluation intelligente" text="L'estimation de la valeur de votre véhicule arrive très bientôt." />;
}
