/**
 * A project's group in the panel (docs/cooperation.md "The project group", spec §6): the 项目群 tag, and the link to
 * the cooperation it belongs to, and the project's unread document notices. Its members follow the project, so the
 * screens hide add, remove, rename and leave.
 */
import { Badge, Button, Link, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect } from 'react';
import { documentEditPath } from '../../../config/paths.js';
import { readProjectPush } from '../../../lib/project-push.js';
import { onRadio } from '../../../lib/radio-events.js';
import { clearDocNotices, useDocNotices } from '../api/doc-notices.js';
import { formatChatTime } from '../model/chat-time.js';
import { tc } from '../texts.js';

/** The cooperation page of a project (the SPA's `/project/cooperate/<projectId>`, hash mode). */
export const cooperationHref = (projectId: string): string => `#/project/cooperate/${encodeURIComponent(projectId)}`;

export const ProjectGroupTag = () => (
  <Badge appearance="tint" color="brand" size="small" data-testid="project-group-tag">
    {tc('chat.projectGroup')}
  </Badge>
);

export const ProjectLink = ({ projectId }: { projectId: string }) => (
  <Link href={cooperationHref(projectId)} data-testid="project-group-link" style={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
    {tc('chat.openProject')}
  </Link>
);

const useNoticeStyles = makeStyles({
  box: { display: 'flex', flexDirection: 'column', gap: '2px', padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`, borderBottom: `1px solid ${tokens.colorNeutralStroke2}`, backgroundColor: tokens.colorNeutralBackground2, fontSize: tokens.fontSizeBase200, flexShrink: 0 },
  head: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', color: tokens.colorNeutralForeground3 },
  row: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'baseline', minWidth: 0 },
  text: { flexGrow: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  time: { flexShrink: 0, color: tokens.colorNeutralForeground3 },
});

/** How many notices the strip lists; the rest are counted. */
const SHOWN_NOTICES = 3;

/**
 * The project's unread document notices (docs/cooperation.md "What people are told"), under the group's header for
 * those who may read the documents: who changed which document, how often since last read, each a link to it in the
 * editor; 全部已读 clears them. A document push of this project reads them again.
 */
export const ProjectDocNotices = ({ projectId }: { projectId: string }) => {
  const styles = useNoticeStyles();
  const { data, mutate } = useDocNotices(projectId);
  useEffect(
    () =>
      onRadio('NEED_RADIO', (frame) => {
        const push = readProjectPush(frame.content);
        if (push?.event === 'document' && push.projectId === projectId) void mutate();
      }),
    [projectId, mutate],
  );
  if (!data?.length) return null;
  const clear = async () => {
    await mutate(async () => {
      await clearDocNotices(projectId);
      return [];
    }, { optimisticData: [], rollbackOnError: true, revalidate: false });
  };
  return (
    <div className={styles.box} data-testid="project-doc-notices" role="status">
      <div className={styles.head}>
        <span>{tc('chat.docNotices', { count: data.length })}</span>
        <Button appearance="transparent" size="small" onClick={() => void clear()}>
          {tc('chat.docNoticesRead')}
        </Button>
      </div>
      {data.slice(0, SHOWN_NOTICES).map((n) => (
        <div key={n.taskId} className={styles.row} data-testid="project-doc-notice">
          <Link className={styles.text} href={`#${documentEditPath(n.projectId, n.taskId)}`} title={n.text}>
            {n.count > 1 ? tc('chat.docNoticeTimes', { text: n.text, count: n.count }) : n.text}
          </Link>
          <span className={styles.time}>{formatChatTime(n.time)}</span>
        </div>
      ))}
      {data.length > SHOWN_NOTICES ? <span className={styles.time}>{tc('chat.docNoticesMore', { count: data.length - SHOWN_NOTICES })}</span> : null}
    </div>
  );
};
