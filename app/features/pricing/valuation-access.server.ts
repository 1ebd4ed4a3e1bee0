import type { Toast } from "../../lib/toast.ts";
import { appSetting } from "../settings/app-settings.server.ts";
import { isPro } from "../subscription/pro-status.server.ts";

/** Spec 000 §6: what a member without Pro is told when the valuation is kept for Pro. */
export const VALUATION_PRO_ONLY: Toast = {
  type: "warning",
  title: /*i18n*/ "Cette fonctionnalité est réservée aux utilisateurs Pro",
  description: /*i18n*/ "Passez au plan Pro pour accéder à l'évaluation de véhicule",
  action: { label: /*i18n*/ "Voir les plans", to: "/subscription" },
};

/** Whether the valuation is closed to this member (or visitor): the admin switch is on and they are not Pro. */
export async function valuationLocked(userId: string | undefined): Promise<boolean> {
  if (!(await appSetting("restrict_vehicle_evaluation_to_pro"))) return false;
  return !(userId && (await isPro(userId)));
}
