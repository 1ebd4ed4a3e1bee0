import type { Route } from "./+types/bookings";
import { ComingSoon } from "../components/coming-soon.tsx";
import { requireUser } from "../features/accounts/session.server.ts";

export const meta: Route.MetaFunction = () => [{ title: "Mes réservations — AutoAfrique" }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request);
  return null;
}

export default function Page() {
  return <ComingSoon title="Mes réservations" text="La gestion de vos locations et des demandes reçues arrive très bientôt." />;
}
