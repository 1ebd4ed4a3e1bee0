/** A backup or restore that cannot go on for a reason the operator can act on: its message says which, without a stack trace. */
export class BackupRefused extends Error {
  override name = "BackupRefused";
}
