import { useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { buttonClass } from "../../../components/ui/button-class.ts";
import { showToast } from "../../../components/ui/client-toast.ts";
import { type PushDeviceState, pushDeviceState, turnPushOff, turnPushOn } from "../push-device.ts";
import { PUSH_MESSAGES } from "../push-topics.ts";

interface Props {
  /** In the bell: only the button to turn it on, nothing once on or impossible. */
  compact?: boolean;
}

/**
 * 'Activer les notifications sur ce téléphone': asks the browser's permission and subscribes this
 * device (JavaScript only: a browser without it cannot receive pushes either). Shown once the
 * device's state is known.
 */
export function PushDeviceButton({ compact = false }: Props) {
  const { i18n } = useLingui();
  const [state, setState] = useState<PushDeviceState | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let live = true;
    void pushDeviceState().then(
      (s) => live && setState(s),
      () => live && setState("unsupported"),
    );
    return () => {
      live = false;
    };
  }, []);
  if (state === null || (compact && state !== "off")) return null;
  if (state === "unsupported" || state === "denied") {
    return <p className="text-sm text-slate-600">{state === "denied" ? i18n._(PUSH_MESSAGES.denied) : i18n._(PUSH_MESSAGES.unsupported)}</p>;
  }
  const change = async () => {
    setBusy(true);
    try {
      const next = await (state === "on" ? turnPushOff() : turnPushOn());
      if (next === "failed") showToast({ type: "error", title: i18n._(PUSH_MESSAGES.failed) });
      else {
        setState(next);
        if (next === "on" || (state === "on" && next === "off"))
          showToast({ type: "success", title: next === "on" ? i18n._(PUSH_MESSAGES.on) : i18n._(PUSH_MESSAGES.off) });
      }
    } catch {
      showToast({ type: "error", title: i18n._(PUSH_MESSAGES.failed) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      disabled={busy}
      onClick={() => void change()}
      className={buttonClass({ variant: state === "on" ? "outline" : "primary", size: compact ? "xs" : "sm" })}
    >
      {state === "on" ? i18n._(PUSH_MESSAGES.turnOff) : i18n._(PUSH_MESSAGES.button)}
    </button>
  );
}
