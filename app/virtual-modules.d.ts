declare module "virtual:route-messages" {
  /** Route module ("routes/listings", "root") → the ids of the messages its page needs (server/build/route-messages.ts). */
  const messageIds: Record<string, string[]>;
  export default messageIds;
}
