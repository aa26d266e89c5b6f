import TOCItems from "./TOCItems.js";
import type { TocHeading } from "../internal/tocTree.js";
import styles from "./TOCInline.module.css";

/**
 * Docusaurus's TOCInline, as a page writes it: `<TOCInline toc={toc} />`, the page's own exported headings
 * listed where it stands (bulleted, unlike the column beside the content).
 */
export default function TOCInline(props: { toc: readonly TocHeading[]; minHeadingLevel?: number; maxHeadingLevel?: number }) {
  return (
    <div className={styles.tableOfContentsInline}>
      <TOCItems toc={props.toc} minHeadingLevel={props.minHeadingLevel} maxHeadingLevel={props.maxHeadingLevel} className="table-of-contents" linkClassName={null} />
    </div>
  );
}
