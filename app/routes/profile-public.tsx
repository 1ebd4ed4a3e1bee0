import type { Route } from "./+types/profile-public";
import { ComingSoon } from "../components/ui/coming-soon.tsx";

export const meta: Route.MetaFunction = () => [{ title: "Profil du vendeur — AutoAfrique" }];

export default function Page() {
  return <ComingSoon title="Profil du vendeur" text="Les profils publics des vendeurs arrivent très bientôt." />;
}
