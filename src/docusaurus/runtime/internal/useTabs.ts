// The state of a Tabs: its tabs, the one shown, and choosing another, with the address (`queryString`) and
// the group's remembered choice (`groupId`) taken in once the page runs. Docusaurus's `useTabs` from
// `@docusaurus/theme-common/internal`, which a site's own Tabs builds on; edsite's Tabs uses it too.
import { Children, isValidElement, useCallback, useEffect, useLayoutEffect, useState, type ReactElement, type ReactNode } from "react";
import { chooseTab, storedTabChoice, watchTabChoice } from "./tabChoice.js";
import { readTabQuery, tabQueryKey, writeTabQuery } from "./tabQuery.js";
import { defaultTabValue, tabItemsOf, tabValuesOf, type TabItemProps, type TabValue } from "./tabValues.js";

/** What `useTabs` reads of a Tabs' props (a site's Tabs passes all of its props). */
export interface UseTabsProps {
  children?: ReactNode;
  /** The tab shown first; null shows none. Defaults to the TabItem marked `default`, else the first. */
  defaultValue?: string | null;
  /** The tabs' values and labels, instead of reading them from the TabItems. */
  values?: readonly TabValue[];
  /** Tabs sharing a groupId switch together, and the choice is remembered for later pages. */
  groupId?: string;
  /** Read and write the chosen tab in the address: `?<groupId>=value`, or `?<the string>=value`. */
  queryString?: string | boolean;
}

/** What `useTabs` gives a Tabs to render with. */
export interface TabsState {
  selectedValue: string | null;
  /** Shows the tab, writes it in the address and remembers it for the group; a value no tab has throws. */
  selectValue: (value: string) => void;
  tabValues: readonly TabValue[];
}

/**
 * Effects run on the server only to be warned about. In the browser the address's or group's tab is taken in
 * before the page is painted, so a scroll position held by useScrollPositionBlocker is restored after it.
 */
const useBrowserLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

/**
 * A Tabs' TabItem children as an array (keyed, as React's Children.toArray keys them), blank text left out;
 * any other child is an error naming it.
 */
export function sanitizeTabsChildren(children: ReactNode): ReactElement<TabItemProps>[] {
  // Checks every child, throwing on one that is not a TabItem.
  tabItemsOf(children);
  return Children.toArray(children).filter((child): child is ReactElement<TabItemProps> => isValidElement(child));
}

/**
 * The tabs, the one shown and how to choose another. The server and the first browser render show the default
 * tab; the address's or the group's is shown once the page runs, so hydration matches the server's HTML.
 */
export function useTabs(props: UseTabsProps): TabsState {
  const { groupId } = props;
  const items = tabItemsOf(props.children);
  const tabValues = tabValuesOf(props.values, items);
  const [selectedValue, setSelectedValue] = useState<string | null>(() => defaultTabValue(props.defaultValue, tabValues, items));
  const queryKey = tabQueryKey(props.queryString, groupId);
  // The effect below depends on the values, not on the list, which is a new array each render.
  const valuesKey = JSON.stringify(tabValues.map((tab) => tab.value));

  useBrowserLayoutEffect(() => {
    const values = JSON.parse(valuesKey) as string[];
    const has = (value: string | null): value is string => value !== null && values.includes(value);
    const fromQuery = queryKey === undefined ? null : readTabQuery(queryKey);
    const fromGroup = groupId === undefined ? null : storedTabChoice(groupId);
    if (has(fromQuery)) setSelectedValue(fromQuery);
    else if (has(fromGroup)) setSelectedValue(fromGroup);
    if (groupId === undefined) return undefined;
    return watchTabChoice(groupId, (value) => {
      if (has(value)) setSelectedValue(value);
    });
  }, [groupId, queryKey, valuesKey]);

  const selectValue = useCallback(
    (value: string) => {
      const values = JSON.parse(valuesKey) as string[];
      if (!values.includes(value)) throw new Error(`Tabs: cannot select the tab "${value}", which none of its tabs has (they are ${values.map((v) => `"${v}"`).join(", ")}).`);
      setSelectedValue(value);
      if (queryKey !== undefined) writeTabQuery(queryKey, value);
      if (groupId !== undefined) chooseTab(groupId, value);
    },
    [groupId, queryKey, valuesKey],
  );
  return { selectedValue, selectValue, tabValues };
}
