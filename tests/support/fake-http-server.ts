import { type IncomingMessage, type RequestListener, type Server, type ServerResponse, createServer } from "node:http";
import type { AddressInfo } from "node:net";

/** A request to a fake provider: method, path and query, headers, raw body. */
export interface FakeRequest {
  method: string;
  url: URL;
  headers: IncomingMessage["headers"];
  raw: string;
}

/** Where a fake provider answers: a status, a content type and a body, or a redirect. */
export type FakeAnswer = { status: number; json?: unknown; html?: string; location?: string };

/** An HTTP server on 127.0.0.1 (`port` 0: any free one), listening, with its base URL. */
export async function listenLocally(listener: RequestListener, port = 0): Promise<{ server: Server; url: string }> {
  const server = createServer(listener);
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/** A local HTTP server for a fake provider: it reads each request whole and answers what `handle` says. */
export class FakeHttpServer {
  private server: Server | undefined;
  url = "";

  private readonly handle: (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>;

  constructor(handle: (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>) {
    this.handle = handle;
  }

  async start(port = 0): Promise<string> {
    ({ server: this.server, url: this.url } = await listenLocally((req, res) => void this.serve(req, res), port));
    return this.url;
  }

  async stop(): Promise<void> {
    await new Promise((resolve) => this.server?.close(resolve));
  }

  private async serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? "/", "http://x");
    if (url.pathname === "/healthz") {
      res.end("ok");
      return;
    }
    const answer = await this.handle({ method: req.method ?? "GET", url, headers: req.headers, raw: Buffer.concat(chunks).toString("utf8") });
    if (answer.location) {
      res.writeHead(answer.status, { location: answer.location });
      res.end();
    } else if (answer.html !== undefined) {
      res.writeHead(answer.status, { "content-type": "text/html; charset=utf-8" });
      res.end(answer.html);
    } else {
      res.writeHead(answer.status, { "content-type": "application/json" });
      res.end(JSON.stringify(answer.json ?? {}));
    }
  }
}

/** A fake provider's hosted page: the amount, pay or give up. */
export function hostedPage(title: string, heading: string, amount: string, extra = ""): string {
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${title}</title></head>
<body><h1>${heading}</h1><p>Montant : ${amount}</p>${extra}
<form method="post"><button name="choice" value="pay">Confirmer le paiement</button> <button name="choice" value="fail">Annuler le paiement</button></form></body></html>`;
}
