import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react/macro";
import { type Catalogue, type Option, catalogueOptions, valueLabel } from "../../lib/vehicles.ts";

/**
 * A component's way to show stored catalogue values in the page's language (issue 43):
 * `const label = useValueLabel(); label(BODY_TYPE_LABELS, listing.bodyType)`, `label.options(SELL_FUELS, FUEL_LABELS)`.
 * The same `valueLabel` the server uses, with the page's messages.
 */
export function useValueLabel(): ((labels: Catalogue, value: string) => string) & {
  options: <V extends string>(values: readonly V[], labels: Catalogue<V>) => Option<V>[];
} {
  const { i18n } = useLingui();
  const translate = (descriptor: MessageDescriptor) => i18n._(descriptor);
  return Object.assign((labels: Catalogue, value: string) => valueLabel(labels, value, translate), {
    options: <V extends string>(values: readonly V[], labels: Catalogue<V>) => catalogueOptions(values, labels, translate),
  });
}
