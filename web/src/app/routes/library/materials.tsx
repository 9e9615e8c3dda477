/** /work/library/materials, 资料库: the party's own folders and files (docs/cooperation.md "Materials and literature"). */
import { LibraryPage } from '../../../features/libraries/components/library-page.js';

export const Component = () => <LibraryPage key="material" library="material" />;
