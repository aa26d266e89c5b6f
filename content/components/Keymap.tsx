import { useId, type ReactElement } from "react";
import Kbd from "./Kbd";
import LayoutSwitch from "./LayoutSwitch";
import { KEYMAPS, POSITIONS, printedKey, type KeyBinding, type KeymapFile, type KeymapLayer } from "./keymapData";
import { useKeyboardLayout } from "./keyboardLayoutStore";
import "./Keymap.css";

const ROW_NAMES = ["top row", "home row", "bottom row"];
const HANDS = [
  { name: "Left hand", from: 0 },
  { name: "Right hand", from: 5 },
];

interface KeymapProps {
  /** File name in content/data/keymaps/, without `.json`. */
  name: string;
  /** A key of the file's `layers`. */
  layer: string;
  /** Kinds to emphasise, comma-separated; the other keys are drawn faintly. */
  focus?: string;
  /** Replaces the default caption ("Normal mode: plain keys"). */
  caption?: string;
}

function lookUp(name: string, layerName: string): { file: KeymapFile; layer: KeymapLayer } {
  const file = KEYMAPS[name];
  if (!file) throw new Error(`<Keymap name="${name}">: there is no content/data/keymaps/${name}.json. Known: ${Object.keys(KEYMAPS).join(", ")}.`);
  const layer = file.layers[layerName];
  if (!layer) throw new Error(`<Keymap name="${name}" layer="${layerName}">: no such layer. Known: ${Object.keys(file.layers).join(", ")}.`);
  return { file, layer };
}

/**
 * A keyboard drawn from a keymap file: the 3 × 10 letter grid split between the hands, each key labelled with
 * its action in this mode, coloured by kind. The letters follow the reader's layout; the actions never move,
 * because Ki binds positions, not letters. Rendered on the server, so it reads without script.
 */
export default function Keymap(props: KeymapProps): ReactElement {
  const { file, layer } = lookUp(props.name, props.layer);
  const { layout, setLayout, ready } = useKeyboardLayout();
  const captionId = useId();
  const kindNames = Object.keys(file.kinds);
  const focus = props.focus ? props.focus.split(",").map((kind) => kind.trim()) : undefined;
  const classFor = (binding: KeyBinding | undefined) => {
    if (!binding) return "ki-key ki-key--unbound";
    const slot = kindNames.indexOf(binding.kind) + 1;
    const dim = focus && !focus.includes(binding.kind) ? " ki-key--dim" : "";
    return `ki-key ki-kind-${slot}${dim}`;
  };
  const usedKinds = new Set([...Object.values(layer.keys), ...(layer.extras ?? [])].map((binding) => binding.kind));
  const modifierNote = layer.modifier ? ` (hold ${layer.modifier})` : "";

  return (
    <figure className="ki-keymap" aria-labelledby={captionId}>
      <figcaption id={captionId} className="ki-keymap-caption">
        {props.caption ?? `${file.title}: ${layer.title}`}
        {modifierNote}
      </figcaption>
      <div className="ki-keymap-toolbar">
        <LayoutSwitch layout={layout} ready={ready} onChange={setLayout} />
        <p className="ki-keymap-note">Only the letters change between layouts; every action keeps its place.</p>
      </div>
      <div className="ki-keymap-board">
        {HANDS.map((hand) => (
          <div key={hand.name} className="ki-keymap-hand" role="group" aria-label={hand.name}>
            <span className="ki-keymap-hand-name" aria-hidden="true">
              {hand.name}
            </span>
            {POSITIONS.map((row, rowIndex) => (
              <ol key={rowIndex} className="ki-keymap-row" aria-label={`${hand.name}, ${ROW_NAMES[rowIndex]}`}>
                {row.slice(hand.from, hand.from + 5).map((position) => {
                  const binding = layer.keys[position];
                  return (
                    <li key={position} className={classFor(binding)}>
                      <kbd className="ki-key-cap">{printedKey(layout, position, layer.modifier)}</kbd>
                      {binding ? (
                        <span className="ki-key-label">{binding.label}</span>
                      ) : (
                        <span className="ki-key-label">
                          <span className="visually-hidden">not bound</span>
                        </span>
                      )}
                    </li>
                  );
                })}
              </ol>
            ))}
          </div>
        ))}
      </div>
      {layer.extras?.length ? (
        <ul className="ki-keymap-extras" aria-label="Keys outside the letter grid">
          {layer.extras.map((extra) => (
            <li key={extra.key} className={classFor(extra)}>
              <Kbd>{extra.key}</Kbd>
              <span className="ki-key-label">{extra.label}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <ul className="ki-keymap-legend" aria-label="Colour key">
        {kindNames
          .filter((kind) => usedKinds.has(kind))
          .map((kind) => (
            <li key={kind} className={`ki-keymap-legend-item ki-kind-${kindNames.indexOf(kind) + 1}${focus && !focus.includes(kind) ? " ki-key--dim" : ""}`}>
              <span className="ki-keymap-swatch" aria-hidden="true" />
              {file.kinds[kind]}
            </li>
          ))}
      </ul>
    </figure>
  );
}
