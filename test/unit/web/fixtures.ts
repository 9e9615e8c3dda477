/** Data the web tests share: a person's user info as `info` answers it, with what a test changes. */
import type { UserInfo } from '../../../shared/schemas/account.js';

export const userInfoOf = (overrides: Partial<UserInfo> = {}): UserInfo => ({
  id: 'u1',
  userNo: '10000001',
  userType: 'PERSONAGE',
  nickname: '张三',
  headPortrait: '',
  sex: '男',
  teamName: '',
  teamId: '',
  companyName: '',
  companyId: '',
  isAdmin: false,
  completeBaseInfoEdit: true,
  phone: '138****5678',
  realName: '',
  email: '',
  birthday: '',
  address: '',
  postcode: '',
  introduction: '',
  hasPayPassword: false,
  createTime: 0,
  teams: [],
  company: null,
  ...overrides,
});
