import { Download, X } from "lucide-react";
import { useEffect, useState } from "react";
import { INSTALL_STORAGE_KEY, answered, parseInstallOffer, shouldOfferInstall, withVisit } from "../pwa/install-offer.ts";

/** Chromium's install prompt event (not in the DOM types). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
}

const SESSION_KEY = "aa-visit-counted";

function read() {
  try {
    return parseInstallOffer(localStorage.getItem(INSTALL_STORAGE_KEY));
  } catch {
    return null;
  }
}

function write(state: ReturnType<typeof parseInstallOffer>) {
  try {
    localStorage.setItem(INSTALL_STORAGE_KEY, JSON.stringify(state));
  } catch {
    // Storage refused (private mode, full): the offer is simply not made.
  }
}

/**
 * The browser's prompt, caught from the moment this module runs (it may come before the page is
 * hydrated) and always kept from showing on its own: the offer is ours to make, or not.
 */
let caught: BeforeInstallPromptEvent | null = null;
const listeners = new Set<(event: BeforeInstallPromptEvent) => void>();
if (typeof window !== "undefined") {
  window.addEventListener("beforeinstallprompt", (event) => {
    event.preventDefault();
    caught = event as BeforeInstallPromptEvent;
    for (const listener of listeners) listener(caught);
  });
}

/** Counts this visit (once per tab session) and offers the browser's prompt from our own card when the rule says so. */
export function InstallOffer() {
  const [prompt, setPrompt] = useState<BeforeInstallPromptEvent | null>(null);
  useEffect(() => {
    const state = read();
    if (!state) return;
    if (!sessionStorage.getItem(SESSION_KEY)) {
      sessionStorage.setItem(SESSION_KEY, "1");
      write(withVisit(state));
    }
    const offer = (event: BeforeInstallPromptEvent) => {
      const current = read();
      if (current && shouldOfferInstall(current, true)) setPrompt(event);
    };
    if (caught) offer(caught);
    listeners.add(offer);
    return () => void listeners.delete(offer);
  }, []);
  if (!prompt) return null;
  const close = () => {
    const state = read();
    if (state) write(answered(state));
    caught = null;
    setPrompt(null);
  };
  const install = async () => {
    await prompt.prompt();
    await prompt.userChoice;
    close();
  };
  return (
    <aside aria-label="Installer l'application" className="fixed inset-x-0 bottom-20 z-40 flex justify-center px-4 md:bottom-4">
      <div className="flex w-full max-w-sm items-center gap-3 rounded-lg border border-slate-200 bg-white p-3 shadow-lg">
        <img src="/icons/icon-48.png" alt="" width={40} height={40} className="rounded-lg" />
        <p className="flex-1 text-sm">Installez AutoAfrique sur votre écran d'accueil : vos favoris et messages restent lisibles hors ligne.</p>
        <button type="button" onClick={install} className="flex items-center gap-1 rounded-md bg-brand-600 px-3 py-2 text-sm font-semibold text-white">
          <Download aria-hidden size={16} /> Installer
        </button>
        <button type="button" onClick={close} aria-label="Plus tard" className="p-1 text-slate-500">
          <X aria-hidden size={18} />
        </button>
      </div>
    </aside>
  );
}
