import { type ReactNode, createContext, useContext, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import { Form } from "./link.tsx";
import { DATA_SAVER_FIELD, DATA_SAVER_LABEL, DATA_SAVER_PATH, type DataSaverState } from "../../lib/data-saver.ts";
import { cx } from "./cx.ts";
import { useHydrated } from "./use-hydrated.ts";

/**
 * The data saver ('Économiseur de données', ADR 0046): photos wait for a tap and then come at their
 * smallest width. The server decides it (the member's account, the device's cookie, `Save-Data`)
 * and renders the page so; when nobody chose and the browser sent no `Save-Data` ("auto"), the
 * browser's own `navigator.connection.saveData` may still turn it on once the page runs.
 */
const DataSaver = createContext<{ on: boolean; late: boolean }>({ on: false, late: false });

export function DataSaverProvider({ state, children }: { state: DataSaverState; children: ReactNode }) {
  const [browserSaves, setBrowserSaves] = useState(false);
  useEffect(() => {
    if (state !== "auto") return;
    const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
    setBrowserSaves(connection?.saveData === true);
  }, [state]);
  const late = state === "auto" && browserSaves;
  return <DataSaver.Provider value={{ on: state === "on" || late, late }}>{children}</DataSaver.Provider>;
}

/**
 * Whether photos wait for a tap on this page. `shownAtOnce`: the photo was in the server's HTML
 * without waiting (a first card, a listing's main photo); when only the browser turned the saver
 * on once the page ran, it has been fetched already and stays.
 */
export function useDataSaver(shownAtOnce = false): boolean {
  const { on, late } = useContext(DataSaver);
  return on && !(shownAtOnce && late);
}

export const TAP_TO_SHOW = /*i18n*/ "Toucher pour voir la photo";

/**
 * What stands for a photo until it is tapped: a neutral box saying so. Before JavaScript, a plain
 * link to the photo's smallest width (the browser opens the picture alone); once the page runs, a
 * button that shows it in place. It lays over its box (`absolute inset-0` by default), outside any
 * link the box sits in, so it is a control of its own.
 */
export function TapToShowPhoto({ href, onShow, className }: { href: string; onShow: () => void; className?: string }) {
  const hydrated = useHydrated();
  const { i18n } = useLingui();
  const look = cx(
    "flex items-center justify-center bg-slate-200 p-2 text-center text-sm font-medium text-slate-600 hover:bg-slate-300 focus-visible:outline-2 focus-visible:outline-brand-600",
    className ?? "absolute inset-0",
  );
  if (!hydrated) {
    return (
      <a href={href} className={look} data-tap-photo="">
        {i18n._(TAP_TO_SHOW)}
      </a>
    );
  }
  return (
    <button type="button" onClick={onShow} className={look} data-tap-photo="">
      {i18n._(TAP_TO_SHOW)}
    </button>
  );
}

/**
 * 'Économiseur de données' as a switch: a form that asks for the other state and comes back to
 * this page (without JavaScript too). The server keeps it on the device, and on the account of a
 * member (ADR 0046).
 */
export function DataSaverSwitch({ className }: { className?: string }) {
  const on = useDataSaver();
  const location = useLocation();
  const { i18n } = useLingui();
  return (
    <Form method="post" action={DATA_SAVER_PATH} className={className}>
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <input type="hidden" name={DATA_SAVER_FIELD} value={on ? "non" : "oui"} />
      <button type="submit" role="switch" aria-checked={on} className="flex w-full items-center justify-between gap-3 text-sm">
        {i18n._(DATA_SAVER_LABEL)}
        <span aria-hidden className={cx("rounded-full px-2.5 py-0.5 text-xs font-semibold text-white", on ? "bg-brand-600" : "bg-slate-500")}>
          {on ? <Trans>Activé</Trans> : <Trans>Désactivé</Trans>}
        </span>
      </button>
    </Form>
  );
}
