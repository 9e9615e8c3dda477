/** English placeholders of register-texts.ts (only zh_CN is offered; loaded only when English is asked for). */
import type { RegisterTextKey } from './register-texts.js';

export const registerEn: Record<RegisterTextKey, string> = {
  'register.personalTitle': 'Register',
  'register.personalLead': 'Register a personal account; switch on below to create a team too.',
  'register.companyTitle': 'Register a company',
  'register.companyLead': 'The registrant administers the company and may add staff.',
  'register.asTeam': 'Register a team account',
  'register.nameAvailable': 'This name is available',
  'register.submit': 'Register',
  'register.submitCompany': 'Register company',
  'register.submitting': 'Registering…',
  'register.done': 'Registered',
  'register.toCompany': 'Register a company',
  'register.toPersonal': 'Register a person or team',
  'register.toLogin': 'Log in',
  'register.agreePrefix': 'I have read and agree to ',
  'register.typeLabel': 'Account type',
  'register.typePerson': 'Personal',
  'register.typePersonHint': 'Take projects, shop, chat',
  'register.typeTeam': 'Team',
  'register.typeTeamHint': 'Take projects as a team',
  'register.typeCompany': 'Company',
  'register.typeCompanyHint': 'Post demands, manage staff',
};
