import { Link, useLocation, type LinkProps } from "react-router";
import { useLanguage } from "./language-provider";
import { localizePath } from "./paths";

type LocalizedLinkProps = Omit<LinkProps, "to"> & {
  /** A language-free path: `/`, `/consulting#contact`. */ to: string;
};

/** A link that lands in the current language: `/consulting` becomes `/pt/consulting`. */
export function LocalizedLink({ to, ...props }: LocalizedLinkProps) {
  return <Link to={localizePath(to, useLanguage().language)} {...props} />;
}

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") : path);

/**
 * The same, marked `aria-current="page"` on its own page. (NavLink would not do: it tells
 * `/pt/` from `/pt`, and our home pages end in a slash.)
 */
export function LocalizedNavLink({ to, ...props }: LocalizedLinkProps) {
  const href = localizePath(to, useLanguage().language);
  const current = withoutTrailingSlash(useLocation().pathname) === withoutTrailingSlash(href.split(/[?#]/)[0]!);
  return <Link to={href} aria-current={current ? "page" : undefined} {...props} />;
}
