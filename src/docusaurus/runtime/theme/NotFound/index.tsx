import type { ReactNode } from "react";
import { usePageHead } from "@theme/PageHead";
import { useStrings } from "@theme/strings";
import NotFoundContent from "@theme/NotFound/Content";

/** Docusaurus's not-found page: edsite's 404 content, titled as the 404 page is. */
export default function NotFound(): ReactNode {
  const t = useStrings();
  usePageHead({ title: t("theme.notFound.title") });
  return <NotFoundContent />;
}
