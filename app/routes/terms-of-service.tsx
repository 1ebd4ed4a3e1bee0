import type { Route } from "./+types/terms-of-service";
import { TermsOfService } from "../features/legal/terms-of-service.tsx";
import { withMessages } from "../server/i18n.server.ts";

// The page's words, in its language (ADR 0049).
export const loader = withMessages("routes/terms-of-service", () => null);

export const meta: Route.MetaFunction = () => [{ title: "Conditions d'utilisation — AutoAfrique" }];

export default TermsOfService;
