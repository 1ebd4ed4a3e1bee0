import { authProvider } from "../../server/auth.server.ts";
import { resetPasswordMail, verificationMail } from "./account-mails.server.ts";

/** The app's auth instance, sending the accounts feature's mails. Every caller uses this one. */
export const auth = authProvider({ mails: { verification: verificationMail, resetPassword: resetPasswordMail } });
