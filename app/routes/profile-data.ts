import type { Route } from "./+types/profile-data";
import { personalData } from "../features/accounts/data-export.server.ts";
import { requireUser } from "./guards.server.ts";

/** 'Télécharger mes données': the signed-in member's data as a JSON file (a GET: it changes nothing). */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const data = await personalData(user.id);
  const day = data.exportedAt.slice(0, 10);
  return new Response(JSON.stringify(data, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="autoafrique-mes-donnees-${day}.json"`,
      "Cache-Control": "no-store",
    },
  });
}
