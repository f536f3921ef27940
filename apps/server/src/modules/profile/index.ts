export { seedDemoProfiles } from './demo/demo-profiles.ts';
export { createProfileModule, registerProfileRoutes } from './profile.routes.ts';
export {
  createKeptMatchProfiles,
  dashboardProfileOf,
  loadMatchProfile,
  loadSalaryProfile,
  type MatchProfile,
  profileCompletenessOf,
  type SalaryProfile,
  talentHasCv,
  updateContactDetails,
} from './talent-facts.repository.ts';
