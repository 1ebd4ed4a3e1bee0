const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A well-formed UUID: checked before an id reaches the database, which would reject the cast. */
export function isUuid(value: unknown): value is string {
  return typeof value === "string" && UUID.test(value);
}
