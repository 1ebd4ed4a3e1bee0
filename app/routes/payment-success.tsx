import type { Route } from "./+types/payment-success";
import { ComingSoon } from "../components/coming-soon.tsx";
import { requireUser } from "../features/accounts/session.server.ts";

export const meta: Route.MetaFunction = () => [{ title: "Paiement — AutoAfrique" }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request);
  return null;
}

export default function Page() {
  return <ComingSoon title="Paiement" text="La confirmation de paiement des promotions arrive très bientôt." back={{ to: "/dashboard", label: "Voir mon tableau de bord" }} />;
}
