import { useLingui } from "@lingui/react/macro";
import { LegalPage } from "./legal-page.tsx";
import { legalText } from "./legal-text.tsx";

/** The page's body in each language it is written in (see privacy-policy.tsx). */
const BODIES = {
  fr: () => import("./data-protection/fr.tsx").then((module) => module.DataProtectionBody),
  en: () => import("./data-protection/en.tsx").then((module) => module.DataProtectionBody),
  pt: () => import("./data-protection/pt.tsx").then((module) => module.DataProtectionBody),
  ar: () => import("./data-protection/ar.tsx").then((module) => module.DataProtectionBody),
};

export const dataProtectionText = legalText(BODIES);

export function DataProtection() {
  const { t } = useLingui();
  return <LegalPage title={t`Protection des données`} text={dataProtectionText} />;
}
