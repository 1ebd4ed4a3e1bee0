import { data } from "react-router";
import { redirectWithToast, toastHeaders } from "../../server/toast.server.ts";
import { setPushTopic } from "./push-preferences.server.ts";
import { PUSH_MESSAGES, pushTopic } from "./push-topics.ts";

/** The profile's form for one topic's push switch (`push-topic`); an unknown topic is refused. */
export async function pushTopicAction(userId: string, form: FormData): Promise<Response | ReturnType<typeof data>> {
  const receive = form.get("receive") === "oui";
  const topic = pushTopic(form.get("topic"));
  if (!topic || !(await setPushTopic(userId, topic, receive))) {
    return data({ ok: false }, { status: 400, headers: await toastHeaders({ type: "error", title: "Préférence inconnue." }) });
  }
  return redirectWithToast("/profile", { type: "success", title: receive ? PUSH_MESSAGES.topicOn : PUSH_MESSAGES.topicOff });
}
