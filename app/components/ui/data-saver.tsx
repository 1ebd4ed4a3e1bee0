import { ImageIcon } from "lucide-react";
import { type ReactNode, createContext, useContext, useEffect, useState } from "react";
import type { DataSaverState } from "../../lib/data-saver.ts";
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

export const TAP_TO_SHOW = "Toucher pour voir la photo";

/**
 * What stands for a photo until it is tapped: a neutral box saying so. Before JavaScript, a plain
 * link to the photo's smallest width (the browser opens the picture alone); once the page runs, a
 * button that shows it in place. It lays over its box (`absolute inset-0` by default), outside any
 * link the box sits in, so it is a control of its own.
 */
export function TapToShowPhoto({ href, onShow, label = TAP_TO_SHOW, className }: { href: string; onShow: () => void; label?: string; className?: string }) {
  const hydrated = useHydrated();
  const look = cx(
    "flex flex-col items-center justify-center gap-1 bg-slate-200 p-2 text-center text-sm font-medium text-slate-600 hover:bg-slate-300 focus-visible:outline-2 focus-visible:outline-brand-600",
    className ?? "absolute inset-0",
  );
  const content = (
    <>
      <ImageIcon aria-hidden size={28} className="text-slate-400" />
      <span>{label}</span>
    </>
  );
  if (!hydrated) {
    return (
      <a href={href} className={look} data-tap-photo="">
        {content}
      </a>
    );
  }
  return (
    <button type="button" onClick={onShow} className={look} data-tap-photo="">
      {content}
    </button>
  );
}
