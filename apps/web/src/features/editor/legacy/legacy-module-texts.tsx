import { LEGACY_DEFAULT_TEXTS } from '@eventsite/core/constants/default-texts';
import {
  legacyRsvpModulePropertiesSchema,
  legacySpeechModulePropertiesSchema,
  type LegacyModule,
} from '@eventsite/core/schemas/legacy-site';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { TextField } from '../../../components/ui/text-field';
import type { MessageId } from '../../../lib/i18n/messages';
import { LegacyRadioGroupsEditor, LegacyTextFieldsEditor } from './legacy-questions-editor';
import styles from './legacy-site-editor.module.css';

/** Module types whose `text` is their introduction (docs/legacy-sites.md). */
const TYPES_WITH_TEXT = new Set(['Text', 'ImageAndText', 'Rsvp', 'Speech2', 'Location', 'GiftRegistry']);

const RSVP_TEXTS = ['chooseNumberOfPersonsText', 'personTitle', 'sendButton', 'confirmationTitle'] as const;
const SPEECH_TEXTS = ['showFormButton', 'sendButton', 'confirmationTitle'] as const;

function LegacyTextArea({
  label,
  value,
  placeholder,
  onChange,
}: {
  label: string;
  value: string;
  placeholder?: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className={styles.settings}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <textarea
        id={id}
        className={styles.textarea}
        rows={4}
        maxLength={20000}
        value={value}
        placeholder={placeholder}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </div>
  );
}

function stringOf(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** The module with one text set; an emptied optional text is left out, so the guest sees its default. */
function withText(module: LegacyModule, key: string, value: string, optional: boolean): LegacyModule {
  if (optional && value === '') {
    const { [key]: _removed, ...rest } = module;
    return rest as LegacyModule;
  }
  return { ...module, [key]: value };
}

export interface LegacyModuleTextsProps {
  module: LegacyModule;
  onChange: (module: LegacyModule) => void;
}

/**
 * A version-1 module's texts (`002` §2.3): title and menu title of every module, the introduction where it
 * is plain text, and for the older RSVP and speech modules their texts and questions (`002` §3).
 */
export function LegacyModuleTexts({ module, onChange }: LegacyModuleTextsProps) {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const set = (key: string, value: string, optional = true) =>
    onChange(withText(module, key, value, optional));
  // A text kept as a rich-text document keeps its formatting: it is not edited as plain text here.
  const speech = legacySpeechModulePropertiesSchema.safeParse(module);
  const editsText =
    TYPES_WITH_TEXT.has(module.type) && (module.text === undefined || typeof module.text === 'string');

  return (
    <div className={styles.settings}>
      <TextField
        label={t('legacy.texts.title')}
        value={module.title}
        maxLength={200}
        onChange={(event) => set('title', event.currentTarget.value, false)}
      />
      <TextField
        label={t('legacy.texts.menuTitle')}
        value={module.menuTitle ?? ''}
        maxLength={200}
        onChange={(event) => set('menuTitle', event.currentTarget.value)}
      />
      {editsText && (
        <LegacyTextArea
          label={t('legacy.texts.text')}
          value={stringOf(module.text)}
          onChange={(value) => set('text', value)}
        />
      )}
      {module.type === 'Rsvp' && <LegacyRsvpTexts module={module} onChange={onChange} set={set} />}
      {module.type === 'Speech2' && (
        <>
          {SPEECH_TEXTS.map((key) => (
            <TextField
              key={key}
              label={t(`legacy.texts.${key}`)}
              value={stringOf(module[key])}
              placeholder={key === 'showFormButton' ? LEGACY_DEFAULT_TEXTS.speechStartButton : undefined}
              maxLength={200}
              onChange={(event) => set(key, event.currentTarget.value)}
            />
          ))}
          <LegacyTextArea
            label={t('legacy.texts.confirmationText')}
            value={stringOf(module.confirmationText)}
            placeholder={LEGACY_DEFAULT_TEXTS.speechConfirmationText}
            onChange={(value) => set('confirmationText', value)}
          />
          {speech.success && (
            <LegacyTextFieldsEditor
              heading={t('legacy.questions.fields')}
              fields={speech.data.customTextFields}
              onChange={(customTextFields) => onChange({ ...module, customTextFields })}
            />
          )}
        </>
      )}
    </div>
  );
}

function LegacyRsvpTexts({
  module,
  onChange,
  set,
}: LegacyModuleTextsProps & { set: (key: string, value: string) => void }) {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const properties = legacyRsvpModulePropertiesSchema.parse(module);
  return (
    <>
      {RSVP_TEXTS.map((key) => (
        <TextField
          key={key}
          label={t(`legacy.texts.${key}`)}
          value={stringOf(module[key])}
          maxLength={200}
          onChange={(event) => set(key, event.currentTarget.value)}
        />
      ))}
      <LegacyTextArea
        label={t('legacy.texts.confirmationText')}
        value={stringOf(module.confirmationText)}
        placeholder={LEGACY_DEFAULT_TEXTS.rsvpConfirmationText}
        onChange={(value) => set('confirmationText', value)}
      />
      <CheckboxField
        label={t('legacy.texts.showFormWhenOnlyOnePerson')}
        checked={properties.showRSVPFormWhenOnlyOnePerson ?? false}
        onChange={(event) =>
          onChange({ ...module, showRSVPFormWhenOnlyOnePerson: event.currentTarget.checked })
        }
      />
      <LegacyTextFieldsEditor
        heading={t('legacy.questions.fieldsAbove')}
        fields={properties.customTextFieldsAbove}
        onChange={(customTextFieldsAbove) => onChange({ ...module, customTextFieldsAbove })}
      />
      <LegacyRadioGroupsEditor
        heading={t('legacy.questions.radioGroups')}
        groups={properties.customMultipleRadioGroups}
        onChange={(customMultipleRadioGroups) => onChange({ ...module, customMultipleRadioGroups })}
      />
      <LegacyRadioGroupsEditor
        heading={t('legacy.questions.radioGroupsBelow')}
        groups={properties.customMultipleRadioGroupsBelow}
        onChange={(customMultipleRadioGroupsBelow) => onChange({ ...module, customMultipleRadioGroupsBelow })}
      />
      <LegacyTextFieldsEditor
        heading={t('legacy.questions.fieldsBelow')}
        fields={properties.customTextFieldsBelow}
        onChange={(customTextFieldsBelow) => onChange({ ...module, customTextFieldsBelow })}
      />
    </>
  );
}
