import type { ReactNode } from "react";
import { NotFoundPage } from "@theme/NotFoundPage";

/** Docusaurus's not-found content: edsite's 404 page (what happened, the way home and to the docs). */
export default function NotFoundContent(props: { className?: string }): ReactNode {
  return props.className ? (
    <div className={props.className}>
      <NotFoundPage />
    </div>
  ) : (
    <NotFoundPage />
  );
}
