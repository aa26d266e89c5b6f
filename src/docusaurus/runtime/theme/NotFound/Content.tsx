import type { ReactNode } from "react";
import { NotFoundContent as EdsiteNotFoundContent } from "@theme/NotFoundContent";

/** Docusaurus's not-found content: what edsite's 404 page says (what happened, the way home and to the docs). */
export default function NotFoundContent(props: { className?: string }): ReactNode {
  return props.className ? (
    <div className={props.className}>
      <EdsiteNotFoundContent />
    </div>
  ) : (
    <EdsiteNotFoundContent />
  );
}
