import { useId, type CSSProperties, type ReactNode } from 'react';
import type { EventLogoName } from '@eventsite/core/constants/event-logos';
import styles from './event-logo-designs.module.css';

/** What every design draws: the couple's names and initials, the extra line, and the badge's slider values. */
export interface EventLogoContent {
  name1: string;
  name2: string;
  initial1: string;
  initial2: string;
  additionalText: string;
  badge: { fontSize: number; offsetX: number; offsetY: number };
}

// Hand-drawn strokes, drawn once and shared by the designs that need them.
const AMPERSAND =
  'M80 54C72 74 58 88 40 90C24 92 14 82 16 70C18 56 34 48 46 40C58 32 60 20 52 14C44 8 32 12 32 24C32 38 52 62 70 80C76 86 82 90 90 88';
const SWASH =
  'M6 27C64 12 148 6 198 13C218 16 231 23 234 30C226 25 212 21 194 19C146 14 68 19 6 27ZM58 33C100 25 150 22 188 24C160 25 110 29 58 33Z';
const HEART =
  'M104 50C98 28 80 14 58 15C31 16 14 38 17 64C21 95 55 122 96 160C98 162 100 163 101 161C141 124 178 99 183 66C187 39 171 18 147 17C126 16 109 30 101 52C99 47 96 42 92 38';
const HEART_SKETCH = 'M62 20C40 22 24 40 24 62C25 84 48 106 70 128M178 70C174 92 154 112 128 138';
const HEART_FILL =
  'M101 52C108 30 126 16 147 17C171 18 187 39 183 66C178 99 141 124 101 161C100 163 98 162 96 160C55 122 21 95 17 64C14 38 31 16 58 15C80 14 98 28 101 52Z';
const SPRIG_STEMS =
  'M32.2 35.1L41.9 33.3L52 32.1L62.5 31.4L73.3 31L84.5 30.8L96.1 30.7L108 30.4L120.3 29.8L133 28.8L146 27.3L146 26.7L132.9 28.1L120.3 28.9L108 29.3L96.1 29.4L84.5 29.4L73.3 29.5L62.4 29.7L51.8 30.2L41.6 31.3L31.8 32.9ZM32.9 31.8L31.3 41.6L30.2 51.8L29.7 62.4L29.5 73.3L29.4 84.5L29.4 96.1L29.3 108L28.9 120.3L28.1 132.9L26.7 146L27.3 146L28.8 133L29.8 120.3L30.4 108L30.7 96.1L30.8 84.5L31 73.3L31.4 62.5L32.1 52L33.3 41.9L35.1 32.2Z';
const SPRIG_LEAVES_LIGHT =
  'M43.8 32C50.3 25.6 56.4 18.8 61.7 13.2C60.5 25.1 55.5 34.5 43.8 32ZM62.4 30.5C72.5 26.5 78.4 34.2 81.3 44.7C75.7 40.4 68.8 35.8 62.4 30.5ZM82.2 30.1C88.1 25.6 93.7 20.7 98.6 16.6C96.4 26.2 91.5 33.3 82.2 30.1ZM103.2 29.9C111.3 26.9 115.9 33.1 118 41.6C113.6 38.1 108.2 34.3 103.2 29.9ZM125.3 29.1C129.7 25.3 133.8 21.2 137.4 17.9C136.1 25.4 132.6 31.1 125.3 29.1ZM146 27C149.3 18.4 157.4 19.1 165.8 24.3C159.9 25.1 153 26.4 146 27ZM32 43.8C34.5 55.5 25.1 60.5 13.2 61.7C18.8 56.4 25.1 49.7 32 43.8ZM30.5 62.4C35.3 69.2 40.4 75.7 44.7 81.3C34.2 78.4 26.5 72.5 30.5 62.4ZM30.1 82.2C33.3 91.5 26.2 96.4 16.6 98.6C20.7 93.7 25.1 87.7 30.1 82.2ZM29.9 103.2C33.8 108.5 38.1 113.6 41.6 118C33.1 115.9 26.9 111.3 29.9 103.2ZM29.1 125.3C31.1 132.6 25.4 136.1 17.9 137.4C21.2 133.8 24.9 129.3 29.1 125.3ZM27 146C34.4 151.5 31.6 159.1 24.3 165.8C25.1 159.9 25.8 152.9 27 146Z';
const SPRIG_LEAVES_SHADE =
  'M43.8 32C39.5 20.8 48.1 14.4 61.7 13.2C56.4 18.8 50.3 25.6 43.8 32ZM62.4 30.5C68.8 35.8 75.7 40.4 81.3 44.7C68.9 45.6 60.3 41.2 62.4 30.5ZM82.2 30.1C79.9 20.7 87.4 16.3 98.6 16.6C93.7 20.7 88.1 25.6 82.2 30.1ZM103.2 29.9C108.2 34.3 113.6 38.1 118 41.6C108.1 42.1 101.3 38.4 103.2 29.9ZM125.3 29.1C123.1 21.8 128.7 18.2 137.4 17.9C133.8 21.2 129.7 25.3 125.3 29.1ZM146 27C153 26.4 159.9 25.1 165.8 24.3C159.1 31.6 151.5 34.4 146 27ZM32 43.8C25.1 49.7 18.8 56.4 13.2 61.7C14.4 48.1 20.8 39.5 32 43.8ZM30.5 62.4C41.2 60.3 45.6 68.9 44.7 81.3C40.4 75.7 35.3 69.2 30.5 62.4ZM30.1 82.2C25.1 87.7 20.7 93.7 16.6 98.6C16.3 87.4 20.7 79.9 30.1 82.2ZM29.9 103.2C38.4 101.3 42.1 108.1 41.6 118C38.1 113.6 33.8 108.5 29.9 103.2ZM29.1 125.3C24.9 129.3 21.2 133.8 17.9 137.4C18.2 128.7 21.8 123.1 29.1 125.3ZM27 146C25.8 152.9 25.1 159.9 24.3 165.8C19.1 157.4 18.4 149.3 27 146Z';

/**
 * The extra line. Its slot is as wide as the line at the design size (drawn by the hidden ::before), so the
 * logo's natural width, and with it the scale, never depends on how large the visible line is drawn; the
 * visible line fills that slot, is enlarged on a shrunk logo so it stays at least 11 px, and wraps.
 */
function AdditionalText({ text }: { text: string }) {
  return text === '' ? null : (
    <div className={styles.additional} data-text={text}>
      <span className={styles.additionalText} data-logo-small-line="">
        {text}
      </span>
    </div>
  );
}

/**
 * A line of names that wraps instead of shrinking the whole logo. Its slot is the line at the design size,
 * unseen and without height, but never wider than the design's room (`--names-room`, in viewport widths), so
 * very long names cannot make the logo's natural width, and with it the scale, run away on a phone. The
 * visible names fill that slot, are enlarged on a shrunk logo so they stay at least 11 px, and wrap in
 * balanced lines.
 */
function WrappingNames({ className, children }: { className: string | undefined; children: ReactNode }) {
  return (
    <div className={className}>
      <div className={styles.namesSlot} aria-hidden="true">
        {children}
      </div>
      <div className={styles.namesText} data-logo-name="">
        {children}
      </div>
    </div>
  );
}

function Names({ logo, className }: { logo: EventLogoContent; className: string | undefined }) {
  return (
    <WrappingNames className={className}>
      {logo.name1} <span className={styles.ampersand}>&amp;</span> {logo.name2}
    </WrappingNames>
  );
}

function RelaxedByHand({ logo }: { logo: EventLogoContent }) {
  return (
    <div className={styles.relaxed}>
      <div className={styles.relaxedNames}>
        <div className={styles.relaxedFirst} data-logo-name="">
          {logo.name1}
        </div>
        <svg className={styles.relaxedAmpersand} viewBox="0 0 100 100" aria-label="&" role="img">
          <path d={AMPERSAND} />
        </svg>
        <div className={styles.relaxedSecond} data-logo-name="">
          {logo.name2}
        </div>
      </div>
      <svg className={styles.relaxedSwash} viewBox="0 0 240 40" aria-hidden="true">
        <path d={SWASH} />
      </svg>
      <AdditionalText text={logo.additionalText} />
    </div>
  );
}

function BorderUpAndDown({ logo }: { logo: EventLogoContent }) {
  return (
    <div className={styles.bordered}>
      <span className={styles.borderedRule} aria-hidden="true">
        <span className={styles.borderedDiamond} />
      </span>
      <Names logo={logo} className={styles.borderedNames} />
      <span className={styles.borderedRule} aria-hidden="true" />
      <AdditionalText text={logo.additionalText} />
    </div>
  );
}

function ModernMonogramStrikethrough({ logo }: { logo: EventLogoContent }) {
  return (
    <div className={styles.strike}>
      <div className={styles.strikeInitials}>
        <span>{logo.initial1}</span>
        <span>{logo.initial2}</span>
      </div>
      <Names logo={logo} className={styles.smallNames} />
      <AdditionalText text={logo.additionalText} />
    </div>
  );
}

/** Text along an arc of the badge; the path runs over the top, or under the bottom so the text stays upright. */
function ArcText({
  id,
  radius,
  bottom,
  size,
  phoneSize,
  children,
}: {
  id: string;
  radius: number;
  bottom: boolean;
  size: number;
  /** A larger size for phones, where the seal is small on the screen (see the stylesheet). */
  phoneSize?: number;
  children: ReactNode;
}) {
  const start = 50 - radius;
  const end = 50 + radius;
  return (
    <>
      <path id={id} d={`M${start} 50A${radius} ${radius} 0 0 ${bottom ? 0 : 1} ${end} 50`} fill="none" />
      <text
        className={
          phoneSize === undefined ? styles.badgeArcText : `${styles.badgeArcText} ${styles.badgeArcPhone}`
        }
        fontSize={size}
        style={
          phoneSize === undefined ? undefined : ({ '--arc-phone-size': `${phoneSize}px` } as CSSProperties)
        }
      >
        <textPath href={`#${id}`} startOffset="50%" textAnchor="middle">
          {children}
        </textPath>
      </text>
    </>
  );
}

// The arc holds about 96 units of text; longer names get smaller letters instead of running into the ring.
const BADGE_ARC_LENGTH = 96;
// The lower ring is longer (radius 41.6 against 37.2); phones use all of it for the extra line, with letters
// up to 6.6 units: the seal is shrunk to 176 px in a 320 px screen's header, where that is 11.6 px.
const BADGE_LOWER_ARC_LENGTH = (BADGE_ARC_LENGTH * 41.6) / 37.2;
const BADGE_LOWER_ARC_TEXT_MAX_PHONE = 6.6;
const BADGE_ARC_TEXT_MAX = 5.6;
const BADGE_ARC_EM_PER_LETTER = 0.94;

function arcTextSize(text: string, arcLength = BADGE_ARC_LENGTH, max = BADGE_ARC_TEXT_MAX): number {
  return Math.min(max, arcLength / (Math.max(text.length, 1) * BADGE_ARC_EM_PER_LETTER));
}

// Names that would get letters under 4.5 units on one ring (11 px on a phone's seal) take two rings in the
// upper band instead, one name each, with tighter letters and up to 92 % of each half circle.
const BADGE_NAMES_ONE_RING_MIN = 4.5;
const BADGE_TWO_RING_TEXT_MAX = 4.6;
const BADGE_TWO_RING_EM_PER_LETTER = 0.8;
const BADGE_TWO_RING_SHARE = 0.92;
const BADGE_OUTER_NAME_RADIUS = 41.2;
const BADGE_INNER_NAME_RADIUS = 36.4;

function twoRingTextSize(text: string, radius: number): number {
  const arcLength = Math.PI * radius * BADGE_TWO_RING_SHARE;
  return Math.min(
    BADGE_TWO_RING_TEXT_MAX,
    arcLength / (Math.max(text.length, 1) * BADGE_TWO_RING_EM_PER_LETTER),
  );
}

function BadgeNames({ id, logo, names }: { id: string; logo: EventLogoContent; names: string }) {
  const oneRingSize = arcTextSize(names);
  if (oneRingSize >= BADGE_NAMES_ONE_RING_MIN) {
    return (
      <ArcText id={`${id}-top`} radius={37.2} bottom={false} size={oneRingSize}>
        {names}
      </ArcText>
    );
  }
  return (
    <g className={styles.badgeTwoRings}>
      <ArcText
        id={`${id}-top`}
        radius={BADGE_OUTER_NAME_RADIUS}
        bottom={false}
        size={twoRingTextSize(logo.name1, BADGE_OUTER_NAME_RADIUS)}
      >
        {logo.name1}
      </ArcText>
      <ArcText
        id={`${id}-top2`}
        radius={BADGE_INNER_NAME_RADIUS}
        bottom={false}
        size={twoRingTextSize(logo.name2, BADGE_INNER_NAME_RADIUS)}
      >
        {logo.name2}
      </ArcText>
    </g>
  );
}

function ModernMonogramBadge({ logo }: { logo: EventLogoContent }) {
  const id = useId();
  const names = `${logo.name1} & ${logo.name2}`;
  const { fontSize, offsetX, offsetY } = logo.badge;
  return (
    <svg className={styles.badge} viewBox="0 0 100 100" role="img" aria-label={names}>
      <circle className={styles.badgeDisc} cx="50" cy="50" r="48.5" />
      <circle className={styles.badgeRing} cx="50" cy="50" r="48.5" strokeWidth="0.7" />
      <circle className={styles.badgeRing} cx="50" cy="50" r="45.6" strokeWidth="0.3" />
      <circle className={styles.badgeRing} cx="50" cy="50" r="33.5" strokeWidth="0.3" />
      <BadgeNames id={id} logo={logo} names={names} />
      {logo.additionalText !== '' && (
        <ArcText
          id={`${id}-bottom`}
          radius={41.6}
          bottom
          size={arcTextSize(logo.additionalText) * 0.82}
          phoneSize={arcTextSize(logo.additionalText, BADGE_LOWER_ARC_LENGTH, BADGE_LOWER_ARC_TEXT_MAX_PHONE)}
        >
          {logo.additionalText}
        </ArcText>
      )}
      <circle className={styles.badgeDot} cx="9.6" cy="50" r="0.9" />
      <circle className={styles.badgeDot} cx="90.4" cy="50" r="0.9" />
      <text className={styles.badgeInitial} x={50 - offsetX} y={50 - offsetY} fontSize={fontSize}>
        {logo.initial1}
      </text>
      <text className={styles.badgeInitial} x={50 + offsetX} y={50 + offsetY} fontSize={fontSize}>
        {logo.initial2}
      </text>
    </svg>
  );
}

function HandDrawnHeart({ logo }: { logo: EventLogoContent }) {
  return (
    <div className={styles.heart}>
      <div className={styles.heartMark}>
        <svg className={styles.heartDrawing} viewBox="0 0 200 180" aria-hidden="true">
          <path className={styles.heartFill} d={HEART_FILL} />
          <path d={HEART} strokeWidth="2.2" />
          <path d={HEART_SKETCH} strokeWidth="1.2" strokeOpacity="0.7" />
        </svg>
        <div className={styles.heartInitials}>
          {logo.initial1}
          <span className={styles.ampersand}>&amp;</span>
          {logo.initial2}
        </div>
      </div>
      <Names logo={logo} className={styles.smallNames} />
      <AdditionalText text={logo.additionalText} />
    </div>
  );
}

function ModernMonogramBorderBetween({ logo }: { logo: EventLogoContent }) {
  return (
    <div className={styles.between}>
      <div className={styles.betweenGrid}>
        <span className={styles.betweenInitial}>{logo.initial1}</span>
        <span className={styles.betweenBorder} aria-hidden="true" />
        <span className={styles.betweenInitial}>{logo.initial2}</span>
        <WrappingNames className={`${styles.betweenName} ${styles.betweenNameFirst}`}>
          {logo.name1}
        </WrappingNames>
        <WrappingNames className={styles.betweenName}>{logo.name2}</WrappingNames>
      </div>
      <AdditionalText text={logo.additionalText} />
    </div>
  );
}

function Sprig({ className }: { className: string | undefined }) {
  return (
    <svg className={className} viewBox="0 0 150 150" aria-hidden="true">
      <path d={SPRIG_STEMS} />
      <path d={SPRIG_LEAVES_LIGHT} />
      <path d={SPRIG_LEAVES_SHADE} fillOpacity="0.6" />
      <circle cx="30" cy="30" r="3.2" />
      <circle cx="38" cy="24" r="2.2" />
      <circle cx="24" cy="38" r="2.2" />
    </svg>
  );
}

function LeafsBox({ logo }: { logo: EventLogoContent }) {
  return (
    <div className={styles.leafs}>
      <div className={styles.leafsBox}>
        <div className={styles.leafsName} data-logo-name="">
          {logo.name1}
        </div>
        <div className={styles.leafsAmpersand}>&amp;</div>
        <div className={styles.leafsName} data-logo-name="">
          {logo.name2}
        </div>
        <AdditionalText text={logo.additionalText} />
      </div>
      <Sprig className={styles.leafsSprigStart} />
      <Sprig className={styles.leafsSprigEnd} />
    </div>
  );
}

/** One drawing per event logo name (`001` "Event logo"). */
export const EVENT_LOGO_DESIGNS: Readonly<
  Record<EventLogoName, (props: { logo: EventLogoContent }) => ReactNode>
> = {
  RelaxedByHand,
  BorderUpAndDown,
  ModernMonogramStrikethrough,
  ModernMonogramBadge,
  HandDrawnHeart,
  ModernMonogramBorderBetween,
  LeafsBox,
};
