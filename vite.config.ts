import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  environments: {
    ssr: { build: { rolldownOptions: { input: "./server/app.ts" } } },
    client: {
      build: {
        rolldownOptions: {
          output: {
            // React, React DOM and React Router load on every page: one chunk for them, not several
            // small ones that each cost a request and their import glue on 3G.
            codeSplitting: {
              groups: [{ name: "framework", test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/ }],
            },
          },
        },
      },
    },
  },
});
