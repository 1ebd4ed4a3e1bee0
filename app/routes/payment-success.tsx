import type { Route } from "./+types/payment-success";
import { ComingSoon } from "../components/ui/coming-soon.tsx";

export const meta: Route.MetaFunction = () => [{ title: "Paiement — AutoAfrique" }];

export default function Page() {
  return <ComingSoon title="Paiement" text="La confirmation de paiement des promotions arrive très bientôt." back={{ to: "/dashboard", label: "Voir mon tableau de bord" }} />;
}
