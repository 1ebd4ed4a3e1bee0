import type { Route } from "./+types/subscription";
import { ComingSoon } from "../components/ui/coming-soon.tsx";

export const meta: Route.MetaFunction = () => [{ title: "Choisissez votre plan — AutoAfrique" }];

export default function Page() {
  return <ComingSoon title="Choisissez votre plan" text="Le plan Pro arrive très bientôt : vos annonces en tête des résultats, un badge Pro et des statistiques avancées." />;
}
