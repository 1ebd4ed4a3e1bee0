/** The admins' list of disputes, and one dispute's page. */
export const DISPUTES_PATH = "/admin/litiges";

export function disputePath(disputeId: string): string {
  return `${DISPUTES_PATH}/${disputeId}`;
}
