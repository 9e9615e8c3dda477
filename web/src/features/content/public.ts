/** What other features may use of the content feature: the home page's content and the notices (list, detail, badge). */
export { useBanners, useBottomList, useCategories, useFigures, usePictureLists, useServicePhone } from './api/home.js';
export { CENTER_COUNT_KEY, fetchCenterCount, fetchNotice, fetchNotices, markNoticesRead, NOTICES_KEY, useNotice, useNoticesSeen } from './api/notices.js';
