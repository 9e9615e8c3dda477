/** /login/user: the personal login page (spec §2.1). */
import { LoginPage } from './login-page.js';

export const Component = () => <LoginPage userType="PERSONAGE" />;
