import { ArrowLeft } from "lucide-react";
import type { FormEvent, ReactNode } from "react";
import { Form, Link } from "../../../../components/ui/link.tsx";
import { buttonClass } from "../../../../components/ui/button-class.ts";
import { FormAlert, SubmitButton } from "../../../../components/ui/field.tsx";
import { LIMIT_REACHED } from "../posting-rules.ts";
import { Trans, useLingui } from "@lingui/react/macro";

/** Page title with a back button, the form's alert and its submit button. */
export function ListingFormFrame({
  title,
  submitLabel,
  backTo = "/sell",
  formError,
  busy,
  onSubmit,
  onChange,
  children,
}: {
  title: string;
  submitLabel?: string;
  backTo?: string;
  formError?: string;
  busy: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Re-checks a field that shows an error as it is corrected. */
  onChange: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  const { i18n, t } = useLingui();
  return (
    <div className="mx-auto max-w-2xl px-4 py-6">
      <PostingHeader title={title} backTo={backTo} />
      {/* A field reached by Tab is brought clear of the fixed header and, on a phone, of the bottom bar (WCAG 2.4.11). */}
      <Form method="post" encType="multipart/form-data" noValidate onSubmit={onSubmit} onChange={onChange} className="space-y-4">
        <FormAlert message={formError} />
        {formError === LIMIT_REACHED || formError === i18n._(LIMIT_REACHED) ? <UpgradeLink /> : null}
        {children}
        <SubmitButton busy={busy} busyLabel={t`Enregistrement en cours...`}>
          {submitLabel ?? t`Publier l'annonce`}
        </SubmitButton>
      </Form>
    </div>
  );
}

export function PostingHeader({ title, backTo = "/sell" }: { title: string; backTo?: string }) {
  const { t } = useLingui();
  return (
    <div className="mb-4 flex items-center gap-2">
      <Link to={backTo} className="-ms-2 flex h-10 w-10 items-center justify-center rounded-full hover:bg-slate-100" aria-label={t`Retour`}>
        <ArrowLeft aria-hidden size={22} />
      </Link>
      <h1 className="text-2xl font-bold">{title}</h1>
    </div>
  );
}

/** The free plan's cap is reached: the way out is the Pro plan. */
export function LimitReached({ title }: { title: string }) {
  const { i18n } = useLingui();
  return (
    <div className="mx-auto max-w-2xl px-4 py-6">
      <PostingHeader title={title} />
      <div className="space-y-4 rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-900">
        <p>{i18n._(LIMIT_REACHED)}</p>
        <UpgradeLink />
      </div>
    </div>
  );
}

function UpgradeLink() {
  return (
    <Link to="/subscription" className={buttonClass()}>
      <Trans>Voir les plans</Trans>
    </Link>
  );
}
