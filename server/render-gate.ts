/**
 * Renders are the server's costly work: one client asking for page after page no cache holds (a new
 * query string each time) must not take the thread every other visitor needs. The gate lets a
 * bounded number of renders run at once, at most `perClient` of them for one client; the others
 * wait in their client's line, and lines are served in turn, so a client with many requests waiting
 * gets no more than one with a single request. After each render a client rests for `restRatio`
 * times as long as it lasted (at most `maxRestMs`) before its next one starts: whatever it asks, a
 * client of quick renders holds the server for at most 1 / (1 + restRatio) of the time, and the
 * others' requests queued meanwhile get through.
 * A line longer than `waitingPerClient` is refused at once (the client is told to come back), and a
 * request whose client went away leaves its line.
 */
export interface RenderGateOptions {
  /** Renders under way at once, all clients together. */
  total: number;
  /** Renders under way at once for one client. */
  perClient: number;
  /** Requests of one client waiting for their turn; one more is refused. */
  waitingPerClient: number;
  /** How long a client rests after a render, as a share of the render's time (0: not at all). */
  restRatio?: number;
  /** The longest rest, in ms: a slow answer (a big upload, a slow phone reading it) is not held against its client for long. */
  maxRestMs?: number;
  now?: () => number;
}

export type Release = () => void;

interface Waiter {
  grant: (release: Release) => void;
  refuse: (reason: GateRefusal) => void;
}

export class GateRefusal extends Error {
  readonly reason: "busy" | "gone";
  constructor(reason: "busy" | "gone") {
    super(reason === "busy" ? "too many renders waiting for this client" : "the client went away");
    this.name = "GateRefusal";
    this.reason = reason;
  }
}

export function renderGate(options: RenderGateOptions) {
  const { total, perClient, waitingPerClient, restRatio = 0, maxRestMs = 250, now = performance.now.bind(performance) } = options;
  let running = 0;
  const runningBy = new Map<string, number>();
  /** Each client's line; the map's order is the turn, a client served goes to its end. */
  const lines = new Map<string, Waiter[]>();
  /** When each client that rendered last may start its next render. */
  const restingUntil = new Map<string, number>();
  let wake: { at: number; timer: ReturnType<typeof setTimeout> } | undefined;

  function mayStart(client: string): boolean {
    if ((runningBy.get(client) ?? 0) >= perClient) return false;
    const until = restingUntil.get(client);
    if (until === undefined) return true;
    if (until > now()) return false;
    restingUntil.delete(client);
    return true;
  }

  function start(client: string): Release {
    running++;
    runningBy.set(client, (runningBy.get(client) ?? 0) + 1);
    const startedAt = now();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      running--;
      const left = (runningBy.get(client) ?? 1) - 1;
      if (left > 0) runningBy.set(client, left);
      else runningBy.delete(client);
      if (restRatio > 0) {
        const ended = now();
        forgetRested(ended);
        const rest = Math.min((ended - startedAt) * restRatio, maxRestMs);
        restingUntil.set(client, Math.max(restingUntil.get(client) ?? 0, ended + rest));
      }
      serveNext();
    };
  }

  /** Serves the lines again when the first client resting with requests waiting may start. */
  function wakeWhenRested() {
    const times = [...lines.keys()].map((client) => restingUntil.get(client)).filter((t): t is number => t !== undefined);
    if (times.length === 0) return;
    const at = Math.min(...times);
    if (wake && wake.at <= at) return;
    if (wake) clearTimeout(wake.timer);
    const timer = setTimeout(
      () => {
        wake = undefined;
        serveNext();
      },
      Math.max(0, at - now()),
    );
    timer.unref?.();
    wake = { at, timer };
  }

  /** Rests already over are forgotten now and then: one entry per address that ever rendered would only grow. */
  function forgetRested(at: number) {
    if (restingUntil.size < 10_000) return;
    for (const [client, until] of restingUntil) if (until <= at) restingUntil.delete(client);
  }

  function serveNext() {
    while (running < total) {
      const client = [...lines.keys()].find(mayStart);
      if (client === undefined) return wakeWhenRested();
      const line = lines.get(client)!;
      const waiter = line.shift()!;
      lines.delete(client);
      if (line.length > 0) lines.set(client, line);
      waiter.grant(start(client));
    }
  }

  /**
   * Resolves with the function that ends this render once it may start; rejects with a
   * GateRefusal when the client's line is full, or when `signal` aborts while it waits.
   */
  function enter(client: string, signal?: AbortSignal): Promise<Release> {
    if (running < total && !lines.has(client) && mayStart(client)) return Promise.resolve(start(client));
    const line = lines.get(client) ?? [];
    if (line.length >= waitingPerClient) return Promise.reject(new GateRefusal("busy"));
    return new Promise<Release>((resolve, reject) => {
      const leave = () => {
        const index = line.indexOf(waiter);
        if (index < 0) return;
        line.splice(index, 1);
        if (line.length === 0 && lines.get(client) === line) lines.delete(client);
        reject(new GateRefusal("gone"));
      };
      const waiter: Waiter = {
        grant: (release) => {
          signal?.removeEventListener("abort", leave);
          resolve(release);
        },
        refuse: reject,
      };
      line.push(waiter);
      lines.set(client, line);
      signal?.addEventListener("abort", leave, { once: true });
      wakeWhenRested();
    });
  }

  return {
    enter,
    /** Renders under way and requests waiting, for tests and the log. */
    load: () => ({ running, waiting: [...lines.values()].reduce((sum, line) => sum + line.length, 0) }),
  };
}

export type RenderGate = ReturnType<typeof renderGate>;
