import { Trans, useLingui } from "@lingui/react/macro";

/** The install offer's card: our own button for the browser's prompt, and 'Plus tard' (ADR 0043). */
export function InstallCard({ onInstall, onLater }: { onInstall: () => void; onLater: () => void }) {
  const { t } = useLingui();
  return (
    <aside aria-label={t`Installer l'application`} className="fixed inset-x-0 bottom-20 z-40 flex justify-center px-4 md:bottom-4">
      <div className="flex w-full max-w-sm items-center gap-3 rounded-lg border border-slate-200 bg-white p-3 shadow-lg">
        <img src="/icons/icon-48.png" alt="" width={40} height={40} className="rounded-lg" />
        <p className="flex-1 text-sm">
          <Trans>Installez AutoAfrique sur votre écran d'accueil : vos favoris et messages restent lisibles hors ligne.</Trans>
        </p>
        <div className="flex flex-col gap-1">
          <button type="button" onClick={onInstall} className="rounded-md bg-brand-600 px-3 py-1.5 text-sm font-semibold text-white">
            <Trans>Installer</Trans>
          </button>
          <button type="button" onClick={onLater} className="px-3 py-1 text-xs text-slate-600">
            <Trans>Plus tard</Trans>
          </button>
        </div>
      </div>
    </aside>
  );
}
