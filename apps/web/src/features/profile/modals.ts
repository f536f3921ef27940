import { lazyModal } from '@/lib/lazy-modal';
import { modalNames } from '@/lib/modal-manager';

/** The profile's global modals by name, loaded with the profile texts when one first opens. */
export const profileModals = {
  [modalNames.uploadCv]: lazyModal(async () => {
    const { UploadCvModal, UploadCvModalTitle } = await import('./components/upload-cv-modal');
    return { Title: UploadCvModalTitle, Content: UploadCvModal };
  }, ['profile']),
  [modalNames.education]: lazyModal(async () => {
    const { EducationThanksModal, EducationThanksModalTitle } = await import(
      './components/education-thanks-modal'
    );
    return { Title: EducationThanksModalTitle, Content: EducationThanksModal };
  }, ['profile']),
};
