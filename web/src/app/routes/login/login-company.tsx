/** /login: the company login page, the default child of /login (spec §2.1). */
import { LoginPage } from './login-page.js';

export const Component = () => <LoginPage userType="COMPANY" />;
