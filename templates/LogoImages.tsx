import type { CSSProperties } from "react";
import type { LogoImage } from "../src/shared/types.js";
import { classNames } from "./classNames.js";

/**
 * A logo's image (the navbar's or the footer's), and its dark-mode image beside it when the config has one:
 * both in the markup and the stylesheet showing the mode's (`<baseClass>--light`, `<baseClass>--dark`), so
 * neither flashes nor differs on hydration. Lazy: inside the viewport that still loads at once, and it keeps
 * a logo from competing with the page's scripts on a slow connection.
 */
export function LogoImages(props: { logo: LogoImage; baseClass: string; alt: string; width?: number | string; height?: number | string }) {
  const { logo, baseClass } = props;
  const image = (src: string, mode?: "light" | "dark") => (
    <img
      className={classNames(baseClass, mode && `${baseClass}--${mode}`, logo.className)}
      src={src}
      alt={props.alt}
      width={props.width}
      height={props.height}
      style={logo.style as CSSProperties | undefined}
      loading="lazy"
    />
  );
  if (!logo.srcDark) return image(logo.src);
  return (
    <>
      {image(logo.src, "light")}
      {image(logo.srcDark, "dark")}
    </>
  );
}
