import type { ReactNode } from "react";
import { ExternalLinkIcon } from "./icons.js";
import { isExternalHref } from "../src/shared/pathCompare.js";
import { useStrings } from "./strings.js";

/**
 * A link that opens external targets in a new tab, safely (`noopener noreferrer`), and says so to screen
 * readers and, with an icon, to everyone else.
 */
export function SiteLink(props: {
  href: string;
  children: ReactNode;
  /** Defaults to guessing from the href (a scheme or `//` means external). */
  external?: boolean;
  className?: string;
  ariaCurrent?: "page";
  /** The link's accessible name, for a link without text (an icon drawn by the site's CSS). */
  ariaLabel?: string;
  /** Hide the external-link icon, e.g. where the context already makes it obvious. */
  hideExternalIcon?: boolean;
  /** Where the link opens, as the config says; by default a new tab for external targets only. */
  target?: string;
}) {
  const t = useStrings();
  const external = props.external ?? isExternalHref(props.href);
  const target = props.target ?? (external ? "_blank" : undefined);
  const newTab = target === "_blank";
  return (
    <a href={props.href} className={props.className} target={target} rel={newTab ? "noopener noreferrer" : undefined} aria-current={external ? undefined : props.ariaCurrent} aria-label={props.ariaLabel}>
      {props.children}
      {newTab ? <span className="visually-hidden"> {t("theme.common.opensInNewTab")}</span> : null}
      {external && !props.hideExternalIcon ? <ExternalLinkIcon className="external-link-icon" /> : null}
    </a>
  );
}
