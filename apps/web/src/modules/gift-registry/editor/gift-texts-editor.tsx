import type { SiteLanguageCode } from '@eventsite/core/constants/languages';
import { DEFAULT_GIFT_STATUS_TEXTS, giftStatusText } from '@eventsite/core/rules/gift-status';
import { translateText } from '@eventsite/core/rules/translate-text';
import type { GiftRegistryModule } from '@eventsite/core/schemas/site-modules';
import { TranslatableTextField } from '../../../components/editor-ui/translatable-text-field';
import { giftRegistryText, type GiftRegistryTextKey } from '../gift-registry-texts';
import { useFormEditorText } from '../../shared/editor/module-editor-texts';
import type { DraftField } from '../../shared/editor/use-module-editor-draft';
import formStyles from '../../shared/editor/form-module-editor.module.css';
import styles from './gift-registry-editor.module.css';

type GiftTextField = keyof Pick<
  GiftRegistryModule,
  | 'showGiftRegistryButton'
  | 'reserveButton'
  | 'cancelReservationButton'
  | 'labelReserveQuantity'
  | 'labelReservePassword'
  | 'labelCancelReservationQuantity'
  | 'labelCancelReservationPassword'
  | 'statusTextReservedSingular'
  | 'statusTextQuantity'
  | 'statusTextReservedPlural'
>;

type StatusField = keyof typeof DEFAULT_GIFT_STATUS_TEXTS;

/** The words guests see when the module leaves a text empty: the guest view's own (`001` §3). */
const GUEST_WORDS: Record<Exclude<GiftTextField, StatusField>, GiftRegistryTextKey> = {
  showGiftRegistryButton: 'showGiftRegistry',
  reserveButton: 'reserve',
  cancelReservationButton: 'cancelReservation',
  labelReserveQuantity: 'reserveQuantity',
  labelReservePassword: 'reservePassword',
  labelCancelReservationQuantity: 'cancelQuantity',
  labelCancelReservationPassword: 'cancelPassword',
};

const isStatusField = (field: GiftTextField): field is StatusField => field in DEFAULT_GIFT_STATUS_TEXTS;

const SECTIONS: Record<
  'BUTTONS' | 'TEXTS',
  { title: 'buttons' | 'reserveDialog' | 'cancelDialog' | 'status'; fields: GiftTextField[] }[]
> = {
  BUTTONS: [
    { title: 'buttons', fields: ['showGiftRegistryButton', 'reserveButton', 'cancelReservationButton'] },
  ],
  TEXTS: [
    { title: 'reserveDialog', fields: ['labelReserveQuantity', 'labelReservePassword'] },
    { title: 'cancelDialog', fields: ['labelCancelReservationQuantity', 'labelCancelReservationPassword'] },
    {
      title: 'status',
      fields: ['statusTextReservedSingular', 'statusTextQuantity', 'statusTextReservedPlural'],
    },
  ],
};

export interface GiftTextsEditorProps {
  kind: 'BUTTONS' | 'TEXTS';
  module: GiftRegistryModule;
  /** The draft's field of a text (`useModuleEditorDraft`). */
  field: (key: GiftTextField) => DraftField<GiftRegistryModule[GiftTextField]>;
  language: SiteLanguageCode;
}

/**
 * The Buttons and Texts tabs (`002` §3 "GiftRegistry" texts): each text in the edited language, with the
 * word guests see when it is left empty as the placeholder, and a preview of the status lines.
 */
export function GiftTextsEditor({ kind, module, field, language }: GiftTextsEditorProps) {
  const t = useFormEditorText();
  const fallback = (field: GiftTextField) =>
    isStatusField(field)
      ? translateText(DEFAULT_GIFT_STATUS_TEXTS[field], language)
      : giftRegistryText(GUEST_WORDS[field], language);
  const word = (field: GiftTextField) => translateText(module[field], language) || fallback(field);
  const statusTexts = {
    quantity: word('statusTextQuantity'),
    reservedSingular: word('statusTextReservedSingular'),
    reservedPlural: word('statusTextReservedPlural'),
  };

  return (
    <>
      <p className={formStyles.lead}>{t(`gift.${kind === 'BUTTONS' ? 'buttonsLead' : 'textsLead'}`)}</p>
      {SECTIONS[kind].map((section) => (
        <section key={section.title} className={styles.textSection}>
          {SECTIONS[kind].length > 1 && (
            <h3 className={formStyles.sectionTitle}>{t(`gift.section.${section.title}`)}</h3>
          )}
          {section.fields.map((key) => (
            <TranslatableTextField
              key={key}
              label={t(`gift.field.${key}`)}
              hint={t(`gift.field.${key}Hint`)}
              placeholder={fallback(key)}
              {...field(key)}
            />
          ))}
          {section.title === 'status' && (
            <div className={styles.preview} aria-label={t('gift.preview')}>
              <p className={styles.previewTitle}>{t('gift.preview')}</p>
              <ul className={styles.previewList}>
                {[
                  giftStatusText({ reservable: true, quantity: 1 }, 1, statusTexts),
                  giftStatusText({ reservable: true, quantity: 6 }, 0, statusTexts),
                  giftStatusText({ reservable: true, quantity: 6 }, 2, statusTexts),
                ].map((line) => (
                  <li key={line} className={styles.previewLine}>
                    {line}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </section>
      ))}
    </>
  );
}
