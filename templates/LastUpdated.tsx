import { useRichStrings } from "./strings.js";

/**
 * "Last updated on <date> by <author>", either part as the site shows it. The date comes spelled out from
 * the build, so the server and the browser render the same words.
 */
export function LastUpdated(props: { date?: string; formattedDate?: string; author?: string }) {
  const rich = useRichStrings();
  const date = props.date ? <time dateTime={props.date}>{props.formattedDate ?? props.date.slice(0, 10)}</time> : null;
  const user = props.author ? <b>{props.author}</b> : null;
  const text = date && user ? rich("theme.docs.lastUpdatedOnBy", { date, user }) : date ? rich("theme.docs.lastUpdatedOn", { date }) : user ? rich("theme.docs.lastUpdatedBy", { user }) : null;
  return text ? <p className="last-updated">{text}</p> : null;
}
