import { expect, it } from "vitest";
import { pagePath } from "./page-url.server.ts";

const path = (url: string) => pagePath(new Request(`http://localhost:3000${url}`));

it("reads the page a data request is for", () => {
  expect(path("/profile")).toBe("/profile");
  expect(path("/profile.data")).toBe("/profile");
  expect(path("/profile.data?_routes=routes%2Fprofile")).toBe("/profile");
  expect(path("/_root.data")).toBe("/");
  expect(path("/listings.data?type=location&_routes=routes%2Flistings")).toBe("/listings?type=location");
  expect(path("/sell?index")).toBe("/sell");
});
