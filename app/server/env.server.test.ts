import { describe, expect, it } from "vitest";
import { parseEnv } from "./env.server.ts";

describe("environment", () => {
  it("has a working default for every variable", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.DATA_DIR).toBe("./data");
    expect(env.SEED_DEMO).toBe(true);
    expect(env.TRUST_PROXY).toBe(0);
  });

  it("stops with a message naming each bad value", () => {
    expect(() => parseEnv({ PORT: "abc" })).toThrow(/PORT/);
    expect(() => parseEnv({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL: doit commencer par postgres/);
    expect(() => parseEnv({ AUTH_SECRET: "court" })).toThrow(/AUTH_SECRET: au moins 32/);
    expect(() => parseEnv({ SMTP_URL: "pas une url" })).toThrow(/SMTP_URL/);
  });

  it("treats empty strings as unset", () => {
    expect(parseEnv({ DATABASE_URL: "", APP_URL: "" })).toMatchObject({ DATABASE_URL: undefined, APP_URL: undefined });
  });

  it("reads TRUST_PROXY as a number of proxy hops, with true kept as 1", () => {
    const hops = (value: string) => parseEnv({ TRUST_PROXY: value }).TRUST_PROXY;
    expect(hops("false")).toBe(0);
    expect(hops("0")).toBe(0);
    expect(hops("")).toBe(0);
    expect(hops("1")).toBe(1);
    expect(hops(" 2 ")).toBe(2);
    expect(hops("true")).toBe(1);
    expect(hops("TRUE")).toBe(1);
    expect(() => hops("yes")).toThrow(/TRUST_PROXY: doit valoir false ou le nombre de proxys/);
    expect(() => hops("-1")).toThrow(/TRUST_PROXY/);
    expect(() => hops("1.5")).toThrow(/TRUST_PROXY/);
    expect(() => hops("6")).toThrow(/TRUST_PROXY: au plus 5 proxys/);
  });

  it("takes Stripe's keys only in their shapes, and the secret key only with the webhook secret", () => {
    expect(parseEnv({ STRIPE_SECRET_KEY: "", STRIPE_WEBHOOK_SECRET: "" })).toMatchObject({ STRIPE_SECRET_KEY: undefined, STRIPE_WEBHOOK_SECRET: undefined });
    expect(parseEnv({ STRIPE_SECRET_KEY: "sk_test_abc", STRIPE_WEBHOOK_SECRET: "whsec_abc" })).toMatchObject({ STRIPE_SECRET_KEY: "sk_test_abc" });
    expect(() => parseEnv({ STRIPE_SECRET_KEY: "pk_test_abc", STRIPE_WEBHOOK_SECRET: "whsec_abc" })).toThrow(/STRIPE_SECRET_KEY: doit commencer par sk_test_/);
    expect(() => parseEnv({ STRIPE_SECRET_KEY: "sk_live_abc" })).toThrow(/STRIPE_WEBHOOK_SECRET: requis avec STRIPE_SECRET_KEY/);
    expect(() => parseEnv({ STRIPE_SECRET_KEY: "sk_live_abc", STRIPE_WEBHOOK_SECRET: "secret" })).toThrow(/STRIPE_WEBHOOK_SECRET: doit commencer par whsec_/);
    expect(() => parseEnv({ STRIPE_API_URL: "ici" })).toThrow(/STRIPE_API_URL/);
  });

  it("takes Wave's key in its shape, and only with the webhook secret", () => {
    const secret = "wave_sn_WHS_0123456789abcdef";
    expect(parseEnv({ WAVE_API_KEY: "", WAVE_WEBHOOK_SECRET: "" })).toMatchObject({ WAVE_API_KEY: undefined, WAVE_WEBHOOK_SECRET: undefined });
    expect(parseEnv({ WAVE_API_KEY: "wave_sn_prod_abc", WAVE_WEBHOOK_SECRET: secret })).toMatchObject({ WAVE_API_KEY: "wave_sn_prod_abc" });
    expect(() => parseEnv({ WAVE_API_KEY: "sk_live_abc", WAVE_WEBHOOK_SECRET: secret })).toThrow(/WAVE_API_KEY: doit commencer par wave_/);
    expect(() => parseEnv({ WAVE_API_KEY: "wave_ci_prod_abc" })).toThrow(/WAVE_WEBHOOK_SECRET: WAVE_API_KEY et WAVE_WEBHOOK_SECRET vont ensemble/);
    expect(() => parseEnv({ WAVE_WEBHOOK_SECRET: secret })).toThrow(/WAVE_WEBHOOK_SECRET: WAVE_API_KEY et WAVE_WEBHOOK_SECRET/);
    expect(() => parseEnv({ WAVE_API_KEY: "wave_ci_prod_abc", WAVE_WEBHOOK_SECRET: "court" })).toThrow(/WAVE_WEBHOOK_SECRET: au moins 16 caractères/);
    expect(() => parseEnv({ WAVE_API_URL: "ici" })).toThrow(/WAVE_API_URL/);
  });

  it("takes PAYMENT_SANDBOX as true, false or unset, and never true beside Stripe", () => {
    expect(parseEnv({}).PAYMENT_SANDBOX).toBeUndefined();
    expect(parseEnv({ PAYMENT_SANDBOX: "" }).PAYMENT_SANDBOX).toBeUndefined();
    expect(parseEnv({ PAYMENT_SANDBOX: "true" }).PAYMENT_SANDBOX).toBe(true);
    expect(parseEnv({ PAYMENT_SANDBOX: "false" }).PAYMENT_SANDBOX).toBe(false);
    expect(() => parseEnv({ PAYMENT_SANDBOX: "oui" })).toThrow(/PAYMENT_SANDBOX: true ou false/);
    const stripe = { STRIPE_SECRET_KEY: "sk_test_abc", STRIPE_WEBHOOK_SECRET: "whsec_abc" };
    expect(() => parseEnv({ ...stripe, PAYMENT_SANDBOX: "true" })).toThrow(/PAYMENT_SANDBOX: ne peut pas valoir true avec STRIPE_SECRET_KEY/);
  });

  it("takes a language model only whole: its address, key and model name", () => {
    expect(parseEnv({ LLM_BASE_URL: "https://api.example.com/v1", LLM_API_KEY: "k", LLM_MODEL: "m" })).toMatchObject({ LLM_MODEL: "m" });
    expect(() => parseEnv({ LLM_BASE_URL: "https://api.example.com/v1" })).toThrow(/LLM_MODEL: LLM_BASE_URL demande aussi/);
    expect(() => parseEnv({ LLM_BASE_URL: "pas une url", LLM_API_KEY: "k", LLM_MODEL: "m" })).toThrow(/LLM_BASE_URL/);
  });

  it("starts several worker processes only on PostgreSQL", () => {
    expect(parseEnv({}).WEB_CONCURRENCY).toBe(1);
    expect(parseEnv({ WEB_CONCURRENCY: "4", DATABASE_URL: "postgres://localhost/db" }).WEB_CONCURRENCY).toBe(4);
    expect(() => parseEnv({ WEB_CONCURRENCY: "2" })).toThrow(/WEB_CONCURRENCY: plusieurs processus demandent PostgreSQL \(DATABASE_URL\)/);
    expect(() => parseEnv({ WEB_CONCURRENCY: "deux", DATABASE_URL: "postgres://localhost/db" })).toThrow(/WEB_CONCURRENCY: un nombre entier/);
    expect(() => parseEnv({ WEB_CONCURRENCY: "0", DATABASE_URL: "postgres://localhost/db" })).toThrow(/WEB_CONCURRENCY: au moins 1/);
  });

  it("shrinks the scheduler's periods for tests only when asked", () => {
    expect(parseEnv({}).JOBS_TIME_SCALE).toBe(1);
    expect(parseEnv({ JOBS_TIME_SCALE: "0.01" }).JOBS_TIME_SCALE).toBe(0.01);
    expect(() => parseEnv({ JOBS_TIME_SCALE: "0" })).toThrow(/JOBS_TIME_SCALE: doit être plus grand que 0/);
    expect(() => parseEnv({ JOBS_TIME_SCALE: "2" })).toThrow(/JOBS_TIME_SCALE: au plus 1/);
  });
});
