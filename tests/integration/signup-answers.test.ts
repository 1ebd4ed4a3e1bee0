import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getSessionUser } from "../../app/features/accounts/session.server.ts";
import { db } from "../../app/server/db.server.ts";
import { profiles } from "../../app/server/schema.ts";
import { useTestDatabase } from "../support/database.ts";
import { goodJpeg } from "../support/images.ts";
import { mailsTo } from "../support/mails.ts";
import { post } from "../support/request-handler.ts";
import { signUpFields, signUpFormData } from "../support/sign-up.ts";

/**
 * What the sign-up and the verification link answer a browser without JavaScript (ADR 0052): the
 * refused form opens on its first refused field with everything typed, the photo said lost; the
 * link signs the member in and leads where they were going.
 */
const { dataDir } = useTestDatabase();

const photo = async () => new Blob([new Uint8Array(await goodJpeg())], { type: "image/jpeg" });
const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
const sessionSet = (response: Response) => response.headers.getSetCookie().some((c) => /^aa\.session_token=[^;]/.test(c));

/** The `<input>` (or `<select>`) tag whose id is `id`, as the page's HTML writes it. */
function control(html: string, id: string): string {
  const tag = html.match(new RegExp(`<(?:input|select)[^>]*\\bid="${id}"[^>]*>`))?.[0];
  if (!tag) throw new Error(`no control #${id}`);
  return tag;
}

function tokenOf(email: string): { token: string; redirectTo: string | null } {
  const mail = mailsTo(dataDir(), email).at(-1) as string;
  const link = new URL(mail.match(/http:\/\/localhost:3000\/verify-email\?[^\s"<]+/)?.[0].replaceAll("&amp;", "&") as string);
  return { token: link.searchParams.get("verify") as string, redirectTo: link.searchParams.get("redirectTo") };
}

async function signUpFrom(email: string, redirectTo: string, ip: string) {
  const form = new FormData();
  form.append("intent", "signup");
  form.append("redirectTo", redirectTo);
  for (const [key, value] of Object.entries(signUpFields(email))) form.append(key, value);
  const response = await post("/auth", form, { "x-client-ip": ip });
  expect(response.status).toBe(302);
}

const verify = (path: string, fields: Record<string, string>, cookie = "") =>
  post(path, new URLSearchParams(fields), { "content-type": "application/x-www-form-urlencoded", ...(cookie ? { cookie } : {}) });

describe("a refused sign-up, answered as a page", () => {
  it("opens on the first refused field, its message tied to it and listed above the form, everything typed kept but the photo, which it says", async () => {
    const form = signUpFormData("refus@example.test", await photo());
    form.set("firstName", "");
    form.set("phone", "");
    const response = await post("/auth", form, { "x-client-ip": "10.52.0.1" });
    expect(response.status).toBe(400);
    // It holds the passwords: no cache keeps it, nor the browser's history.
    expect(response.headers.get("cache-control")).toBe("no-store");
    const html = await response.text();

    const firstName = control(html, "firstName");
    expect(firstName).toContain('autofocus=""');
    expect(firstName).toContain('aria-invalid="true"');
    expect(firstName).toContain('aria-describedby="firstName-error"');
    expect(html).toMatch(/<p id="firstName-error"[^>]*>Le prénom est obligatoire<\/p>/);
    const phone = control(html, "phone");
    expect(phone).toContain('aria-describedby="phone-error"');
    expect(phone).not.toContain("autofocus");
    expect(html.match(/autofocus=""/g)).toHaveLength(1);

    // The summary, first in the form, links each refusal to its field, in the form's order.
    const summary = html.slice(html.indexOf('aria-labelledby="error-summary-title"'));
    expect(summary).toContain("2 champs sont à corriger :");
    expect(summary.indexOf('href="#firstName"')).toBeGreaterThan(0);
    expect(summary.indexOf('href="#phone"')).toBeGreaterThan(summary.indexOf('href="#firstName"'));
    expect(summary).toContain("Prénom : Le prénom est obligatoire");

    // Everything typed comes back, the passwords included; the photo cannot, and the page says so.
    expect(control(html, "lastName")).toContain('value="Diop"');
    expect(control(html, "email")).toContain('value="refus@example.test"');
    expect(control(html, "password")).toContain('value="motdepasse123"');
    expect(control(html, "confirmPassword")).toContain('value="motdepasse123"');
    expect(html).toContain("Le navigateur n&#x27;a pas pu garder la photo choisie : choisissez-la à nouveau (elle reste optionnelle).");
    expect(control(html, "photo")).toContain('aria-describedby="photo-not-kept"');
  });

  it("says nothing of a photo when none was chosen, and signs up without one", async () => {
    const form = new FormData();
    form.append("intent", "signup");
    for (const [key, value] of Object.entries({ ...signUpFields("sansphoto-page@example.test"), email: "pas-un-email" })) form.append(key, value);
    const refused = await post("/auth", form, { "x-client-ip": "10.52.0.2" });
    const html = await refused.text();
    expect(control(html, "email")).toContain('autofocus=""');
    expect(html).not.toContain("photo-not-kept");

    form.set("email", "sansphoto-page@example.test");
    const accepted = await post("/auth", form, { "x-client-ip": "10.52.0.2" });
    expect(accepted.status).toBe(302);
    const [row] = await db().select({ avatarUrl: profiles.avatarUrl }).from(profiles).where(eq(profiles.email, "sansphoto-page@example.test"));
    expect(row).toEqual({ avatarUrl: null });
  });

  it("asks a 'Vendeur' for the company name, opening on it", async () => {
    const form = signUpFormData("vendeur-page@example.test", await photo());
    form.set("userType", "seller");
    const html = await (await post("/auth", form, { "x-client-ip": "10.52.0.3" })).text();
    expect(control(html, "companyName")).toContain('autofocus=""');
    expect(html).toContain("Le nom de l&#x27;entreprise est obligatoire");
  });
});

describe("the verification link, answered as a page", () => {
  it("signs the member in and leads to the page they signed up from, with the spec's message", async () => {
    await signUpFrom("va@example.test", "/favorites", "10.53.0.1");
    const { token, redirectTo } = tokenOf("va@example.test");
    expect(redirectTo).toBe("/favorites");
    const response = await verify("/verify-email", { verify: token, redirectTo: redirectTo as string });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/favorites");
    expect(sessionSet(response)).toBe(true);
    // The selected country follows the account's, as at any sign-in.
    expect(response.headers.getSetCookie().find((c) => c.startsWith("country="))).toMatch(/^country=IlNOIg%3D%3D;/); // "SN"
    const member = await getSessionUser(new Request("http://localhost:3000/favorites", { headers: { cookie: cookieOf(response) } }));
    expect(member).toMatchObject({ email: "va@example.test", emailVerified: true });

    // Opened again: verified already, and nobody is signed in by it.
    const again = await verify("/verify-email", { verify: token, redirectTo: "/favorites" });
    expect(again.status).toBe(200);
    expect(sessionSet(again)).toBe(false);
    const html = await again.text();
    expect(html).toContain("Votre email a été vérifié avec succès !");
    expect(html).toContain('href="/auth?redirectTo=%2Ffavorites"');
  });

  it("leads to the page in the language of the link, and never off the site", async () => {
    await signUpFrom("vb@example.test", "/messages", "10.53.0.2");
    const english = await verify("/en/verify-email", { verify: tokenOf("vb@example.test").token, redirectTo: "/messages" });
    expect(english.headers.get("location")).toBe("/en/messages");

    await signUpFrom("vc@example.test", "/", "10.53.0.3");
    for (const away of ["//evil.example/x", "https://evil.example/", "/\\evil.example"]) {
      const response = await verify("/verify-email", { verify: "pas-un-jeton", redirectTo: away });
      expect(response.headers.get("location"), away).toBeNull();
    }
    const response = await verify("/verify-email", { verify: tokenOf("vc@example.test").token, redirectTo: "//evil.example/x" });
    // Signed in, on the spec's page with its button to /profile.
    expect(response.status).toBe(200);
    expect(sessionSet(response)).toBe(true);
    const html = await response.text();
    expect(html).toContain("Votre email a été vérifié avec succès !");
    expect(html).toContain('href="/profile"');
  });
});
