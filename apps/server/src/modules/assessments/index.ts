/** The assessments module: quizzes, contest challenges and the certificates they earn. */

export { registerAssessmentsRoutes } from './assessments.routes.ts';
export { seedDemoAssessments } from './demo/demo-assessments.ts';
