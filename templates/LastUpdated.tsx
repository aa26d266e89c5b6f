import { useRichStrings } from "./strings.js";

/**
 * "Last updated on <date>". The value is shown as given, or cut to its `YYYY-MM-DD` part when it is an ISO
 * timestamp: formatting dates here could differ between the build machine and the browser and break hydration.
 */
export function LastUpdated(props: { date: string }) {
  const rich = useRichStrings();
  const isoDay = /^\d{4}-\d{2}-\d{2}/.exec(props.date)?.[0];
  return (
    <p className="last-updated">
      {rich("theme.docs.lastUpdatedOn", { date: <time dateTime={props.date}>{isoDay ?? props.date}</time> })}
    </p>
  );
}
