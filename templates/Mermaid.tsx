import { useEffect, useId, useState } from "react";
import { useSite } from "./SiteContext.js";
import { useColorMode } from "./colorMode.js";

export interface MermaidProps {
  /** The diagram's Mermaid source: `graph TD; A-->B`. */
  value: string;
}

/** Diagrams drawn so far in this page's life: each gets an element id of its own, as Mermaid needs one per render. */
let renders = 0;

/**
 * A Mermaid diagram (Docusaurus's `@theme/Mermaid`, and every ```mermaid block with the config's `mermaid`).
 * The server and the first render show the source, which is what a visitor without JavaScript reads; then
 * the browser loads Mermaid (only pages with a diagram do) and draws it in the page's colour mode, again on
 * each change of mode.
 */
export default function Mermaid({ value }: MermaidProps) {
  const site = useSite();
  const mode = useColorMode(site.colorMode.defaultMode);
  const key = useId().replace(/[^a-zA-Z0-9]/g, "");
  const [drawn, setDrawn] = useState<{ svg: string } | { error: string } | undefined>(undefined);
  useEffect(() => {
    let current = true;
    const settings = site.mermaid ?? { theme: { light: "default", dark: "dark" }, options: {} };
    import("mermaid")
      .then(async ({ default: mermaid }) => {
        mermaid.initialize({ startOnLoad: false, ...settings.options, theme: (mode === "dark" ? settings.theme.dark : settings.theme.light) as never });
        const { svg } = await mermaid.render(`mermaid-svg-${key}-${++renders}`, value);
        if (current) setDrawn({ svg });
      })
      .catch((error: unknown) => {
        if (current) setDrawn({ error: error instanceof Error ? error.message : String(error) });
      });
    return () => {
      current = false;
    };
  }, [value, mode, key, site.mermaid]);
  if (drawn && "svg" in drawn) {
    // Mermaid's own output, which its default security level has already cleaned of scripts and links.
    return <div className="docusaurus-mermaid-container" data-mermaid-mode={mode} dangerouslySetInnerHTML={{ __html: drawn.svg }} />;
  }
  return (
    <div className="docusaurus-mermaid-container">
      <pre className="mermaid-source">
        <code>{value}</code>
      </pre>
      {drawn && <p role="alert">This diagram could not be drawn: {drawn.error}</p>}
    </div>
  );
}
