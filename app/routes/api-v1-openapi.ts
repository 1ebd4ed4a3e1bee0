import { OPENAPI } from "../features/public-api/openapi.ts";
import { apiJson } from "../features/public-api/problem.server.ts";

/** The API's OpenAPI document: public (it holds no one's data), never kept by a cache like every /api/v1 answer. */
export function loader() {
  return apiJson(OPENAPI);
}
