/**
 * /release-success?projectId=, 发布成功 (spec §2.1): the demand is out; where to go next: the project's page, the
 * project center, another demand.
 */
import { makeStyles, tokens } from '@fluentui/react-components';
import { LineIcon } from '../../../components/line-icon.js';
import { LinkButton } from '../../../components/link-button.js';
import { NARROW_MEDIA, usePanelStyles } from '../../../components/page-styles.js';
import { paths, projectDetailsPath } from '../../../config/paths.js';
import { t } from '../../../lib/i18n.js';
import { usePrerelease } from '../api/prerelease.js';
import { td } from '../texts.js';
import { DemandSteps } from './demand-steps.js';

const useStyles = makeStyles({
  done: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: tokens.spacingVerticalM, padding: `${tokens.spacingVerticalXXL} 0`, textAlign: 'center' },
  mark: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '80px',
    height: '80px',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorPaletteGreenBackground3,
    color: tokens.colorNeutralForegroundOnBrand,
  },
  title: { margin: 0, fontSize: tokens.fontSizeBase600, fontWeight: tokens.fontWeightSemibold, color: tokens.colorNeutralForeground1 },
  text: { margin: 0, maxWidth: '520px', color: tokens.colorNeutralForeground3, lineHeight: tokens.lineHeightBase300, overflowWrap: 'anywhere' },
  actions: {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'center',
    gap: tokens.spacingHorizontalM,
    marginTop: tokens.spacingVerticalL,
    [NARROW_MEDIA]: { flexDirection: 'column', alignSelf: 'stretch' },
  },
});

export const ReleaseSuccess = ({ projectId }: { projectId: string | undefined }) => {
  const panel = usePanelStyles();
  const styles = useStyles();
  const { data } = usePrerelease(projectId);
  const text = data ? td(data.visibility === 'PRIVATE' ? 'success.textPrivate' : 'success.textPublic', { name: data.name }) : td('success.textPlain');
  return (
    <section className={panel.panel} aria-labelledby="release-success-title">
      <title>{`${td('demand.title.success')} - ${t('app.name')}`}</title>
      <DemandSteps current="preview" />
      <div className={styles.done} data-testid="release-success">
        <span className={styles.mark} aria-hidden="true">
          <LineIcon name="check" size={40} weight={2.4} />
        </span>
        <h1 id="release-success-title" className={styles.title}>
          {td('success.title')}
        </h1>
        <p className={styles.text}>{text}</p>
        <div className={styles.actions}>
          {projectId && (
            <LinkButton to={projectDetailsPath(projectId)} appearance="primary">
              {td('success.view')}
            </LinkButton>
          )}
          <LinkButton to={paths.projectCenter}>{td('success.center')}</LinkButton>
          <LinkButton to={paths.demandRelease}>{td('success.another')}</LinkButton>
        </div>
      </div>
    </section>
  );
};
