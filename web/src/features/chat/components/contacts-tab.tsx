/**
 * The contacts tab (spec §2.5, §6): 新的朋友 with its badge; 我的同事 (the company's members, then each team's),
 * collapsed by default for personal accounts; the person's friend groups; an A-Z and # index of every friend;
 * a search over nicknames and remarks.
 */
import { Button, CounterBadge, SearchBox, Spinner } from '@fluentui/react-components';
import { useRef, useState, type ReactNode } from 'react';
import { LIST_LIMITS } from '../../../../../shared/limits.js';
import { useChatCounts } from '../api/counts.js';
import { useContacts } from '../api/friends.js';
import { indexContacts, matchesContact } from '../model/contact-index.js';
import { panelPath } from '../model/panel-paths.js';
import type { Contact, ContactsResponse } from '../model/types.js';
import { AddFriendDialog } from './add-friend-dialog.js';
import { PersonAvatar } from './avatars.js';
import { usePanel } from './panel-nav.js';
import { useChatStyles } from './styles.js';
import { LineIcon } from '../../../components/line-icon.js';
import { tc } from '../texts.js';

/** Every friend once: the grouped, the special and the ungrouped. */
export const allFriends = (contacts: ContactsResponse | undefined): Contact[] => {
  const byId = new Map<string, Contact>();
  for (const group of contacts?.groupFriend ?? []) for (const c of group.groupPartner ?? []) byId.set(c.userId, c);
  for (const c of [...(contacts?.specialFriend ?? []), ...(contacts?.notGroupFriend ?? [])]) byId.set(c.userId, c);
  return [...byId.values()];
};

const Section = ({ title, count, open: initial, children, testId }: { title: string; count?: number; open: boolean; children: ReactNode; testId?: string }) => {
  const styles = useChatStyles();
  const [open, setOpen] = useState(initial);
  return (
    <div data-testid={testId}>
      <button type="button" className={styles.sectionButton} aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        <span aria-hidden>{open ? '▾' : '▸'}</span>
        <span style={{ flexGrow: 1 }}>{title}</span>
        {count !== undefined && <span>{count}</span>}
      </button>
      {open && children}
    </div>
  );
};

export const ContactsTab = () => {
  const styles = useChatStyles();
  const nav = usePanel();
  const { data: counts } = useChatCounts();
  const { data, isLoading } = useContacts();
  const [search, setSearch] = useState('');
  const [adding, setAdding] = useState(false);
  const letters = useRef(new Map<string, HTMLElement | null>());

  const person = (c: Contact, key: string) => (
    <li key={key}>
      <button
        type="button"
        className={styles.row}
        data-testid="contact"
        onClick={() => nav.go(panelPath('/personDetail', { userId: c.userId, friendId: c.userId, nickname: c.nickname }))}
      >
        <PersonAvatar name={c.friendRemark || c.nickname} src={c.headPortrait} size={32} />
        <span className={styles.rowMain}>
          <span className={styles.rowName}>{c.friendRemark || c.nickname}</span>
          {c.friendRemark && <span className={styles.rowSub}>{c.nickname}</span>}
        </span>
        {c.userStatus && <span className={styles.rowTime}>{c.userStatus}</span>}
      </button>
    </li>
  );
  const list = (people: readonly Contact[], prefix: string) => (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>{people.filter((c) => matchesContact(c, search)).map((c) => person(c, `${prefix}:${c.userId}`))}</ul>
  );

  const friends = allFriends(data).filter((c) => matchesContact(c, search));
  const indexed = indexContacts(friends);
  const personal = nav.me.userType === 'PERSONAGE';
  const colleagues = (data?.companyPartner?.length ?? 0) + (data?.teamUser ?? []).reduce((n, team) => n + (team.teamPartner?.length ?? 0), 0);

  return (
    <>
      <div className={styles.search} style={{ display: 'flex', gap: 8 }}>
        <SearchBox className={styles.searchBox} size="small" placeholder={tc('chat.searchContacts')} value={search} onChange={(_e, d) => setSearch(d.value)} aria-label={tc('chat.searchContacts')} />
        <Button size="small" onClick={() => setAdding(true)}>
          {tc('chat.addFriend')}
        </Button>
      </div>
      <button type="button" className={styles.row} onClick={() => nav.go('/newFriends')} data-testid="new-friends-entry">
        <LineIcon name="personAdd" size={28} style={{ width: 32 }} />
        <span className={styles.rowMain}>
          <span className={styles.rowName}>{tc('chat.newFriends')}</span>
        </span>
        {(counts?.friend ?? 0) > 0 && <CounterBadge count={counts?.friend} overflowCount={LIST_LIMITS.badgeMax} size="small" color="danger" />}
      </button>
      {isLoading && !data && <Spinner size="small" />}
      {colleagues > 0 && (
        <Section title={tc('chat.colleagues')} count={colleagues} open={!personal} testId="colleagues">
          {(data?.companyPartner?.length ?? 0) > 0 && (
            <>
              <div className={styles.section}>{data?.companyName || tc('chat.company')}</div>
              {list(data?.companyPartner ?? [], 'company')}
            </>
          )}
          {(data?.teamUser ?? []).map((team) => (
            <div key={team.teamName}>
              <div className={styles.section}>{team.teamName}</div>
              {list(team.teamPartner ?? [], `team:${team.teamName}`)}
            </div>
          ))}
        </Section>
      )}
      {(data?.specialFriend?.length ?? 0) > 0 && (
        <Section title={tc('chat.specialFriends')} count={data?.specialFriend?.length} open={false}>
          {list(data?.specialFriend ?? [], 'special')}
        </Section>
      )}
      {(data?.groupFriend ?? []).map((group) => (
        <Section key={group.groupName} title={group.groupName} count={group.groupPartner?.length ?? 0} open={false} testId="friend-group">
          {list(group.groupPartner ?? [], `group:${group.groupName}`)}
        </Section>
      ))}
      <div className={styles.section} style={{ fontWeight: 600 }}>
        {tc('chat.allFriends', { total: friends.length })}
      </div>
      {data && friends.length === 0 && <div className={styles.empty}>{search ? tc('chat.noMatches') : tc('chat.noFriends')}</div>}
      <div style={{ display: 'flex' }}>
        <div style={{ flexGrow: 1, minWidth: 0 }}>
          {indexed.map(({ letter, items }) => (
            <div key={letter} ref={(el) => void letters.current.set(letter, el)}>
              <div className={styles.section}>{letter}</div>
              <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>{items.map((c) => person(c, `all:${c.userId}`))}</ul>
            </div>
          ))}
        </div>
        {indexed.length > 0 && (
          <nav aria-label={tc('chat.index')} style={{ display: 'flex', flexDirection: 'column', padding: '4px 2px', position: 'sticky', top: 48, alignSelf: 'flex-start' }}>
            {indexed.map(({ letter }) => (
              <button key={letter} type="button" style={{ border: 'none', background: 'none', fontSize: 11, cursor: 'pointer', padding: '1px 4px' }} onClick={() => letters.current.get(letter)?.scrollIntoView({ block: 'start' })}>
                {letter}
              </button>
            ))}
          </nav>
        )}
      </div>
      {adding && <AddFriendDialog onClose={() => setAdding(false)} />}
    </>
  );
};
