import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: "./app/server/schema.ts",
  out: "./drizzle",
  casing: "snake_case",
});
