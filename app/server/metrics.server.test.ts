import { describe, expect, it } from "vitest";
import { parseEnv } from "./env.server.ts";
import { countJobRun, countedSend, registry } from "./metrics.server.ts";

const value = async (name: string, labels: Record<string, string>) => {
  const metric = (await registry.getMetricsAsJSON()).find((m) => m.name === name);
  const found = metric?.values.find((v) => Object.entries(labels).every(([key, label]) => v.labels[key] === label));
  return found?.value ?? 0;
};

describe("the app's metrics", () => {
  it("count a send as sent or failed and settle as it did", async () => {
    const sent = await value("autoafrique_messages_sent_total", { channel: "sms" });
    const failed = await value("autoafrique_messages_failed_total", { channel: "sms" });
    await expect(countedSend("sms", Promise.resolve("id"))).resolves.toBe("id");
    await expect(countedSend("sms", Promise.reject(new Error("passerelle")))).rejects.toThrow("passerelle");
    expect(await value("autoafrique_messages_sent_total", { channel: "sms" })).toBe(sent + 1);
    expect(await value("autoafrique_messages_failed_total", { channel: "sms" })).toBe(failed + 1);
  });

  it("count a job's runs and failures from its first run, and when it last succeeded", async () => {
    const job = "metrics-test-job";
    countJobRun(job, true);
    expect(await value("autoafrique_job_runs_total", { job })).toBe(1);
    expect(await value("autoafrique_job_failures_total", { job })).toBe(1);
    expect(await value("autoafrique_job_last_success_timestamp_seconds", { job })).toBe(0);
    countJobRun(job, false);
    expect(await value("autoafrique_job_runs_total", { job })).toBe(2);
    expect(await value("autoafrique_job_failures_total", { job })).toBe(1);
    expect(Math.abs((await value("autoafrique_job_last_success_timestamp_seconds", { job })) - Date.now() / 1000)).toBeLessThan(5);
  });
});

describe("the metrics' environment", () => {
  const token = "jeton-de-mesure-0123456789-abcdef";

  it("is off by default, the metrics port on the loopback", () => {
    const unset = parseEnv({});
    expect([unset.METRICS_TOKEN, unset.METRICS_PORT, unset.METRICS_HOST]).toEqual([undefined, undefined, "127.0.0.1"]);
    expect(parseEnv({ METRICS_TOKEN: "", METRICS_PORT: "", METRICS_HOST: "" })).toMatchObject({
      METRICS_TOKEN: undefined,
      METRICS_PORT: undefined,
      METRICS_HOST: "127.0.0.1",
    });
    expect(parseEnv({ METRICS_HOST: "10.0.0.5" }).METRICS_HOST).toBe("10.0.0.5");
    expect(() => parseEnv({ METRICS_HOST: "10.0.0.5 ; rm" })).toThrow(/METRICS_HOST: une adresse d'écoute/);
  });

  it("takes a token of 24 visible characters or more", () => {
    expect(parseEnv({ METRICS_TOKEN: token }).METRICS_TOKEN).toBe(token);
    expect(() => parseEnv({ METRICS_TOKEN: "court" })).toThrow(/METRICS_TOKEN: au moins 24 caractères visibles/);
    expect(() => parseEnv({ METRICS_TOKEN: "jeton de mesure 0123456789 abcdef" })).toThrow(/METRICS_TOKEN/);
  });

  it("takes a port of its own", () => {
    expect(parseEnv({ METRICS_PORT: "9464" }).METRICS_PORT).toBe(9464);
    expect(() => parseEnv({ METRICS_PORT: "0" })).toThrow(/METRICS_PORT: entre 1 et 65535/);
    expect(() => parseEnv({ METRICS_PORT: "70000" })).toThrow(/METRICS_PORT: entre 1 et 65535/);
    expect(() => parseEnv({ METRICS_PORT: "94.5" })).toThrow(/METRICS_PORT/);
    expect(() => parseEnv({ METRICS_PORT: "neuf" })).toThrow(/METRICS_PORT/);
    expect(() => parseEnv({ PORT: "8080", METRICS_PORT: "8080" })).toThrow(/METRICS_PORT: doit différer de PORT/);
    expect(() => parseEnv({ METRICS_PORT: "3000" })).toThrow(/METRICS_PORT: doit différer de PORT/);
  });

  it("with several workers, serves the metrics on their own port, where the primary sums them", () => {
    const workers = { WEB_CONCURRENCY: "4", DATABASE_URL: "postgres://localhost/app" };
    expect(() => parseEnv({ ...workers, METRICS_TOKEN: token })).toThrow(/METRICS_PORT: requis avec METRICS_TOKEN quand WEB_CONCURRENCY/);
    expect(parseEnv({ ...workers, METRICS_TOKEN: token, METRICS_PORT: "9464" }).METRICS_PORT).toBe(9464);
  });
});
