// The landing page's drawings. They take their colours from the theme variables and `currentColor`, so they
// follow the light and dark colour modes without a second set of pictures.
import type { ReactElement } from "react";

/** The hero's emblem: a small tree, after the meaning of 木 ("ki"). */
export function HeroMark(): ReactElement {
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
export function TreeIllustration(): ReactElement {
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
export function CursorsIllustration(): ReactElement {
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
export function KeyboardIllustration(): ReactElement {
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
