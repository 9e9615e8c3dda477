// @vitest-environment jsdom
/**
 * 账号设置 → 支付密码 (web/src/features/account/components/pay-password-form.tsx): its two boxes keep what a
 * Chinese keyboard types as the wallet's pay-password boxes do — full-width digits as digits, nothing else, six at most.
 */
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PayPasswordForm } from '../../../web/src/features/account/components/pay-password-form.js';
import { useApiStub } from './api-stub.js';
import { renderPage } from './render-page.js';

useApiStub();

let unsubscribe: (() => void) | undefined;
afterEach(() => unsubscribe?.());

describe('the settings’ pay-password form', () => {
  it('takes full-width digits as digits in both boxes, drops anything else and keeps six', () => {
    ({ unsubscribe } = renderPage('/setting', <PayPasswordForm hasPayPassword={false} />));
    const box = screen.getByRole('form', { name: '支付密码' }).querySelectorAll('input[type="password"]')[0] as HTMLInputElement;
    const again = screen.getByRole('form', { name: '支付密码' }).querySelectorAll('input[type="password"]')[1] as HTMLInputElement;
    fireEvent.change(box, { target: { value: '２８４９１７' } });
    expect(box.value).toBe('284917');
    fireEvent.change(again, { target: { value: '２8a4９ 1７0' } });
    expect(again.value).toBe('284917');
  });
});
