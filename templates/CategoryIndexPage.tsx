import type { CategoryIndexData, Sidebar } from "../src/shared/types.js";
import { DocLayout } from "./DocLayout.js";
import { DocumentIcon, FolderIcon } from "./icons.js";
import { SiteLink } from "./SiteLink.js";
import { PageRouteProvider } from "./PageRouteContext.js";
import { usePlural } from "./strings.js";

type Card = CategoryIndexData["cards"][number];

function CategoryCard(props: { card: Card }) {
  const plural = usePlural();
  const { card } = props;
  const detail =
    card.description ?? (card.isCategory && card.itemCount !== undefined ? plural("theme.docs.card.itemCount", card.itemCount) : undefined);
  return (
    <li className="card-grid-item">
      <SiteLink href={card.href} className="card">
        <h2 className="card-title">
          {card.isCategory ? <FolderIcon className="card-icon" /> : <DocumentIcon className="card-icon" />}
          {card.label}
        </h2>
        {detail ? <span className="card-description">{detail}</span> : null}
      </SiteLink>
    </li>
  );
}

/** A generated category page: title, description and a card for each item of the category. */
export function CategoryIndexPage(props: { data: CategoryIndexData; sidebar: Sidebar }) {
  const { data } = props;
  return (
    <PageRouteProvider data={data} sidebar={props.sidebar}>
      <DocLayout sidebar={props.sidebar} permalink={data.permalink} breadcrumbs={data.breadcrumbs} pagination={data.pagination}>
        <header className="category-header">
          <h1 className="page-title">{data.title}</h1>
          {data.description ? <p className="page-description">{data.description}</p> : null}
        </header>
        <ul className="card-grid">
          {data.cards.map((card) => (
            <CategoryCard key={card.href} card={card} />
          ))}
        </ul>
      </DocLayout>
    </PageRouteProvider>
  );
}
