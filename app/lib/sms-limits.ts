/** Spec doc 2 §9: one SMS carries at most 160 characters, in every language a text is written in (each text's test checks both). */
export const SMS_MAX_LENGTH = 160;
