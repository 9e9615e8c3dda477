/**
 * What other features may use of the libraries: the party's assist instructions (协助说明), which the cooperation
 * pages show (and its administrator and project leaders change), and the paths of the two libraries' pages.
 */
export { saveAssistInstructions, useAssistInstructions } from './api/libraries.js';
