import type { AnchorHTMLAttributes, ReactNode } from "react";
import { useSite } from "@theme/SiteContext";
import { isInternalUrl } from "./isInternalUrl.js";

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** A path of the site (`/docs/intro`, the base path is added) or a URL. */
  to?: string;
  href?: string;
  /** Add the site's base path to a site path (the default). */
  autoAddBaseUrl?: boolean;
  /** Accepted for Docusaurus's navbar links; edsite marks the current page itself. */
  isNavLink?: boolean;
  activeClassName?: string;
  exact?: boolean;
  children?: ReactNode;
}

/**
 * Docusaurus's Link: a plain `<a>`, which edsite's router turns into a client-side navigation when it points
 * into the site; a link to another site opens in a new tab, safely.
 */
export default function Link(props: LinkProps) {
  const { to, href, autoAddBaseUrl = true, isNavLink: _nav, activeClassName: _active, exact: _exact, ...rest } = props;
  const { baseUrl } = useSite();
  const target = to ?? href ?? "";
  const internal = isInternalUrl(target);
  const withBase = internal && autoAddBaseUrl && target.startsWith("/") && !target.startsWith(baseUrl) ? baseUrl + target.slice(1) : target;
  const external = !internal && !target.startsWith("mailto:") && !target.startsWith("tel:") && !target.startsWith("#");
  return <a {...rest} href={withBase} target={rest.target ?? (external ? "_blank" : undefined)} rel={rest.rel ?? (external ? "noopener noreferrer" : undefined)} />;
}
