import type { Route } from "./+types/promote";
import { ComingSoon } from "../components/ui/coming-soon.tsx";

export const meta: Route.MetaFunction = () => [{ title: "Promouvoir une annonce — AutoAfrique" }];

export default function Page() {
  return <ComingSoon title="Promouvoir une annonce" text="La promotion des annonces arrive très bientôt." />;
}
