import type { CSSProperties } from "react";
import useBaseUrl from "@docusaurus/useBaseUrl";

/** What `img` may be: a URL, or what importing an image gives (a URL, or ideal-image's `{ src: { src, width, height } }`). */
type ImageSource = string | { default?: unknown; src?: unknown; width?: unknown; height?: unknown; preSrc?: unknown };

export interface IdealImageProps {
  img: ImageSource;
  alt?: string;
  className?: string;
  style?: CSSProperties;
  title?: string;
  id?: string;
  /** The image's size, which the build adds to an image imported from beside the page (src/mdx/remark-ideal-image-size.ts). */
  width?: number | string;
  height?: number | string;
}

/** The URL and, when the source carries them, the size of an image however `img` was given. */
function imageOf(img: ImageSource | undefined): { src?: string; width?: number; height?: number } {
  if (typeof img === "string") return { src: img };
  if (!img || typeof img !== "object") return {};
  if (typeof img.default === "string" || (img.default && typeof img.default === "object")) return imageOf(img.default as ImageSource);
  const size = { width: typeof img.width === "number" ? img.width : undefined, height: typeof img.height === "number" ? img.height : undefined };
  if (typeof img.src === "string") return { src: img.src, ...size };
  if (img.src && typeof img.src === "object") return imageOf(img.src as ImageSource);
  return {};
}

/**
 * Docusaurus's `@theme/IdealImage` (from `@docusaurus/plugin-ideal-image`) as a plain responsive image:
 * lazily loaded, its width and height set when the source gives them (so the page does not shift as it
 * loads), scaled down to fit its column. The plugin's resized copies and blurred placeholder are not made.
 */
export default function IdealImage({ img, alt, className, style, title, id, ...size }: IdealImageProps) {
  const image = imageOf(img);
  const { src } = image;
  const width = size.width ?? image.width;
  const height = size.height ?? image.height;
  // A site path (`/img/x.png`) names a file of the static folder, under the base path as any link is.
  const url = useBaseUrl(src ?? "");
  return <img src={url} alt={alt ?? ""} width={width} height={height} loading="lazy" decoding="async" className={className} title={title} id={id} style={{ maxWidth: "100%", height: "auto", ...style }} />;
}
