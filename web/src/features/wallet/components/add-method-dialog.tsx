/**
 * 添加提现方式: a bank card (户名, 12–19 digit card number shown in groups of four, 开户银行 picked from the usual
 * banks or typed) or an Alipay account (户名, a mobile number or an e-mail address). The shapes are checked here as
 * the server checks them; 最多添加10个提现方式 and 该账号已添加 come back from the server under the form.
 */
import { Combobox, Field, Input, Option, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { toHalfWidth } from '../../../../../shared/money.js';
import { ALIPAY_ACCOUNT, BANK_CARD, type WithdrawMethodType } from '../../../../../shared/schemas/wallet.js';
import { isHttpError } from '../../../api/http-error.js';
import { useOneAtATime } from '../../../components/async-button.js';
import { FormDialog } from '../../../components/form-dialog.js';
import { issuesByField, serverIssues, FORM_LEVEL } from '../../../hooks/use-form.js';
import { addMethod } from '../api/methods.js';
import { COMMON_BANKS } from '../model/banks.js';
import { tw } from '../texts.js';
import { AlipayMark, BankMark } from './wallet-icons.js';
import { CHOSEN_OUTLINE } from '../../../components/choice-card.js';

const useStyles = makeStyles({
  types: { display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: tokens.spacingHorizontalM, margin: 0, padding: 0, border: 'none', minWidth: 0 },
  legend: { padding: 0, marginBottom: tokens.spacingVerticalS, fontWeight: tokens.fontWeightSemibold },
  type: {
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusLarge,
    cursor: 'pointer',
    fontWeight: tokens.fontWeightSemibold,
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    ':has(input:focus-visible)': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
  chosen: {
    ...CHOSEN_OUTLINE,
    color: tokens.colorBrandForeground1,
    ':hover': { backgroundColor: tokens.colorBrandBackground2Hover },
  },
  radio: { position: 'absolute', opacity: 0, width: '1px', height: '1px', margin: 0 },
  card: { fontVariantNumeric: 'tabular-nums', letterSpacing: '1px' },
  bank: { width: '100%' },
});

/** A card number in groups of four, as it is printed. */
const grouped = (digits: string): string => digits.replace(/\D/g, '').slice(0, 19).replace(/(\d{4})(?=\d)/g, '$1 ');

/** The account as sent: full-width digits and signs as ASCII (as the server reads it too), no spaces. */
const accountOf = (typed: string): string => toHalfWidth(typed).replace(/\s+/g, '');

interface Values {
  type: WithdrawMethodType;
  name: string;
  account: string;
  bankName: string;
}

const check = (values: Values): Record<string, string> => {
  const errors: Record<string, string> = {};
  const name = values.name.trim();
  if (name.length < 2) errors.name = name ? tw('method.nameShort') : tw('method.nameMissing');
  const account = accountOf(values.account);
  if (values.type === 'BANK') {
    if (!BANK_CARD.test(account)) errors.account = tw('method.cardNoWrong');
    if (!values.bankName.trim()) errors.bankName = tw('method.bankMissing');
  } else if (!ALIPAY_ACCOUNT.test(account)) {
    errors.account = tw('method.alipayWrong');
  }
  return errors;
};

export interface AddMethodDialogProps {
  onAdded: () => void;
  onClose: () => void;
}

export const AddMethodDialog = ({ onAdded, onClose }: AddMethodDialogProps) => {
  const styles = useStyles();
  const [values, setValues] = useState<Values>({ type: 'BANK', name: '', account: '', bankName: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { pending: submitting, run } = useOneAtATime();

  const set = (name: keyof Values, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => {
      const { [name]: _field, [FORM_LEVEL]: _form, ...rest } = current;
      return rest;
    });
  };
  const chooseType = (type: WithdrawMethodType) => {
    setValues((current) => ({ ...current, type, account: '' }));
    setErrors({});
  };
  const field = (name: keyof Values) => (errors[name] ? { validationState: 'error' as const, validationMessage: errors[name] } : {});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check(values);
    if (Object.keys(found).length > 0) {
      setErrors(found);
      return;
    }
    // One at a time, the guard set in the press itself: a double click on 添加 adds the card once.
    await run(async () => {
      try {
        await addMethod({
          type: values.type,
          name: values.name.trim(),
          account: accountOf(values.account),
          ...(values.type === 'BANK' ? { bankName: values.bankName.trim() } : {}),
        });
        onAdded();
      } catch (error) {
        const issues = serverIssues(error);
        if (issues) setErrors(issuesByField(issues, ['name', 'account', 'bankName']));
        else if (isHttpError(error) && error.kind === 'business') setErrors({ [FORM_LEVEL]: error.msg });
      }
    });
  };

  const bank = values.type === 'BANK';
  const matching = COMMON_BANKS.filter((name) => name.includes(values.bankName.trim()));
  return (
    <FormDialog title={tw('method.addTitle')} submitLabel={tw('method.add')} submitting={submitting} formError={errors[FORM_LEVEL]} onSubmit={(event) => void submit(event)} onClose={onClose}>
      <fieldset className={styles.types}>
        <legend className={styles.legend}>{tw('method.type')}</legend>
        {(['BANK', 'ALIPAY'] as const).map((type) => (
          <label key={type} className={mergeClasses(styles.type, values.type === type && styles.chosen)}>
            <input className={styles.radio} type="radio" name="method-type" value={type} checked={values.type === type} onChange={() => chooseType(type)} />
            {type === 'BANK' ? <BankMark size={28} /> : <AlipayMark size={28} />}
            {type === 'BANK' ? tw('method.bank') : tw('method.alipay')}
          </label>
        ))}
      </fieldset>
      <Field label={tw('method.name')} required hint={tw('method.nameHint')} {...field('name')}>
        <Input value={values.name} maxLength={50} onChange={(_event, data) => set('name', data.value)} autoComplete="name" />
      </Field>
      {bank ? (
        <Field label={tw('method.cardNo')} required {...field('account')}>
          <Input className={styles.card} value={grouped(values.account)} inputMode="numeric" autoComplete="off" placeholder={tw('method.cardNoPlaceholder')} onChange={(_event, data) => set('account', toHalfWidth(data.value).replace(/\D/g, '').slice(0, 19))} />
        </Field>
      ) : (
        <Field label={tw('method.alipayAccount')} required {...field('account')}>
          <Input value={values.account} maxLength={254} autoComplete="off" placeholder={tw('method.alipayPlaceholder')} onChange={(_event, data) => set('account', data.value)} />
        </Field>
      )}
      {bank && (
        <Field label={tw('method.bankName')} required {...field('bankName')}>
          <Combobox
            className={styles.bank}
            freeform
            placeholder={tw('method.bankPlaceholder')}
            value={values.bankName}
            onChange={(event) => set('bankName', event.target.value.slice(0, 50))}
            onOptionSelect={(_event, data) => set('bankName', data.optionText ?? '')}
            data-testid="bank-name"
          >
            {(matching.length > 0 ? matching : COMMON_BANKS).map((name) => (
              <Option key={name}>{name}</Option>
            ))}
          </Combobox>
        </Field>
      )}
    </FormDialog>
  );
};
