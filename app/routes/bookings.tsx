import type { Route } from "./+types/bookings";
import { ComingSoon } from "../components/ui/coming-soon.tsx";

export const meta: Route.MetaFunction = () => [{ title: "Mes réservations — AutoAfrique" }];

export default function Page() {
  return <ComingSoon title="Mes réservations" text="La gestion de vos locations et des demandes reçues arrive très bientôt." />;
}
