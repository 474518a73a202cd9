/** Video services a Video module can embed (`002` §3). */
export const VIDEO_TYPES = ['YouTube'] as const;
export type VideoType = (typeof VIDEO_TYPES)[number];

/** A video shows only when an identifier of exactly this length is found in its link (`001` §5, §9). */
export const VIDEO_ID_LENGTH = 11;

/** The largest thumbnail is replaced by the smaller one when it is narrower than this (`001` §9). */
export const VIDEO_THUMBNAIL_FALLBACK_WIDTH_PX = 400;
