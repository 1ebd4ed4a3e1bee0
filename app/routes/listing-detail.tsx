import type { Route } from "./+types/listing-detail";
import { ComingSoon } from "../components/coming-soon.tsx";

export const meta: Route.MetaFunction = () => [{ title: "Annonce — AutoAfrique" }];

export default function Page() {
  return <ComingSoon title="Annonce" text="Le détail des annonces de vente arrive très bientôt." />;
}
