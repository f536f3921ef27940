export {
  loadMatchProfile,
  loadSalaryProfile,
  type MatchProfile,
  type SalaryProfile,
  talentHasCv,
  updateContactDetails,
} from './talent-facts.ts';
