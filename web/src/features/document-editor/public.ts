/**
 * What other features may use of the documents: the cooperation page's 文档 tab (a phase's directory, who writes,
 * party B's leader's changes). The editor page itself is a route of its own (app/routes/project/document-edit.tsx)
 * and is never exported here: this module must stay free of the rich-text editor.
 */
export { PhaseDocuments } from './components/phase-documents.js';
