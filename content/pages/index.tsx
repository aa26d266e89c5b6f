import type { ReactElement } from "react";
import "./index.css";

/** One step of the worked example: the keys pressed and what they do. */
interface ExampleStep {
  keys: string[];
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

/** The hero's emblem: a small tree, after the meaning of 木 ("ki"). */
function HeroMark(): ReactElement {
  return (
    <svg className="home-hero-mark" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <g stroke="var(--ed-color-primary)" strokeWidth="4" strokeLinecap="round" fill="none">
        <path d="M32 58 V14" />
        <path d="M32 30 L14 16" />
        <path d="M32 30 L50 16" />
        <path d="M32 44 L18 36" />
        <path d="M32 44 L46 36" />
      </g>
      <g fill="var(--ed-color-primary)">
        <circle cx="32" cy="10" r="5" />
        <circle cx="12" cy="14" r="4" />
        <circle cx="52" cy="14" r="4" />
        <circle cx="16" cy="35" r="3.5" />
        <circle cx="48" cy="35" r="3.5" />
      </g>
    </svg>
  );
}

/** A small syntax tree with one subtree highlighted: selecting by structure. */
function TreeIllustration(): ReactElement {
  return (
    <svg className="home-idea-art" viewBox="0 0 200 120" aria-hidden="true" focusable="false">
      <g stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" opacity="0.55">
        <path d="M100 22 L52 60" />
        <path d="M100 22 L148 60" />
        <path d="M52 60 L28 98" />
        <path d="M52 60 L76 98" />
      </g>
      <g stroke="var(--ed-color-primary)" strokeWidth="3" strokeLinecap="round" fill="none">
        <path d="M148 60 L124 98" />
        <path d="M148 60 L172 98" />
        <rect x="108" y="44" width="80" height="70" rx="10" strokeDasharray="6 5" />
      </g>
      <g fill="var(--ed-bg-surface)" stroke="currentColor" strokeWidth="2">
        <circle cx="100" cy="22" r="10" />
        <circle cx="52" cy="60" r="10" />
        <circle cx="28" cy="98" r="8" />
        <circle cx="76" cy="98" r="8" />
      </g>
      <g fill="var(--ed-color-primary)">
        <circle cx="148" cy="60" r="10" />
        <circle cx="124" cy="98" r="8" />
        <circle cx="172" cy="98" r="8" />
      </g>
    </svg>
  );
}

/** Three lines of text, each with its own cursor: many edits at once. */
function CursorsIllustration(): ReactElement {
  const rows = [24, 60, 96];
  return (
    <svg className="home-idea-art" viewBox="0 0 200 120" aria-hidden="true" focusable="false">
      {rows.map((y) => (
        <g key={y}>
          <rect x="16" y={y - 8} width="44" height="16" rx="4" fill="currentColor" opacity="0.3" />
          <rect x="70" y={y - 10} width="58" height="20" rx="4" fill="var(--ed-color-primary)" opacity="0.25" />
          <rect x="70" y={y - 12} width="4" height="24" rx="1" fill="var(--ed-color-primary)" />
          <rect x="138" y={y - 8} width="46" height="16" rx="4" fill="currentColor" opacity="0.3" />
        </g>
      ))}
    </svg>
  );
}

/** A row of keys with the home row emphasised: everything from the keyboard. */
function KeyboardIllustration(): ReactElement {
  const columns = [0, 1, 2, 3, 4, 5, 6, 7];
  const rows = [
    { y: 18, highlight: false },
    { y: 52, highlight: true },
    { y: 86, highlight: false },
  ];
  return (
    <svg className="home-idea-art" viewBox="0 0 200 120" aria-hidden="true" focusable="false">
      {rows.map((row, rowIndex) =>
        columns.map((column) => (
          <rect
            key={`${row.y}-${column}`}
            x={8 + column * 23 + rowIndex * 5}
            y={row.y}
            width="18"
            height="18"
            rx="4"
            fill={row.highlight ? "var(--ed-color-primary)" : "none"}
            stroke={row.highlight ? "var(--ed-color-primary)" : "currentColor"}
            strokeWidth="2"
            opacity={row.highlight ? 1 : 0.55}
          />
        )),
      )}
    </svg>
  );
}

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

const BEFORE = `fn main() {
    let total = compute();
    println!("total = {}", total);
    let doubled = total * 2;
    println!("doubled = {}", doubled);
    save(doubled);
}`;

const AFTER = `fn main() {
    let total = compute();
    let doubled = total * 2;
    save(doubled);
}`;

const STEPS: ExampleStep[] = [
  { keys: ["q", "print", "enter"], text: "Search for print; the first match is selected." },
  { keys: ["r", "r"], text: "Put a cursor on every match." },
  { keys: ["d"], text: "Grow each selection to the statement that starts there." },
  { keys: ["h"], text: "Delete them all, together with the lines they occupied." },
];

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
                <code>{BEFORE}</code>
              </pre>
            </figure>
            <ol className="home-steps">
              {STEPS.map((step) => (
                <li key={step.keys.join(" ")} className="home-step">
                  <span className="home-step-keys">
                    {step.keys.map((key, index) => (
                      <kbd key={`${index}-${key}`} className="home-kbd">
                        {key}
                      </kbd>
                    ))}
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
            Build Ki from source or install it with Nix, then follow the tutorial. Questions and ideas are welcome in
            the community chat.
          </p>
          <div className="home-actions">
            <a className="home-button home-button-primary" href={`${BASE}/docs/installation`}>
              Install Ki
            </a>
            <a className="home-button home-button-secondary" href="https://matrix.to/#/#ki-editor:matrix.org">
              Join the Matrix chat
            </a>
          </div>
        </div>
      </section>
    </div>
  );
}
