import { escapeHtml } from "../render/escapeHtml.js";
import { DEV_CLIENT_PATH, DEV_VERSION_META } from "./devProtocol.js";

/** The tags that load the dev client, telling it which build the page came from. */
function devTags(version: string): string {
  return `<meta name="${DEV_VERSION_META}" content="${escapeHtml(version)}"><script type="module" src="${DEV_CLIENT_PATH}"></script>`;
}

/** A built page with the dev client added at the end of its <head>; the rest is byte for byte the build's. */
export function injectDevClient(page: string | Uint8Array, version: string): string {
  const html = typeof page === "string" ? page : Buffer.from(page).toString("utf8");
  const at = html.indexOf("</head>");
  return at === -1 ? devTags(version) + html : html.slice(0, at) + devTags(version) + html.slice(at);
}

/**
 * What every page shows while the site has never built in this session: the error, escaped, and the dev
 * client, which reloads the page once a save fixes it.
 */
export function errorPage(text: string, version: string): string {
  return [
    `<!DOCTYPE html>`,
    `<html lang="en">`,
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Build failed · edsite dev</title>`,
    `<style>body{margin:0;padding:6vh 16px;font:14px/1.5 system-ui,sans-serif;background:#f6f8fa;color:#1f2328}`,
    `main{max-width:960px;margin:0 auto;background:#fff;border-top:6px solid #cf222e;border-radius:8px;padding:20px 24px}`,
    `h1{font-size:18px;color:#cf222e;margin:0 0 12px}pre{background:#f6f8fa;padding:12px;border-radius:6px;overflow:auto;font:13px/1.45 ui-monospace,monospace}</style>`,
    `${devTags(version)}</head>`,
    `<body><main><h1>The site does not build</h1><pre id="edsite-dev-error">${escapeHtml(text)}</pre>`,
    `<p>Fix the problem and save: this page reloads by itself.</p></main></body>`,
    `</html>`,
  ].join("\n");
}
