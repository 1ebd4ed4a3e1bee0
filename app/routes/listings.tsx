import type { Route } from "./+types/listings";
import { ComingSoon } from "../components/coming-soon.tsx";

export const meta: Route.MetaFunction = () => [{ title: "Annonces — AutoAfrique" }];

export default function Page() {
  return <ComingSoon title="Annonces" text="La recherche de véhicules à vendre et à louer arrive très bientôt sur AutoAfrique." back={{ to: "/", label: "Retour à l'accueil" }} />;
}
