/**
 * Registration followed by the login it implies (brief: the new person is logged in at once, with the same
 * phone, password and account type); if that login is refused, the person lands on the type's login page.
 */
import { useNavigate } from 'react-router-dom';
import type { RegisterInput } from '../../../../../shared/schemas/account.js';
import { LOGIN_PAGES } from '../../../config/paths.js';
import { toast } from '../../../lib/notify.js';
import { login } from '../api/login.js';
import { register } from '../api/register.js';
import { useFinishLogin } from './use-finish-login.js';
import { tr } from '../register-texts.js';

export const useRegister = () => {
  const finishLogin = useFinishLogin();
  const navigate = useNavigate();
  return async (input: RegisterInput): Promise<void> => {
    await register(input);
    toast({ intent: 'success', text: tr('register.done') });
    let token: string;
    try {
      token = await login({ phone: input.phone, password: input.password, userType: input.userType });
    } catch {
      await navigate(LOGIN_PAGES[input.userType]);
      return;
    }
    await finishLogin(token);
  };
};
