/** A side of a project as text: its name and what it is (个人, 团队, 企业). */
import { Badge, makeStyles, tokens } from '@fluentui/react-components';
import type { ProjectParty } from '../../../../../shared/schemas/project.js';
import { tp } from '../texts.js';

const useStyles = makeStyles({
  party: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, minWidth: 0, overflowWrap: 'anywhere' },
});

export const partyTypeLabel = (party: Pick<ProjectParty, 'type'>): string => tp(`pc.type.${party.type}`);

export const PartyName = ({ party, me = false }: { party: ProjectParty; me?: boolean }) => {
  const styles = useStyles();
  return (
    <span className={styles.party}>
      <span>{party.name || '—'}</span>
      <Badge size="small" appearance="outline" color="informative">
        {partyTypeLabel(party)}
      </Badge>
      {me && (
        <Badge size="small" appearance="tint" color="brand">
          {tp('pc.me')}
        </Badge>
      )}
    </span>
  );
};
