import type { ReactElement } from "react";
import { HeroEditor } from "../components/home/HeroEditor";
import { CursorsIllustration, HeroMark, KeyboardIllustration, TreeIllustration } from "../components/home/HomeIllustrations";
import "./index.css";
import "../components/home/HomeExampleAndInstall.css";

/** One input of a step: a key to press, or text to type. */
type StepInput = { key: string } | { typed: string };

/** One step of the worked example: what to press or type, and what it does. */
interface ExampleStep {
  inputs: StepInput[];
  text: string;
}

/** One card in the "key ideas" section. */
interface Idea {
  title: string;
  body: string;
  href: string;
  linkLabel: string;
  Illustration: () => ReactElement;
}

const BASE = "/ki-editor";

const IDEAS: Idea[] = [
  {
    title: "Structural selection",
    body:
      "Select the argument, statement or function you are looking at with one key, then move between siblings, parents and children. Tree-sitter grammars tell Ki where every piece of code begins and ends.",
    href: `${BASE}/docs/normal-mode/selection-modes/primary#syntax`,
    linkLabel: "Syntax node selection",
    Illustration: TreeIllustration,
  },
  {
    title: "Multi-cursor first",
    body:
      "Every action applies to every selection, and cursors are added with the same movement keys you already use. Bulk edits and refactorings need no special commands.",
    href: `${BASE}/docs/sub-modes/multi-cursor-mode`,
    linkLabel: "Multi-cursor mode",
    Illustration: CursorsIllustration,
  },
  {
    title: "Modal and keyboard-only",
    body:
      "Pick a selection mode, then move: one small set of keys covers lines, words, syntax nodes, search matches and diagnostics. Keys are placed by position, so any keyboard layout feels the same.",
    href: `${BASE}/docs/core-concepts`,
    linkLabel: "Core concepts",
    Illustration: KeyboardIllustration,
  },
];

/** The example's starting code; the marked lines are the ones the edit removes. */
const BEFORE: { text: string; removed?: boolean }[] = [
  { text: "fn main() {" },
  { text: "    let total = compute();" },
  { text: '    println!("total = {}", total);', removed: true },
  { text: "    let doubled = total * 2;" },
  { text: '    println!("doubled = {}", doubled);', removed: true },
  { text: "    save(doubled);" },
  { text: "}" },
];

const AFTER = `fn main() {
    let total = compute();
    let doubled = total * 2;
    save(doubled);
}`;

const STEPS: ExampleStep[] = [
  { inputs: [{ key: "q" }, { typed: "print" }, { key: "enter" }], text: "Search for print; the first match is selected." },
  { inputs: [{ key: "r" }, { key: "r" }], text: "Put a cursor on every match: two cursors now." },
  { inputs: [{ key: "d" }], text: "Switch to syntax nodes: each cursor grows to the statement that starts at its match." },
  { inputs: [{ key: "h" }], text: "Delete both statements, and the lines they stood on with them." },
];

const INSTALL_FROM_SOURCE = `git clone https://github.com/ki-editor/ki-editor.git
cd ki-editor
cargo install --locked --path .`;

const INSTALL_WITH_NIX = "nix profile install github:ki-editor/ki-editor";

/** The landing page of the Ki documentation site. */
export default function Home(): ReactElement {
  return (
    <div className="home">
      <section className="home-hero" aria-labelledby="home-title">
        <div className="home-container">
          <HeroMark />
          <h1 id="home-title" className="home-hero-title">
            Ki Editor
          </h1>
          <p className="home-hero-tagline">Multi-cursor structural editor</p>
          <p className="home-hero-lead">
            A modal editor for the terminal that lets you select, move and rewrite code by its syntax tree, in as
            many places at once as you need.
          </p>
          <div className="home-actions">
            <a className="home-button home-button-primary" href={`${BASE}/docs/introduction`}>
              Read the introduction
            </a>
            <a className="home-button home-button-secondary" href={`${BASE}/docs/tutorial`}>
              Start the tutorial
            </a>
          </div>
          <HeroEditor base={BASE} />
        </div>
      </section>

      <section className="home-section" aria-labelledby="home-ideas-title">
        <div className="home-container">
          <h2 id="home-ideas-title" className="home-section-title">
            Key ideas
          </h2>
          <ul className="home-ideas">
            {IDEAS.map(({ title, body, href, linkLabel, Illustration }) => (
              <li key={title} className="home-idea">
                <Illustration />
                <h3 className="home-idea-title">{title}</h3>
                <p className="home-idea-body">{body}</p>
                <a className="home-idea-link" href={href}>
                  {linkLabel}
                  <span aria-hidden="true"> →</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="home-section home-section-alt" aria-labelledby="home-example-title">
        <div className="home-container">
          <h2 id="home-example-title" className="home-section-title">
            A structural edit, step by step
          </h2>
          <p className="home-section-lead">Remove every debug print from a Rust function in four short steps: search, add cursors, select by syntax, delete.</p>
          <div className="home-example">
            <figure className="home-code">
              <figcaption className="home-code-caption">Before</figcaption>
              <pre>
                <code>
                  {BEFORE.map((line, index) => (
                    <span key={index} className={line.removed ? "home-code-line home-code-removed" : "home-code-line"}>
                      {line.text}
                      {"\n"}
                    </span>
                  ))}
                </code>
              </pre>
              <p className="home-code-note">Marked: the lines the four steps remove.</p>
            </figure>
            <ol className="home-steps">
              {STEPS.map((step) => (
                <li key={step.text} className="home-step">
                  <span className="home-step-keys">
                    {step.inputs.map((input, index) =>
                      "key" in input ? (
                        <kbd key={index} className="home-kbd">
                          {input.key}
                        </kbd>
                      ) : (
                        <code key={index} className="home-typed">
                          <span className="visually-hidden">type </span>
                          {input.typed}
                        </code>
                      ),
                    )}
                  </span>
                  <span className="home-step-text">{step.text}</span>
                </li>
              ))}
            </ol>
            <figure className="home-code">
              <figcaption className="home-code-caption">After</figcaption>
              <pre>
                <code>{AFTER}</code>
              </pre>
            </figure>
          </div>
        </div>
      </section>

      <section className="home-section" aria-labelledby="home-start-title">
        <div className="home-container home-start">
          <h2 id="home-start-title" className="home-section-title">
            Get started
          </h2>
          <p className="home-section-lead">
            Build Ki from source with Cargo or install it with Nix, fetch the Tree-sitter grammars with{" "}
            <code>ki @ grammar fetch && ki @ grammar build</code>, then follow the tutorial. Questions and ideas are
            welcome in the community chat.
          </p>
          <div className="home-install">
            <figure className="home-code">
              <figcaption className="home-code-caption">From source</figcaption>
              <pre>
                <code>{INSTALL_FROM_SOURCE}</code>
              </pre>
            </figure>
            <figure className="home-code">
              <figcaption className="home-code-caption">With Nix</figcaption>
              <pre>
                <code>{INSTALL_WITH_NIX}</code>
              </pre>
            </figure>
          </div>
          <div className="home-actions">
            <a className="home-button home-button-primary" href={`${BASE}/docs/installation`}>
              Install Ki
            </a>
            <a className="home-button home-button-secondary" href="https://matrix.to/#/%23ki-editor:matrix.org">
              Join the Matrix chat
            </a>
          </div>
        </div>
      </section>
    </div>
  );
}
