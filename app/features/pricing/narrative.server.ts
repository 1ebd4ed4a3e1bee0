import { env } from "../../server/env.server.ts";
import { log } from "../../server/log.server.ts";

/** The model's answer must come quickly: the valuation page's wording request waits for it, and the job's batch too. */
const TIMEOUT_MS = 6_000;
const MAX_CHARS = 900;

export interface LlmConfig {
  baseUrl: string;
  apiKey: string;
  model: string;
}

let override: LlmConfig | null | undefined;

/** Replaces the configuration read from the environment (tests point it at a local server). */
export function configureNarrative(config: LlmConfig | null): void {
  override = config;
}

function config(): LlmConfig | null {
  if (override !== undefined) return override;
  const { LLM_BASE_URL, LLM_API_KEY, LLM_MODEL } = env();
  return LLM_BASE_URL && LLM_API_KEY && LLM_MODEL ? { baseUrl: LLM_BASE_URL, apiKey: LLM_API_KEY, model: LLM_MODEL } : null;
}

/** Whether a language model is configured (the job that words listings' prices has nothing to do otherwise). */
export function narrativeConfigured(): boolean {
  return config() !== null;
}

/**
 * A short French text written by an OpenAI-compatible model from our numbers, or null (not
 * configured, too slow, refused, empty): the caller then keeps its own text. The numbers always
 * come from our model; the text only words them.
 */
export async function narrate(facts: Record<string, string | number>): Promise<string | null> {
  const llm = config();
  if (!llm) return null;
  try {
    const response = await fetch(`${llm.baseUrl.replace(/\/$/, "")}/chat/completions`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${llm.apiKey}` },
      signal: AbortSignal.timeout(TIMEOUT_MS),
      body: JSON.stringify({
        model: llm.model,
        temperature: 0.3,
        max_tokens: 300,
        messages: [
          {
            role: "system",
            content:
              "Tu es l'expert automobile d'une place de marché d'Afrique de l'Ouest. En français, en trois phrases au plus, explique l'estimation de prix fournie sans inventer de chiffre : n'utilise que les nombres donnés.",
          },
          { role: "user", content: JSON.stringify(facts) },
        ],
      }),
    });
    if (!response.ok) throw new Error(`LLM ${response.status}`);
    const body = (await response.json()) as { choices?: { message?: { content?: string } }[] };
    const text = body.choices?.[0]?.message?.content?.trim();
    return text ? text.slice(0, MAX_CHARS) : null;
  } catch (error) {
    log.warn("pricing.narrative_failed", { error: String(error) });
    return null;
  }
}
