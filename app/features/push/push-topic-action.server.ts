import type { Result } from "../../lib/result.ts";
import { setPushTopic } from "./push-preferences.server.ts";
import { PUSH_MESSAGES, pushTopic } from "./push-topics.ts";

/** The profile's form for one topic's push switch (`push-topic`): the words that say it is saved; an unknown topic is refused. */
export async function savePushTopic(userId: string, form: FormData): Promise<Result<{ message: string }>> {
  const receive = form.get("receive") === "oui";
  const topic = pushTopic(form.get("topic"));
  if (!topic || !(await setPushTopic(userId, topic, receive))) return { ok: false, error: "Préférence inconnue." };
  return { ok: true, message: receive ? PUSH_MESSAGES.topicOn : PUSH_MESSAGES.topicOff };
}
