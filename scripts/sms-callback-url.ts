import { africasTalkingCallbackUrl } from "../app/server/sms/africastalking.server.ts";

/**
 * `npm run sms:callback-url`: the delivery reports' callback URL to paste into Africa's Talking's
 * dashboard (SMS → SMS Callback URLs → Delivery Reports). Its last segment is a secret derived from
 * AUTH_SECRET (run it with the server's APP_URL and AUTH_SECRET): a new secret means a new URL.
 */
console.log(africasTalkingCallbackUrl());
