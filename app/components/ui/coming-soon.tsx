import { Link } from "./link.tsx";
import { buttonClass } from "./button-class.ts";

/** The page of a route whose feature is being built: a clear message and a way onwards. */
export function ComingSoon({ title, text, back = { to: "/listings", label: "Voir les annonces" } }: { title: string; text: string; back?: { to: string; label: string } }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="mb-3 text-2xl font-bold">{title}</h1>
      <p className="mb-8 text-slate-600">{text}</p>
      <Link to={back.to} className={buttonClass()}>
        {back.label}
      </Link>
    </div>
  );
}
