import { useLocalizedPath } from "../../../components/ui/link.tsx";

/** 'Signaler': a link to the report page (the form lives there, not in the listing pages' script). */
export function ReportLink({ target, label }: { target: { annonce: string } | { membre: string }; label: string }) {
  const localized = useLocalizedPath();
  return (
    <a
      href={localized(`/signaler?${new URLSearchParams(target)}`)}
      rel="nofollow"
      className="inline-block text-sm text-slate-500 underline-offset-2 hover:text-red-700 hover:underline"
    >
      {label}
    </a>
  );
}
