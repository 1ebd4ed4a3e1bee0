import { eq } from "drizzle-orm";
import { dayOf } from "../../lib/calendar-day.ts";
import { type ImageProblem, MAX_IMAGE_BYTES } from "../../lib/images.ts";
import { type Db, db } from "../../server/db.server.ts";
import { ImageRejected } from "../../server/images.server.ts";
import { log } from "../../server/log.server.ts";
import { removePrivatePhotos, storePrivatePhoto } from "../../server/private-storage.server.ts";
import { drivingLicences } from "../../server/schema.ts";
import { LICENCE_FORM_MESSAGES, type LicenceField, type LicenceFields, checkLicenceFields } from "./licence-form.ts";

/** A licence's photos live apart from every public picture, one folder per member. */
export function licenceFolder(userId: string): string {
  return `licences/${userId}`;
}

const PHOTO_PROBLEM_MESSAGES: Readonly<Record<ImageProblem, string>> = {
  "not-image": LICENCE_FORM_MESSAGES.notImage,
  "too-large": LICENCE_FORM_MESSAGES.tooLarge,
  "too-many-pixels": LICENCE_FORM_MESSAGES.tooManyPixels,
};

export type LicenceSaveResult = { ok: true } | { ok: false; errors: Partial<Record<LicenceField, string>> };

/** A form's file, or null when none was chosen (browsers send an empty, nameless part). */
export function chosenFile(value: FormDataEntryValue | null): File | null {
  return value instanceof File && value.size > 0 ? value : null;
}

/** The photo's problem by its size, before reading it: the bytes judge the rest. */
function sizeProblem(file: File | null, missing: string): string | undefined {
  if (!file) return missing;
  if (file.size > MAX_IMAGE_BYTES) return LICENCE_FORM_MESSAGES.tooLarge;
  return undefined;
}

/** Stores one side, or says why its file was refused. */
async function storeSide(file: File, userId: string): Promise<{ key: string } | { error: string }> {
  try {
    return { key: await storePrivatePhoto(Buffer.from(await file.arrayBuffer()), licenceFolder(userId)) };
  } catch (error) {
    if (error instanceof ImageRejected) return { error: PHOTO_PROBLEM_MESSAGES[error.reason] };
    throw error;
  }
}

/**
 * Saves the member's licence, or replaces it: both sides' photos every time, and a new licence
 * waits for a new check ('En cours de vérification'), its earlier decision forgotten. The old
 * files go only once the new row is committed; the new ones go if it is not.
 */
export async function saveLicence(userId: string, typed: LicenceFields, front: File | null, back: File | null, now = new Date()): Promise<LicenceSaveResult> {
  const checked = checkLicenceFields(typed, dayOf(now));
  const errors: Partial<Record<LicenceField, string>> = checked.ok ? {} : { ...checked.errors };
  const frontProblem = sizeProblem(front, LICENCE_FORM_MESSAGES.frontMissing);
  const backProblem = sizeProblem(back, LICENCE_FORM_MESSAGES.backMissing);
  if (frontProblem) errors.front = frontProblem;
  if (backProblem) errors.back = backProblem;
  if (!checked.ok || !front || !back || Object.keys(errors).length > 0) return { ok: false, errors };

  const frontStored = await storeSide(front, userId);
  const backStored = "key" in frontStored ? await storeSide(back, userId) : undefined;
  if (!("key" in frontStored) || !backStored || !("key" in backStored)) {
    await discard(
      userId,
      [frontStored, backStored].flatMap((s) => (s && "key" in s ? [s.key] : [])),
    );
    return {
      ok: false,
      errors: {
        ...("error" in frontStored ? { front: frontStored.error } : {}),
        ...(backStored && "error" in backStored ? { back: backStored.error } : {}),
      },
    };
  }
  const fresh = [frontStored.key, backStored.key];
  let replaced: string[];
  try {
    replaced = await db().transaction(async (tx) => {
      const old = await currentKeys(tx, userId);
      const row = { ...checked.value, frontKey: frontStored.key, backKey: backStored.key, status: "pending" as const };
      const review = { refusalReason: null, reviewedBy: null, reviewedAt: null };
      await tx
        .insert(drivingLicences)
        .values({ userId, ...row, createdAt: now, updatedAt: now })
        // Sent again: back in the queue at its new date, the earlier decision forgotten.
        .onConflictDoUpdate({ target: drivingLicences.userId, set: { ...row, ...review, createdAt: now, updatedAt: now } });
      return old;
    });
  } catch (error) {
    await discard(userId, fresh);
    throw error;
  }
  await discard(userId, replaced);
  log.info("licence.saved", { userId, replaced: replaced.length > 0 });
  return { ok: true };
}

/** The keys of the licence's files, its row locked until the caller's transaction ends. */
async function currentKeys(tx: Db, userId: string): Promise<string[]> {
  const [row] = await tx
    .select({ frontKey: drivingLicences.frontKey, backKey: drivingLicences.backKey })
    .from(drivingLicences)
    .where(eq(drivingLicences.userId, userId))
    .for("update");
  return row ? [row.frontKey, row.backKey] : [];
}

/** Removes files no row points to (any more); a failure is logged, never shown: the page's work is done. */
async function discard(userId: string, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await removePrivatePhotos(keys).catch((error: unknown) => log.error("licence.file_kept", { userId, error: String(error) }));
}

/**
 * The licence's part of an account's deletion, inside its transaction: the row goes (the profile
 * stays, anonymised), and its file keys are returned for `removePrivatePhotos` once committed.
 */
export async function eraseLicenceOf(tx: Db, userId: string): Promise<string[]> {
  const gone = await tx
    .delete(drivingLicences)
    .where(eq(drivingLicences.userId, userId))
    .returning({ frontKey: drivingLicences.frontKey, backKey: drivingLicences.backKey });
  return gone.flatMap((row) => [row.frontKey, row.backKey]);
}
