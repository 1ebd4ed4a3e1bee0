import { AVATAR_WIDTHS } from "../../lib/images.ts";
import { cx } from "./cx.ts";
import { useDataSaver } from "./data-saver.tsx";
import { useImageUrls } from "./image-urls.tsx";

interface Props {
  person: { firstName: string; lastName: string; avatarUrl: string | null };
  /** Displayed size in pixels (the picture's width and height). */
  size: number;
  className?: string;
}

/** A person's round picture, or their initials when they have none or the data saver is on; decorative (the name is beside it). */
export function Avatar({ person, size, className }: Props) {
  const urls = useImageUrls();
  const saver = useDataSaver();
  const box = cx("shrink-0 rounded-full", className);
  if (!person.avatarUrl || saver) {
    return (
      <span
        aria-hidden
        style={{ width: size, height: size, fontSize: Math.round(size * 0.36) }}
        className={cx(box, "flex items-center justify-center bg-brand-100 font-bold text-brand-700")}
      >
        {person.firstName.slice(0, 1).toUpperCase()}
        {person.lastName.slice(0, 1).toUpperCase()}
      </span>
    );
  }
  return (
    <img
      src={urls.src(person.avatarUrl, 96)}
      srcSet={urls.srcSet(person.avatarUrl, AVATAR_WIDTHS)}
      sizes={`${size}px`}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      style={{ width: size, height: size }}
      className={cx(box, "object-cover")}
    />
  );
}
