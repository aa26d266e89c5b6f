import type { ReactNode } from "react";
import { ExternalLinkIcon } from "@theme/icons";

/** Docusaurus's external-link icon: the one edsite's links to other sites show. */
export default function IconExternalLink(props: { width?: number; height?: number }): ReactNode {
  return <ExternalLinkIcon className="external-link-icon" size={props.width ?? props.height ?? 13} />;
}
