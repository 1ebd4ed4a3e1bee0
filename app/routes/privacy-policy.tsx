import { msg } from "@lingui/core/macro";
import type { Route } from "./+types/privacy-policy";
import { PrivacyPolicy } from "../features/legal/privacy-policy.tsx";
import { withMessages } from "../server/i18n.server.ts";
import { metaI18n } from "../lib/meta-i18n.ts";

// The page's words, in its language (ADR 0049).
export const loader = withMessages("routes/privacy-policy", () => null);

export const meta: Route.MetaFunction = ({ matches }) => [{ title: metaI18n(matches)._(msg`Politique de confidentialité — AutoAfrique`) }];

export default PrivacyPolicy;
