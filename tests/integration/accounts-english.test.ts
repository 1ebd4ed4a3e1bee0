import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../support/database.ts";
import { createUser } from "../../app/features/demo/factories.server.ts";
import { readToast } from "../../app/server/toast.server.ts";
import { handle, post } from "../support/request-handler.ts";
import { sessionCookie } from "../support/session.ts";
import { shownMarkup } from "../support/page-markup.ts";

useTestDatabase();

/** What the page shows: its markup without its scripts (the page's data carries both languages' ids). */

const page = async (path: string) => {
  const response = await handle(new Request(`http://localhost:3000${path}`));
  return { status: response.status, html: shownMarkup(await response.text()) };
};

describe("the account pages in English", () => {
  it("shows /en/auth in English, and the French page as it was", async () => {
    const english = await page("/en/auth?tab=signup");
    expect(english.status).toBe(200);
    expect(english.html).toContain('<html lang="en"');
    expect(english.html).toContain("<title>Sign in — AutoAfrique</title>");
    for (const words of ["Welcome to AutoAfrique", "Profile photo", "Confirm password", "First name", "At least 8 characters"]) {
      expect(english.html).toContain(words);
    }
    expect(english.html).not.toContain("Bienvenue sur AutoAfrique");
    const french = await page("/auth?tab=signup");
    expect(french.html).toContain("Bienvenue sur AutoAfrique");
    expect(french.html).toContain("Confirmer le mot de passe");
  });

  it("says why the visitor must sign in, in English", async () => {
    const { html } = await page("/en/auth?reason=annonce");
    expect(html).toContain("You must be signed in to post a listing");
    expect(html).not.toContain("Vous devez être connecté");
  });

  it("refuses a bad sign-up in English, keeping the typed email", async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({
      intent: "signup",
      firstName: "Ada",
      lastName: "Okafor",
      email: "ada.okafor@example.test",
      country: "NG",
      city: "Lagos",
      phone: "8031234567",
      userType: "buyer",
      password: "short",
      confirmPassword: "short",
    })) {
      form.set(name, value);
    }
    const response = await post("/en/auth?tab=signup", form);
    expect(response.status).toBe(400);
    const html = shownMarkup(await response.text());
    expect(html).toContain("The password must have at least 8 characters");
    // The photo is optional (ADR 0052); the refusals are listed above the form, in English.
    expect(html).not.toContain("Please add a profile photo");
    expect(html).toContain("Profile photo (optional)");
    expect(html).toContain("One field needs correcting:");
    expect(html).toContain("Password: The password must have at least 8 characters");
    expect(html).not.toContain("Le mot de passe doit contenir au moins 8 caractères");
    expect(html).toContain('value="ada.okafor@example.test"');
  });

  it("shows the legal text in English under a note that the French prevails, on English pages only", async () => {
    const english = await page("/en/privacy-policy");
    expect(english.html).toContain("This text is a translation; only the French version is legally binding.");
    expect(english.html).toContain("<title>Privacy policy — AutoAfrique</title>");
    expect(english.html).toContain("1. Introduction");
    const french = await page("/privacy-policy");
    expect(french.html).not.toContain("This text is a translation");
    expect(french.html).toContain("1. Présentation");
  });

  it("says goodbye in English after signing out of an English page, in French on a French one", async () => {
    await createUser({ email: "bye@example.test" });
    const cookie = await sessionCookie("bye@example.test");
    const answer = await post("/en/logout", new FormData(), { cookie });
    expect(answer.status).toBe(302);
    const location = answer.headers.get("Location") ?? "";
    expect(location.startsWith("/en")).toBe(true);
    const flash = answer.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const english = await readToast(new Request(`http://localhost:3000${location}`, { headers: { cookie: flash } }));
    expect(english.toast).toEqual({ type: "success", title: "Signed out" });
    const french = await readToast(new Request("http://localhost:3000/", { headers: { cookie: flash } }));
    expect(french.toast).toEqual({ type: "success", title: "Déconnexion réussie" });
  });
});
