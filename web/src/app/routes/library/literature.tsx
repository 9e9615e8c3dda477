/** /work/library/literature, 文献库: the party's own literature, each file with its kind, authors, year and source. */
import { LibraryPage } from '../../../features/libraries/components/library-page.js';

export const Component = () => <LibraryPage key="literature" library="literature" />;
