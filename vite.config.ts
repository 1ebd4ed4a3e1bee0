import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { serviceWorker } from "./app/pwa/service-worker-build.ts";
import { precompress } from "./server/build/precompress.ts";
import { lingui } from "@lingui/vite-plugin";
import { linguiMacros } from "./server/build/lingui-macro.ts";
import { routeMessagesModule } from "./server/build/route-messages.ts";

export default defineConfig({
  // The macros first: React Router splits route modules once their words are message ids (ADR 0049).
  plugins: [linguiMacros(), lingui(), routeMessagesModule(), tailwindcss(), reactRouter(), serviceWorker(), precompress()],
  environments: {
    ssr: { build: { rolldownOptions: { input: "./server/app.ts" } } },
    client: {
      build: {
        rolldownOptions: {
          output: {
            // React, React DOM and React Router load on every page: one chunk for them, not several
            // small ones that each cost a request and their import glue on 3G.
            // Likewise the small shared pieces of the app (UI kit, lib, the icon factory) that most
            // pages use: one chunk rather than a dozen of a few hundred bytes, each with its headers.
            codeSplitting: {
              groups: [
                { name: "framework", test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/ },
                {
                  name: "shared",
                  // Kit pieces only some pages show (tabs as links, listing thumbnails) stay out.
                  test: /app[\\/](lib[\\/]|components[\\/]ui[\\/](?!link-tabs|listing-photo))|lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon|Icon|defaultAttributes|shared)\b/,
                  minShareCount: 4,
                },
                // Icons several pages share (most are the shell's): one request, not one of a few
                // hundred bytes each, most of them headers.
                { name: "icons", test: /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/, minShareCount: 3 },
                {
                  // The few hundred bytes every listing card and page carries (its words, the Pro and
                  // price badges): one request instead of four.
                  name: "listing-bits",
                  test: /app[\\/]features[\\/](pricing[\\/](components[\\/]deal-badge|deal-rating)|listings[\\/](listing\.ts|components[\\/]pro-badge))/,
                  minShareCount: 2,
                },
              ],
            },
          },
        },
      },
    },
  },
});
