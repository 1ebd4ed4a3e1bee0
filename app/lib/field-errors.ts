/** What `fieldErrors` reads of a failed parse: zod's error (full or mini) fits, without importing zod. */
export interface IssueList {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}

/** Field errors keyed by field name: the first message for each. */
export function fieldErrors(error: IssueList): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    out[key] ??= issue.message;
  }
  return out;
}
