import type { Route } from "./+types/profile-edit";
import { ComingSoon } from "../components/ui/coming-soon.tsx";

export const meta: Route.MetaFunction = () => [{ title: "Modifier mon profil — AutoAfrique" }];

export default function Page() {
  return <ComingSoon title="Modifier mon profil" text="La modification du profil arrive très bientôt." back={{ to: "/profile", label: "Retour au profil" }} />;
}
