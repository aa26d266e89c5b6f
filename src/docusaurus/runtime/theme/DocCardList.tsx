import { usePageRoute } from "@theme/PageRouteContext";
import type { DocCard as CardData, SidebarItem } from "../../../shared/types.js";
import { filterDocCardListItems, useCurrentSidebarSiblings } from "@docusaurus/plugin-content-docs/client";
import DocCard from "./DocCard.js";
import styles from "./DocCard.module.css";

/** A card the build made for the page as the sidebar item Docusaurus's DocCard takes. */
function itemOf(card: CardData): SidebarItem & { description?: string } {
  if (!card.isCategory) return { type: "link", label: card.label, href: card.href, ...(card.docId ? { docId: card.docId } : {}), ...(card.description ? { description: card.description } : {}) };
  // Without its items: DocCard takes the count from the page's cards, as for a category the sidebar holds closed.
  return { type: "category", label: card.label, href: card.href, collapsed: true, collapsible: true, items: [] };
}

/**
 * The items of the category whose page this is: the build's cards when the page is a category's own (they
 * carry the docs' descriptions), else the sidebar's items around the page.
 */
function useCurrentCategoryItems(): SidebarItem[] {
  const { data } = usePageRoute();
  const siblings = useCurrentSidebarSiblings();
  const cards = data?.kind === "doc" || data?.kind === "category" ? data.cards : undefined;
  return cards ? cards.map(itemOf) : siblings;
}

function CardList(props: { items: SidebarItem[]; className?: string }) {
  return (
    <section className={["row", props.className].filter(Boolean).join(" ")}>
      {filterDocCardListItems(props.items).map((item, index) => (
        <article key={index} className={`${styles.docCardListItem} col col--6`}>
          <DocCard item={item} />
        </article>
      ))}
    </section>
  );
}

function CurrentCategoryCardList(props: { className?: string }) {
  return <CardList items={useCurrentCategoryItems()} className={props.className} />;
}

/**
 * Docusaurus's DocCardList: a grid of cards, one per item of `items`, or, without them, of the category the
 * page is the page of (as on a category's index).
 */
export default function DocCardList(props: { items?: SidebarItem[]; className?: string }) {
  if (!props.items) return <CurrentCategoryCardList className={props.className} />;
  return <CardList items={props.items} className={props.className} />;
}
