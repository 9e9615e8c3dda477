/**
 * What other features may use of the demand's pages: the attachments field (upload kind `project-file`), which a
 * cooperation's handovers use for their files too.
 */
export { AttachmentsField, type AttachmentsFieldProps } from './components/attachments-field.js';
