import { Children, isValidElement, type ReactElement, type ReactNode } from "react";

/** One tab as the tab list shows it. */
export interface TabValue {
  value: string;
  label?: ReactNode;
  attributes?: Record<string, unknown>;
  default?: boolean;
}

/** What a TabItem child gives its Tabs. */
export interface TabItemProps {
  value: string;
  label?: ReactNode;
  default?: boolean;
  attributes?: Record<string, unknown>;
  hidden?: boolean;
  className?: string;
  children?: ReactNode;
}

/** The TabItem elements among a Tabs' children; anything else (text, other elements) is a writer's mistake. */
export function tabItemsOf(children: ReactNode): ReactElement<TabItemProps>[] {
  const items: ReactElement<TabItemProps>[] = [];
  Children.forEach(children, (child) => {
    if (child === null || child === undefined || typeof child === "boolean") return;
    if (typeof child === "string" && child.trim() === "") return;
    if (isValidElement<TabItemProps>(child) && typeof child.props.value === "string") {
      items.push(child);
      return;
    }
    const what = !isValidElement(child) ? `the text ${JSON.stringify(String(child))}` : typeof child.type === "string" ? `<${child.type}>` : "an element without a string `value`";
    throw new Error(`<Tabs> holds ${what} among its children, but every child must be a <TabItem value="…">. Wrap that content in a TabItem, or move it out of the Tabs.`);
  });
  return items;
}

/** The tabs to show: the `values` prop when given, else each TabItem's value, label and attributes. */
export function tabValuesOf(values: readonly TabValue[] | undefined, items: ReactElement<TabItemProps>[]): readonly TabValue[] {
  const list = values ?? items.map(({ props }) => ({ value: props.value, label: props.label, attributes: props.attributes, default: props.default }));
  const seen = new Set<string>();
  const duplicates = new Set<string>();
  for (const { value } of list) (seen.has(value) ? duplicates : seen).add(value);
  if (duplicates.size > 0) {
    throw new Error(`<Tabs> has more than one tab with the value ${[...duplicates].map((v) => `"${v}"`).join(", ")}. Every TabItem (and every entry of \`values\`) needs a value of its own.`);
  }
  return list;
}

/**
 * The tab shown first (and on the server): `defaultValue` when given (null shows none), else the TabItem
 * marked `default`, else the first. A `defaultValue` no tab has is an error naming the values there are.
 */
export function defaultTabValue(defaultValue: string | null | undefined, tabs: readonly TabValue[], items: ReactElement<TabItemProps>[]): string | null {
  if (defaultValue === null) return null;
  if (defaultValue !== undefined) {
    if (!tabs.some((tab) => tab.value === defaultValue)) {
      throw new Error(`<Tabs defaultValue="${defaultValue}"> names no tab: its values are ${tabs.map((tab) => `"${tab.value}"`).join(", ")}. Use one of those, or defaultValue={null} to show no tab at first.`);
    }
    return defaultValue;
  }
  const marked = items.find((item) => item.props.default)?.props.value ?? tabs.find((tab) => tab.default)?.value;
  return marked ?? tabs[0]?.value ?? null;
}
