import type { Route } from "./+types/sell";
import { getSessionUser } from "../features/accounts/session.server.ts";
import { PostHub } from "../features/listings/posting/components/post-hub.tsx";
import { valuationLocked } from "../features/pricing/valuation-access.server.ts";
import { ownPathLinks } from "../features/seo/page-links.server.ts";
import { withMessages } from "../server/i18n.server.ts";
import { metaI18n } from "../lib/meta-i18n.ts";
import { msg } from "@lingui/core/macro";

export const meta: Route.MetaFunction = (args) => [
  { title: metaI18n(args.matches)._(msg`Publier une annonce — AutoAfrique`) },
  ...(args.loaderData?.links ?? []),
];

async function pageLoader({ request }: Route.LoaderArgs) {
  const user = await getSessionUser(request);
  return { evaluationProOnly: await valuationLocked(user?.id), links: ownPathLinks(request) };
}
export const loader = withMessages("routes/sell", pageLoader);

export default function Page({ loaderData }: Route.ComponentProps) {
  return <PostHub evaluationProOnly={loaderData.evaluationProOnly} />;
}
