import type { Route } from "./+types/data-protection";
import { DataProtection } from "../features/legal/data-protection.tsx";

export const meta: Route.MetaFunction = () => [{ title: "Protection des données — AutoAfrique" }];

export default DataProtection;
