/** CHOOSE_TEAM: the person belongs to several teams and picks the one to log in for. */
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Radio, RadioGroup } from '@fluentui/react-components';
import { useState } from 'react';
import type { Membership } from '../../../../../shared/schemas/account.js';
import { t } from '../../../lib/i18n.js';
import { ta } from '../form-texts.js';

export interface TeamChooserDialogProps {
  teams: readonly Membership[];
  busy: boolean;
  onChoose: (teamId: string) => void;
  onCancel: () => void;
}

export const TeamChooserDialog = ({ teams, busy, onChoose, onCancel }: TeamChooserDialogProps) => {
  const [chosen, setChosen] = useState(teams[0]?.orgId ?? '');
  return (
    <Dialog open modalType="modal" onOpenChange={(_event, data) => !data.open && onCancel()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{ta('login.chooseTeam')}</DialogTitle>
          <DialogContent>
            <RadioGroup aria-label={ta('login.chooseTeam')} value={chosen} onChange={(_event, data) => setChosen(data.value)}>
              {teams.map((team) => (
                <Radio key={team.orgId} value={team.orgId} label={team.isAdmin ? ta('login.teamAdmin', { name: team.name }) : team.name} />
              ))}
            </RadioGroup>
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onCancel}>
              {t('common.cancel')}
            </Button>
            <Button appearance="primary" disabled={!chosen || busy} onClick={() => onChoose(chosen)}>
              {ta('login.submit')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
};
