import { useEffect, useRef, useState } from "react";
import { useStrings } from "./strings.js";

/** How long the button says "Copied" before it offers to copy again. */
const COPIED_MS = 2000;

/** Puts text on the clipboard: the Clipboard API, or a selected text area where it is missing (plain http). */
async function writeClipboard(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.opacity = "0";
  document.body.append(area);
  area.select();
  document.execCommand("copy");
  area.remove();
}

/**
 * A code block's copy button. It is rendered once the page runs, never on the server, so a reader without
 * JavaScript gets no button that does nothing; the server's HTML and the hydrating render agree (both
 * without it). Until then it reads nothing of the site either: a feed renders posts' code outside any page.
 */
export function CodeBlockCopy() {
  const [running, setRunning] = useState(false);
  useEffect(() => setRunning(true), []);
  return running ? <CopyButton /> : null;
}

/** The button itself, and the status line a screen reader hears the outcome from. */
function CopyButton() {
  const t = useStrings();
  const [copied, setCopied] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!copied) return undefined;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  // It copies the code's text, which holds no line numbers: the theme's CSS draws those.
  const copy = () => {
    const code = button.current?.parentElement?.querySelector("pre");
    void writeClipboard(code?.textContent ?? "").then(() => setCopied(true));
  };
  return (
    <>
      <button ref={button} type="button" className="code-block-copy" aria-label={t("theme.CodeBlock.copyButtonAriaLabel")} onClick={copy}>
        {copied ? t("theme.CodeBlock.copied") : t("theme.CodeBlock.copy")}
      </button>
      {/* The button's label stays "Copy code to clipboard"; a screen reader hears the outcome here. */}
      <span className="sr-only" role="status">
        {copied ? t("theme.CodeBlock.copied") : ""}
      </span>
    </>
  );
}
