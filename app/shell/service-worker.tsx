import { useEffect } from "react";
import { useLocation } from "react-router";

/** Forms the member typed in since they were shown or last sent. */
const typedIn = new Set<HTMLFormElement>();

function formBeingFilled(): boolean {
  for (const form of typedIn) if (!form.isConnected) typedIn.delete(form);
  return typedIn.size > 0;
}

/** A new worker waiting takes over now, unless a form is being filled: then at a later navigation. */
function takeOverIfQuiet() {
  void navigator.serviceWorker.getRegistration().then((registration) => {
    if (registration?.waiting && !formBeingFilled()) registration.waiting.postMessage({ type: "SKIP_WAITING" });
  });
}

/**
 * Registers /sw.js once the page has loaded, and lets a new version take over at the next
 * navigation (a new document or a client one), never under a form being filled (ADR 0043).
 */
export function ServiceWorker() {
  const { key } = useLocation();
  useEffect(() => {
    if (!("serviceWorker" in navigator)) return;
    const onInput = (event: Event) => {
      const form = (event.target as HTMLInputElement | null)?.form;
      if (form) typedIn.add(form);
    };
    const onSubmit = (event: SubmitEvent) => typedIn.delete(event.target as HTMLFormElement);
    document.addEventListener("input", onInput, true);
    document.addEventListener("submit", onSubmit, true);
    const register = () => void navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch(() => undefined);
    if (document.readyState === "complete") register();
    else window.addEventListener("load", register, { once: true });
    return () => {
      document.removeEventListener("input", onInput, true);
      document.removeEventListener("submit", onSubmit, true);
      window.removeEventListener("load", register);
    };
  }, []);
  useEffect(() => {
    if ("serviceWorker" in navigator) takeOverIfQuiet();
  }, [key]);
  return null;
}
