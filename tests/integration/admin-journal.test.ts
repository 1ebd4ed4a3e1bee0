import { describe, expect, it } from "vitest";
import { recentAudit, recordAudit } from "../../app/features/moderation/audit-log.server.ts";
import { auditSentence } from "../../app/features/admin/audit-sentence.ts";
import { warnMember } from "../../app/features/moderation/members.server.ts";
import { createSaleListing, createUser } from "../../app/features/demo/factories.server.ts";
import { useTestDatabase } from "../support/database.ts";

useTestDatabase();

describe("the admin journal", () => {
  it("names the member and the listing an action was about, as they are called today", async () => {
    const admin = await createUser({ email: "journal-admin@example.test", role: "admin", firstName: "Mariam", lastName: "Touré" });
    const member = await createUser({ email: "journal-member@example.test", firstName: "Moussa", lastName: "Diop" });
    const sale = await createSaleListing(member.id, { brand: "Toyota", model: "Corolla" });
    expect(await warnMember(admin.id, member.id, "Merci de corriger vos photos")).toEqual({ ok: true });
    await recordAudit({ adminId: admin.id, action: "report.hide", targetType: "listing", targetId: sale!.id });
    await recordAudit({ adminId: admin.id, action: "setting.limit", targetType: "setting", targetId: "sms_codes_per_day", details: { from: 500, to: 300 } });

    const sentences = (await recentAudit()).filter((e) => e.admin === "Mariam Touré").map(auditSentence);
    expect(sentences).toEqual(
      expect.arrayContaining([
        "Mariam Touré a averti Moussa Diop : «\u00a0Merci de corriger vos photos\u00a0».",
        "Mariam Touré a masqué l'annonce «\u00a0Toyota Corolla\u00a0» après des signalements.",
        "Mariam Touré a changé «\u00a0Plafond quotidien de SMS\u00a0» de 500 à 300.",
      ]),
    );
  });
});
