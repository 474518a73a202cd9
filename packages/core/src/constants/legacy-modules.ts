/** Id prefixes of the older (version-1) site model (`001` §3, `002` §3). */
export const LEGACY_ID_PREFIXES = {
  module: 'CLIENTID',
  textField: 'textField',
  radioGroup: 'RadioGroup',
  radioGroupOption: 'RadioGroupOption',
  giftRegistryItem: 'giftRegistryItem',
} as const;

/** Receiver categories of a legacy site's mailReceivers (`000` §3, `002` §3). */
export const LEGACY_MAIL_RECEIVER_CATEGORIES = ['rsvp', 'speech'] as const;
export type LegacyMailReceiverCategory = (typeof LEGACY_MAIL_RECEIVER_CATEGORIES)[number];
