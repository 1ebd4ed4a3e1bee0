import { existsSync } from "node:fs";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { createUser } from "../../app/features/demo/factories.server.ts";
import { action as editAction, loader as editLoader } from "../../app/routes/profile-edit.tsx";
import { action as profileAction, loader as profileLoader } from "../../app/routes/profile.tsx";
import { db } from "../../app/server/db.server.ts";
import { profiles } from "../../app/server/schema.ts";
import { readToast } from "../../app/server/toast.server.ts";
import { AVATAR_WIDTHS, variantKey } from "../../app/lib/images.ts";
import { useTestDatabase } from "../support/database.ts";
import { goodJpeg } from "../support/images.ts";
import { sessionCookie } from "../support/session.ts";

const { dataDir } = useTestDatabase();
const ORIGIN = "http://localhost:3000";

let seq = 0;
async function member() {
  const email = `profil${++seq}@example.test`;
  const user = await createUser({ email, firstName: "Awa", lastName: "Koné", country: "SN", city: "Dakar", phone: "+221771234567" });
  return { user, cookie: await sessionCookie(email) };
}

const fields = { firstName: "Aïssatou", lastName: "Ndiaye", country: "SN", city: "Thiès", phone: "77 555 44 33", userType: "buyer", companyName: "" };

function post(cookie: string | undefined, form: Record<string, string>, photo?: { bytes: Buffer; name: string; type: string }) {
  const body = new FormData();
  for (const [k, v] of Object.entries(form)) body.set(k, v);
  if (photo) body.set("photo", new File([new Uint8Array(photo.bytes)], photo.name, { type: photo.type }));
  const headers = new Headers({ "x-client-ip": "10.50.0.1" });
  if (cookie) headers.set("cookie", cookie);
  return editAction({
    request: new Request(`${ORIGIN}/profile/edit`, { method: "POST", headers, body }),
    params: {},
    context: new RouterContextProvider(),
  } as never);
}

const row = async (id: string) => (await db().select().from(profiles).where(eq(profiles.id, id)))[0];
const stored = (prefix: string) => AVATAR_WIDTHS.every((w) => existsSync(join(dataDir(), "uploads", variantKey(prefix, w))));
const gone = (prefix: string) => AVATAR_WIDTHS.every((w) => !existsSync(join(dataDir(), "uploads", variantKey(prefix, w))));

describe("/profile/edit", () => {
  it("sends a visitor to sign in and back", async () => {
    const answer = await editLoader({ request: new Request(`${ORIGIN}/profile/edit`), params: {}, context: new RouterContextProvider() } as never).catch(
      (e: unknown) => e,
    );
    expect(answer).toBeInstanceOf(Response);
    const location = new URL((answer as Response).headers.get("Location") ?? "", ORIGIN);
    expect(location.pathname).toBe("/auth");
    expect(location.searchParams.get("redirectTo")).toBe("/profile/edit");
  });

  it("shows the phone as typed after its dialling code, and saves the fields with the sign-up rules, back to /profile", async () => {
    const { user, cookie } = await member();
    const page = (await editLoader({
      request: new Request(`${ORIGIN}/profile/edit`, { headers: { cookie } }),
      params: {},
      context: new RouterContextProvider(),
    } as never)) as { values: Record<string, string> };
    expect(page.values).toMatchObject({ firstName: "Awa", phone: "771234567", country: "SN" });

    const saved = (await post(cookie, fields)) as Response;
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe("/profile");
    const cookies = saved.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    expect((await readToast(new Request(ORIGIN, { headers: { cookie: cookies } }))).toast).toEqual({ type: "success", title: "Profil mis à jour" });
    expect(await row(user.id)).toMatchObject({
      firstName: "Aïssatou",
      lastName: "Ndiaye",
      name: "Aïssatou Ndiaye",
      city: "Thiès",
      phone: "+221775554433",
      userType: "buyer",
      companyName: null,
    });
  });

  it("refuses bad fields with their messages, keeping what was typed and changing nothing", async () => {
    const { user, cookie } = await member();
    const answer = (await post(cookie, { ...fields, firstName: " ", phone: "abc", userType: "dealer" })) as {
      data: { values: Record<string, string>; errors: Record<string, string> };
      init: { status: number };
    };
    expect(answer.init.status).toBe(400);
    expect(answer.data.errors).toMatchObject({
      firstName: "Le prénom est obligatoire",
      phone: "Numéro de téléphone invalide",
      companyName: "Le nom de l'entreprise est obligatoire",
    });
    expect(answer.data.values).toMatchObject({ phone: "abc", lastName: "Ndiaye", city: "Thiès" });
    expect(await row(user.id)).toMatchObject({ firstName: "Awa", phone: "+221771234567" });
  });

  it("replaces the photo, removing the old files; refuses a PDF and a 6 MB file by their content, keeping the old photo", async () => {
    const { user, cookie } = await member();
    await post(cookie, fields, { bytes: await goodJpeg(), name: "moi.jpg", type: "image/jpeg" });
    const first = (await row(user.id))?.avatarUrl as string;
    expect(first).toMatch(/^avatars\//);
    expect(stored(first)).toBe(true);

    const pdf = (await post(cookie, fields, { bytes: Buffer.from("%PDF-1.7\n1 0 obj\n"), name: "photo.jpg", type: "image/jpeg" })) as {
      data: { errors: Record<string, string> };
      init: { status: number };
    };
    expect(pdf.init.status).toBe(400);
    expect(pdf.data.errors).toEqual({ photo: "Veuillez sélectionner une image" });
    const huge = (await post(cookie, fields, { bytes: Buffer.alloc(6 * 1024 * 1024, 1), name: "grande.jpg", type: "image/jpeg" })) as {
      data: { errors: Record<string, string> };
      init: { status: number };
    };
    expect(huge.init.status).toBe(413);
    expect(huge.data.errors).toEqual({ photo: "L'image ne doit pas dépasser 5MB" });
    expect((await row(user.id))?.avatarUrl).toBe(first);

    await post(cookie, fields, { bytes: await goodJpeg(320, 320), name: "nouvelle.jpg", type: "image/jpeg" });
    const second = (await row(user.id))?.avatarUrl as string;
    expect(second).not.toBe(first);
    expect(stored(second)).toBe(true);
    expect(gone(first)).toBe(true);
  });
});

describe("/profile's mail switches", () => {
  it("turn each kind of mail off and on for the signed-in user only", async () => {
    const [{ user, cookie }, other] = [await member(), await member()];
    const post = (form: Record<string, string>) =>
      profileAction({
        request: new Request(`${ORIGIN}/profile`, { method: "POST", headers: { cookie }, body: new URLSearchParams({ intent: "mail-preference", ...form }) }),
        params: {},
        context: new RouterContextProvider(),
      } as never);
    await post({ topic: "bookings", receive: "non" });
    expect(await row(user.id)).toMatchObject({ bookingMailOptOut: true, messageMailOptOut: false });
    await post({ topic: "messages", receive: "non" });
    await post({ topic: "bookings", receive: "oui" });
    expect(await row(user.id)).toMatchObject({ bookingMailOptOut: false, messageMailOptOut: true });
    await post({ topic: "", receive: "non" });
    await post({ topic: "admin", receive: "non" });
    expect(await row(user.id)).toMatchObject({ bookingMailOptOut: false, messageMailOptOut: true });
    expect(await row(other.user.id)).toMatchObject({ bookingMailOptOut: false, messageMailOptOut: false });
    const page = (await profileLoader({
      request: new Request(`${ORIGIN}/profile`, { headers: { cookie } }),
      params: {},
      context: new RouterContextProvider(),
    } as never)) as { mails: unknown };
    expect(page.mails).toEqual({ messages: false, bookings: true });
  });
});
