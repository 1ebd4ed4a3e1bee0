import type { Route } from "./+types/subscription-success";
import { ComingSoon } from "../components/ui/coming-soon.tsx";

export const meta: Route.MetaFunction = () => [{ title: "Bienvenue dans Pro ! — AutoAfrique" }];

export default function Page() {
  return <ComingSoon title="Bienvenue dans Pro !" text="Votre abonnement sera confirmé ici dès que le paiement en ligne sera ouvert." back={{ to: "/dashboard", label: "Aller au tableau de bord" }} />;
}
