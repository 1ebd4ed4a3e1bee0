import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";

/** The text of every mail written (by the local mail transport) to one address so far, its body's quoted-printable undone. */
export function mailsTo(dataDir: string, email: string): string[] {
  let files: string[] = [];
  try {
    files = readdirSync(join(dataDir, "mail")).filter((f) => f.endsWith(`-${email}.eml`));
  } catch {
    return [];
  }
  return files.sort().map((f) => {
    const raw = readFileSync(join(dataDir, "mail", f), "latin1");
    const end = raw.indexOf("\n\n");
    const body = raw
      .slice(end)
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(raw.slice(0, end) + body, "latin1").toString("utf8");
  });
}
