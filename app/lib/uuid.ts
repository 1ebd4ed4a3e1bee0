/** A UUID's text, to build a route or path pattern from. */
export const UUID_PATTERN = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
const UUID = new RegExp(`^${UUID_PATTERN}$`, "i");

/** A well-formed UUID: checked before an id reaches the database, which would reject the cast. */
export function isUuid(value: unknown): value is string {
  return typeof value === "string" && UUID.test(value);
}
