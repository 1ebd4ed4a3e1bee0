import type { Route } from "./+types/messages";
import { ComingSoon } from "../components/ui/coming-soon.tsx";

export const meta: Route.MetaFunction = () => [{ title: "Messages — AutoAfrique" }];

export default function Page() {
  return <ComingSoon title="Messages" text="Vos conversations avec les vendeurs et les propriétaires arrivent très bientôt." />;
}
