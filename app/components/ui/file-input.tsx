import type { ChangeEvent, Ref } from "react";
import { buttonClass } from "./button-class.ts";
import { useHydrated } from "./use-hydrated.ts";

/**
 * A file picker in French: the browser's own button ("Choose File / No file chosen") is hidden but
 * stays the focusable control; a French button opens it and a line says what is chosen. Before
 * JavaScript that line follows the input's validity (`required` while nothing is chosen); an
 * optional picker has no such state to read, so until then it is the browser's own control, which
 * names the file chosen.
 */
export function FileInput({
  id,
  name,
  accept,
  multiple = false,
  required = false,
  buttonLabel,
  status,
  emptyLabel,
  chosenLabel,
  invalid,
  describedBy,
  autoFocus,
  inputRef,
  onChange,
}: {
  id: string;
  name: string;
  accept: string;
  multiple?: boolean;
  required?: boolean;
  buttonLabel: string;
  /** What is chosen, as the page knows it once hydrated ("3 photos choisies"). */
  status: string;
  emptyLabel: string;
  chosenLabel: string;
  invalid?: boolean;
  describedBy?: string;
  /** Focused as the page opens (the first refused field of a page the server answered). */
  autoFocus?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  const hydrated = useHydrated();
  const native = !hydrated && !required;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <input
        ref={inputRef}
        id={id}
        name={name}
        type="file"
        accept={accept}
        multiple={multiple}
        required={required}
        onChange={onChange}
        // It shows as a button: Enter opens the chooser as Space does (the browser's file input answers only Space).
        onKeyDown={(event) => {
          if (event.key !== "Enter") return;
          event.preventDefault();
          event.currentTarget.click();
        }}
        autoFocus={autoFocus}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
        className={native ? "max-w-full text-sm" : "peer sr-only"}
      />
      {native ? null : (
        <>
          <label
            htmlFor={id}
            className={buttonClass({ variant: "outline", className: "cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-brand-500" })}
          >
            {buttonLabel}
          </label>
          {hydrated ? (
            <span className="text-sm text-slate-600" aria-live="polite">
              {status}
            </span>
          ) : (
            <>
              {/* Siblings of the input: the peer-* variants read its validity. */}
              <span className="text-sm text-slate-600 peer-invalid:hidden">{chosenLabel}</span>
              <span className="hidden text-sm text-slate-600 peer-invalid:inline">{emptyLabel}</span>
            </>
          )}
        </>
      )}
    </div>
  );
}
