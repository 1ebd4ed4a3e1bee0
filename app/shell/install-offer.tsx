import { useEffect, useState } from "react";
import { InstallCard } from "./install-card.tsx";
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
  return <InstallCard onInstall={install} onLater={close} />;
}
