/** Every page of the profile (spec section 2's route table). */
export const profilePages = [
  '/talent/profile',
  '/talent/profile/show',
  '/talent/profile/personal-information',
  '/talent/profile/language',
  '/talent/profile/experiences',
  '/talent/profile/preferences',
  '/talent/profile/education',
  '/talent/profile/certificates',
  '/talent/profile/achievements',
  '/talent/profile/publications',
  '/talent/profile/projects',
  '/talent/profile/portfolio',
  '/talent/profile/references',
  '/talent/profile/references/edit',
];
