/**
 * /work/userCenter/performance, 业绩统计 in the personal center: the figures, charts, history and credit of the
 * party the session acts for (a person, a team, a company). Its charts load with this page only.
 */
import { PerformancePage } from '../../../features/performance/components/performance-page.js';

export const Component = () => <PerformancePage />;
