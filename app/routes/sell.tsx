import type { Route } from "./+types/sell";
import { ComingSoon } from "../components/coming-soon.tsx";

export const meta: Route.MetaFunction = () => [{ title: "Publier une annonce — AutoAfrique" }];

export default function Page() {
  return <ComingSoon title="Publier une annonce" text="La publication est rapide et gratuite. Commencez dès maintenant !" />;
}
