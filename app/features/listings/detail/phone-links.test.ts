import { expect, it } from "vitest";
import { telHref, whatsappHref } from "./phone-links.ts";

it("builds call and WhatsApp links from a stored number", () => {
  expect(telHref("+225 07 48 21 35 90")).toBe("tel:+2250748213590");
  expect(whatsappHref("+225 07 48 21 35 90")).toBe("https://wa.me/2250748213590");
});
