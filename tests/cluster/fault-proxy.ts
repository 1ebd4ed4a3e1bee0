import net from "node:net";

/** A TCP relay to a port on this machine that the cluster test can cut and restore, as a network or a restart would. */
export interface TcpRelay {
  port: number;
  /** Every connection through it dropped at once and no new one taken (refused), as a server restarting. */
  cut(): Promise<void>;
  /** Takes connections again, on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Relays connections on a port of its own to `targetPort`. `onAnswer`, when given, is called as
 * the first bytes of the target's answer arrive on a connection, and they are not relayed: the
 * client's connection is dropped, as when the server dies between its commit and its answer.
 */
export async function startTcpRelay(targetPort: number, options: { port?: number; onAnswer?: () => void } = {}): Promise<TcpRelay> {
  const open = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    open.add(socket);
    socket.on("close", () => open.delete(socket));
    socket.on("error", () => socket.destroy());
  };
  const relay = net.createServer((client) => {
    const target = net.connect(targetPort, "127.0.0.1");
    track(client);
    track(target);
    client.on("close", () => target.destroy());
    target.on("close", () => client.destroy());
    client.pipe(target);
    if (options.onAnswer) {
      target.once("data", () => {
        options.onAnswer?.();
        client.destroy();
        target.destroy();
      });
    } else target.pipe(client);
  });
  const listen = (port: number) => new Promise<void>((resolve, reject) => relay.once("error", reject).listen(port, "127.0.0.1", () => resolve()));
  await listen(options.port ?? 0);
  const port = (relay.address() as net.AddressInfo).port;
  const dropAll = () => {
    for (const socket of open) socket.destroy();
  };
  return {
    port,
    async cut() {
      const closed = new Promise<void>((resolve) => relay.close(() => resolve()));
      dropAll();
      await closed;
    },
    restore: () => listen(port),
    async close() {
      dropAll();
      if (relay.listening) await new Promise<void>((resolve) => relay.close(() => resolve()));
    },
  };
}
