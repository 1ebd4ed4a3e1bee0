import { describe, expect, it } from "vitest";
import { createUser } from "../../app/features/demo/factories.server.ts";
import routes from "../../app/routes.ts";
import { loader as adminLayout } from "../../app/routes/layouts/admin.tsx";
import { loader as signedInToPostLayout } from "../../app/routes/layouts/signed-in-to-post.tsx";
import { loader as signedInLayout } from "../../app/routes/layouts/signed-in.tsx";
import { useTestDatabase } from "../support/database.ts";
import { authPageMessage } from "../support/auth-page.ts";
import { sessionCookie } from "../support/session.ts";

useTestDatabase();

type Loader = (args: never) => Promise<unknown>;

async function visit(layout: Loader, path: string, cookie?: string): Promise<{ location: string | null } | "allowed"> {
  const request = new Request(`http://localhost:3000${path}`, { headers: cookie ? { cookie } : {} });
  try {
    await layout({ request, url: new URL(request.url), params: {}, context: {}, pattern: path } as never);
    return "allowed";
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    return { location: thrown.headers.get("location") };
  }
}

const authUrl = (redirectTo: string, reason: string) => `/auth?${new URLSearchParams({ redirectTo, reason })}`;

describe("the route table", () => {
  it("groups the pages that need an account, and the admin area, under their layouts", () => {
    const children = (file: string) => routes.find((r) => r.file === file)?.children?.map((c) => c.path);
    expect(children("routes/layouts/signed-in.tsx")).toEqual([
      "sell/louer",
      "sell/evaluer",
      "messages",
      "messages/:id",
      "bookings",
      "bookings/:id",
      "bookings/:id/etat-des-lieux/:phase",
      "bookings/:id/caution",
      "profile",
      "profile/edit",
      "profile/supprimer",
      "profile/telephone",
      "profile/permis",
      "annonces/:id/modifier",
      "favorites",
      "recemment-consultees",
      "recherches",
      "promote",
      "dashboard",
      "subscription",
      "subscription-success",
      "payment-success",
      "pro/import",
      "pro/import/:id",
      "pro/api",
    ]);
    expect(children("routes/layouts/signed-in-to-post.tsx")).toEqual(["sell/vendre"]);
    expect(children("routes/layouts/admin.tsx")).toEqual(["admin", "admin/verifications", "admin/litiges", "admin/litiges/:id"]);
  });
});

describe("layout guards", () => {
  it("send a visitor to /auth with the page's address and the message of the area, by its code", async () => {
    const messages = await visit(signedInLayout, "/messages?listing=1&type=sale");
    expect(messages).toEqual({ location: authUrl("/messages?listing=1&type=sale", "connexion") });
    const sale = await visit(signedInToPostLayout, "/sell/vendre");
    expect(sale).toEqual({ location: authUrl("/sell/vendre", "annonce") });
    const admin = await visit(adminLayout, "/admin");
    expect(admin).toEqual({ location: authUrl("/admin", "connexion") });
    // /auth shows the sentence each code stands for.
    const shown = async (visited: typeof admin) => authPageMessage((visited as { location: string }).location);
    expect(await shown(messages)).toBe("Vous devez être connecté");
    expect(await shown(sale)).toBe("Vous devez être connecté pour poster une annonce");
    expect(await shown(admin)).toBe("Vous devez être connecté");
  });

  it("keep the page, not the data URL of a client-side navigation, as the address to return to", async () => {
    expect(await visit(signedInLayout, "/profile.data?_routes=routes%2Flayouts%2Fsigned-in%2Croutes%2Fprofile")).toEqual({
      location: authUrl("/profile", "connexion"),
    });
    expect(await visit(signedInLayout, "/messages.data?listing=1&_routes=routes%2Fmessages")).toEqual({
      location: authUrl("/messages?listing=1", "connexion"),
    });
  });

  it("let a signed-in user in, and only an admin into /admin", async () => {
    await createUser({ email: "membre@example.test", password: "motdepasse123" });
    await createUser({ email: "patron@example.test", password: "motdepasse123", role: "admin" });
    const member = await sessionCookie("membre@example.test");
    const boss = await sessionCookie("patron@example.test");
    expect(await visit(signedInLayout, "/bookings", member)).toBe("allowed");
    expect(await visit(signedInToPostLayout, "/sell/vendre", member)).toBe("allowed");
    expect(await visit(adminLayout, "/admin", member)).toEqual({ location: "/profile" });
    expect(await visit(adminLayout, "/admin", boss)).toBe("allowed");
  });
});

describe("the /auth page", () => {
  it("shows only the sentences of its own codes, never text a link carries", async () => {
    expect(await authPageMessage("/auth?reason=favoris")).toBe("Vous devez être connecté pour ajouter aux favoris");
    const phishing = "Votre compte est suspendu. Appelez le +221 77 000 00 00 pour le réactiver.";
    expect(await authPageMessage(`/auth?${new URLSearchParams({ message: phishing })}`)).toBeNull();
    expect(await authPageMessage(`/auth?${new URLSearchParams({ reason: phishing })}`)).toBeNull();
    expect(await authPageMessage("/auth?reason=inconnu")).toBeNull();
    expect(await authPageMessage("/auth?reason=toString")).toBeNull();
    expect(await authPageMessage("/auth?message=Vous%20devez%20%C3%AAtre%20connect%C3%A9")).toBeNull();
    expect(await authPageMessage("/auth")).toBeNull();
  });
});
