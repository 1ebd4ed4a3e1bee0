/** Reads what a refused submit sent back; a fresh form (no values) falls back to the defaults. */
export interface FormValues {
  fresh: boolean;
  text(name: string, fallback?: string): string;
  list(name: string): string[];
  checked(name: string, freshDefault: boolean): boolean;
}

export function formValues(values: Record<string, string | string[]> | undefined): FormValues {
  const raw = (name: string) => values?.[name];
  return {
    fresh: values === undefined,
    text: (name, fallback = "") => {
      const v = raw(name);
      return (Array.isArray(v) ? v[0] : v) ?? fallback;
    },
    list: (name) => {
      const v = raw(name);
      return v === undefined ? [] : Array.isArray(v) ? v : [v];
    },
    checked: (name, freshDefault) => (values === undefined ? freshDefault : raw(name) !== undefined),
  };
}
