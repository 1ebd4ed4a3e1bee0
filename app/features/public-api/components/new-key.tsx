import { Trans, useLingui } from "@lingui/react/macro";
import { useRef, useState } from "react";
import { inputClass } from "../../../components/ui/field.tsx";
import { Button } from "../../../components/ui/button.tsx";

/**
 * The key just made, shown this once in a read-only field: copied by its button (the field is
 * selected first, so a browser without the clipboard API still copies it), or by hand without JavaScript.
 */
export function NewKey({ name, secret }: { name: string; secret: string }) {
  const { t } = useLingui();
  const field = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);
  async function copy() {
    field.current?.select();
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
    } catch {
      setCopied(document.execCommand("copy"));
    }
  }
  return (
    <div className="space-y-2 rounded-xl border border-green-300 bg-green-50 p-4" role="status">
      <p className="font-medium">
        <Trans>Votre nouvelle clé « {name} » :</Trans>
      </p>
      <div className="flex gap-2">
        <input
          ref={field}
          id="new-api-key"
          readOnly
          value={secret}
          aria-label={t`Nouvelle clé API`}
          className={`${inputClass} font-mono text-sm`}
          onFocus={(e) => e.currentTarget.select()}
        />
        <Button variant="outline" onClick={copy}>
          {copied ? <Trans>Copiée</Trans> : <Trans>Copier</Trans>}
        </Button>
      </div>
      <p className="text-sm text-slate-700">
        <Trans>Copiez-la maintenant et gardez-la en lieu sûr : elle ne sera plus jamais affichée.</Trans>
      </p>
    </div>
  );
}
