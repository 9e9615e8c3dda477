/**
 * The demand form's page (/work/demand-release/new-project, …/new-project-demand-release, /work/postDemand):
 * a new demand, a new one carrying the book written without a login (`?from=local`), or a saved one loaded by
 * `?projectId=` (a draft, a copy of an old project, a released demand being changed).
 */
import { useState } from 'react';
import { paths } from '../../../config/paths.js';
import { usePrerelease } from '../api/prerelease.js';
import { readLocalBook } from '../model/local-book.js';
import { td } from '../texts.js';
import { DemandForm } from './demand-form.js';
import { DemandFrame } from './demand-frame.js';
import { LoadState } from './load-state.js';

export interface DemandFormPageProps {
  projectId?: string | undefined;
  /** `local`: carry the book kept in the browser; `copy`: the demand was just copied from an old project. */
  from?: string | undefined;
  /** The new demand's heading (新建项目, or 发布需求 from the workbench's entry). */
  title?: string;
}

export const DemandFormPage = ({ projectId, from, title = td('demand.title.new') }: DemandFormPageProps) => {
  const [localBook] = useState(() => (!projectId && from === 'local' ? readLocalBook() : undefined));
  const { data, error, mutate } = usePrerelease(projectId);
  const back = { to: paths.demandRelease, label: td('demand.back') };
  if (!projectId) {
    return (
      <DemandFrame title={title} back={back} step="info">
        <DemandForm {...(localBook ? { localBook } : {})} />
      </DemandFrame>
    );
  }
  return (
    <DemandFrame title={td('demand.title.edit')} back={back} step="info">
      <LoadState data={data} error={error} retry={() => void mutate()}>
        {(detail) => <DemandForm key={detail.projectId} detail={detail} copied={from === 'copy'} />}
      </LoadState>
    </DemandFrame>
  );
};
