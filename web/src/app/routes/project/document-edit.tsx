/** /document/edit?projectId=&taskId=, 编辑文档: a cooperation's document in the rich-text editor (this module is lazy: it may carry the editor). */
import { useSearchParams } from 'react-router-dom';
import { DocumentEditorPage } from '../../../features/document-editor/components/document-editor-page.js';

export const Component = () => {
  const [query] = useSearchParams();
  const projectId = query.get('projectId') ?? undefined;
  const taskId = query.get('taskId') ?? undefined;
  return <DocumentEditorPage key={`${projectId}/${taskId}`} projectId={projectId} taskId={taskId} />;
};
