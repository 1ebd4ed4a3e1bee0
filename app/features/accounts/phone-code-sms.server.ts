import { msg } from "@lingui/core/macro";
import { type Language } from "../../lib/language.ts";
import { translate } from "../../server/i18n.server.ts";
import { PHONE_CODE_MINUTES, PHONE_WAITED_CODE_HOURS } from "./phone-verification-rules.ts";

/**
 * The text carrying a phone code, in the member's language: French as PHONE_MESSAGES.sms says it.
 * Each language's text fits one SMS (SMS_MAX_LENGTH; phone-code-sms.server.test.ts).
 */
export function phoneCodeSms(language: Language, code: string, waited = false): string {
  const minutes = PHONE_CODE_MINUTES;
  const hours = PHONE_WAITED_CODE_HOURS;
  return waited
    ? translate(language, msg`AutoAfrique : votre code de vérification est ${code}. Il est valable ${hours} heures.`)
    : translate(language, msg`AutoAfrique : votre code de vérification est ${code}. Il est valable ${minutes} minutes.`);
}
