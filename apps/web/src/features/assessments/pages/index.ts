/** Every page of the feature in one lazy chunk: one dynamic import keeps the app's first load small. */
export { CertificateNotFoundPage } from './certificate-not-found-page';
export { CertificatePage } from './certificate-page';
export { ChallengePage } from './challenge-page';
export { ChallengeQuestionPage } from './challenge-question-page';
export { ContestListPage } from './contest-list-page';
export { ContestPage } from './contest-page';
export { QuizDescriptionPage } from './quiz-description-page';
export { QuizQuestionPage } from './quiz-question-page';
export { QuizResultPage } from './quiz-result-page';
