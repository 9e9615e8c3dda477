/**
 * The way from an agreed project to its cooperation, beside the agreed negotiation (its card under 已达成, its page):
 * 开始合作 when the project's details offer it to the viewer (the project process's `startCooperation`, party A's
 * administrator or project leader), which asks its `confirm`, starts the cooperation (`project.coop.start`) and opens its
 * page; 查看合作 once it runs or is completed; nothing otherwise.
 */
import { makeStyles, tokens } from '@fluentui/react-components';
import { useNavigate } from 'react-router-dom';
import type { ProcessAction } from '../../../../../shared/process/types.js';
import { LinkButton } from '../../../components/link-button.js';
import { cooperatePath } from '../../../config/paths.js';
import { toast } from '../../../lib/notify.js';
import { startCooperation, useProjectOf } from '../api/cooperation.js';
import { tco } from '../cooperation-texts.js';
import { useRefreshCenter } from '../hooks/use-refresh-center.js';
import { ActionButtons } from './action-buttons.js';

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/** Project states in which the cooperation exists (its page can be opened). */
const COOPERATION_STATES = new Set(['COOPERATING', 'COMPLETED']);

export const CooperationEntry = ({ projectId, size = 'medium' }: { projectId: string; size?: 'small' | 'medium' }) => {
  const styles = useStyles();
  const navigate = useNavigate();
  const refresh = useRefreshCenter();
  const { data } = useProjectOf(projectId);
  if (!data) return null;
  const start = data.actions.filter((action) => action.name === 'startCooperation');
  if (start.length > 0) {
    const run = async (_action: ProcessAction): Promise<unknown> => {
      try {
        await startCooperation(projectId);
        toast({ intent: 'success', text: tco('co.start.done') });
        void navigate(cooperatePath(projectId));
      } finally {
        void refresh();
      }
      return undefined;
    };
    return <ActionButtons className={styles.row} actions={start} onRun={run} size={size} />;
  }
  if (!COOPERATION_STATES.has(data.state) || data.relation === 'none') return null;
  return (
    <LinkButton appearance="primary" size={size} to={cooperatePath(projectId)}>
      {tco('co.start.view')}
    </LinkButton>
  );
};
