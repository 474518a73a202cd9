import { useEffect, useRef, useState } from 'react';
import { imageSources, type PortraitSource } from '@eventsite/core/rules/image-sources';
import { translateText } from '@eventsite/core/rules/translate-text';
import type { Image } from '@eventsite/core/schemas/image';
import { useImageSettings } from './image-settings';
import styles from './responsive-image.module.css';

/** `001` §4 and §8: an image that fails to load says so, unless it is silent. */
const LOAD_FAILED_TEXT = {
  sv: 'Misslyckades att ladda bild',
  en: 'Failed to load image',
  da: 'Billedet kunne ikke indlæses',
};

/** What an image needs to be shown: a stored image, or a saved map picture adapted to it. */
type ResponsiveImageSource = Pick<Image, 'path' | 'fileName' | 'cdn' | 'sizes' | 'width' | 'height'> &
  Partial<Pick<Image, 'portraitSizes'>>;

export interface ResponsiveImageProps {
  image: ResponsiveImageSource;
  /** The `sizes` attribute, e.g. from core's `imageSizesAttribute`. */
  sizes: string;
  alt: string;
  /** Shows nothing instead of the failure message when the image cannot be loaded. */
  silent?: boolean;
  className?: string;
  /** Lazy by default; the header image, seen first, is eager. */
  loading?: 'lazy' | 'eager';
  fetchPriority?: 'high' | 'low' | 'auto';
  /** Overrides the CDN base of the surrounding `ImageSettingsContext`. */
  cdnBase?: string | null;
  /** Where the image's portrait crop, when it has one, replaces it (a header on a phone, issue 40). */
  portrait?: PortraitSource;
}

/**
 * An uploaded image with every stored size in its `srcSet` (`001` §7, `decisions.md` §7) and its
 * width and height set, so the page does not jump while it loads.
 */
export function ResponsiveImage({
  image,
  sizes,
  alt,
  silent = false,
  className,
  loading = 'lazy',
  fetchPriority,
  cdnBase,
  portrait,
}: ResponsiveImageProps) {
  const settings = useImageSettings();
  const sourceOptions = { cdnBase: cdnBase === undefined ? settings.cdnBase : cdnBase };
  const { src, srcSet } = imageSources(image, sourceOptions);
  const portraitSrcSet =
    portrait && image.portraitSizes?.length
      ? imageSources({ ...image, sizes: image.portraitSizes }, sourceOptions).srcSet
      : undefined;
  // Remembering which source failed lets a new image (after an edit) try again.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const imgRef = useRef<HTMLImageElement>(null);
  // On a server-drawn page an image can fail before the app hydrates it, when no one listened for its
  // error: a finished image with no pixels is one that failed (issue 40).
  useEffect(() => {
    const img = imgRef.current;
    if (img?.complete && img.naturalWidth === 0 && img.getAttribute('src')) setFailedSrc(src);
  }, [src]);

  if (failedSrc === src) {
    if (silent) return null;
    return (
      <span
        className={[styles.failed, className ?? ''].filter(Boolean).join(' ')}
        style={image.width && image.height ? { aspectRatio: `${image.width} / ${image.height}` } : undefined}
      >
        {translateText(LOAD_FAILED_TEXT, settings.language)}
      </span>
    );
  }

  const img = (
    <img
      ref={imgRef}
      className={className}
      // sizes and srcSet before src: browsers that start loading at src would fetch the largest file first.
      sizes={srcSet === undefined ? undefined : sizes}
      srcSet={srcSet}
      src={src}
      alt={alt}
      width={image.width}
      height={image.height}
      loading={loading}
      fetchPriority={fetchPriority}
      decoding="async"
      onError={() => setFailedSrc(src)}
    />
  );
  if (portrait === undefined || portraitSrcSet === undefined) return img;
  // The same img, so it stays the page's largest paint; the browser picks the crop's file where it fits.
  return (
    <picture className={styles.picture}>
      <source media={portrait.media} sizes={portrait.sizes} srcSet={portraitSrcSet} />
      {img}
    </picture>
  );
}
