import type { ReactNode } from "react";
import { BackButton } from "./back-button.tsx";

/**
 * Phones: back, photos, the summary column (price, contact, seller), then the details.
 * Desktop: photos and details on the left, the summary column beside them.
 * `notice` goes above the photos, `after` below everything, across the page.
 */
export function DetailLayout({
  backTo,
  notice,
  gallery,
  summary,
  children,
  after,
}: {
  backTo: string;
  notice?: ReactNode;
  gallery: ReactNode;
  summary: ReactNode;
  children: ReactNode;
  after?: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-6xl pb-8 sm:px-4">
      <div className="px-4 pt-2 sm:px-0">
        <BackButton fallback={backTo} />
      </div>
      {notice}
      <div className="lg:grid lg:grid-cols-[minmax(0,1fr)_360px] lg:grid-rows-[auto_1fr] lg:items-start lg:gap-x-8">
        <div className="lg:col-start-1 lg:row-start-1">{gallery}</div>
        <div className="mt-4 space-y-4 px-4 sm:px-0 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:mt-0">{summary}</div>
        <div className="mt-4 space-y-4 px-4 sm:px-0 lg:col-start-1 lg:row-start-2">{children}</div>
      </div>
      {after}
    </div>
  );
}
