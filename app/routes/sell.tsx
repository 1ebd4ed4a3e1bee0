import type { Route } from "./+types/sell";
import { getSessionUser } from "../features/accounts/session.server.ts";
import { PostHub } from "../features/listings/posting/components/post-hub.tsx";
import { appSetting } from "../features/settings/app-settings.server.ts";
import { isPro } from "../features/subscription/pro-status.server.ts";

export const meta: Route.MetaFunction = () => [{ title: "Publier une annonce — AutoAfrique" }];

export async function loader({ request }: Route.LoaderArgs) {
  const user = await getSessionUser(request);
  const restricted = await appSetting("restrict_vehicle_evaluation_to_pro");
  return { evaluationProOnly: restricted && !(user && (await isPro(user.id))) };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <PostHub evaluationProOnly={loaderData.evaluationProOnly} />;
}
