/** The contents of the feature's global modals, loaded together the first time one opens. */
export { AssessmentModal } from './assessment-modal';
export { ContestSurveyModal, ContestSurveySuccess } from './contest-survey-modal';
