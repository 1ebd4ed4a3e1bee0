import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { showToast } from "../../../components/ui/client-toast.ts";
import { Field, FormAlert, SubmitButton, inputClass } from "../../../components/ui/field.tsx";
import { useFormErrors } from "../../../components/ui/use-form-errors.ts";
import { formatLongDate } from "../../../lib/long-date.ts";
import { useLocalizedPath, usePageLanguage } from "../../../components/ui/link.tsx";
import type { ReviewAnswer } from "../review-action.server.ts";
import { REVIEW_COMMENT_MAX, REVIEW_INTENT, checkReview } from "../review-rules.ts";
import { StarInput } from "./star-input.tsx";

/** Comfort only: a missing mark is said at once, without a round trip; the server checks again. */
function comfortErrors(form: FormData): Record<string, string> {
  const checked = checkReview({ rating: form.get("rating"), comment: form.get("comment") });
  return checked.ok ? {} : { [checked.field]: checked.error };
}

/**
 * Rates a listing. Before JavaScript it is a plain form whose answer is the page itself (`answer`,
 * the route's action data): the message shown in place and, on a refusal, what was typed. With
 * JavaScript it is sent in the background: a toast, the form emptied and the list reloaded on success.
 */
export function ReviewForm({ action, answer, mine }: { action: string; answer?: ReviewAnswer; mine: { createdAt: string } | null }) {
  const { t, i18n } = useLingui();
  const language = usePageLanguage();
  const localized = useLocalizedPath();
  const fetcher = useFetcher<{ review: ReviewAnswer }>();
  const form = useRef<HTMLFormElement>(null);
  const reply = fetcher.data?.review;
  const shown = reply ?? answer;
  // The browser's own check says its marked French messages in the page's words.
  const comfort = (form: FormData) => Object.fromEntries(Object.entries(comfortErrors(form)).map(([name, error]) => [name, i18n._(error)]));
  const { errors, onSubmit, onChange } = useFormErrors(shown && !shown.ok ? shown.errors : undefined, comfort, (name) =>
    name === "rating" ? "rating-5" : name,
  );

  useEffect(() => {
    if (!reply) return;
    if (reply.ok) {
      form.current?.reset();
      showToast({ type: "success", title: i18n._(reply.message) });
    } else if (reply.formError) {
      showToast({ type: "error", title: i18n._(reply.formError) });
    }
  }, [reply, i18n]);

  const typed = answer && !answer.ok ? answer.values : undefined;
  const given = mine ? formatLongDate(mine.createdAt, {}, language) : "";
  return (
    <fetcher.Form
      ref={form}
      id="avis"
      method="post"
      action={localized(`${action}#avis`)}
      noValidate
      onSubmit={onSubmit}
      onChange={onChange}
      className="mt-4 space-y-3 border-t border-slate-100 pt-4"
    >
      <h3 className="font-semibold">
        <Trans>Donner votre avis</Trans>
      </h3>
      {mine ? (
        <p className="text-sm text-slate-600">
          <Trans>Vous avez donné votre avis le {given} ; un nouvel avis remplacera le précédent.</Trans>
        </p>
      ) : null}
      {!reply && answer?.ok ? (
        <p role="status" className="rounded-md border border-green-200 bg-green-50 px-3 py-2 text-sm text-green-800">
          {answer.message}
        </p>
      ) : null}
      {!reply && answer && !answer.ok ? <FormAlert message={answer.formError} /> : null}
      <input type="hidden" name="intent" value={REVIEW_INTENT} />
      <StarInput name="rating" legend={t`Votre note`} defaultValue={typed ? Number(typed.rating) : undefined} error={errors.rating} />
      <Field label={t`Commentaire (optionnel)`} name="comment" error={errors.comment}>
        <textarea
          id="comment"
          name="comment"
          rows={3}
          maxLength={REVIEW_COMMENT_MAX}
          defaultValue={typed?.comment}
          placeholder={t`Partagez votre expérience avec ce véhicule ou ce vendeur`}
          aria-invalid={errors.comment ? true : undefined}
          aria-describedby={errors.comment ? "comment-error" : undefined}
          className={inputClass}
        />
      </Field>
      <SubmitButton busy={fetcher.state !== "idle"} busyLabel={t`Envoi en cours...`}>
        <Trans>Publier mon avis</Trans>
      </SubmitButton>
    </fetcher.Form>
  );
}
