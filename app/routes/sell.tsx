import type { Route } from "./+types/sell";
import { getSessionUser } from "../features/accounts/session.server.ts";
import { PostHub } from "../features/listings/posting/components/post-hub.tsx";
import { valuationLocked } from "../features/pricing/valuation-access.server.ts";

export const meta: Route.MetaFunction = () => [{ title: "Publier une annonce — AutoAfrique" }];

export async function loader({ request }: Route.LoaderArgs) {
  const user = await getSessionUser(request);
  return { evaluationProOnly: await valuationLocked(user?.id) };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <PostHub evaluationProOnly={loaderData.evaluationProOnly} />;
}
