/** Spec §8 "route guard user-info failure": the server's message, or the fallback (the spec's 'Has Error', in Chinese for zh_CN). */
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../../web/src/api/http-error.js';
import { formEn } from '../../../web/src/features/account/form-texts-en.js';
import { infoFailureText } from '../../../web/src/features/account/info-failure.js';

describe('the user-info failure message', () => {
  it('is the server’s message when the failure carries one', () => {
    expect(infoFailureText(new HttpError({ kind: 'business', code: 500, msg: '您现在的数据开小差了，已将该问题通知合作云', status: 500 }))).toBe('您现在的数据开小差了，已将该问题通知合作云');
  });

  it('falls back when it carries none, or is no answer of the API at all', () => {
    expect(infoFailureText(new HttpError({ kind: 'http', code: 502, msg: ' ', status: 502 }))).toBe('用户信息加载失败，请重新登录');
    expect(infoFailureText(new TypeError('Failed to fetch'))).toBe('用户信息加载失败，请重新登录');
    expect(infoFailureText(undefined)).toBe('用户信息加载失败，请重新登录');
  });

  it('is the spec’s Has Error in the English placeholders', () => {
    expect(formEn['account.infoFailed']).toBe('Has Error');
  });
});
