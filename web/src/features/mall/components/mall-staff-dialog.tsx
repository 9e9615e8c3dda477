/**
 * 商城管理员 for a team's or company's administrator: the members named to manage the organisation's goods, addresses
 * and cart (one who left shows 已离职 and manages nothing), naming another member from the organisation, and 取消.
 */
import { Badge, Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Dropdown, Field, Option, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { MALL_STAFF_LIMIT } from '../../../../../shared/schemas/mall-staff.js';
import { toast } from '../../../lib/notify.js';
import { nameMallStaff, unnameMallStaff, useMallStaff, useMembers } from '../api/staff.js';
import { tm } from '../texts.js';
import { ListSkeleton } from './list-skeleton.js';
import { useMallStyles } from './styles.js';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  pick: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalS },
  dropdown: { minWidth: '200px', maxWidth: '100%' },
});

export const MallStaffDialog = ({ kind, onClose }: { kind: 'TEAM' | 'COMPANY'; onClose: () => void }) => {
  const styles = useStyles();
  const mall = useMallStyles();
  const { data: staff, isLoading } = useMallStaff();
  const { data: members } = useMembers(kind);
  const [picked, setPicked] = useState<string>();
  const [busy, setBusy] = useState(false);
  const named = new Set((staff ?? []).map((member) => member.userId));
  const candidates = (members?.records ?? []).filter((member) => member.role !== 'ADMIN' && member.userStatus === '' && !named.has(member.userId));
  const chosen = candidates.find((member) => member.userId === picked);
  const full = (staff ?? []).length >= MALL_STAFF_LIMIT;

  const act = async (run: () => Promise<void>, done: string) => {
    setBusy(true);
    try {
      await run();
      toast({ intent: 'success', text: done });
      setPicked(undefined);
    } catch {
      // The HTTP helper said why.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onOpenChange={(_event, state) => !state.open && onClose()}>
      <DialogSurface aria-describedby={undefined}>
        <DialogBody>
          <DialogTitle>{tm('mall.staff.title')}</DialogTitle>
          <DialogContent className={styles.content}>
            <p className={mall.intro} style={{ margin: 0 }}>
              {tm('mall.staff.intro')}
            </p>
            {isLoading && !staff ? (
              <ListSkeleton rows={1} />
            ) : (staff ?? []).length === 0 ? (
              <p className={mall.meta}>{tm('mall.staff.none')}</p>
            ) : (
              <ul className={mall.list} data-testid="mall-staff">
                {(staff ?? []).map((member) => (
                  <li key={member.userId} className={mall.item}>
                    <span className={mall.body}>
                      <span className={mall.name}>
                        {member.nickname}{' '}
                        {!member.active && (
                          <Badge appearance="tint" color="warning" size="small">
                            {tm('mall.staff.left')}
                          </Badge>
                        )}
                      </span>
                      <span className={mall.meta}>{member.phone}</span>
                    </span>
                    <Button size="small" disabled={busy} onClick={() => void act(() => unnameMallStaff(member.userId), tm('mall.staff.removed'))}>
                      {tm('mall.staff.remove')}
                    </Button>
                  </li>
                ))}
              </ul>
            )}
            <div className={styles.pick}>
              <Field label={tm('mall.staff.member')}>
                <Dropdown
                  clearButton={{ 'aria-label': tm('mall.clearChoice') }}
                  className={styles.dropdown}
                  placeholder={candidates.length === 0 ? tm('mall.staff.noMembers') : tm('mall.choose')}
                  disabled={candidates.length === 0 || full}
                  value={chosen?.nickname ?? ''}
                  selectedOptions={picked ? [picked] : []}
                  onOptionSelect={(_event, data) => setPicked(data.optionValue)}
                >
                  {candidates.map((member) => (
                    <Option key={member.userId} value={member.userId} text={member.nickname}>
                      {`${member.nickname} ${member.phone}`}
                    </Option>
                  ))}
                </Dropdown>
              </Field>
              <Button appearance="primary" disabled={!chosen || busy || full} onClick={() => chosen && void act(() => nameMallStaff(chosen.userId), tm('mall.staff.added'))}>
                {tm('mall.staff.add')}
              </Button>
            </div>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{tm('mall.staff.close')}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
};

export default MallStaffDialog;
