import { msg } from "@lingui/core/macro";
import type { Route } from "./+types/terms-of-service";
import { TermsOfService } from "../features/legal/terms-of-service.tsx";
import { withMessages } from "../server/i18n.server.ts";
import { metaI18n } from "../lib/meta-i18n.ts";

// The page's words, in its language (ADR 0049).
export const loader = withMessages("routes/terms-of-service", () => null);

export const meta: Route.MetaFunction = ({ matches }) => [{ title: metaI18n(matches)._(msg`Conditions d'utilisation — AutoAfrique`) }];

export default TermsOfService;
