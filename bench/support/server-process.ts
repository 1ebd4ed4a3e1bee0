import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";

/** The production server (`node server.ts`) started on its own port and data, as `npm run serve` does. */
export interface ServerProcess {
  base: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** `cwd`: the checkout whose server and build to run (this one by default). */
export async function startServer(options: { port: number; env: Record<string, string>; args?: string[]; cwd?: string }): Promise<ServerProcess> {
  const base = `http://localhost:${options.port}`;
  const child = spawn(process.execPath, [...(options.args ?? []), "server.ts"], {
    // Production, as deployed: a script run through Vite's module runner has NODE_ENV set to development.
    env: { ...process.env, NODE_ENV: "production", LOG_LEVEL: "warn", ...options.env, PORT: String(options.port) },
    stdio: ["ignore", "ignore", "inherit"],
    cwd: options.cwd,
  });
  const kill = () => child.kill("SIGTERM");
  process.on("exit", kill);
  const stop = async () => {
    process.off("exit", kill);
    if (child.exitCode !== null) return;
    child.kill("SIGTERM");
    await once(child, "exit");
  };
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) return { base, child, stop };
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error("server did not start");
}

/** The Cookie header of a session opened through the sign-in form, as a browser gets it. */
export async function signInCookie(base: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${base}/auth`, {
    method: "POST",
    body: new URLSearchParams({ intent: "signin", email, password }),
    headers: { Origin: base },
    redirect: "manual",
  });
  if (response.status !== 302) throw new Error(`sign-in answered ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}
