import { Fragment, type ReactElement, type ReactNode } from "react";
import { chordKeys, sequenceChords } from "./keyChords";
import "./Kbd.css";

/**
 * Keys as the reader presses them: `<Kbd>alt+;</Kbd>` renders one <kbd> per key of the chord, and
 * `<Kbd>space c</Kbd>` renders a sequence of chords. Typed text (a search word) belongs in `code`, not here.
 */
export default function Kbd(props: { children?: ReactNode }): ReactElement {
  const text = typeof props.children === "string" || typeof props.children === "number" ? String(props.children) : "";
  const chords = sequenceChords(text);
  return (
    <span className="ki-keys">
      {chords.map((chord, chordIndex) => (
        <Fragment key={`${chordIndex}-${chord}`}>
          {chordIndex > 0 ? " " : null}
          <span className="ki-chord">
            {chordKeys(chord).map((key, keyIndex) => (
              <Fragment key={`${keyIndex}-${key}`}>
                {keyIndex > 0 ? <span className="ki-chord-plus">+</span> : null}
                <kbd>{key}</kbd>
              </Fragment>
            ))}
          </span>
        </Fragment>
      ))}
    </span>
  );
}
