import { type ImgHTMLAttributes, useEffect, useRef, useState } from "react";
import { cx } from "./cx.ts";

/** A transparent pixel: the picture's box is laid out and named, nothing is downloaded. */
const BLANK = "data:image/gif;base64,R0lGODlhAQABAIAAAAAAACH5BAEAAAAALAAAAAABAAEAAAIBRAA7";
/** How far ahead of the screen a picture starts loading as the visitor scrolls. */
const AHEAD = "200px 0px";

/**
 * A picture below the first screen, fetched when the visitor scrolls near it. The browser's own
 * `loading="lazy"` fetches everything within 1 250 px of the screen (2 500 px on a slow network) at
 * once: on a phone, several cards' photos before any scroll, which the first view's byte budget
 * cannot afford whatever the photos weigh (ADR 0030). Before JavaScript, the picture itself, from
 * <noscript>, laid over the blank one: the parent must be positioned (`relative`).
 */
export function DeferredImage({ src, srcSet, className, ...rest }: ImgHTMLAttributes<HTMLImageElement> & { src: string }) {
  const ref = useRef<HTMLImageElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const image = ref.current;
    if (near || !image) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: AHEAD });
    observer.observe(image);
    return () => observer.disconnect();
  }, [near]);
  return (
    <>
      <img ref={ref} {...rest} src={near ? src : BLANK} srcSet={near ? srcSet : undefined} className={className} />
      <noscript>
        <img {...rest} src={src} srcSet={srcSet} loading="lazy" className={cx(className, "absolute inset-0")} />
      </noscript>
    </>
  );
}
