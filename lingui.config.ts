import { readdirSync } from "node:fs";
import { defineConfig } from "@lingui/cli";
import { formatter } from "@lingui/format-po";

/**
 * One catalog per folder (ADR 0049): each feature, the shell (with the UI kit, lib and root), the
 * server's mails and texts, and each route module. A route's loader sends the browser only the
 * catalogs its modules reach, in the page's language.
 */
const features = readdirSync("app/features", { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== "demo")
  .map((entry) => entry.name);
const routeModules = [
  ...readdirSync("app/routes").filter((name) => /\.tsx?$/.test(name) && !name.endsWith(".test.ts")),
  ...readdirSync("app/routes/layouts").map((name) => `layouts/${name}`),
].map((file) => file.replace(/\.tsx?$/, ""));

const TESTS = ["**/*.test.ts", "**/*.test.tsx"];

export default defineConfig({
  sourceLocale: "fr",
  locales: ["fr", "en", "pt", "ar"],
  format: formatter({ lineNumbers: false }),
  // Sorted by id, so an extraction writes the same file whatever order it read the code in.
  orderBy: "messageId",
  compileNamespace: "json",
  catalogs: [
    { path: "app/shell/locales/{locale}", include: ["app/shell", "app/components", "app/lib", "app/pwa", "app/root.tsx"], exclude: TESTS },
    { path: "app/server/locales/{locale}", include: ["app/server", "server"], exclude: TESTS },
    ...features.map((name) => ({ path: `app/features/${name}/locales/{locale}`, include: [`app/features/${name}`], exclude: TESTS })),
    ...routeModules.map((route) => ({
      path: `app/routes/locales/${route}/{locale}`,
      include: [`app/routes/${route}.ts`, `app/routes/${route}.tsx`],
      exclude: TESTS,
    })),
  ],
});
