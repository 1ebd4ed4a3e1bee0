import type { Route } from "./+types/terms-of-service";
import { TermsOfService } from "../features/legal/terms-of-service.tsx";

export const meta: Route.MetaFunction = () => [{ title: "Conditions d'utilisation — AutoAfrique" }];

export default TermsOfService;
