import type { ReactNode } from "react";
import { usePageHead } from "@theme/PageHead";

/**
 * Docusaurus's page layout. edsite's theme already lays out every page (navbar, main, footer), so this
 * gives the page's title and description to its <head> and renders what it wraps.
 */
export default function Layout(props: { title?: string; description?: string; keywords?: string[]; noFooter?: boolean; wrapperClassName?: string; children?: ReactNode }) {
  usePageHead({ title: props.title, description: props.description, keywords: props.keywords });
  return props.wrapperClassName ? <div className={props.wrapperClassName}>{props.children}</div> : <>{props.children}</>;
}
