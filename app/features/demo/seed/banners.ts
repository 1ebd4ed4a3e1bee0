import { clickBanner, createBanner } from "../../ads/ads.server.ts";
import { DEMO_BANNERS, renderBanner } from "../images/banners.server.ts";
import { type Cast, type SeedContext, expectOk } from "./context.ts";

/** The administrator uploads the three sponsored banners; visitors have clicked them a little. */
export async function seedBanners(ctx: SeedContext, cast: Cast, images: Promise<Buffer[]>): Promise<void> {
  const drawn = await images;
  for (const [i, banner] of DEMO_BANNERS.entries()) {
    const { id } = expectOk(await createBanner(cast.admin.id, { title: banner.title, linkUrl: banner.linkUrl, image: drawn[i] }), `banner ${banner.title}`);
    ctx.created.banners.push(id);
    const clicks = ctx.rng.int(3, 25);
    for (let c = 0; c < clicks; c++) await clickBanner(id, { count: true });
  }
}

/** The banners' pictures, drawn while the accounts are created. */
export function drawBanners(): Promise<Buffer[]> {
  return Promise.all(DEMO_BANNERS.map((banner) => renderBanner(banner)));
}
