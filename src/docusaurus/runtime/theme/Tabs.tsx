import { cloneElement, useRef, type KeyboardEvent, type ReactElement, type ReactNode } from "react";
import { classNames } from "@theme/classNames";
import { useKeptInView } from "../internal/useKeptInView.js";
import { tabItemsOf, type TabItemProps } from "../internal/tabValues.js";
import { useTabs, type UseTabsProps } from "../internal/useTabs.js";

export interface TabsProps extends UseTabsProps {
  /** Render only the chosen tab's content. */
  lazy?: boolean;
  /** Tabs as wide as the content, each taking an equal share. */
  block?: boolean;
  className?: string;
}

/**
 * Docusaurus's Tabs, in Infima's markup. The server and the first browser render show the default tab; the
 * tab the address or an earlier choice of the group names is shown once the page runs, so hydration
 * matches the server's HTML.
 */
export default function Tabs(props: TabsProps): ReactNode {
  const items = tabItemsOf(props.children);
  const { selectedValue: selected, selectValue, tabValues: tabs } = useTabs(props);
  const tabRefs = useRef<(HTMLLIElement | null)[]>([]);
  const known = (value: string | null): value is string => value !== null && tabs.some((tab) => tab.value === value);
  const keepInView = useKeptInView();

  const select = (value: string, tab: HTMLElement) => {
    keepInView(tab);
    selectValue(value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>, index: number) => {
    const next = tabAfterKey(event.key, index, tabs.length);
    if (next === undefined) return;
    event.preventDefault();
    const target = tabRefs.current[next];
    if (!target) return;
    target.focus();
    select(tabs[next]!.value, target);
  };

  // The chosen tab is the one keyboard focus enters the list on; with none chosen, the first.
  const focusable = known(selected) ? selected : tabs[0]?.value;
  return (
    <div className="tabs-container">
      <ul role="tablist" aria-orientation="horizontal" className={classNames("tabs", props.block && "tabs--block", props.className)}>
        {tabs.map(({ value, label, attributes }, index) => {
          const { className, ...rest } = (attributes ?? {}) as { className?: string };
          return (
            <li
              key={value}
              role="tab"
              tabIndex={value === focusable ? 0 : -1}
              aria-selected={value === selected}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              onClick={(event) => select(value, event.currentTarget)}
              onKeyDown={(event) => onKeyDown(event, index)}
              {...rest}
              className={classNames("tabs__item", className, value === selected && "tabs__item--active")}
            >
              {label ?? value}
            </li>
          );
        })}
      </ul>
      <div className="margin-top--md">{panels(items, selected, props.lazy === true)}</div>
    </div>
  );
}

/** The tab a key moves to from tab `index`: arrows go round the list, Home and End to its ends. */
function tabAfterKey(key: string, index: number, count: number): number | undefined {
  switch (key) {
    case "ArrowRight":
      return (index + 1) % count;
    case "ArrowLeft":
      return (index - 1 + count) % count;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return undefined;
  }
}

/** Every tab's content, all but the chosen one hidden; with `lazy`, only the chosen one's. */
function panels(items: ReactElement<TabItemProps>[], selected: string | null, lazy: boolean): ReactNode {
  if (lazy) {
    const chosen = items.find((item) => item.props.value === selected);
    return chosen ? cloneElement(chosen, { key: chosen.props.value, hidden: false }) : null;
  }
  return items.map((item) => cloneElement(item, { key: item.props.value, hidden: item.props.value !== selected }));
}
