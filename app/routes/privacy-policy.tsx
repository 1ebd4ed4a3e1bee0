import { msg } from "@lingui/core/macro";
import type { Route } from "./+types/privacy-policy";
import { PrivacyPolicy } from "../features/legal/privacy-policy.tsx";
import { ownPathLinks } from "../features/seo/page-links.server.ts";
import { withMessages } from "../server/i18n.server.ts";
import { metaI18n } from "../lib/meta-i18n.ts";

// The page's words, in its language (ADR 0049).
export const loader = withMessages("routes/privacy-policy", ({ request }: Route.LoaderArgs) => ({ links: ownPathLinks(request) }));

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [{ title: metaI18n(matches)._(msg`Politique de confidentialité — AutoAfrique`) }, ...(loaderData?.links ?? [])];

export default PrivacyPolicy;
