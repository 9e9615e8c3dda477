/** The 文档 tab's directory as a tree, and which pushes are about its cooperation (phase-documents.tsx). */
import type { DocumentNode } from '../../../../../shared/schemas/documents.js';
import { readProjectPush } from '../../../lib/project-push.js';

/** Whether a NEED_RADIO's content is a project push about this cooperation (a document's, or the project's). */
export const aboutProject = (content: string | undefined, projectId: string): boolean => {
  const push = readProjectPush(content);
  return push !== undefined && (push.projectId === undefined || push.projectId === projectId);
};

/** The nodes under each parent ('' for the top), in the answer's order; a node whose parent is gone is shown at the top. */
export const childrenOf = (nodes: readonly DocumentNode[]): Map<string, DocumentNode[]> => {
  const ids = new Set(nodes.map((n) => n.taskId));
  const map = new Map<string, DocumentNode[]>();
  for (const node of nodes) {
    const parent = node.parentId && ids.has(node.parentId) ? node.parentId : '';
    map.set(parent, [...(map.get(parent) ?? []), node]);
  }
  return map;
};

/** Plain directories as the parent choices, each indented by its depth. */
export const directoryChoices = (tree: Map<string, DocumentNode[]>): { taskId: string; label: string }[] => {
  const out: { taskId: string; label: string }[] = [];
  const walk = (parent: string, depth: number) => {
    for (const node of tree.get(parent) ?? []) {
      if (node.state) continue;
      out.push({ taskId: node.taskId, label: `${'\u3000'.repeat(depth)}${node.title}` });
      walk(node.taskId, depth + 1);
    }
  };
  walk('', 0);
  return out;
};
