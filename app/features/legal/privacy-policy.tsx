import { useLingui } from "@lingui/react/macro";
import { LegalPage } from "./legal-page.tsx";
import { legalText } from "./legal-text.tsx";

/**
 * The policy's body in each language it is written in. Named apart rather than written in the
 * call, a table may hold a language before the site has it (a key `Language` lacks is left unread).
 */
const BODIES = {
  fr: () => import("./privacy-policy/fr.tsx").then((module) => module.PrivacyPolicyBody),
  en: () => import("./privacy-policy/en.tsx").then((module) => module.PrivacyPolicyBody),
  pt: () => import("./privacy-policy/pt.tsx").then((module) => module.PrivacyPolicyBody),
  ar: () => import("./privacy-policy/ar.tsx").then((module) => module.PrivacyPolicyBody),
};

export const privacyPolicyText = legalText(BODIES);

export function PrivacyPolicy() {
  const { t } = useLingui();
  return <LegalPage title={t`Politique de confidentialité`} updated={t`15 octobre 2025`} text={privacyPolicyText} />;
}
