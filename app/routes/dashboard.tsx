import type { Route } from "./+types/dashboard";
import { ComingSoon } from "../components/ui/coming-soon.tsx";

export const meta: Route.MetaFunction = () => [{ title: "Dashboard — AutoAfrique" }];

export default function Page() {
  return <ComingSoon title="Dashboard" text="Votre tableau de bord vendeur arrive très bientôt." />;
}
