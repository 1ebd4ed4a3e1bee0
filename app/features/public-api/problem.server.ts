import { log } from "../../server/log.server.ts";
import { appUrl } from "../../server/secret.server.ts";
import { PROBLEMS, type ProblemCode } from "./problem-codes.ts";

export { PROBLEMS, type ProblemCode } from "./problem-codes.ts";

/** One refused field: `field` as the API names it (null: the body as a whole). */
export interface FieldError {
  field: string | null;
  fr: string;
  en: string;
}

export const PROBLEM_TYPE = "application/problem+json";

/** What every API answer says to caches: a dealer's data, never kept anywhere on the way. */
export const API_CACHE_CONTROL = "no-store";

export interface ProblemOptions {
  /** A more precise French sentence than the code's own (with its English in `detailEn`). */
  detail?: { fr: string; en: string };
  errors?: FieldError[];
  headers?: Record<string, string>;
}

export function problemBody(code: ProblemCode, options: Omit<ProblemOptions, "headers"> = {}) {
  const problem = PROBLEMS[code];
  const messages = options.detail ?? { fr: problem.fr, en: problem.en };
  return {
    type: `${appUrl()}/api/docs#${code}`,
    title: problem.title,
    status: problem.status,
    code,
    detail: messages.fr,
    messages,
    ...(options.errors ? { errors: options.errors } : {}),
  };
}

export function problem(code: ProblemCode, options: ProblemOptions = {}): Response {
  return new Response(JSON.stringify(problemBody(code, options)), {
    status: PROBLEMS[code].status,
    headers: { "Content-Type": PROBLEM_TYPE, "Cache-Control": API_CACHE_CONTROL, ...options.headers },
  });
}

/** Thrown anywhere under an API handler; answered as its problem. */
export class ApiProblem extends Error {
  readonly code: ProblemCode;
  readonly options: ProblemOptions;
  constructor(code: ProblemCode, options: ProblemOptions = {}) {
    super(code);
    this.code = code;
    this.options = options;
  }
}

/** An exception nobody expected: logged with its stack, answered without it. */
export function internalError(error: unknown, context: Record<string, unknown>): Response {
  log.error("api.failed", { error, ...context });
  return problem("internal_error");
}

/** A JSON answer of the API (never cached). */
export function apiJson(body: unknown, init: { status?: number; headers?: Record<string, string> } = {}): Response {
  return new Response(JSON.stringify(body), {
    status: init.status ?? 200,
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": API_CACHE_CONTROL, ...init.headers },
  });
}
