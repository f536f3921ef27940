/** The assessments module: quizzes, contest challenges and the certificates they earn. */

export { registerAssessmentsRoutes } from './assessments.routes.ts';
export { hasEarnedACertificate } from './certificate-facts.repository.ts';
export { seedDemoAssessments } from './demo/demo-assessments.ts';
