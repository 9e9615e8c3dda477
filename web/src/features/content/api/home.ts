/**
 * The public face's content (shared/routes/content.ts): banners, picture lists, the footer, the figures, the
 * categories and the service phone. Public calls, silent (a visitor's home page never shows an error modal for
 * a section that could not load: the section stays hidden).
 */
import useSWR from 'swr';
import { contentRoute } from '../../../../../shared/routes/content.js';
import { callRoute } from '../../../api/route-call.js';

const SILENT = { silent: true } as const;

/** Content changes when operators publish: a visit reads it once, no refetch on focus. */
const STABLE = { revalidateOnFocus: false, revalidateIfStale: false } as const;

export const useBanners = () => useSWR('content:banners', () => callRoute(contentRoute('content.banners'), {}, SILENT), STABLE);
export const usePictureLists = () => useSWR('content:pictures', () => callRoute(contentRoute('content.pictures'), {}, SILENT), STABLE);
export const useBottomList = () => useSWR('content:bottom', () => callRoute(contentRoute('content.bottom'), {}, SILENT), STABLE);
export const useCategories = () => useSWR('content:categories', () => callRoute(contentRoute('content.categories'), {}, SILENT), STABLE);
export const useServicePhone = () => useSWR('content:tel', () => callRoute(contentRoute('content.tel'), {}, SILENT), STABLE);
/** The figures move with every registration: read again on focus. */
export const useFigures = () => useSWR('content:figures', () => callRoute(contentRoute('content.figures'), {}, SILENT));
