import type { SiteLanguageCode } from '@eventsite/core/constants/languages';
import type { TranslatableText } from '@eventsite/core/schemas/translatable-text';
import type { ChangeEvent } from 'react';
import { TextField, type TextFieldProps } from '../ui/text-field';

export interface TranslatableTextFieldProps extends Omit<
  TextFieldProps,
  'value' | 'onChange' | 'defaultValue'
> {
  /** The text in every site language. */
  value: TranslatableText;
  /** The site language shown and edited; the other languages are kept as they are. */
  language: SiteLanguageCode;
  onChange: (next: TranslatableText) => void;
}

/** A one-line field for one language of a translatable text (`000` §3 "Translatable text"). */
export function TranslatableTextField({ value, language, onChange, ...props }: TranslatableTextFieldProps) {
  return (
    <TextField
      {...props}
      value={value[language] ?? ''}
      onChange={(event: ChangeEvent<HTMLInputElement>) =>
        onChange({ ...value, [language]: event.currentTarget.value })
      }
    />
  );
}
