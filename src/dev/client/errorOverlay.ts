import type { DevError } from "../devProtocol.js";

/** The overlay's element name; tests and the page's own CSS can find it by this. */
export const OVERLAY_TAG = "edsite-dev-overlay";

const STYLE = `
:host { all: initial; }
.backdrop { position: fixed; inset: 0; z-index: 2147483647; background: rgba(20, 20, 24, 0.66); display: flex;
  align-items: flex-start; justify-content: center; padding: 6vh 16px; box-sizing: border-box; overflow: auto;
  font: 14px/1.5 system-ui, sans-serif; }
.panel { background: #fff; color: #1f2328; max-width: 960px; width: 100%; border-radius: 8px; border-top: 6px solid #cf222e;
  box-shadow: 0 12px 40px rgba(0, 0, 0, 0.4); padding: 20px 24px; box-sizing: border-box; }
h2 { margin: 0 0 12px; font-size: 18px; color: #cf222e; }
pre { margin: 0; padding: 12px; background: #f6f8fa; border-radius: 6px; overflow: auto; white-space: pre;
  font: 13px/1.45 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
p { margin: 12px 0 0; color: #59636e; }
button { float: right; font: inherit; border: 1px solid #d1d9e0; background: #f6f8fa; border-radius: 6px; padding: 2px 10px; cursor: pointer; }
`;

/**
 * Shows the build error over the page, in a shadow root so the site's CSS cannot restyle it. The message is
 * set as text, never as HTML: file contents in a code frame can hold anything.
 */
export function showOverlay(error: DevError): void {
  hideOverlay();
  const host = document.createElement(OVERLAY_TAG);
  const root = host.attachShadow({ mode: "open" });
  const style = document.createElement("style");
  style.textContent = STYLE;
  const backdrop = document.createElement("div");
  backdrop.className = "backdrop";
  backdrop.setAttribute("role", "alertdialog");
  backdrop.setAttribute("aria-label", "Build failed");
  const panel = document.createElement("div");
  panel.className = "panel";
  const close = document.createElement("button");
  close.type = "button";
  close.textContent = "Close";
  close.addEventListener("click", hideOverlay);
  const title = document.createElement("h2");
  title.textContent = "The site does not build";
  const text = document.createElement("pre");
  text.textContent = error.text;
  const note = document.createElement("p");
  note.textContent = "This page shows the last good build. Fix the problem and save: the page updates by itself.";
  panel.append(close, title, text, note);
  backdrop.append(panel);
  root.append(style, backdrop);
  document.documentElement.append(host);
}

export function hideOverlay(): void {
  for (const element of document.querySelectorAll(OVERLAY_TAG)) element.remove();
}
