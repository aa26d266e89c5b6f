import type { ReactElement } from "react";
import "./HeroEditor.css";

/** A run of code, selected (with a cursor at its start) or not. */
interface Segment {
  text: string;
  selected?: boolean;
}

// The introduction's third showcase, after the edit: every field value wrapped at once, three cursors left.
const LINES: Segment[][] = [
  [{ text: "let config = Config {" }],
  [{ text: "    name: " }, { text: 'Some("ki")', selected: true }, { text: "," }],
  [{ text: "    width: " }, { text: "Some(80)", selected: true }, { text: "," }],
  [{ text: "    verbose: " }, { text: "Some(true)", selected: true }, { text: "," }],
  [{ text: "};" }],
];

/**
 * A terminal window drawn in HTML: a Rust snippet with three selections and Ki's status line. Real text, so it
 * scales, stays crisp and takes the theme's colours in light and dark mode.
 */
export function HeroEditor(props: { base: string }): ReactElement {
  return (
    <figure className="home-window">
      <div className="home-window-bar" aria-hidden="true">
        <span className="home-window-dot" />
        <span className="home-window-dot" />
        <span className="home-window-dot" />
        <span className="home-window-title">config.rs</span>
      </div>
      <pre className="home-window-code">
        <code>
          {LINES.map((line, lineIndex) => (
            <span key={lineIndex} className="home-window-line">
              {line.map((segment, index) =>
                segment.selected ? (
                  <mark key={index} className="home-window-selection">
                    {segment.text}
                  </mark>
                ) : (
                  <span key={index}>{segment.text}</span>
                ),
              )}
              {"\n"}
            </span>
          ))}
        </code>
      </pre>
      <div className="home-window-status">
        <span>NORM</span>
        <span>NODE</span>
        <span>x3</span>
      </div>
      <figcaption className="home-window-caption">
        Three cursors, one syntax node each: every value was wrapped in <code>Some(…)</code> with a single edit.{" "}
        <a href={`${props.base}/docs/introduction#wrap-every-field-value`}>See the keys</a>
      </figcaption>
    </figure>
  );
}
