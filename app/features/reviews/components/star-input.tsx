import { Plural } from "@lingui/react/macro";
import { Fragment } from "react";
import { FieldError } from "../../../components/ui/field.tsx";

const MARKS = [5, 4, 3, 2, 1] as const;

/**
 * Five radio buttons drawn as stars, lit up to the chosen mark by CSS alone (no script needed):
 * the highest mark comes first in the page and the row is reversed on screen, so a checked or
 * hovered star lights itself and every star after it in the page, the lower marks.
 */
export function StarInput({ name, legend, defaultValue, error }: { name: string; legend: string; defaultValue?: number; error?: string }) {
  const errorId = `${name}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 text-sm font-medium text-slate-700">{legend}</legend>
      <div className="flex flex-row-reverse justify-end">
        {MARKS.map((mark) => (
          <Fragment key={mark}>
            <input
              id={`${name}-${mark}`}
              type="radio"
              name={name}
              value={mark}
              defaultChecked={defaultValue === mark}
              aria-invalid={error ? true : undefined}
              className="peer sr-only"
            />
            <label
              htmlFor={`${name}-${mark}`}
              className="peer cursor-pointer rounded px-1 text-3xl leading-none text-slate-300 peer-checked:text-amber-500 peer-hover:text-amber-400 hover:text-amber-400 [input:focus-visible+&]:outline-2 [input:focus-visible+&]:outline-brand-500"
            >
              <span aria-hidden>★</span>
              <span className="sr-only">
                <Plural value={mark} one="# étoile" other="# étoiles" />
              </span>
            </label>
          </Fragment>
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
