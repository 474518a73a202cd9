/** Aspect choices of the crop view; `null` is a free crop (`002` §5). */
export const CROP_ASPECT_CHOICES: readonly { label: string; ratio: number | null }[] = [
  { label: 'free', ratio: null },
  { label: '16:9', ratio: 16 / 9 },
  { label: '3:2', ratio: 3 / 2 },
  { label: '4:3', ratio: 4 / 3 },
  { label: '3:4', ratio: 3 / 4 },
  { label: '1:1', ratio: 1 },
];

/** A new crop covers 90 % of the width, centred (`002` §5, §9). */
export const CROP_DEFAULT_WIDTH_SHARE = 0.9;

/** Keyboard nudge steps of the crop rectangle, in px (`002` §9). */
export const CROP_KEYBOARD_NUDGE_STEPS_PX = [1, 10, 100] as const;
