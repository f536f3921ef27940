export { seedAssessments, seededTestIds } from './assessments.ts';
export {
  demoCompanyCount,
  demoJobCount,
  type GenerateJobsOptions,
  generateJobs,
  prepareCompanies,
  seedDemoJobs,
} from './jobs.ts';
export { masterDataRows, positionFunctionId, seedMasterData } from './master-data.ts';
export {
  demoSalaryObservations,
  type GenerateSalaryOptions,
  generateSalaryObservations,
  seedSalaryObservations,
} from './salary-observations.ts';
export { demoGeneratedTalents, generatedTalentEmail, generateTalentProfiles } from './talent-profiles.ts';
