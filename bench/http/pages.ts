import { fetchText, firstListingPath } from "../../tests/support/sitemap-paths.ts";

const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";

/** A page under load; `member` pages are loaded with a signed-in member's cookie. */
export interface Page {
  name: string;
  path: string;
  member?: boolean;
}

/** The pages every visitor sees alike, found the way a crawler finds them. */
export async function publicPages(base: string): Promise<Page[]> {
  const sale = await firstListingPath(fetchText(base), "listing");
  const rental = await firstListingPath(fetchText(base), "rental");
  return [
    { name: "/", path: "/" },
    { name: "/listings", path: "/listings" },
    { name: "/listings?search=toyota", path: "/listings?search=toyota" },
    { name: "/listings (filters)", path: "/listings?priceMax=20000000&fuelType=diesel&transmission=automatic&sort=price" },
    { name: "/listing/{id}", path: sale },
    { name: "/rental/{id}", path: rental },
  ];
}

/** Every page a member opens: the public ones signed in, then their own, one of their conversations among them. */
export async function memberPages(base: string, cookie: string, shared: Page[]): Promise<Page[]> {
  const messages = await (await fetch(`${base}/messages`, { headers: { cookie } })).text();
  const conversation = messages.match(new RegExp(`href="(/messages/${UUID})"`))?.[1];
  if (!conversation) throw new Error("the member has no conversation to open");
  const own = ["/favorites", "/messages", conversation, "/bookings", "/dashboard", "/profile"];
  return [
    ...shared.map((p) => ({ ...p, member: true })),
    ...own.map((path) => ({ name: path === conversation ? "/messages/{id}" : path, path, member: true })),
  ];
}
