/**
 * What matching reads of a contractor's own resume (docs/search.md "Matching"): the tags it leads with — a person's
 * skills, a team's or a company's capability tags — and where it is: the region its resume gives, else as written, a
 * person's address in their basic information or a company's on its resume. One GetItem of the resume (and of the person).
 */
import type { AccountType } from '../../shared/domains.js';
import type { CompanyResumeSections, PersonResumeSections, TeamResumeSections } from '../../shared/schemas/resume.js';
import { getPerson } from '../account/public.js';
import { getResume } from './resume-store.js';

export interface ResumeForMatching {
  tags: string[];
  /** Where the owner says it works (the resume's region), when it gave one. */
  provinceCode?: string;
  cityCode?: string;
  /** Free text (浙江省杭州市西湖区…), when the owner wrote one. */
  address?: string;
}

const regionOf = (sections: { provinceCode?: string; cityCode?: string } | undefined) => ({
  ...(sections?.provinceCode ? { provinceCode: sections.provinceCode } : {}),
  ...(sections?.provinceCode && sections.cityCode ? { cityCode: sections.cityCode } : {}),
});

export const resumeForMatching = async (type: AccountType, id: string): Promise<ResumeForMatching> => {
  if (type === 'PERSONAGE') {
    const [resume, person] = await Promise.all([getResume<Partial<PersonResumeSections>>('PERSONAGE', id), getPerson(id)]);
    return { tags: resume?.sections.skills ?? [], ...regionOf(resume?.sections), ...(person?.address ? { address: person.address } : {}) };
  }
  if (type === 'TEAM') {
    const resume = await getResume<Partial<TeamResumeSections>>('TEAM', id);
    return { tags: resume?.sections.tags ?? [], ...regionOf(resume?.sections) };
  }
  const resume = await getResume<Partial<CompanyResumeSections>>('COMPANY', id);
  return { tags: resume?.sections.tags ?? [], ...regionOf(resume?.sections), ...(resume?.sections.address ? { address: resume.sections.address } : {}) };
};
