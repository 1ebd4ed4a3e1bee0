import { log } from "../log.server.ts";
import { smsGateway, twilioStatusCallbackUrl } from "../sms.server.ts";
import { africasTalkingReport, verifyAfricasTalkingToken } from "./africastalking.server.ts";
import { type DeliveryReport, recordDeliveryReport } from "./sms-messages.server.ts";
import { twilioReport, verifyTwilioSignature } from "./twilio.server.ts";

export type ReportOutcome = "unknown-provider" | "forged" | "ignored" | "recorded";

/** The gateway a report comes from, if it is the configured one, and what it says once authenticated. */
function authenticate(
  provider: string,
  token: string | undefined,
  params: URLSearchParams,
  headers: Headers,
): DeliveryReport | null | "forged" | "unknown-provider" {
  const gateway = smsGateway();
  if (provider === "twilio" && gateway.provider === "twilio") {
    if (token !== undefined) return "unknown-provider";
    // Twilio signs the URL it was given (ours, public), not the one this server sees behind a proxy.
    if (!verifyTwilioSignature(gateway.authToken, twilioStatusCallbackUrl(), params, headers.get("x-twilio-signature"))) return "forged";
    return twilioReport(params);
  }
  if (provider === "africastalking" && gateway.provider === "africastalking") {
    if (!verifyAfricasTalkingToken(token)) return "forged";
    return africasTalkingReport(params);
  }
  return "unknown-provider";
}

/**
 * A delivery report posted to `/webhooks/sms/{provider}[/{token}]` (form-encoded): checked as its
 * gateway allows (Twilio's signature; the secret token in Africa's Talking's URL), then applied to
 * the text it names. A forged one changes nothing.
 */
export async function receiveDeliveryReport(provider: string, token: string | undefined, rawBody: string, headers: Headers): Promise<ReportOutcome> {
  const params = new URLSearchParams(rawBody);
  const report = authenticate(provider, token, params, headers);
  if (report === "forged" || report === "unknown-provider") {
    if (report === "forged") log.warn("sms.report_forged", { provider });
    return report;
  }
  if (!report) return "ignored";
  return (await recordDeliveryReport(provider as "twilio" | "africastalking", report)) ? "recorded" : "ignored";
}
