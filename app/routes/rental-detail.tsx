import type { Route } from "./+types/rental-detail";
import { ComingSoon } from "../components/coming-soon.tsx";

export const meta: Route.MetaFunction = () => [{ title: "Location — AutoAfrique" }];

export default function Page() {
  return <ComingSoon title="Location" text="Le détail des annonces de location arrive très bientôt." />;
}
