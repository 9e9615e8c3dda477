/**
 * 发出的邀请, 收到的邀请, 发出的申请, 收到的申请 (`project.requests` by box) and the pages of one invitation or
 * application (/invite/details, /apply/details: `project.request`). An answer refreshes every list and count; on
 * a list an invitation that expired meanwhile (102010) is said in a notice and the list refreshed, where its own
 * page is closed by the HTTP helper (spec §8).
 */
import { Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { ProcessAction } from '../../../../../shared/process/types.js';
import { REQUEST_BOXES, type RequestBox, type RequestCard } from '../../../../../shared/schemas/project.js';
import { isHttpError } from '../../../api/http-error.js';
import { EmptyState } from '../../../components/empty-state.js';
import { usePageStyles, usePanelStyles } from '../../../components/page-styles.js';
import { TextLink } from '../../../components/text-link.js';
import { paths } from '../../../config/paths.js';
import { t } from '../../../lib/i18n.js';
import { modal, toast } from '../../../lib/notify.js';
import { answerRequest, useRequest, useRequests } from '../api/requests.js';
import { useProjectRadio } from '../hooks/use-project-radio.js';
import { useRefreshCenter } from '../hooks/use-refresh-center.js';
import { tp } from '../texts.js';
import { PagedList } from './list-states.js';
import { RequestCardView } from './request-card.js';
import { useCenterStyles } from './styles.js';

/** The box a path names (`/work/project-center/receive-apply` → receive-apply). */
export const boxOfPath = (pathname: string): RequestBox => {
  const last = pathname.split('/').filter(Boolean).at(-1);
  return (REQUEST_BOXES as readonly string[]).includes(last ?? '') ? (last as RequestBox) : 'send-invite';
};

/** Runs one action of a request and tells the outcome. */
const useAnswer = (inList: boolean) => {
  const refresh = useRefreshCenter();
  return async (card: RequestCard, action: ProcessAction, reason?: string): Promise<RequestCard | undefined> => {
    try {
      const answered = await answerRequest({ id: card.id, action: action.name, ...(reason ? { reason } : {}) }, { inList });
      toast({ intent: 'success', text: tp('pc.action.done', { label: action.label }) });
      return answered;
    } catch (error) {
      if (inList && isHttpError(error) && error.kind === 'business') modal({ title: t('notice.title'), text: error.msg, actions: [{ label: t('notice.confirm'), primary: true }] });
      throw error;
    } finally {
      void refresh();
    }
  };
};

const RequestBoxList = ({ box }: { box: RequestBox }) => {
  const panel = usePanelStyles();
  const styles = useCenterStyles();
  const [current, setCurrent] = useState(1);
  const { data, error, mutate } = useRequests(box, current);
  const answer = useAnswer(true);
  const title = tp(`pc.box.${box}`);
  return (
    <section className={panel.panel}>
      <title>{`${title} - ${tp('pc.tabs')}`}</title>
      <h1 className={panel.heading}>{title}</h1>
      <PagedList data={data} error={error} retry={() => void mutate()} onPage={setCurrent} empty={{ title: tp('pc.box.empty'), text: tp(`pc.box.emptyText.${box}`) }}>
        {(records) => (
          <ul className={styles.list} data-testid={`requests-${box}`}>
            {records.map((card) => (
              <li key={card.id}>
                <RequestCardView card={card} box={box} onAction={(action, reason) => answer(card, action, reason)} />
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </section>
  );
};

/** The four request tabs share one module: the box comes from the path, and each box starts on its first page. */
export const RequestList = () => {
  const box = boxOfPath(useLocation().pathname);
  return <RequestBoxList key={box} box={box} />;
};

const useDetailStyles = makeStyles({
  wrap: { maxWidth: '880px', marginInline: 'auto', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  back: { fontSize: tokens.fontSizeBase200 },
});

export const RequestDetails = ({ kind, id }: { kind: 'INVITE' | 'APPLY'; id: string | null }) => {
  const page = usePageStyles();
  const panel = usePanelStyles();
  const styles = useDetailStyles();
  const center = useCenterStyles();
  useProjectRadio();
  const { data, error, mutate } = useRequest(id);
  const answer = useAnswer(false);
  const title = kind === 'INVITE' ? tp('pc.request.inviteTitle') : tp('pc.request.applyTitle');
  // Back to the viewer's own box: the sender's 发出的…, the receiver's 收到的….
  const sent = data ? (kind === 'INVITE' ? data.viewerSide === 'partyA' : data.viewerSide === 'partyB') : false;
  const back = kind === 'INVITE' ? (sent ? paths.sendInvite : paths.receiveInvite) : sent ? paths.sendApply : paths.receiveApply;
  return (
    <div className={page.page}>
      <div className={styles.wrap}>
        <title>{`${title} - ${t('app.name')}`}</title>
        <TextLink to={back} className={styles.back}>
          ‹ {tp('pc.backToCenter')}
        </TextLink>
        <section className={panel.panel}>
          <h1 className={panel.heading}>{title}</h1>
          {!id || (error && !data) ? (
            <EmptyState title={tp('pc.request.notFound')} />
          ) : !data ? (
            <div className={center.waiting}>
              <Spinner size="small" label={tp('pc.loading')} />
            </div>
          ) : (
            <RequestCardView
              card={data}
              onAction={async (action, reason) => {
                const answered = await answer(data, action, reason);
                if (answered) void mutate(answered, { revalidate: false });
              }}
            />
          )}
        </section>
      </div>
    </div>
  );
};
