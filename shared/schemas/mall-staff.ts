/**
 * The mall staff of a team or company (商城管理员, docs/mall.md "Who manages an organisation's goods"): active members
 * its administrator names to manage the organisation's goods, delivery addresses and cart, beside the administrator
 * and a company's authorised person (授权人), who always may.
 */
import { input, ulid } from '../validation/zod.js';

export const MALL_STAFF_LIMIT = 20;

/** POST mall/staff/add, mall/staff/remove: the member named or no longer named. */
export const mallStaffInput = input({ userId: ulid('成员') });

export interface MallStaffMember {
  userId: string;
  nickname: string;
  headPortrait: string;
  /** Masked (spec §5 "Masking"). */
  phone: string;
  /** When the administrator named them. */
  addTime: number;
  /** Still a member in the membership they were named in (false once they left: they manage nothing then). */
  active: boolean;
}
