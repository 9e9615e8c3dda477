/** Labels shared by the finder and the details: account types, orders, time left, places. */
import type { AccountType } from '../../../../../shared/domains.js';
import { regionLabel } from '../../../../../shared/regions/index.js';
import type { ProjectCard, ProjectSort } from '../../../../../shared/schemas/project.js';
import { deadlineLeft } from '../model/deadline.js';
import { tf } from '../texts.js';

export const typeLabel = (type: AccountType): string => tf(`pf.type.${type}`);

export const typesLabel = (types: readonly AccountType[]): string => types.map(typeLabel).join('、');

export const sortLabel = (sort: ProjectSort): string => tf(`pf.sort.${sort}`);

/** 剩 N 天, 今天截止, 已截止. */
export const deadlineLeftText = (deadline: number, now = Date.now()): string => {
  const left = deadlineLeft(deadline, now);
  return left.kind === 'days' ? tf('pf.deadline.days', { days: left.days }) : left.kind === 'today' ? tf('pf.deadline.today') : tf('pf.deadline.passed');
};

/** The project's place as people read it (浙江省 杭州市): the server's label, else one made from the codes. */
export const placeOf = (card: Pick<ProjectCard, 'regionLabel' | 'provinceCode' | 'cityCode' | 'districtCode'>): string =>
  card.regionLabel || (card.provinceCode ? regionLabel(card.provinceCode, card.cityCode, card.districtCode) : '');
