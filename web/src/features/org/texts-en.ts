/** English placeholders of texts.ts (only zh_CN is offered; loaded only when English is asked for). */
import type { OrgTextKey } from './texts.js';

export const orgEn: Record<OrgTextKey, string> = {
  'staff.title': 'Staff',
  'staff.add': 'Add staff',
  'staff.addTitle': 'Add staff',
  'staff.addHint': 'The person must be registered with this phone; they join when they accept the invitation in their messages',
  'staff.added': 'Invitation sent: they join when they accept',
  'staff.empty': 'No staff yet.',
  'staff.nickname': 'Nickname',
  'staff.phone': 'Phone',
  'staff.role': 'Role',
  'staff.roleAdmin': 'Administrator',
  'staff.roleStaff': 'Staff',
  'staff.status': 'Status',
  'staff.employed': 'Employed',
  'staff.resigned': 'Resigned',
  'staff.joinTime': 'Joined',
  'staff.actions': 'Actions',
  'staff.remove': 'Remove',
  'staff.removeOne': 'Remove {name}',
  'staff.removeConfirm': 'Remove {name}? They will be marked as resigned.',
  'staff.removed': '{name} removed',
  'staff.total': '{total} people',
};
