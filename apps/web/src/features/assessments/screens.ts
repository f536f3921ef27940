/**
 * Everything the feature shows, its pages and its modals' contents, in one lazy chunk: one dynamic
 * import (and one list of its chunks in the app's entry) keeps every page's first load small.
 */
export { AssessmentModal } from './components/assessment-modal';
export { ContestSurveyModal, ContestSurveySuccess } from './components/contest-survey-modal';
export { CertificateNotFoundPage } from './pages/certificate-not-found-page';
export { CertificatePage } from './pages/certificate-page';
export { ChallengePage } from './pages/challenge-page';
export { ChallengeQuestionPage } from './pages/challenge-question-page';
export { ContestListPage } from './pages/contest-list-page';
export { ContestPage } from './pages/contest-page';
export { QuizDescriptionPage } from './pages/quiz-description-page';
export { QuizQuestionPage } from './pages/quiz-question-page';
export { QuizResultPage } from './pages/quiz-result-page';
