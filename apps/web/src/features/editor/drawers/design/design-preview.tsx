import type { SiteGraphic } from '@eventsite/core/constants/site-graphics';
import type { Theme } from '@eventsite/core/constants/themes';
import type { ColorScheme } from '@eventsite/core/schemas/color-scheme';
import type { Fonts } from '@eventsite/core/schemas/design';
import { useEffect } from 'react';
import { loadSiteFonts } from '../../../../fonts/load-site-fonts';
import { SiteGraphicLayer } from '../../../../site-graphics/site-graphic-layer';
import { siteRootStyle } from '../../../../themes/site-style';
import '../../../../themes/themes.css';
import styles from './design-preview.module.css';

export interface DesignPreviewProps {
  theme: Theme;
  colorScheme: ColorScheme | undefined;
  fonts: Fonts;
  siteGraphic: SiteGraphic | null | undefined;
  title: string;
  heading: string;
  text: string;
  button: string;
}

/**
 * A site in miniature: the theme's variables, the colours, the fonts and the real decoration, drawn in a
 * frame that holds the decoration's fixed layer. What a card shows is what the site gets.
 */
export function DesignPreview({
  theme,
  colorScheme,
  fonts,
  siteGraphic,
  title,
  heading,
  text,
  button,
}: DesignPreviewProps) {
  useEffect(() => {
    void loadSiteFonts(fonts);
  }, [fonts]);
  return (
    <div
      className={styles.frame}
      data-theme={theme}
      style={siteRootStyle(colorScheme, fonts)}
      aria-hidden="true"
    >
      {siteGraphic && <SiteGraphicLayer name={siteGraphic} />}
      <div className={styles.page}>
        <span className={styles.title}>{title}</span>
        <span className={styles.rule} />
        <span className={styles.heading}>{heading}</span>
        <span className={styles.text}>{text}</span>
        <span className={styles.button}>{button}</span>
      </div>
    </div>
  );
}
