import { useLingui } from "@lingui/react/macro";
import { LegalPage } from "./legal-page.tsx";
import { legalText } from "./legal-text.tsx";

/** The terms' body in each language it is written in (see privacy-policy.tsx). */
const BODIES = {
  fr: () => import("./terms-of-service/fr.tsx").then((module) => module.TermsOfServiceBody),
  en: () => import("./terms-of-service/en.tsx").then((module) => module.TermsOfServiceBody),
  pt: () => import("./terms-of-service/pt.tsx").then((module) => module.TermsOfServiceBody),
  ar: () => import("./terms-of-service/ar.tsx").then((module) => module.TermsOfServiceBody),
};

export const termsOfServiceText = legalText(BODIES);

export function TermsOfService() {
  const { t } = useLingui();
  return <LegalPage title={t`Conditions d'utilisation`} updated={t`15 octobre 2025`} text={termsOfServiceText} />;
}
