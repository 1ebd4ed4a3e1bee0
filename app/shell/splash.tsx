import { useState } from "react";
import { useLocation } from "react-router";
import { Trans } from "@lingui/react/macro";
import { pathWithoutLanguage } from "../lib/language.ts";

const SEEN = "aa-splash-seen";

/**
 * The splash, on the home page only and at most once per device: a link someone shares opens on its
 * car at once. Written first in the page, it shows by CSS alone while the rest is still arriving
 * and is hidden as soon as the content is there (app.css), so it never stands in front of a page
 * that is ready; the tiny inline script hides it when this device has already had its first visit
 * (or when storage is refused, as it cannot remember).
 */
export function Splash({ nonce }: { nonce?: string }) {
  const { pathname } = useLocation();
  // Decided by the page the visit began on: a later navigation to the home page brings no splash.
  const [onLanding] = useState(pathWithoutLanguage(pathname) === "/");
  if (!onLanding) return null;
  const seen = 'document.documentElement.classList.add("splash-seen")';
  const script = `try{if(localStorage.getItem("${SEEN}"))${seen};else localStorage.setItem("${SEEN}","1")}catch(e){${seen}}`;
  return (
    <>
      <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: script }} />
      <div
        className="splash pointer-events-none fixed inset-0 z-[100] flex flex-col items-center justify-center bg-brand-600 text-white"
        aria-hidden="true"
        data-testid="splash"
      >
        <svg viewBox="0 0 32 32" className="mb-4 h-16 w-16" aria-hidden="true">
          <path d="M6 19l3-6h14l3 6v4H6z" fill="#fff" />
          <circle cx="11" cy="23" r="2.5" fill="#7c2d12" />
          <circle cx="21" cy="23" r="2.5" fill="#7c2d12" />
        </svg>
        <p className="text-3xl font-bold">AutoAfrique</p>
        <p className="mt-2 text-brand-100">
          <Trans>Votre marketplace automobile</Trans>
        </p>
      </div>
    </>
  );
}
