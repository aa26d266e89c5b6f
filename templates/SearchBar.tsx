import { Fragment, useEffect, useId, useMemo, useRef, useState, type FocusEvent, type KeyboardEvent } from "react";
import type { TextPart } from "../src/client/search/markMatches.js";
import { isApplePlatform } from "../src/client/search/isApplePlatform.js";
import { useSearchEngine } from "../src/client/search/useSearchEngine.js";
import { useDocsVersionInView } from "./useDocsVersionInView.js";
import { classNames } from "./classNames.js";
import { useStrings } from "./strings.js";

/** Text with the matched words in <mark>, built as elements so indexed text is never parsed as HTML. */
function Marked(props: { parts: TextPart[] }) {
  return (
    <>
      {props.parts.map((part, i) => (part.mark ? <mark key={i}>{part.text}</mark> : <Fragment key={i}>{part.text}</Fragment>))}
    </>
  );
}

/**
 * The navbar's search box: a combobox over the site's lunr index with its hits in a listbox below. The server
 * renders it disabled with "Loading..."; the index and lunr load when the browser is idle, or as soon as the
 * visitor points at the box or presses Ctrl+K (⌘K on Apple devices). A hit is a real link, so opening one
 * with Enter clicks it and the router navigates as for any other link.
 */
export function SearchBar() {
  const t = useStrings();
  const { status, engine, start } = useSearchEngine();
  const [apple, setApple] = useState(false);
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement>(null);
  const links = useRef<(HTMLAnchorElement | null)[]>([]);
  const focusWhenReady = useRef(false);
  const id = useId();
  const listboxId = `${id}-results`;
  const optionId = (i: number) => `${id}-result-${i}`;
  const ready = status === "ready";
  const trimmed = query.trim();
  // Bumped when files a query waited for arrive (a large site's index comes in parts), to search again.
  const [arrivals, setArrivals] = useState(0);
  // On a versioned site, the hits are those of the docs version being read (elsewhere, the visitor's or the last).
  const version = __EDSITE_DOCS_VERSIONS__ ? useDocsVersionInView() : undefined;
  const answer = useMemo(() => (engine && trimmed ? engine.search(trimmed, version) : []), [engine, trimmed, arrivals, version]);
  // While a query's files are on their way, the last hits stay up rather than flashing "no results".
  const [lastHits, setLastHits] = useState<NonNullable<typeof answer>>([]);
  useEffect(() => {
    if (answer !== undefined) setLastHits(answer);
  }, [answer]);
  const hits = answer ?? lastHits;
  const waiting = answer === undefined;
  const expanded = open && hits.length > 0;

  useEffect(() => {
    if (!engine || !waiting) return;
    let current = true;
    engine.prepare(trimmed, version).then(
      () => current && setArrivals((n) => n + 1),
      (error: unknown) => console.warn("Search could not load part of its index:", error),
    );
    return () => {
      current = false;
    };
  }, [engine, trimmed, waiting, version]);

  // After hydration only: the server cannot know the platform, and the first render must match its HTML.
  useEffect(() => setApple(isApplePlatform()), []);

  useEffect(() => {
    function onKeyDown(event: globalThis.KeyboardEvent): void {
      // `key` is missing on the keydown Chrome sends for autofill.
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey || event.key?.toLowerCase() !== "k") return;
      event.preventDefault();
      start();
      if (input.current && !input.current.disabled) {
        input.current.focus();
        input.current.select();
      } else {
        focusWhenReady.current = true;
      }
    }
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [start]);

  useEffect(() => {
    if (ready && focusWhenReady.current) {
      focusWhenReady.current = false;
      input.current?.focus();
    }
  }, [ready]);

  useEffect(() => {
    if (active >= 0) links.current[active]?.scrollIntoView({ block: "nearest" });
  }, [active]);

  function close(): void {
    setOpen(false);
    setActive(-1);
  }

  /** After a hit was followed: the dropdown goes, and the next search starts from an empty box. */
  function finish(): void {
    // Later, not now: the router still has to see the clicked link in the page.
    setTimeout(() => {
      close();
      setQuery("");
      input.current?.blur();
    }, 0);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>): void {
    const count = hits.length;
    switch (event.key) {
      case "ArrowDown":
      case "ArrowUp": {
        event.preventDefault();
        if (count === 0) return;
        setOpen(true);
        const step = event.key === "ArrowDown" ? 1 : -1;
        setActive((current) => (current < 0 ? (step === 1 ? 0 : count - 1) : (current + step + count) % count));
        return;
      }
      case "Enter": {
        if (count === 0) return;
        event.preventDefault();
        links.current[active >= 0 && active < count ? active : 0]?.click();
        return;
      }
      case "Escape": {
        // The browser would clear a search field on Escape; first close the list, then clear.
        event.preventDefault();
        if (open) close();
        else setQuery("");
        return;
      }
    }
  }

  function onBlur(event: FocusEvent<HTMLDivElement>): void {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
  }

  const placeholder = ready
    ? t("theme.search.placeholderWithShortcut", { shortcut: apple ? "⌘K" : "Ctrl+K" })
    : status === "unavailable"
      ? t("theme.search.unavailable")
      : t("theme.search.placeholderLoading");

  return (
    <div className="navbar-search" data-search-root="" onPointerEnter={start} onFocus={start} onBlur={onBlur}>
      <input
        ref={input}
        // A text input, not type=search: the ARIA combobox pattern is defined on text inputs, and the HTML
        // checker rejects role=combobox on a search input.
        type="text"
        className="navbar-search-input"
        role="combobox"
        aria-label={t("theme.search.ariaLabel")}
        placeholder={placeholder}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        spellCheck={false}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
        disabled={!ready}
      />
      <div
        id={listboxId}
        role="listbox"
        className="search-results"
        aria-label={t("theme.search.resultsAriaLabel")}
        hidden={!expanded}
        // Keeps the focus in the box while a hit is clicked, so the list does not close under the pointer.
        onMouseDown={(event) => event.preventDefault()}
      >
        {expanded
          ? hits.map((hit, i) => (
              <a
                key={hit.ref}
                ref={(link) => {
                  links.current[i] = link;
                }}
                id={optionId(i)}
                role="option"
                aria-selected={i === active}
                tabIndex={-1}
                href={hit.doc.url}
                className={classNames("search-result", i === active && "search-result--active")}
                onClick={finish}
                onMouseMove={() => setActive(i)}
              >
                {/* A section's hit leads with its heading, under the page it is on. */}
                {hit.section ? (
                  <span className="search-result-page">
                    <Marked parts={hit.title} />
                  </span>
                ) : null}
                <span className="search-result-heading">
                  <Marked parts={hit.section ?? hit.title} />
                </span>
                {hit.snippet.length > 0 ? (
                  <span className="search-result-snippet">
                    <Marked parts={hit.snippet} />
                  </span>
                ) : null}
              </a>
            ))
          : null}
      </div>
      {/* Always in the page, so screen readers announce the message when it appears. */}
      <div className="search-no-results" role="status">
        {open && trimmed !== "" && ready && !waiting && hits.length === 0 ? t("theme.search.noResults", { query: trimmed }) : null}
      </div>
    </div>
  );
}
