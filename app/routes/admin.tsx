import type { Route } from "./+types/admin";
import { ComingSoon } from "../components/coming-soon.tsx";
import { requireAdmin } from "../features/accounts/session.server.ts";

export const meta: Route.MetaFunction = () => [{ title: "Panneau Admin — AutoAfrique" }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return null;
}

export default function Page() {
  return <ComingSoon title="Panneau Admin" text="Le panneau d'administration arrive très bientôt." back={{ to: "/profile", label: "Retour au profil" }} />;
}
