import { loader as authLoader } from "../../app/routes/auth.tsx";

/** The sentence /auth shows above its forms at `location` (e.g. a redirect's Location), or null. */
export async function authPageMessage(location: string): Promise<string | null> {
  const request = new Request(new URL(location, "http://localhost:3000"));
  const data = await authLoader({ request, url: new URL(request.url), params: {}, context: {}, pattern: "/auth" } as never);
  return (data as { message: string | null }).message;
}
