/** GET get-info/how-to-use (spec §7.2; route content.howToUse): the guide's rich text, public. */
import useSWR from 'swr';
import { contentRoute } from '../../../../../shared/routes/content.js';
import type { HowToUse } from '../../../../../shared/schemas/content.js';
import type { HttpError } from '../../../api/http-error.js';
import { callRoute } from '../../../api/route-call.js';

export const HOW_TO_USE_KEY = 'content:how-to-use';

// Silent: the dialog shows a failure in its own body, with a retry.
export const fetchHowToUse = (): Promise<HowToUse> => callRoute(contentRoute('content.howToUse'), {}, { silent: true });

export const useHowToUse = () => useSWR<HowToUse, HttpError>(HOW_TO_USE_KEY, fetchHowToUse, { revalidateOnFocus: false });
