const SEEN = "aa-splash-seen";

/**
 * Shown over the server-rendered page by CSS alone (2.5 s, then a 0.5 s fade), once per browser
 * session: the tiny inline script hides it when this tab session has already seen it.
 */
export function Splash({ nonce }: { nonce?: string }) {
  const script = `try{if(sessionStorage.getItem("${SEEN}"))document.documentElement.classList.add("splash-seen");else sessionStorage.setItem("${SEEN}","1")}catch(e){}`;
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
        <p className="mt-2 text-brand-100">Votre marketplace automobile</p>
      </div>
    </>
  );
}
