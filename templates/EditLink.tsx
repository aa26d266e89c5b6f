import { EditIcon } from "./icons.js";
import { SiteLink } from "./SiteLink.js";
import { useStrings } from "./strings.js";

/** "Edit this page": opens the page's source in the repository. */
export function EditLink(props: { href: string }) {
  const t = useStrings();
  return (
    <SiteLink href={props.href} className="edit-link" hideExternalIcon>
      <EditIcon />
      {t("theme.docs.editThisPage")}
    </SiteLink>
  );
}
