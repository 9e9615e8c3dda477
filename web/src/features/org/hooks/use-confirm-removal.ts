/**
 * 移除 on a members page: asks first (员工 or 成员 in the question), removes, says so, and reloads every page of the
 * list. One flow for a company's staff and a team's members.
 */
import type { StaffMember } from '../../../../../shared/schemas/account.js';
import { useSWRConfig } from 'swr';
import { t } from '../../../lib/i18n.js';
import { modal, toast } from '../../../lib/notify.js';
import { isStaffListKey, type StaffKind } from '../api/get-staff-list.js';
import { removeStaff } from '../api/remove-staff.js';
import { to } from '../texts.js';

const QUESTIONS = { company: 'staff.removeConfirm', team: 'team.removeConfirm' } as const;

export const useConfirmRemoval = (kind: StaffKind) => {
  const { mutate } = useSWRConfig();
  return (member: StaffMember) =>
    modal({
      title: t('notice.title'),
      text: to(QUESTIONS[kind], { name: member.nickname }),
      actions: [
        {
          label: t('notice.confirm'),
          primary: true,
          run: () =>
            void removeStaff(member.userId, kind).then(
              () => {
                toast({ intent: 'success', text: to('staff.removed', { name: member.nickname }) });
                return mutate(isStaffListKey);
              },
              () => undefined,
            ),
        },
        { label: t('notice.cancel') },
      ],
    });
};
