import { signIn } from "../../app/features/accounts/accounts.server.ts";

/** The Cookie header of a fresh session for this account, to send with test requests. */
export async function sessionCookie(email: string, password = "motdepasse123"): Promise<string> {
  const request = new Request("http://localhost:3000/auth", { method: "POST", headers: { "x-client-ip": "10.9.9.9" } });
  const result = await signIn(request, email, password);
  if (!result.ok) throw new Error(`sign-in failed for ${email}: ${result.error}`);
  return result.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}
