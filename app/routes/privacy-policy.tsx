import { msg } from "@lingui/core/macro";
import type { Route } from "./+types/privacy-policy";
import { PrivacyPolicy, privacyPolicyText } from "../features/legal/privacy-policy.tsx";
import { ownPathLinks } from "../features/seo/page-links.server.ts";
import { requestLanguage, withMessages } from "../server/i18n.server.ts";
import { metaI18n } from "../lib/meta-i18n.ts";

// The page's words, in its language (ADR 0049); its body's module is loaded first, so the render
// has it at once.
export const loader = withMessages("routes/privacy-policy", async ({ request }: Route.LoaderArgs) => {
  await privacyPolicyText.load(requestLanguage(request));
  return { links: ownPathLinks(request) };
});

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  { title: metaI18n(matches)._(msg`Politique de confidentialité — AutoAfrique`) },
  ...(loaderData?.links ?? []),
];

export default PrivacyPolicy;
