import { redirect } from "react-router";
import type { Route } from "./+types/ad-click";
import { clickBanner } from "../features/ads/ads.server.ts";
import { isCountableClick, isPrefetch } from "../features/ads/click-request.ts";

const NO_STORE = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" };

export async function loader({ request, params }: Route.LoaderArgs) {
  // Declining a prefetch (503) keeps the browser from reusing it: the real click comes back here.
  if (isPrefetch(request.headers)) return new Response(null, { status: 503, headers: { ...NO_STORE, "Retry-After": "0" } });
  const link = await clickBanner(params.id, { count: isCountableClick(request) });
  if (!link) return new Response("Bannière introuvable", { status: 404, headers: NO_STORE });
  return redirect(link, { status: 302, headers: NO_STORE });
}
