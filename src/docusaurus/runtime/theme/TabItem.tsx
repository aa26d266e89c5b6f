import type { ReactNode } from "react";
import type { TabItemProps } from "../internal/tabValues.js";

/** One tab's content: a tab panel its Tabs hides while another tab is chosen. */
export default function TabItem(props: TabItemProps): ReactNode {
  return (
    <div role="tabpanel" className={props.className} hidden={props.hidden}>
      {props.children}
    </div>
  );
}
