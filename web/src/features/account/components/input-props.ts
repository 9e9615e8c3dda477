/** What every phone-number input of the product shares: a numeric keypad, the length rule of spec §5. */
import { PHONE_LENGTH } from '../../../../../shared/validation/rules.js';
import { ta } from '../form-texts.js';

/** `autoComplete`: 'username' where the phone is the login name, 'tel' where it is only a number. */
export const phoneInputProps = (autoComplete: 'username' | 'tel' = 'username') =>
  ({ type: 'tel', inputMode: 'numeric', autoComplete, maxLength: PHONE_LENGTH, placeholder: ta('field.phonePlaceholder') }) as const;
