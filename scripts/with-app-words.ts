import { resolve } from "node:path";
import { lingui } from "@lingui/vite-plugin";
import { runnerImport } from "vite";
import { linguiMacros } from "../server/build/lingui-macro.ts";
import { routeMessagesModule } from "../server/build/route-messages.ts";

/**
 * Runs a script that reaches the app's modules (`node scripts/with-app-words.ts scripts/seed.ts
 * --force`) through Vite's module runner with the same plugins as the build, so the app's words
 * (Lingui's macros, the catalogs: ADR 0049) are compiled as they are for the server. Plain `node`
 * cannot read a macro.
 */
const [script, ...rest] = process.argv.slice(2);
if (!script) {
  console.error("usage: node scripts/with-app-words.ts <script.ts> [arguments…]");
  process.exit(2);
}
process.argv = [process.argv[0] as string, resolve(script), ...rest];
await runnerImport(resolve(script), {
  configFile: false,
  logLevel: "warn",
  plugins: [linguiMacros(), lingui(), routeMessagesModule()],
});
