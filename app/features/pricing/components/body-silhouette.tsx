import { useLingui } from "@lingui/react/macro";
import { useValueLabel } from "../../../components/ui/value-label.ts";
import { BODY_TYPE_LABELS } from "../../../lib/vehicles.ts";

/** A drawn side view of a body type, when no photo of a matching listing exists. */
const PATHS: Record<"sedan" | "tall" | "pickup" | "small", string> = {
  sedan: "M20 70 L40 70 Q45 55 60 52 L95 40 Q110 34 135 34 L170 36 Q190 38 205 52 L240 56 Q255 58 258 70 L280 70",
  tall: "M20 72 L40 72 Q40 50 55 44 L80 26 Q88 20 100 20 L200 20 Q215 20 222 34 L240 50 Q258 52 260 72 L280 72",
  pickup: "M20 72 L40 72 Q42 52 60 48 L95 26 Q102 22 112 22 L150 22 Q158 22 160 30 L162 46 L262 46 L264 72 L280 72",
  small: "M30 72 L50 72 Q52 54 68 48 L100 30 Q110 24 125 24 L175 24 Q190 24 200 38 L230 52 Q246 56 248 72 L262 72",
};

function shapeOf(bodyType: string | null): keyof typeof PATHS {
  if (bodyType === "SUV" || bodyType === "Monospace") return "tall";
  if (bodyType === "Pick-up") return "pickup";
  if (bodyType === "Hatchback" || bodyType === "Coupé" || bodyType === "Cabriolet") return "small";
  return "sedan";
}

export function BodySilhouette({ bodyType: stored, className = "h-32 w-full" }: { bodyType: string | null; className?: string }) {
  const { t } = useLingui();
  const label = useValueLabel();
  // The stored body type ("Berline") names its shape; its words are the page's language's.
  const bodyType = stored ? label(BODY_TYPE_LABELS, stored) : null;
  return (
    <svg
      viewBox="0 0 300 100"
      role="img"
      aria-label={bodyType ? t`Silhouette ${bodyType}` : t`Silhouette de véhicule`}
      className={`${className} text-slate-400`}
    >
      <path d={PATHS[shapeOf(stored)]} fill="none" stroke="currentColor" strokeWidth="4" strokeLinejoin="round" />
      <circle cx="75" cy="74" r="14" fill="white" stroke="currentColor" strokeWidth="4" />
      <circle cx="225" cy="74" r="14" fill="white" stroke="currentColor" strokeWidth="4" />
      <line x1="10" y1="90" x2="290" y2="90" stroke="currentColor" strokeWidth="2" strokeDasharray="6 6" />
    </svg>
  );
}
