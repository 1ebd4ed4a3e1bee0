import { transformAsync } from "@babel/core";
import linguiMacro from "@lingui/babel-plugin-lingui-macro";
import type { Plugin } from "vite";

/** Files that use Lingui's macros: only these go through Babel; the rest stays on Vite's own transform. */
const USES_MACRO = /from ["']@lingui\/(?:core|react)\/macro["']/;
const SOURCE = /\.(?:ts|tsx)$/;

/**
 * Compiles Lingui's macros (`<Trans>`, `` t`…` ``, `` msg`…` ``) into message ids and descriptors
 * before React Router splits route modules (ADR 0049). In production the French source text is
 * left out of the code: each page's words come with its data, in its language.
 */
export function linguiMacros(): Plugin {
  return {
    name: "autoafrique-lingui-macros",
    enforce: "pre",
    async transform(code, id) {
      const file = id.split("?")[0] ?? id;
      if (!SOURCE.test(file) || file.includes("/node_modules/") || !USES_MACRO.test(code)) return null;
      const result = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: file.endsWith(".tsx") ? ["typescript", "jsx"] : ["typescript"] },
        plugins: [[linguiMacro, { stripNonEssentialFields: process.env.NODE_ENV === "production" }]],
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}
