import { shippingAddressSchemaFor, type ShippingAddress } from '@eventsite/core/schemas/order';
import { FormattedMessage, useIntl } from 'react-intl';
import { TextField } from '../../../../components/ui/text-field';
import { useAppConfig } from '../../../../lib/app-context';
import type { MessageId } from '../../../../lib/i18n/messages';
import styles from './print-order.module.css';

export const EMPTY_ADDRESS: ShippingAddress = {
  firstName: '',
  lastName: '',
  addressLine1: '',
  postCode: '',
  city: '',
  email: '',
  phone: '',
};

type Field = keyof ShippingAddress;

/**
 * The checkout address (`002` §5): every field required, the mail a mail address, post code and phone the
 * market's (`decisions.md` §8), checked with the schema the server uses.
 */
export function ShippingAddressFields({
  address,
  onChange,
}: {
  address: ShippingAddress;
  onChange: (address: ShippingAddress) => void;
}) {
  const intl = useIntl();
  const { market } = useAppConfig();
  const shape = shippingAddressSchemaFor(market).shape;
  const problem = (field: 'postCode' | 'phone', id: MessageId) =>
    address[field].trim() !== '' && !shape[field].safeParse(address[field]).success
      ? intl.formatMessage({ id })
      : undefined;

  const field = (name: Field, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      label={intl.formatMessage({ id: `printOrder.address.${name}` })}
      name={name}
      value={address[name]}
      required
      onChange={(event) => onChange({ ...address, [name]: event.currentTarget.value })}
      {...extra}
    />
  );

  return (
    <fieldset className={styles.section}>
      <legend className={styles.sectionTitle}>
        <FormattedMessage id="printOrder.address.title" />
      </legend>
      <div className={styles.addressGrid}>
        {field('firstName', { autoComplete: 'given-name', maxLength: 100 })}
        {field('lastName', { autoComplete: 'family-name', maxLength: 100 })}
        {field('addressLine1', { autoComplete: 'address-line1', maxLength: 200, className: styles.wide })}
        {field('postCode', {
          autoComplete: 'postal-code',
          inputMode: 'numeric',
          maxLength: 20,
          customError: problem('postCode', `printOrder.address.postCodeInvalid.${market}`),
        })}
        {field('city', { autoComplete: 'address-level2', maxLength: 100 })}
        {field('email', { type: 'email', autoComplete: 'email', maxLength: 254 })}
        {field('phone', {
          type: 'tel',
          autoComplete: 'tel',
          maxLength: 40,
          placeholder: intl.formatMessage({ id: `printOrder.address.phonePlaceholder.${market}` }),
          hint: intl.formatMessage({ id: `printOrder.address.phoneHint.${market}` }),
          customError: problem('phone', `printOrder.address.phoneInvalid.${market}`),
        })}
      </div>
    </fieldset>
  );
}
