import type { RefusalCode } from "../../lib/result.ts";
import { ALL_VIEWS, type FieldProblems, INSPECTION_MESSAGES, type InspectionPhase, photoInputName, readRecordFields } from "./inspection-rules.ts";
import { addInspectionPhoto, removeInspectionPhoto, saveDraft, submitRecord } from "./inspections.server.ts";

export type RecordPostOutcome =
  | { ok: true; submitted: boolean; message: string }
  | { ok: false; error: string; code?: RefusalCode; problems: FieldProblems & { photos?: string }; values: Record<string, string> };

/** The typed fields as sent, given back to a refused form. */
function typedValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of ["mileage", "fuel", "notes", "depositMethod", "depositNote"]) {
    const value = form.get(name);
    if (typeof value === "string") values[name] = value;
  }
  return values;
}

/**
 * One post of the record's form, without JavaScript: the typed fields saved into the draft (those
 * that can be kept), each chosen photo stored as its own step, a photo taken out ('Retirer'), then
 * 'Envoyer pour confirmation' when asked. Whatever is refused is said, and the typed text given back.
 */
export async function handleRecordPost(userId: string, bookingId: string, phase: InspectionPhase, form: FormData, now: Date): Promise<RecordPostOutcome> {
  const values = typedValues(form);
  const { fields, problems } = readRecordFields(form);
  const refused = (error: string, more: FieldProblems & { photos?: string } = {}, code?: RefusalCode): RecordPostOutcome => ({
    ok: false,
    error,
    ...(code ? { code } : {}),
    problems: { ...problems, ...more },
    values,
  });
  const saved = await saveDraft(userId, bookingId, phase, fields, now);
  if (!saved.ok) return refused(saved.error, {}, saved.code);
  const photoErrors: string[] = [];
  for (const view of ALL_VIEWS) {
    for (const file of form.getAll(photoInputName(view))) {
      if (!(file instanceof File) || file.size === 0) continue;
      const added = await addInspectionPhoto(userId, bookingId, phase, view, Buffer.from(await file.arrayBuffer()), now);
      if (!added.ok) photoErrors.push(added.error);
    }
  }
  const remove = form.get("remove");
  if (typeof remove === "string" && remove !== "") {
    const removed = await removeInspectionPhoto(userId, bookingId, phase, remove, now);
    if (!removed.ok) photoErrors.push(removed.error);
  }
  if (problems) return refused(Object.values(problems)[0] ?? INSPECTION_MESSAGES.mileageInvalid, photoErrors[0] ? { photos: photoErrors[0] } : {});
  if (photoErrors[0]) return refused(photoErrors[0], { photos: photoErrors[0] });
  if (form.get("intent") !== "submit") return { ok: true, submitted: false, message: remove ? INSPECTION_MESSAGES.photoRemoved : INSPECTION_MESSAGES.saved };
  const sent = await submitRecord(userId, bookingId, phase, now);
  if (!sent.ok) return refused(sent.error, "problems" in sent ? sent.problems : {}, sent.code);
  return { ok: true, submitted: true, message: INSPECTION_MESSAGES.submitted };
}
