/**
 * The public view of a person's, team's or company's resume (issue 31): what `user-personage/resume/{a}/{b}` answers,
 * shown read-only — the reusable piece for search results, public pages and the owners' preview. It shows only what
 * the answer holds (the licence number already masked, never a licence photo nor a phone).
 */
import { Avatar, Tag, TagGroup, makeStyles, tokens } from '@fluentui/react-components';
import { useId, type ReactNode } from 'react';
import { formatFen } from '../../../../../shared/money.js';
import type { PublicResume } from '../../../../../shared/schemas/resume.js';
import { formatDate } from '../../../lib/format-time.js';
import { COMPANY_LISTS, PERSON_LISTS, STAFF_FIELDS, TEAM_LISTS, type ListDef } from '../sections.js';
import { tr, type ResumeTextKey } from '../texts.js';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, minWidth: 0 },
  name: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  meta: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3 },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0 },
  title: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  text: { margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', color: tokens.colorNeutralForeground2 },
  list: { margin: 0, padding: 0, listStyleType: 'none', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  item: { display: 'flex', gap: tokens.spacingHorizontalM, minWidth: 0, paddingBottom: tokens.spacingVerticalS, borderBottom: `1px solid ${tokens.colorNeutralStroke3}` },
  itemBody: { display: 'flex', flexDirection: 'column', gap: '2px', minWidth: 0, flex: 1 },
  itemTitle: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  thumb: { width: '64px', height: '64px', objectFit: 'cover', borderRadius: tokens.borderRadiusMedium, flexShrink: 0 },
  pictures: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, 120px)', gap: tokens.spacingHorizontalS },
  picture: { width: '120px', height: '120px', objectFit: 'cover', borderRadius: tokens.borderRadiusMedium },
  facts: { display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalL}`, margin: 0 },
  factName: { color: tokens.colorNeutralForeground3 },
  factValue: { margin: 0, overflowWrap: 'anywhere' },
  members: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL, margin: 0, padding: 0, listStyleType: 'none' },
  member: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  empty: { color: tokens.colorNeutralForeground3 },
});

const Section = ({ title, children }: { title: ResumeTextKey; children: ReactNode }) => {
  const styles = useStyles();
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h3 id={id} className={styles.title}>{tr(title)}</h3>
      {children}
    </section>
  );
};

const Tags = ({ title, tags }: { title: ResumeTextKey; tags: readonly string[] }) =>
  tags.length === 0 ? null : (
    <Section title={title}>
      <TagGroup aria-label={tr(title)}>
        {tags.map((tag) => (
          <Tag key={tag} appearance="brand" size="small">{tag}</Tag>
        ))}
      </TagGroup>
    </Section>
  );

const span = (row: Record<string, unknown>): string | undefined => {
  const start = row.start ?? row.date ?? row.validUntil;
  if (typeof start !== 'string') return undefined;
  return 'end' in row || 'start' in row ? `${start} ~ ${typeof row.end === 'string' ? row.end : tr('resume.now')}` : start;
};

const Rows = ({ list, rows }: { list: ListDef; rows: readonly Record<string, unknown>[] }) => {
  const styles = useStyles();
  if (rows.length === 0) return null;
  const [first, ...rest] = list.fields;
  return (
    <Section title={list.title}>
      <ul className={styles.list}>
        {rows.map((row, index) => {
          const details = rest
            .filter((field) => ['text', 'degree', 'number', 'link'].includes(field.type) && row[field.name] !== undefined && row[field.name] !== '')
            .map((field) => `${tr(field.label)}：${String(row[field.name])}`);
          if (list.key === 'turnover') details.splice(0, details.length, formatFen(Number(row.amount ?? 0)));
          const when = list.key === 'turnover' ? undefined : span(row);
          const picture = typeof row.picture === 'string' ? row.picture : undefined;
          const description = typeof row.description === 'string' ? row.description : undefined;
          return (
            <li key={index} className={styles.item}>
              {picture && <img className={styles.thumb} src={picture} alt={String(row[first!.name] ?? '')} loading="lazy" />}
              <div className={styles.itemBody}>
                <span className={styles.itemTitle}>{String(row[first!.name] ?? '')}</span>
                {(details.length > 0 || when) && <span className={styles.meta}>{[...details, when].filter(Boolean).join(' · ')}</span>}
                {description && <p className={styles.text}>{description}</p>}
              </div>
            </li>
          );
        })}
      </ul>
    </Section>
  );
};

export const ResumeView = ({ resume }: { resume: PublicResume }) => {
  const styles = useStyles();
  const sections = resume as unknown as Record<string, unknown>;
  const lists = resume.kind === 'PERSONAGE' ? PERSON_LISTS : resume.kind === 'TEAM' ? TEAM_LISTS : COMPANY_LISTS;
  return (
    <article className={styles.root} aria-label={resume.owner.name} data-testid="resume-view">
      <header className={styles.head}>
        <Avatar name={resume.owner.name} image={resume.owner.headPortrait ? { src: resume.owner.headPortrait } : undefined} size={56} />
        <div>
          <h2 className={styles.name}>{resume.owner.name}</h2>
          {resume.updateTime > 0 && <span className={styles.meta}>{tr('resume.updated', { time: formatDate(resume.updateTime) })}</span>}
        </div>
      </header>
      {resume.kind === 'COMPANY' && (
        <Section title="company.basic">
          <dl className={styles.facts}>
            {(['licenceNumber', 'publicEmail', 'address'] as const).map((name) => (
              <div key={name} style={{ display: 'contents' }}>
                <dt className={styles.factName}>{tr(`company.${name}`)}</dt>
                <dd className={styles.factValue}>{resume[name] || tr('resume.empty')}</dd>
              </div>
            ))}
          </dl>
        </Section>
      )}
      {resume.kind === 'TEAM' && resume.introduction && (
        <Section title="team.introduction">
          <p className={styles.text}>{resume.introduction}</p>
        </Section>
      )}
      {resume.kind === 'PERSONAGE' && <Tags title="person.skills" tags={resume.skills} />}
      {resume.kind === 'TEAM' && <Tags title="team.tags" tags={resume.tags} />}
      {resume.kind === 'COMPANY' && <Tags title="company.tags" tags={resume.tags} />}
      {resume.kind === 'COMPANY' && resume.advantages && (
        <Section title="company.advantages">
          <p className={styles.text}>{resume.advantages}</p>
        </Section>
      )}
      {resume.kind === 'COMPANY' && (
        <Section title="company.staff">
          <dl className={styles.facts}>
            {STAFF_FIELDS.map(([name, label]) => (
              <div key={name} style={{ display: 'contents' }}>
                <dt className={styles.factName}>{tr(label)}</dt>
                <dd className={styles.factValue}>{resume.staff[name]}</dd>
              </div>
            ))}
          </dl>
        </Section>
      )}
      {lists.map((list) => (
        <Rows key={list.key} list={list} rows={(sections[list.key] as Record<string, unknown>[] | undefined) ?? []} />
      ))}
      {resume.kind === 'PERSONAGE' && resume.pictures.length > 0 && (
        <Section title="person.pictures">
          <div className={styles.pictures}>
            {resume.pictures.map((url, index) => (
              <img key={url} className={styles.picture} src={url} alt={`${tr('person.pictures')} ${index + 1}`} loading="lazy" />
            ))}
          </div>
        </Section>
      )}
      {resume.kind === 'PERSONAGE' && resume.files.length > 0 && (
        <Section title="person.files">
          <ul className={styles.list}>
            {resume.files.map((file) => (
              <li key={file.url}>
                <a href={file.url} target="_blank" rel="noreferrer">{file.name}</a>
              </li>
            ))}
          </ul>
        </Section>
      )}
      {resume.kind === 'TEAM' && (
        <Section title="team.members">
          {resume.members.length === 0 ? (
            <span className={styles.empty}>{tr('team.noMembers')}</span>
          ) : (
            <ul className={styles.members}>
              {resume.members.map((member) => (
                <li key={member.userId} className={styles.member}>
                  <Avatar name={member.nickname} image={member.headPortrait ? { src: member.headPortrait } : undefined} size={32} />
                  <span>{member.nickname}</span>
                  {member.admin && <span className={styles.meta}>{tr('team.admin')}</span>}
                </li>
              ))}
            </ul>
          )}
        </Section>
      )}
    </article>
  );
};
