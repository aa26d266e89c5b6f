import type { ComponentType } from "react";
import type { DocPageData, Sidebar } from "../src/shared/types.js";
import { DocLayout } from "./DocLayout.js";
import { EditLink } from "./EditLink.js";
import { LastUpdated } from "./LastUpdated.js";
import { PageRouteProvider } from "./PageRouteContext.js";
import { WithUntranslatedNotice } from "./UntranslatedNotice.js";

/** A docs page. Its h1 comes from the MDX content itself. */
export function DocPage(props: { data: DocPageData; sidebar?: Sidebar; Content: ComponentType }) {
  const { data, Content } = props;
  const footer =
    data.editUrl || data.lastUpdate ? (
      <footer className="doc-footer">
        {data.editUrl ? <EditLink href={data.editUrl} /> : null}
        {data.lastUpdate ? <LastUpdated {...data.lastUpdate} /> : null}
      </footer>
    ) : null;
  return (
    <PageRouteProvider data={data} sidebar={props.sidebar}>
      <DocLayout
        sidebar={props.sidebar}
        permalink={data.permalink}
        breadcrumbs={data.breadcrumbs}
        pagination={data.pagination}
        toc={data.hideTableOfContents ? [] : data.toc}
        articleFooter={footer}
      >
        <WithUntranslatedNotice>
          <div className="markdown">
            <Content />
          </div>
        </WithUntranslatedNotice>
      </DocLayout>
    </PageRouteProvider>
  );
}
