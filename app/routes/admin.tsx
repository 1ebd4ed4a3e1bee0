import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { metaI18n } from "../lib/meta-i18n.ts";
import { data } from "react-router";
import type { Route } from "./+types/admin";
import { LinkTabs } from "../components/ui/link-tabs.tsx";
import { getSessionUser } from "../features/accounts/session.server.ts";
import { requireAdmin } from "./guards.server.ts";
import { runAdminAction } from "../features/admin/admin-actions.server.ts";
import { adminPage } from "../features/admin/admin-page.server.ts";
import { adminQueueCounts } from "../features/admin/admin-queues.server.ts";
import { AdminQueues } from "../features/admin/components/admin-queues.tsx";
import { ADMIN_TABS, panelUrl } from "../features/admin/admin-tabs.ts";
import { BannersPanel } from "../features/admin/components/banners-panel.tsx";
import { MembersPanel } from "../features/admin/components/members-panel.tsx";
import { PaymentsPanel } from "../features/admin/components/payments-panel.tsx";
import { PackagesPanel } from "../features/admin/components/packages-panel.tsx";
import { CouponsPanel, ProPlanPanel } from "../features/admin/components/plan-coupons-panels.tsx";
import { PromotePanel } from "../features/admin/components/promote-panel.tsx";
import { JournalPanel, ReportsPanel } from "../features/admin/components/reports-journal-panels.tsx";
import { SettingsPanel } from "../features/admin/components/settings-panel.tsx";
import { MAX_IMAGE_BYTES } from "../lib/images.ts";
import { readForm } from "../server/read-form.server.ts";
import { redirectWithToast } from "../server/toast.server.ts";
import { inPageLanguage, withMessages } from "../server/i18n.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: metaI18n(matches)._(msg`Panneau Admin — AutoAfrique`) },
  { name: "robots", content: "noindex" },
];

/**
 * Checked here, not only in the layout: a data request (`/admin.data?_routes=routes/admin`) runs this
 * loader alone. A visitor goes to /auth, a member to /profile with 'Accès refusé'.
 */
async function pageLoader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const url = new URL(request.url);
  const [page, queues] = await Promise.all([adminPage(url), adminQueueCounts()]);
  return { ...page, queues, tab: url.searchParams.get("tab") };
}
export const loader = withMessages("routes/admin", pageLoader);

/**
 * Every form of the panel. The role is checked here (403 and nothing read or changed), and again
 * by each feature function.
 */
async function pageAction({ request }: Route.ActionArgs) {
  const user = await getSessionUser(request);
  if (user?.role !== "admin") throw data("Accès refusé", { status: 403 });
  // A banner's image is the largest thing sent here.
  const form = await readForm(request, { maxBytes: MAX_IMAGE_BYTES + 64 * 1024 });
  const answer = await runAdminAction(user.id, form);
  if (answer.ok) return redirectWithToast(panelUrl(String(form.get("intent") ?? ""), new URL(request.url)), { type: "success", title: answer.message });
  const fields: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === "string" && key !== "intent" && key !== "id") fields[key] = value;
  return data({ ...answer, fields }, { status: 400 });
}
export const action = inPageLanguage(pageAction);

export default function Admin({ loaderData }: Route.ComponentProps) {
  const d = loaderData;
  const { i18n } = useLingui();
  const content: Record<(typeof ADMIN_TABS)[number]["id"], React.ReactNode> = {
    packages: <PackagesPanel packages={d.packages} />,
    promote: <PromotePanel listings={d.promotable} packages={d.packages} search={d.listingSearch} />,
    banners: <BannersPanel banners={d.banners} />,
    users: <MembersPanel data={d} />,
    "pro-plan": <ProPlanPanel price={d.proPrice} />,
    coupons: <CouponsPanel coupons={d.coupons} />,
    payments: <PaymentsPanel payments={d.payments} search={d.paymentSearch} />,
    settings: <SettingsPanel settings={d.settings} limits={d.limits} />,
    reports: <ReportsPanel reports={d.reports} />,
    journal: <JournalPanel journal={d.journal} />,
  };
  const tabs = ADMIN_TABS.map((t) => {
    const label = i18n._(t.label);
    return { id: t.id, label: t.id === "reports" && d.reports.length > 0 ? `${label} (${d.reports.length})` : label, content: content[t.id] };
  });
  return (
    <div className="mx-auto max-w-5xl px-4 py-6">
      <h1 className="mb-4 text-2xl font-bold">
        <Trans>Panneau Admin</Trans>
      </h1>
      <AdminQueues licences={d.queues.licences} disputes={d.queues.disputes} />
      <LinkTabs tabs={tabs} initial={d.tab} label="Sections du panneau" />
    </div>
  );
}
