import type { Route } from "./+types/dashboard";
import { ComingSoon } from "../components/coming-soon.tsx";
import { requireUser } from "../features/accounts/session.server.ts";

export const meta: Route.MetaFunction = () => [{ title: "Dashboard — AutoAfrique" }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request);
  return null;
}

export default function Page() {
  return <ComingSoon title="Dashboard" text="Votre tableau de bord vendeur arrive très bientôt." />;
}
