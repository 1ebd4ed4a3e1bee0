import type { Route } from "./+types/sell-vendre";
import { ComingSoon } from "../components/coming-soon.tsx";
import { requireUser } from "../features/accounts/session.server.ts";

export const meta: Route.MetaFunction = () => [{ title: "Vendre mon véhicule — AutoAfrique" }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request, "Vous devez être connecté pour poster une annonce");
  return null;
}

export default function Page() {
  return <ComingSoon title="Vendre mon véhicule" text="Le formulaire de vente arrive très bientôt." />;
}
