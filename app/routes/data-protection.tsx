import { msg } from "@lingui/core/macro";
import type { Route } from "./+types/data-protection";
import { DataProtection } from "../features/legal/data-protection.tsx";
import { ownPathLinks } from "../features/seo/page-links.server.ts";
import { withMessages } from "../server/i18n.server.ts";
import { metaI18n } from "../lib/meta-i18n.ts";

// The page's words, in its language (ADR 0049).
export const loader = withMessages("routes/data-protection", ({ request }: Route.LoaderArgs) => ({ links: ownPathLinks(request) }));

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [{ title: metaI18n(matches)._(msg`Protection des données — AutoAfrique`) }, ...(loaderData?.links ?? [])];

export default DataProtection;
