import { X } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { useLingui } from "@lingui/react/macro";
import * as DialogPrimitive from "radix-ui/dialog";
import { cx } from "./cx.ts";

/*
 * A modal dialog on Radix Dialog (focus trap, Escape, focus returned to the trigger, aria-modal).
 * It needs JavaScript to open: for anything a page needs before hydration, use a link to a page, a
 * form, or a native <details> instead (docs/decisions/0003-forms-first-shell.md).
 *
 *   <Dialog>
 *     <DialogTrigger asChild><Button>Signaler</Button></DialogTrigger>
 *     <DialogContent title="Signaler l'annonce" description="…">…</DialogContent>
 *   </Dialog>
 */

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

/** The dimmed page behind a dialog or a sheet; above the header (z-40), toasts (z-50) and the filter sheet (z-70). */
export function DialogOverlay({ className, ...props }: ComponentProps<typeof DialogPrimitive.Overlay>) {
  return <DialogPrimitive.Overlay className={cx("fixed inset-0 z-[80] bg-slate-900/40", className)} {...props} />;
}

/** The close cross in a dialog's corner; its label is what screen readers announce. */
export function DialogCloseIcon({ label, className }: { label?: string; className?: string }) {
  const { t } = useLingui();
  return (
    <DialogPrimitive.Close
      aria-label={label ?? t`Fermer`}
      className={cx(
        "flex h-9 w-9 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600",
        className,
      )}
    >
      <X aria-hidden size={18} />
    </DialogPrimitive.Close>
  );
}

/** The title, optional description and close button at the top of a dialog or a sheet. */
export function DialogHeader({ title, description, closeLabel }: { title: ReactNode; description?: ReactNode; closeLabel?: string }) {
  return (
    <div className="mb-4 flex items-start justify-between gap-4">
      <div>
        <DialogPrimitive.Title className="text-lg font-bold">{title}</DialogPrimitive.Title>
        {description ? <DialogPrimitive.Description className="mt-1 text-sm text-slate-600">{description}</DialogPrimitive.Description> : null}
      </div>
      <DialogCloseIcon label={closeLabel} className="-mt-1 -me-2 shrink-0" />
    </div>
  );
}

export interface DialogContentProps extends Omit<ComponentProps<typeof DialogPrimitive.Content>, "title"> {
  /** Always rendered as the dialog's accessible name. */
  title: ReactNode;
  description?: ReactNode;
  closeLabel?: string;
}

/** The dialog box, centred, with its title, optional description and a close cross; portalled to <body>. */
export function DialogContent({ title, description, closeLabel, className, children, ...props }: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogOverlay />
      <DialogPrimitive.Content
        // Without a description Radix expects aria-describedby to be set explicitly to nothing.
        {...(description ? {} : { "aria-describedby": undefined })}
        className={cx(
          "fixed top-1/2 left-1/2 z-[90] max-h-[calc(100vh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-5 shadow-2xl focus:outline-none",
          className,
        )}
        {...props}
      >
        <DialogHeader title={title} description={description} closeLabel={closeLabel} />
        {children}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/** The row of buttons at the bottom of a dialog: stacked on phones, right-aligned from `sm`. */
export function DialogFooter({ className, ...props }: ComponentProps<"div">) {
  return <div className={cx("mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end", className)} {...props} />;
}
