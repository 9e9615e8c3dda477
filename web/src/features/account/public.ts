/**
 * What other features may use of the account feature: the person's user info, the gates that ask for a login or
 * the basic information before a feature opens, and the phone input's props. Everything else is private to it.
 */
export { getUserInfo, useUserInfo, useReloadUserInfo, userInfoKey, type UserInfoKey } from './api/get-user-info.js';
export { askForBaseInfo, useBaseInfoGate } from './hooks/use-base-info-gate.js';
export { useLoginPrompt } from './hooks/use-login-prompt.js';
export { phoneInputProps } from './components/input-props.js';
export { ta, type FormTextKey } from './form-texts.js';
export { AvatarUpload } from './components/avatar-upload.js';
export { UnsubscribeSection } from './components/unsubscribe-section.js';
