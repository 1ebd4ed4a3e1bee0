import {
  type FormProps,
  type LinkProps,
  type NavLinkProps,
  Form as RouterForm,
  Link as RouterLink,
  NavLink as RouterNavLink,
  type To,
  useLocation,
} from "react-router";
import { type Language, isPagePath, languageOfPath, localizedPath } from "../../lib/language.ts";

/** The language of the page shown: its URL's. */
export function usePageLanguage(): Language {
  return languageOfPath(useLocation().pathname);
}

/** A target in a language: a page's absolute path gets its prefix; relative paths and resources stay. */
export function localizedTo(to: To, language: Language): To {
  if (typeof to === "string") return isPagePath(to) ? localizedPath(to, language) : to;
  return to.pathname && isPagePath(to.pathname) ? { ...to, pathname: localizedPath(to.pathname, language) } : to;
}

/** Site paths in the page's language, for what is not a `Link` or `Form`: a fetcher's action, a plain anchor. */
export function useLocalizedPath(): (path: string) => string {
  const language = usePageLanguage();
  return (path) => localizedTo(path, language) as string;
}

/**
 * React Router's `Link`, `NavLink` and `Form`, in the page's language (ADR 0049): every link of the
 * code names the French path and stays on English pages when on one. The only ones the app uses.
 */
export function Link(props: LinkProps) {
  const language = usePageLanguage();
  return <RouterLink {...props} to={localizedTo(props.to, language)} />;
}

export function NavLink(props: NavLinkProps) {
  const language = usePageLanguage();
  return <RouterNavLink {...props} to={localizedTo(props.to, language)} />;
}

export function Form(props: FormProps) {
  const language = usePageLanguage();
  return <RouterForm {...props} action={props.action === undefined ? undefined : (localizedTo(props.action, language) as string)} />;
}
