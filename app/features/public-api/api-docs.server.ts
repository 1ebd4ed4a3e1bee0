import { appUrl } from "../../server/secret.server.ts";
import { API_RATE_PER_DAY, API_RATE_PER_MINUTE } from "./api-auth.server.ts";
import { MAX_JSON_BYTES } from "./api-http.server.ts";
import { HTTP_METHODS, OPENAPI } from "./openapi.ts";
import { PROBLEMS } from "./problem-codes.ts";

/** One operation as the docs page lists it: its words (marked French), its answers, a curl line to try it. */
export interface DocsEndpoint {
  anchor: string;
  method: string;
  path: string;
  summary: string;
  description: string;
  responses: { status: string; description: string }[];
  curl: string;
}

type Operation = {
  operationId: string;
  summary: string;
  description: string;
  requestBody?: { content: Record<string, { example?: unknown }> };
  responses: Record<string, { description?: string; $ref?: string }>;
};

const RESPONSES = OPENAPI.components.responses as Record<string, { description: string }>;

function curlOf(method: string, path: string, operation: Operation): string {
  const url = `${appUrl()}/api/v1${path.replace("{id}", "LISTING_ID")}`;
  const lines = [`curl${method === "GET" ? "" : ` -X ${method}`} "${url}"`, `  -H "Authorization: Bearer $AUTOAFRIQUE_API_KEY"`];
  const content = operation.requestBody?.content ?? {};
  if (content["application/json"]) {
    lines.push(`  -H "Content-Type: application/json"`, `  -d '${JSON.stringify(content["application/json"].example ?? {})}'`);
  } else if (content["image/jpeg"]) {
    lines.push(`  -H "Content-Type: image/jpeg"`, "  --data-binary @voiture.jpg");
  }
  return lines.join(" \\\n");
}

/** What /api/docs shows, read from the OpenAPI document itself: the page cannot say other than the file. */
export function apiDocs() {
  const endpoints: DocsEndpoint[] = [];
  for (const [path, item] of Object.entries(OPENAPI.paths)) {
    for (const method of HTTP_METHODS) {
      const operation = (item as Partial<Record<string, Operation>>)[method];
      if (!operation) continue;
      endpoints.push({
        anchor: operation.operationId,
        method: method.toUpperCase(),
        path: `/api/v1${path}`,
        summary: operation.summary,
        description: operation.description,
        responses: Object.entries(operation.responses).map(([status, answer]) => ({
          status,
          description: answer.description ?? RESPONSES[answer.$ref?.split("/").pop() ?? ""]?.description ?? "",
        })),
        curl: curlOf(method.toUpperCase(), path, operation),
      });
    }
  }
  return {
    endpoints,
    problems: Object.entries(PROBLEMS).map(([code, p]) => ({ code, status: p.status, fr: p.fr })),
    limits: { perMinute: API_RATE_PER_MINUTE.max, perDay: API_RATE_PER_DAY.max, jsonMegabytes: MAX_JSON_BYTES / (1024 * 1024) },
    openapiUrl: "/api/v1/openapi.json",
    base: `${appUrl()}/api/v1`,
  };
}
