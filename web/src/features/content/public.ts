/** What other features may use of the content feature: the home page's content and the notices (pages, one notice, the read mark, the center count). */
export { useBanners, useBottomList, useCategories, useFigures, usePictureLists, useServicePhone } from './api/home.js';
export { CENTER_COUNT_KEY, useCenterCount, useNotice, useNoticePages, useNoticesSeen } from './api/notices.js';
