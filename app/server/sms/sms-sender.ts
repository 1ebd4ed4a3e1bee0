import type { SmsProvider } from "./sms-messages.server.ts";

/** Where text messages go: a gateway of an operator, or the local log. Callers only know `sendSms`. */
export interface SmsSender {
  readonly name: SmsProvider;
  /** Hands the text to the gateway (`to` in E.164); throws when it is not taken. The gateway's id for it, if any. */
  send(to: string, text: string): Promise<{ providerId: string | null }>;
}
