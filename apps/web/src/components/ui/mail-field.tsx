import { TextField, type TextFieldProps } from './text-field';

/**
 * A required mail address field (`name="mail"`): the mail keyboard on phones, the browser's saved address,
 * and no capitalising or spell-checking of what is typed.
 */
export function MailField(props: Omit<TextFieldProps, 'type'>) {
  return (
    <TextField
      name="mail"
      type="email"
      autoComplete="email"
      inputMode="email"
      autoCapitalize="none"
      spellCheck={false}
      required
      {...props}
    />
  );
}
