import { useId } from 'react';
import { DEFAULT_ONE_GUEST_RSVP_BUTTON_TEXT } from '@eventsite/core/constants/default-texts';
import { translateRichText } from '@eventsite/core/rules/translate-rich-text';
import { translateText } from '@eventsite/core/rules/translate-text';
import type { RsvpModule } from '@eventsite/core/schemas/site-modules';
import { RichText } from '../../components/rich-text/rich-text';
import type { ModuleViewProps } from '../module-context';
import { moduleText } from '../module-texts';
import { ChevronRightIcon } from '../shared/icons';
import layout from '../shared/module-layout.module.css';
import { ModuleHeading } from '../shared/module-heading';
import panel from '../shared/module-panel.module.css';
import styles from './rsvp-view.module.css';

export interface RsvpStartProps extends ModuleViewProps<RsvpModule> {
  /** Sizes the guest list and fetches a post key (`001` §4); wired when answers can be sent. */
  onChooseNumberOfGuests?: (numberOfGuests: number) => void;
}

/**
 * The RSVP before any guest is chosen (`001` §4): the title and introduction, then a choice of how many
 * guests answer (1 to the module's maximum), or a single button when the maximum is one.
 */
export function RsvpStart({ module, context, onChooseNumberOfGuests }: RsvpStartProps) {
  const { language } = context;
  const selectId = useId();
  const title = translateText(module.title, language);
  const text = translateRichText(module.text, language);
  const maxGuests = Math.max(1, module.maxNumberOfGuests);

  return (
    <div className={panel.panel}>
      <ModuleHeading title={title} />
      <RichText document={text} />
      {maxGuests === 1 ? (
        <div className={layout.actions}>
          <button type="button" className={layout.button} onClick={() => onChooseNumberOfGuests?.(1)}>
            {translateText(module.oneGuestRsvpButton, language) ||
              translateText(DEFAULT_ONE_GUEST_RSVP_BUTTON_TEXT, language)}
          </button>
        </div>
      ) : (
        <div className={`${layout.alignLikeTitle} ${styles.chooseRow}`}>
          <div className={styles.choose}>
            <label htmlFor={selectId} className={styles.label}>
              {translateText(module.selectNumberOfGuestsText, language) ||
                moduleText('selectNumberOfGuests', language)}
            </label>
            <div className={styles.selectFrame}>
              <select
                id={selectId}
                className={styles.select}
                defaultValue=""
                onChange={(event) => onChooseNumberOfGuests?.(Number(event.target.value))}
              >
                <option value="" disabled>
                  {moduleText('numberOfGuestsPlaceholder', language)}
                </option>
                {Array.from({ length: maxGuests }, (_, index) => (
                  <option key={index + 1} value={index + 1}>
                    {index + 1}
                  </option>
                ))}
              </select>
              <span className={styles.chevron} aria-hidden="true">
                <ChevronRightIcon />
              </span>
            </div>
          </div>
        </div>
      )}
      {context.mode === 'EDIT' && module.form.formElements.length === 0 && (
        <p className={panel.hint}>{moduleText('formEmpty', language)}</p>
      )}
    </div>
  );
}

/** The RSVP module (`001` "RSVP module"), starting from the choice of how many guests answer. */
export function RsvpView(props: ModuleViewProps<RsvpModule>) {
  return <RsvpStart {...props} />;
}
