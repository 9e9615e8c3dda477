// @vitest-environment jsdom
/**
 * The cooperation page's 文档 tab (web/src/features/document-editor/components/phase-documents.tsx) before the phase
 * was delivered: party A, whom the server refuses the directory (404 文档不存在), is told when it will see the
 * documents instead of being told they do not exist.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { documentRoute } from '../../../shared/routes/documents.js';
import type { CooperationDetail } from '../../../shared/schemas/cooperation.js';
import { PhaseDocuments } from '../../../web/src/features/document-editor/components/phase-documents.js';
import { useApiStub } from './api-stub.js';
import { renderPage } from './render-page.js';

const detail = (side: CooperationDetail['side']) =>
  ({
    projectId: '01JCOOPERATION000000000000',
    side,
    current: 1,
    state: 'COOPERATING',
    phases: [{ index: 1, name: '宣传册设计', state: 'COMPILING', stateLabel: '编写中' }],
  }) as unknown as CooperationDetail;

describe('the 文档 tab before delivery', () => {
  const api = useApiStub();

  it('tells party A the documents show once party B delivers, not that they do not exist', async () => {
    // Prepare: the server refuses party A the directory of a phase not yet delivered.
    api.reply(documentRoute('project.docDirectories').path, { body: { code: 404, msg: '文档不存在', data: null } });
    // Act
    const { notices, unsubscribe } = renderPage('/', <PhaseDocuments detail={detail('partyA')} />);
    // Assess
    expect(await screen.findByText('乙方交付后可在此查看文档')).toBeTruthy();
    expect(screen.getByText(/阶段交付后（评估中、待验收、验收未通过、已验收），甲方即可查看该阶段的文档/)).toBeTruthy();
    expect(screen.queryByText('文档不存在')).toBeNull();
    expect(notices).toEqual([]);
    unsubscribe();
  });
});
