/** Open event streams per user in this process: one per tab with the app open. */
const streams = new Map<string, number>();

/** A tab opened its event stream: the user is online. */
export function streamOpened(userId: string): void {
  streams.set(userId, (streams.get(userId) ?? 0) + 1);
}

/** A tab closed its stream: the user is offline once their last tab is gone. */
export function streamClosed(userId: string): void {
  const left = (streams.get(userId) ?? 1) - 1;
  if (left > 0) streams.set(userId, left);
  else streams.delete(userId);
}

/** Whether the user has a page open on this instance ("En ligne" in the chat header). */
export function isOnline(userId: string): boolean {
  return streams.has(userId);
}

/** Everyone with a page open on this instance. */
export function onlineUserIds(): string[] {
  return [...streams.keys()];
}
