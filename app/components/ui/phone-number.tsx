import { formatPhone } from "../../lib/phone.ts";
import { cx } from "./cx.ts";

/** A phone number as its country writes it, kept on one line: a number broken in two gets misdialled. */
export function PhoneNumber({ phone, className }: { phone: string; className?: string }) {
  return <span className={cx("whitespace-nowrap", className)}>{formatPhone(phone)}</span>;
}
