import http from "node:http";

export interface StreamEvent {
  type: string;
  data: unknown;
  at: number;
}

/**
 * One browser tab's /events stream, read as the EventSource does: one socket of its own, events
 * split on blank lines. Resolves once the server has answered 200.
 */
export function openEventStream(port: number, cookie: string, onEvent: (event: StreamEvent) => void): Promise<() => void> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: "127.0.0.1", port, path: "/events", agent: false, headers: { cookie, accept: "text/event-stream" } }, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        reject(new Error(`/events answered ${response.statusCode}`));
        return;
      }
      response.setEncoding("utf8");
      let buffer = "";
      response.on("data", (chunk: string) => {
        const at = performance.now();
        buffer += chunk;
        let end = buffer.indexOf("\n\n");
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf("\n\n");
          const type = /^event: (.+)$/m.exec(block)?.[1];
          const data = /^data: (.+)$/m.exec(block)?.[1];
          if (type && data) onEvent({ type, data: JSON.parse(data), at });
        }
      });
      resolve(() => request.destroy());
    });
    request.on("error", reject);
  });
}
