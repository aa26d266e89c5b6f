import { useEffect, useState } from "react";

/**
 * The id of the heading the visitor is reading. The first heading at or below the navbar's bottom edge is it
 * when it sits in the top half of the viewport; lower down, the reader is still in the section before it. Past
 * the last heading, the last one. Undefined above the first section, and until the browser has measured, so the
 * server's markup (no heading marked) is also the first client render.
 */
export function useActiveHeading(ids: string[]): string | undefined {
  const [active, setActive] = useState<string>();
  const key = ids.join("\n");
  useEffect(() => {
    const headingIds = key ? key.split("\n") : [];
    if (headingIds.length === 0) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const navbarBottom = document.querySelector(".navbar")?.getBoundingClientRect().bottom ?? 0;
      const line = Math.max(0, navbarBottom) - 1;
      const headings = headingIds.flatMap((id) => {
        const element = document.getElementById(id);
        return element ? [{ id, top: element.getBoundingClientRect().top }] : [];
      });
      const next = headings.findIndex((heading) => heading.top >= line);
      if (next === -1) setActive(headings[headings.length - 1]?.id);
      else if (headings[next]!.top < window.innerHeight / 2) setActive(headings[next]!.id);
      else setActive(headings[next - 1]?.id);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
    };
  }, [key]);
  return active;
}
