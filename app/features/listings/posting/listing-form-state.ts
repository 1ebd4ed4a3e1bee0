/** What a refused submit sends back to the form. */
export interface ListingFormState {
  /** New on every answer, so the form is rebuilt from `values` and `photos`. */
  attempt: string;
  values: Record<string, string | string[]>;
  errors: Record<string, string>;
  /** Storage prefixes of the photos already accepted, sent again as hidden inputs. */
  photos: string[];
  formError?: string;
  limitReached?: boolean;
}
