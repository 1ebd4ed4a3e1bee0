import { z } from "zod";

const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .pipe(z.url().optional())
  .optional();

/** A value that is either absent (or empty) or of the given shape (a provider's key, a bucket name…). */
const optionalText = (shape: RegExp, message: string) =>
  z
    .string()
    .trim()
    .transform((v) => (v === "" ? undefined : v))
    .pipe(z.string().regex(shape, message).optional())
    .optional();

/** An http(s) origin, possibly with a path (a bucket's path-style address, a CDN folder): no query, no trailing slash kept. */
const optionalHttpBase = (message: string) => optionalText(/^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/, message).transform((v) => v?.replace(/\/+$/, ""));

/** The S3 variables: set together (S3_ENDPOINT and S3_REGION may stay unset), or none of them. */
const S3_REQUIRED = ["S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY", "S3_PUBLIC_URL"] as const;
const S3_ALL = ["S3_ENDPOINT", "S3_REGION", "S3_PRIVATE_BUCKET", ...S3_REQUIRED] as const;

/** WhatsApp Business Cloud API: all four, or none (WhatsApp is then not offered). */
const WHATSAPP_REQUIRED = ["WHATSAPP_TOKEN", "WHATSAPP_PHONE_NUMBER_ID", "WHATSAPP_APP_SECRET", "WHATSAPP_VERIFY_TOKEN"] as const;

/** Each SMS gateway's variables, required together when SMS_PROVIDER names it (AT_SENDER_ID is optional: the account's default sender). */
const AT_REQUIRED = ["AT_USERNAME", "AT_API_KEY"] as const;
const TWILIO_REQUIRED = ["TWILIO_ACCOUNT_SID", "TWILIO_AUTH_TOKEN", "TWILIO_FROM"] as const;

/** Most reverse-proxy chains in front of one app are a load balancer and a CDN at most. */
export const MAX_PROXY_HOPS = 5;

/**
 * How many reverse proxies in front of the server to trust, as a number of hops: `false` (or 0) for
 * none, `1` for one proxy (nginx, a load balancer), `2` for a CDN in front of it… `true` is kept
 * from the time this was a yes/no and means 1 hop. Never "trust everything": the left-most
 * X-Forwarded-For entries are written by the client.
 */
const trustProxy = z
  .string()
  .trim()
  .toLowerCase()
  .default("false")
  .refine((v) => /^(|true|false|\d+)$/.test(v), `doit valoir false ou le nombre de proxys devant le serveur (1 à ${MAX_PROXY_HOPS})`)
  .transform((v) => (v === "true" ? 1 : v === "false" || v === "" ? 0 : Number(v)))
  .pipe(z.number().int().max(MAX_PROXY_HOPS, `au plus ${MAX_PROXY_HOPS} proxys`));

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().default("0.0.0.0"),
    APP_URL: optionalUrl,
    DATA_DIR: z.string().default("./data"),
    DATABASE_URL: z
      .string()
      .trim()
      .optional()
      .transform((v) => (v === "" ? undefined : v))
      .refine((v) => v === undefined || /^postgres(ql)?:\/\//.test(v), "doit commencer par postgres://"),
    /** Connections each server (each worker) opens to PostgreSQL at most, LISTEN's own included. */
    DATABASE_POOL_SIZE: z.coerce
      .number("un nombre entier de connexions")
      .int("un nombre entier de connexions")
      .min(2, "au moins 2 (une écoute les notifications)")
      .max(200, "au plus 200")
      .default(10),
    AUTH_SECRET: z.string().min(32, "au moins 32 caractères").optional(),
    SMTP_URL: optionalUrl,
    MAIL_FROM: z.string().default("AutoAfrique <no-reply@autoafrique.africa>"),
    SEED_DEMO: z
      .enum(["true", "false"])
      .default("true")
      .transform((v) => v === "true"),
    LOG_LEVEL: z.enum(["debug", "info", "warn", "error"]).default("info"),
    TRUST_PROXY: trustProxy,
    PAGE_CACHE_SECONDS: z.coerce.number().int("un nombre entier de secondes").min(0).max(300).default(5),
    STRIPE_SECRET_KEY: optionalText(/^(sk|rk)_(test|live)_/, "doit commencer par sk_test_, sk_live_, rk_test_ ou rk_live_"),
    STRIPE_WEBHOOK_SECRET: optionalText(/^whsec_/, "doit commencer par whsec_"),
    STRIPE_API_URL: optionalUrl,
    WAVE_API_KEY: optionalText(/^wave_[a-z]{2}_/, "doit commencer par wave_ suivi du pays (wave_sn_…, wave_ci_…)"),
    WAVE_WEBHOOK_SECRET: optionalText(/^\S{16,}$/, "au moins 16 caractères, sans espace"),
    WAVE_API_URL: optionalUrl,
    PAYSTACK_SECRET_KEY: optionalText(/^sk_(test|live)_\S+$/, "doit commencer par sk_test_ ou sk_live_ (la clé secrète de Paystack)"),
    PAYSTACK_API_URL: optionalUrl,
    CINETPAY_API_KEY: optionalText(/^\S{8,}$/, "au moins 8 caractères, sans espace (l'apikey de CinetPay)"),
    CINETPAY_SITE_ID: optionalText(/^\d{1,12}$/, "un nombre (le site_id de CinetPay)"),
    CINETPAY_SECRET_KEY: optionalText(/^\S{8,}$/, "au moins 8 caractères, sans espace (la Secret Key de CinetPay)"),
    CINETPAY_API_URL: optionalUrl,
    PAYMENT_SANDBOX: z
      .enum(["", "true", "false"], "true ou false")
      .optional()
      .transform((v) => (v === undefined || v === "" ? undefined : v === "true")),
    LLM_BASE_URL: optionalUrl,
    LLM_API_KEY: z
      .string()
      .trim()
      .transform((v) => (v === "" ? undefined : v))
      .optional(),
    LLM_MODEL: z
      .string()
      .trim()
      .transform((v) => (v === "" ? undefined : v))
      .optional(),
    SMS_PROVIDER: z
      .enum(["", "log", "africastalking", "twilio"], "log, africastalking ou twilio")
      .default("log")
      .transform((v) => v || "log"),
    AT_USERNAME: optionalText(/^[\w.-]{1,64}$/, "le nom d'utilisateur de l'application Africa's Talking (lettres, chiffres, . _ -)"),
    AT_API_KEY: optionalText(/^\S{16,}$/, "au moins 16 caractères, sans espace (la clé d'API d'Africa's Talking)"),
    AT_SENDER_ID: optionalText(/^(\+?\d{3,15}|[A-Za-z0-9 ]{1,11})$/, "un nom d'expéditeur de 11 caractères au plus (lettres, chiffres) ou un numéro court"),
    AT_API_URL: optionalHttpBase("doit être une adresse http:// ou https:// (ex. https://api.africastalking.com)"),
    TWILIO_ACCOUNT_SID: optionalText(/^AC[0-9a-fA-F]{32}$/, "doit commencer par AC suivi de 32 caractères hexadécimaux"),
    TWILIO_AUTH_TOKEN: optionalText(/^[0-9a-fA-F]{32}$/, "32 caractères hexadécimaux (l'Auth Token du compte Twilio)"),
    TWILIO_FROM: optionalText(
      /^(\+\d{6,15}|MG[0-9a-fA-F]{32}|[A-Za-z0-9 ]{1,11})$/,
      "un numéro au format +225…, un Messaging Service (MG…) ou un nom d'expéditeur de 11 caractères au plus",
    ),
    TWILIO_API_URL: optionalHttpBase("doit être une adresse http:// ou https:// (ex. https://api.twilio.com)"),
    WHATSAPP_TOKEN: optionalText(/^\S{20,}$/, "au moins 20 caractères, sans espace (le jeton d'accès de l'API WhatsApp Cloud)"),
    WHATSAPP_PHONE_NUMBER_ID: optionalText(/^\d{5,20}$/, "l'identifiant numérique du numéro WhatsApp Business (Phone number ID)"),
    WHATSAPP_APP_SECRET: optionalText(/^[0-9a-fA-F]{16,}$/, "la clé secrète de l'application Meta (au moins 16 caractères hexadécimaux)"),
    WHATSAPP_VERIFY_TOKEN: optionalText(/^[\x21-\x7e]{8,}$/, "au moins 8 caractères visibles, sans espace (le jeton de vérification du webhook)"),
    WHATSAPP_API_URL: optionalHttpBase("doit être une adresse http:// ou https:// (ex. https://graph.facebook.com)"),
    S3_ENDPOINT: optionalHttpBase("doit être une adresse http:// ou https:// (ex. https://s3.eu-west-3.amazonaws.com)"),
    S3_REGION: optionalText(/^[a-z0-9-]{2,32}$/, "doit être un nom de région (ex. eu-west-3, us-east-1, auto)"),
    S3_BUCKET: optionalText(
      /^(?!\d+\.\d+\.\d+\.\d+$)[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      "doit être un nom de bucket S3 : 3 à 63 caractères, minuscules, chiffres, points et tirets",
    ),
    S3_ACCESS_KEY_ID: optionalText(/^\S+$/, "ne doit pas contenir d'espace"),
    S3_SECRET_ACCESS_KEY: optionalText(/^\S+$/, "ne doit pas contenir d'espace"),
    S3_PUBLIC_URL: optionalHttpBase("doit être l'adresse http:// ou https:// publique du bucket ou de son CDN, sans « ? » ni « # »"),
    /** Private files (driving licences, rental records' photos): a bucket without public read; unset → the bucket's `private/` folder. */
    S3_PRIVATE_BUCKET: optionalText(
      /^(?!\d+\.\d+\.\d+\.\d+$)[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      "doit être un nom de bucket S3 : 3 à 63 caractères, minuscules, chiffres, points et tirets",
    ),
    /** Web Push (VAPID, RFC 8292): the key pair signs every push; unset, one is generated into DATA_DIR. */
    VAPID_PUBLIC_KEY: optionalText(/^B[A-Za-z0-9_-]{86}$/, "la clé publique VAPID en base64url (87 caractères : un point P-256 non compressé)"),
    VAPID_PRIVATE_KEY: optionalText(/^[A-Za-z0-9_-]{43}$/, "la clé privée VAPID en base64url (43 caractères)"),
    VAPID_SUBJECT: optionalText(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/, "une adresse mailto:… ou https://… où le service de push peut vous joindre"),
    /** An origin accepted as a push service besides the browsers' own (the tests' local push service double); unset in production. */
    PUSH_TEST_SERVICE_URL: optionalHttpBase("doit être une adresse http:// ou https:// (le service de push local des tests)"),
    /**
     * Hosts a server-side fetch (dealers' photos and feeds, app/server/safe-fetch.server.ts) may reach
     * although they are private addresses: `host` or `host:port`, comma-separated (the tests' and
     * benches' local servers, a dealer's feed on the local network). Empty: only public addresses.
     */
    FETCH_ALLOWED_PRIVATE_HOSTS: z
      .string()
      .trim()
      .toLowerCase()
      .default("")
      .transform((v) =>
        v
          .split(",")
          .map((host) => host.trim())
          .filter(Boolean),
      )
      .pipe(
        z.array(
          z
            .string()
            .regex(
              /^(\[[0-9a-f:.]+\]|[a-z0-9._-]+)(:\d{1,5})?$/,
              "des hôtes séparés par des virgules, chacun host ou host:port (ex. 127.0.0.1:4710,localhost)",
            ),
        ),
      ),
    /** N worker processes (node:cluster), PostgreSQL only: the embedded database is one process's. */
    WEB_CONCURRENCY: z.coerce
      .number("un nombre entier de processus")
      .int("un nombre entier de processus")
      .min(1, "au moins 1")
      .max(64, "au plus 64")
      .default(1),
    /** Bearer token of GET /metrics on the main port; unset, the metrics are not served there (docs/operations.md). */
    METRICS_TOKEN: optionalText(/^[\x21-\x7e]{24,}$/, "au moins 24 caractères visibles, sans espace (le jeton que Prometheus envoie en Bearer)"),
    /** A port of its own for GET /metrics, kept off the load balancer; the main port then answers 404 there. */
    METRICS_PORT: z
      .string()
      .trim()
      .transform((v) => (v === "" ? undefined : v))
      .pipe(z.coerce.number<string>("un numéro de port").int("un numéro de port entier").min(1, "entre 1 et 65535").max(65535, "entre 1 et 65535").optional())
      .optional(),
    /** The interface METRICS_PORT listens on: the loopback unless the scraper is on another machine of a private network. */
    METRICS_HOST: z
      .string()
      .trim()
      .default("127.0.0.1")
      .transform((v) => v || "127.0.0.1")
      .pipe(z.string().regex(/^[\w.:[\]-]+$/, "une adresse d'écoute (ex. 127.0.0.1, 10.0.0.5, 0.0.0.0, ::1)")),
    /** For tests only: multiplies the scheduler's periods (0.01 turns a minute into 0.6 s). */
    JOBS_TIME_SCALE: z.coerce.number("un nombre entre 0 et 1").gt(0, "doit être plus grand que 0").max(1, "au plus 1").default(1),
  })
  .refine((e) => !e.STRIPE_SECRET_KEY || e.STRIPE_WEBHOOK_SECRET, {
    path: ["STRIPE_WEBHOOK_SECRET"],
    message: "requis avec STRIPE_SECRET_KEY (le secret de signature du point de terminaison /webhooks/stripe)",
  })
  .refine((e) => Boolean(e.WAVE_API_KEY) === Boolean(e.WAVE_WEBHOOK_SECRET), {
    path: ["WAVE_WEBHOOK_SECRET"],
    message: "WAVE_API_KEY et WAVE_WEBHOOK_SECRET vont ensemble (le secret signe les webhooks reçus sur /webhooks/wave)",
  })
  .refine((e) => new Set([Boolean(e.CINETPAY_API_KEY), Boolean(e.CINETPAY_SITE_ID), Boolean(e.CINETPAY_SECRET_KEY)]).size === 1, {
    path: ["CINETPAY_SECRET_KEY"],
    message:
      "CINETPAY_API_KEY, CINETPAY_SITE_ID et CINETPAY_SECRET_KEY vont ensemble (la Secret Key vérifie le x-token des notifications reçues sur /webhooks/cinetpay)",
  })
  .refine((e) => !(e.PAYMENT_SANDBOX && e.STRIPE_SECRET_KEY), {
    path: ["PAYMENT_SANDBOX"],
    message: "ne peut pas valoir true avec STRIPE_SECRET_KEY (la carte passe alors par Stripe)",
  })
  .refine((e) => e.WEB_CONCURRENCY === 1 || e.DATABASE_URL, {
    path: ["WEB_CONCURRENCY"],
    message:
      "plusieurs processus demandent PostgreSQL (DATABASE_URL) : la base intégrée n'appartient qu'à un seul processus ; laissez WEB_CONCURRENCY à 1 ou définissez DATABASE_URL",
  })
  .refine((e) => e.METRICS_PORT === undefined || e.METRICS_PORT !== e.PORT, {
    path: ["METRICS_PORT"],
    message: "doit différer de PORT (les mesures ont leur propre port)",
  })
  .refine((e) => e.WEB_CONCURRENCY === 1 || !e.METRICS_TOKEN || e.METRICS_PORT !== undefined, {
    path: ["METRICS_PORT"],
    message:
      "requis avec METRICS_TOKEN quand WEB_CONCURRENCY dépasse 1 : sur le port principal, chaque processus ne répondrait que ses propres mesures ; sur METRICS_PORT, le processus principal les additionne",
  })
  .refine((e) => !e.LLM_BASE_URL || (e.LLM_API_KEY && e.LLM_MODEL), {
    path: ["LLM_MODEL"],
    message: "LLM_BASE_URL demande aussi LLM_API_KEY et LLM_MODEL",
  })
  .superRefine((e, context) => {
    // The chosen gateway's variables go together: without one of them no code would leave.
    const needed = e.SMS_PROVIDER === "africastalking" ? AT_REQUIRED : e.SMS_PROVIDER === "twilio" ? TWILIO_REQUIRED : [];
    for (const name of needed) {
      if (!e[name]) {
        context.addIssue({ code: "custom", path: [name], message: `requis avec SMS_PROVIDER=${e.SMS_PROVIDER} (${needed.join(", ")} vont ensemble)` });
      }
    }
  })
  .refine((e) => Boolean(e.VAPID_PUBLIC_KEY) === Boolean(e.VAPID_PRIVATE_KEY), {
    path: ["VAPID_PRIVATE_KEY"],
    message: "VAPID_PUBLIC_KEY et VAPID_PRIVATE_KEY vont ensemble (une paire générée par npx web-push generate-vapid-keys)",
  })
  .superRefine((e, context) => {
    // Half a WhatsApp configuration would offer members a channel that cannot send or hear back.
    if (!WHATSAPP_REQUIRED.some((name) => e[name])) return;
    for (const name of WHATSAPP_REQUIRED) {
      if (!e[name])
        context.addIssue({
          code: "custom",
          path: [name],
          message: `requis dès qu'une variable WHATSAPP_ est définie (${WHATSAPP_REQUIRED.join(", ")} vont ensemble)`,
        });
    }
  })
  .superRefine((e, context) => {
    // Half a configuration would quietly keep photos on this server's disk: refuse it instead.
    if (!S3_ALL.some((name) => e[name])) return;
    for (const name of S3_REQUIRED) {
      if (!e[name]) {
        context.addIssue({
          code: "custom",
          path: [name],
          message: `requis dès qu'une variable S3_ est définie (${S3_REQUIRED.join(", ")} vont ensemble ; S3_ENDPOINT, S3_REGION et S3_PRIVATE_BUCKET sont optionnelles)`,
        });
      }
    }
  });

export type Env = z.infer<typeof envSchema>;

/** Reads and validates the environment; a bad value stops the boot with a readable message. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Configuration invalide :\n${lines.join("\n")}`);
  }
  return result.data;
}

let cached: Env | undefined;
export function env(): Env {
  cached ??= parseEnv();
  return cached;
}
