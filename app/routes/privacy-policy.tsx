import type { Route } from "./+types/privacy-policy";
import { PrivacyPolicy } from "../features/legal/privacy-policy.tsx";

export const meta: Route.MetaFunction = () => [{ title: "Politique de confidentialité — AutoAfrique" }];

export default PrivacyPolicy;
