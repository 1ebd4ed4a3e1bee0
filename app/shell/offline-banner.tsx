import { useEffect, useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useOnline } from "../components/ui/use-online.ts";

export const OFFLINE_FORM_MESSAGE = /*i18n*/ "Vous êtes hors ligne : ce formulaire sera disponible dès le retour du réseau.";

/**
 * 'Hors ligne' under the header while the network is gone, and every form stopped before it is
 * sent (in the capture phase, ahead of React Router's own handler): what was typed stays in place.
 */
export function OfflineBanner() {
  const online = useOnline();
  const { i18n, t } = useLingui();
  const [refused, setRefused] = useState(false);
  useEffect(() => {
    if (online) {
      setRefused(false);
      return;
    }
    const refuse = (event: SubmitEvent) => {
      event.preventDefault();
      event.stopImmediatePropagation();
      setRefused(true);
    };
    window.addEventListener("submit", refuse, true);
    return () => window.removeEventListener("submit", refuse, true);
  }, [online]);
  if (online) return null;
  return (
    <div className="fixed inset-x-0 top-14 z-40 flex justify-center px-3 pt-2">
      <div className="w-full max-w-md rounded-lg bg-slate-900 px-3 py-2 text-sm text-white shadow-lg">
        <p role="status" aria-label={t`Hors ligne`} className="flex items-center gap-2 font-semibold">
          <span aria-hidden className="h-2 w-2 rounded-full bg-amber-400" />
          <span>
            <Trans>Hors ligne</Trans>
          </span>
          <span className="font-normal text-slate-300">
            <Trans>· les pages déjà consultées restent lisibles</Trans>
          </span>
        </p>
        {refused ? (
          <p role="alert" className="mt-1">
            {i18n._(OFFLINE_FORM_MESSAGE)}
          </p>
        ) : null}
      </div>
    </div>
  );
}
