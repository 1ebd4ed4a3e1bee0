/**
 * The client's address behind `hops` trusted reverse proxies.
 *
 * Each proxy appends the address it received the request from to `X-Forwarded-For`, so the list
 * reads `whatever the client wrote, …, what proxy N saw, …, what proxy 1 saw`, and the socket's
 * peer is the proxy nearest to us. Only the entries our own proxies appended can be believed: the
 * right-most `hops - 1` entries are our proxies talking to each other, and the one before them is
 * the address the outermost proxy saw, i.e. the client. Everything further left was written by the
 * client and is ignored. With 0 hops the header is ignored altogether.
 *
 * When the list is shorter than the hops configured (a request that reached us without going through
 * every proxy) the left-most address there is is used, as Express does for `trust proxy = n`.
 */
export function clientAddress(input: { forwardedFor?: string | null; socketAddress?: string | null; hops: number }): string {
  const socket = input.socketAddress || "unknown";
  if (input.hops <= 0 || !input.forwardedFor) return socket;
  // Nearest first: the socket's peer, then the forwarded entries from right to left.
  const chain = [
    socket,
    ...input.forwardedFor
      .split(",")
      .map((a) => a.trim())
      .reverse(),
  ];
  const index = Math.min(input.hops, chain.length - 1);
  // An empty entry (",," or a trailing comma) is not an address: stop at the last good one before it.
  for (let i = index; i > 0; i--) if (chain[i]) return chain[i];
  return socket;
}
