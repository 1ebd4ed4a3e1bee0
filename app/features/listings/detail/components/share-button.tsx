import { Share2 } from "lucide-react";
import { showToast } from "../../../../components/ui/client-toast.ts";
import { useLingui } from "@lingui/react/macro";

export const LINK_COPIED = /*i18n*/ "Lien copié dans le presse-papier";

// navigator.clipboard exists only on secure origins; a page opened over plain http on a LAN needs the old way.
function copyWithSelection(text: string): boolean {
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.opacity = "0";
  document.body.append(area);
  area.select();
  const copied = document.execCommand("copy");
  area.remove();
  return copied;
}

async function copy(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard) {
      await navigator.clipboard.writeText(text);
      return true;
    }
    return copyWithSelection(text);
  } catch {
    return copyWithSelection(text);
  }
}

/**
 * Opens the phone's share sheet when there is one; otherwise copies the link: the page's own, or
 * that of `path` (the home page's card shares the listing just posted). `className` makes it a
 * labelled button ('Partager' written beside the icon) instead of the round icon of a listing's page.
 */
export function ShareButton({ title, path, className }: { title: string; path?: string; className?: string }) {
  const { i18n, t } = useLingui();
  async function share() {
    const url = window.location.origin + (path ?? window.location.pathname);
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    if (await copy(url)) showToast({ type: "success", title: i18n._(LINK_COPIED) });
    else showToast({ type: "error", title: t`Une erreur est survenue` });
  }
  if (className) {
    return (
      <button type="button" onClick={share} className={className}>
        <Share2 aria-hidden size={16} />
        {t`Partager`}
      </button>
    );
  }
  return (
    <button
      type="button"
      onClick={share}
      aria-label={t`Partager`}
      title={t`Partager`}
      className="flex h-11 w-11 items-center justify-center rounded-full bg-white shadow ring-1 ring-slate-200 hover:bg-slate-50"
    >
      <Share2 aria-hidden size={20} className="text-slate-700" />
    </button>
  );
}
