/**
 * The public face's content (shared/routes/content.ts): banners, picture lists, the footer, the figures, the
 * categories and the service phone. Public calls, silent (a visitor's home page never shows an error modal for
 * a section that could not load: the section stays hidden).
 */
import useSWR from 'swr';
import { contentRoutes } from '../../../../../shared/routes/content.js';
import { routeIn } from '../../../../../shared/routes/types.js';
import type { Banner, BottomList, Category, LoginData, PictureList } from '../../../../../shared/schemas/content.js';
import { callRoute } from '../../../api/route-call.js';

const SILENT = { silent: true } as const;
const r = <const I extends (typeof contentRoutes)[number]['id']>(id: I) => routeIn(contentRoutes, id);

/** Content changes when operators publish: a visit reads it once, no refetch on focus. */
const STABLE = { revalidateOnFocus: false, revalidateIfStale: false } as const;

export const useBanners = () => useSWR('content:banners', () => callRoute<Banner[]>(r('content.banners'), {}, SILENT), STABLE);
export const usePictureLists = () => useSWR('content:pictures', () => callRoute<PictureList[]>(r('content.pictures'), {}, SILENT), STABLE);
export const useBottomList = () => useSWR('content:bottom', () => callRoute<BottomList>(r('content.bottom'), {}, SILENT), STABLE);
export const useCategories = () => useSWR('content:categories', () => callRoute<Category[]>(r('content.categories'), {}, SILENT), STABLE);
export const useServicePhone = () => useSWR('content:tel', () => callRoute<string>(r('content.tel'), {}, SILENT), STABLE);
/** The figures move with every registration: read again on focus. */
export const useFigures = () => useSWR('content:figures', () => callRoute<LoginData>(r('content.figures'), {}, SILENT));
