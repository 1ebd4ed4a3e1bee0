/** Spec doc 2 §9: one SMS carries at most 160 characters. */
export const SMS_MAX_LENGTH = 160;
