import type { Route } from "./+types/admin";
import { ComingSoon } from "../components/ui/coming-soon.tsx";

export const meta: Route.MetaFunction = () => [{ title: "Panneau Admin — AutoAfrique" }];

export default function Page() {
  return <ComingSoon title="Panneau Admin" text="Le panneau d'administration arrive très bientôt." back={{ to: "/profile", label: "Retour au profil" }} />;
}
