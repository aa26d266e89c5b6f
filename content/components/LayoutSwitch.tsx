import { useId, type ReactElement } from "react";
import { LAYOUTS, LAYOUT_IDS } from "./keymapData";

/** Radio buttons choosing which layout's letters a keymap diagram prints; disabled until script runs. */
export default function LayoutSwitch(props: { layout: string; ready: boolean; onChange: (layout: string) => void }): ReactElement {
  const name = useId();
  return (
    <fieldset className="ki-layout-switch" disabled={!props.ready}>
      <legend className="ki-layout-switch-legend">Keyboard layout</legend>
      {LAYOUT_IDS.map((id) => (
        <label key={id} className="ki-layout-switch-option">
          <input
            type="radio"
            name={name}
            value={id}
            checked={props.layout === id}
            onChange={() => props.onChange(id)}
          />
          <span>{LAYOUTS[id]!.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
