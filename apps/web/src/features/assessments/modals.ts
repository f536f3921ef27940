import { type ComponentType, lazy } from 'react';
import { i18n, loadNamespaces } from '@/lib/i18n';
import { modalNames } from '@/lib/modal-manager';

type Screens = typeof import('./screens');

/** A modal's content with the feature's texts, loaded the first time one of the feature's modals opens. */
const content = (name: keyof Screens) =>
  lazy(async () => {
    const [contents] = await Promise.all([import('./screens'), loadNamespaces(['assessments'])]);
    return { default: contents[name] as ComponentType };
  });

/**
 * The feature's global modals by name. The assessment modal's title is the bundled shell text, so
 * it shows at once from any page; the survey modals open from contest pages, whose texts are loaded.
 */
export const assessmentModals = {
  [modalNames.assessment]: {
    title: () => i18n.t('shell:pageTitles.quiz'),
    Content: content('AssessmentModal'),
  },
  [modalNames.contestSurvey]: {
    title: () => i18n.t('assessments:survey.title'),
    Content: content('ContestSurveyModal'),
  },
  [modalNames.contestSurveySuccess]: {
    title: () => i18n.t('assessments:survey.successTitle'),
    Content: content('ContestSurveySuccess'),
  },
};
