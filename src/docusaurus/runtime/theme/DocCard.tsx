import Link from "@docusaurus/Link";
import { useSite } from "@theme/SiteContext";
import { usePlural } from "@theme/strings";
import { usePageRoute } from "@theme/PageRouteContext";
import type { SidebarCategory, SidebarItem, SidebarLink } from "../../../shared/types.js";
import { findFirstSidebarItemLink, useDocById } from "@docusaurus/plugin-content-docs/client";
import isInternalUrl from "@docusaurus/isInternalUrl";
import { usePluralForm } from "../internal/usePluralForm.js";
import { interpolate } from "../internal/interpolate.js";
import styles from "./DocCard.module.css";

/** A sidebar item as a card takes it: Docusaurus's items may carry a description of their own. */
type CardItem = SidebarItem & { description?: string };

/** The id under which a Docusaurus site translates "N items". */
const ITEM_COUNT_ID = "theme.docs.DocCard.categoryDescription.plurals";

/** "3 items", in the site's own words when it translates Docusaurus's message, else in the theme's. */
function useItemCount(): (count: number) => string {
  const { strings } = useSite();
  const { selectMessage } = usePluralForm();
  const plural = usePlural();
  const message = strings[ITEM_COUNT_ID];
  return (count) => (message === undefined ? plural("theme.docs.card.itemCount", count) : String(interpolate(selectMessage(count, message), { count })));
}

function CardLayout(props: { href: string; icon: string; title: string; description?: string; className?: string }) {
  return (
    <Link href={props.href} className={["card", "padding--lg", styles.cardContainer, props.className].filter(Boolean).join(" ")}>
      <h2 className={`text--truncate ${styles.cardTitle}`} title={props.title}>
        {props.icon} {props.title}
      </h2>
      {props.description ? (
        <p className={`text--truncate ${styles.cardDescription}`} title={props.description}>
          {props.description}
        </p>
      ) : null}
    </Link>
  );
}

/**
 * A category's card: its size, unless it has a description. A category the page's sidebar holds closed comes
 * without its items (see SidebarCategory.itemsUrl), as do the page's own cards; its count is then the card's.
 */
function CategoryCard(props: { item: SidebarCategory & { description?: string } }) {
  const { item } = props;
  const itemCount = useItemCount();
  const { data } = usePageRoute();
  const href = findFirstSidebarItemLink(item);
  if (href === undefined) return null;
  const cards = data?.kind === "doc" || data?.kind === "category" ? data.cards : undefined;
  const count = item.items.length === 0 ? (cards?.find((card) => card.isCategory && card.href === href)?.itemCount ?? 0) : item.items.length;
  return <CardLayout className={item.className} href={href} icon="🗃️" title={item.label} description={item.description ?? itemCount(count)} />;
}

function LinkCard(props: { item: SidebarLink & { description?: string } }) {
  const { item } = props;
  const doc = useDocById(item.docId);
  return <CardLayout className={item.className} href={item.href} icon={isInternalUrl(item.href) ? "📄️" : "🔗"} title={item.label} description={item.description ?? doc?.description} />;
}

/** Docusaurus's DocCard: a sidebar item as a card, with 🗃️ for a category, 📄️ for a doc, 🔗 for a link elsewhere. */
export default function DocCard(props: { item: CardItem }) {
  const { item } = props;
  if (item.type === "link") return <LinkCard item={item} />;
  if (item.type === "category") return <CategoryCard item={item} />;
  throw new Error(`DocCard cannot show a sidebar item of type "${item.type}": give it a "link" or "category" item.`);
}
