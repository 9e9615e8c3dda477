/** Where party A pays a negotiation's fee: a person's page, or the organisation's (a team's or a company's wallet). */
import type { AccountType } from '../../../../../shared/domains.js';
import { paths } from '../../../config/paths.js';

export const feePagePath = (userType: AccountType | undefined): string => (userType === 'PERSONAGE' ? paths.negotiateFeePersonal : paths.negotiateFeeCompany);

export const negotiateFeePath = (userType: AccountType | undefined, negotiationId: string): string => `${feePagePath(userType)}?id=${encodeURIComponent(negotiationId)}`;
