import type { Route } from "./+types/promote";
import { ComingSoon } from "../components/coming-soon.tsx";
import { requireUser } from "../features/accounts/session.server.ts";

export const meta: Route.MetaFunction = () => [{ title: "Promouvoir une annonce — AutoAfrique" }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request);
  return null;
}

export default function Page() {
  return <ComingSoon title="Promouvoir une annonce" text="La promotion des annonces arrive très bientôt." />;
}
