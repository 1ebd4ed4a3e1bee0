import { BadgeCheck } from "lucide-react";
import { useShownText } from "./shown-text.ts";

/** A green check with what was verified ('Téléphone vérifié', 'Vérifié'). */
export function VerifiedBadge({ label }: { label: string }) {
  const say = useShownText();
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-green-100 px-2 py-0.5 text-xs font-medium text-green-800">
      <BadgeCheck aria-hidden size={14} /> {say(label)}
    </span>
  );
}
