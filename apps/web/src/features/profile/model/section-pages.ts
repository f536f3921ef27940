/** Sub-pages of /talent/profile where each section is edited (spec section 2). */
export const sectionPages = {
  personal: 'personal-information',
  skills: 'skills',
  languages: 'language',
  experiences: 'experiences',
  preferences: 'preferences',
  education: 'education',
  certificates: 'certificates',
  achievements: 'achievements',
  publications: 'publications',
  projects: 'projects',
  portfolio: 'portfolio',
  references: 'references',
  cv: 'personal-information',
  documents: 'personal-information',
} as const;

export type SectionKey = keyof typeof sectionPages;
