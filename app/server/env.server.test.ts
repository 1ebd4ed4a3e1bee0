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

  it("takes Paystack's secret key in its shape, and CinetPay's three values only together", () => {
    expect(parseEnv({ PAYSTACK_SECRET_KEY: "sk_test_abc123", PAYSTACK_API_URL: "" })).toMatchObject({
      PAYSTACK_SECRET_KEY: "sk_test_abc123",
      PAYSTACK_API_URL: undefined,
    });
    expect(() => parseEnv({ PAYSTACK_SECRET_KEY: "pk_test_abc" })).toThrow(/PAYSTACK_SECRET_KEY: doit commencer par sk_test_ ou sk_live_/);
    expect(() => parseEnv({ PAYSTACK_API_URL: "ici" })).toThrow(/PAYSTACK_API_URL/);
    const cinetpay = { CINETPAY_API_KEY: "12912847765bc0db748fdd44", CINETPAY_SITE_ID: "445160", CINETPAY_SECRET_KEY: "secret_key_123" };
    expect(parseEnv(cinetpay)).toMatchObject(cinetpay);
    expect(() => parseEnv({ ...cinetpay, CINETPAY_SITE_ID: "site" })).toThrow(/CINETPAY_SITE_ID: un nombre/);
    expect(() => parseEnv({ ...cinetpay, CINETPAY_SECRET_KEY: "" })).toThrow(
      /CINETPAY_SECRET_KEY: CINETPAY_API_KEY, CINETPAY_SITE_ID et CINETPAY_SECRET_KEY vont ensemble/,
    );
    expect(() => parseEnv({ CINETPAY_API_URL: "ici" })).toThrow(/CINETPAY_API_URL/);
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
  it("takes object storage only with its bucket, keys and public address together; endpoint and region may stay unset", () => {
    const s3 = {
      S3_ENDPOINT: "http://127.0.0.1:4568/",
      S3_REGION: "us-east-1",
      S3_BUCKET: "autoafrique-photos",
      S3_ACCESS_KEY_ID: "AKIAEXAMPLE",
      S3_SECRET_ACCESS_KEY: "secret/with+signs",
      S3_PUBLIC_URL: "https://photos.autoafrique.africa/",
    };
    // Trailing slashes dropped: URLs are `${S3_PUBLIC_URL}/${key}`.
    expect(parseEnv(s3)).toMatchObject({
      S3_ENDPOINT: "http://127.0.0.1:4568",
      S3_PUBLIC_URL: "https://photos.autoafrique.africa",
      S3_BUCKET: "autoafrique-photos",
    });
    expect(parseEnv({ ...s3, S3_ENDPOINT: "", S3_REGION: "" })).toMatchObject({ S3_ENDPOINT: undefined, S3_REGION: undefined });
    expect(parseEnv({ S3_BUCKET: "", S3_PUBLIC_URL: "" })).toMatchObject({ S3_BUCKET: undefined, S3_PUBLIC_URL: undefined });
    expect(parseEnv({ ...s3, S3_PUBLIC_URL: "http://127.0.0.1:4568/autoafrique-photos" }).S3_PUBLIC_URL).toBe("http://127.0.0.1:4568/autoafrique-photos");

    for (const missing of ["S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY", "S3_PUBLIC_URL"] as const) {
      expect(() => parseEnv({ ...s3, [missing]: "" }), missing).toThrow(new RegExp(`${missing}: requis dès qu'une variable S3_ est définie`));
    }
    // An endpoint alone is half a configuration too: photos would quietly stay on this disk.
    expect(() => parseEnv({ S3_ENDPOINT: "http://127.0.0.1:4568" })).toThrow(/S3_BUCKET: requis dès qu'une variable S3_ est définie/);
    expect(() => parseEnv({ ...s3, S3_BUCKET: "Photos_AutoAfrique" })).toThrow(/S3_BUCKET: doit être un nom de bucket S3/);
    expect(() => parseEnv({ ...s3, S3_BUCKET: "ab" })).toThrow(/S3_BUCKET: doit être un nom de bucket S3/);
    expect(() => parseEnv({ ...s3, S3_ENDPOINT: "minio:9000" })).toThrow(/S3_ENDPOINT: doit être une adresse http/);
    expect(() => parseEnv({ ...s3, S3_PUBLIC_URL: "https://cdn.example.com/photos?v=1" })).toThrow(/S3_PUBLIC_URL: doit être l'adresse http/);
    expect(() => parseEnv({ ...s3, S3_PUBLIC_URL: "ftp://cdn.example.com" })).toThrow(/S3_PUBLIC_URL/);
    expect(() => parseEnv({ ...s3, S3_PUBLIC_URL: "https:///photos" })).toThrow(/S3_PUBLIC_URL/);
    expect(() => parseEnv({ ...s3, S3_REGION: "Europe (Paris)" })).toThrow(/S3_REGION: doit être un nom de région/);
    expect(() => parseEnv({ ...s3, S3_SECRET_ACCESS_KEY: "avec espace" })).toThrow(/S3_SECRET_ACCESS_KEY: ne doit pas contenir d'espace/);
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

  it("takes the VAPID keys in their shapes, together, and a subject to reach us at", () => {
    const publicKey = `B${"a".repeat(86)}`;
    const privateKey = "b".repeat(43);
    expect(parseEnv({ VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey, VAPID_SUBJECT: "mailto:contact@autoafrique.africa" })).toMatchObject({
      VAPID_PUBLIC_KEY: publicKey,
    });
    expect(() => parseEnv({ VAPID_PUBLIC_KEY: publicKey })).toThrow(/VAPID_PRIVATE_KEY: VAPID_PUBLIC_KEY et VAPID_PRIVATE_KEY vont ensemble/);
    expect(() => parseEnv({ VAPID_PUBLIC_KEY: "court", VAPID_PRIVATE_KEY: privateKey })).toThrow(/VAPID_PUBLIC_KEY: la clé publique VAPID en base64url/);
    expect(() => parseEnv({ VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: "x" })).toThrow(/VAPID_PRIVATE_KEY: la clé privée VAPID/);
    expect(() => parseEnv({ VAPID_SUBJECT: "contact@autoafrique.africa" })).toThrow(/VAPID_SUBJECT: une adresse mailto:/);
    expect(parseEnv({ VAPID_SUBJECT: "https://autoafrique.africa" }).VAPID_SUBJECT).toBe("https://autoafrique.africa");
  });
});
