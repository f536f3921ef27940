import { Stack } from '@mantine/core';
import type { Talent } from '@talent/contract';
import { AchievementsSection } from './profile-sections/achievements-section';
import { CertificatesSection } from './profile-sections/certificates-section';
import { DocumentsSection } from './profile-sections/documents-section';
import { EducationSection } from './profile-sections/education-section';
import { ExperiencesSection } from './profile-sections/experiences-section';
import { LanguagesSection } from './profile-sections/languages-section';
import { PersonalCard } from './profile-sections/personal-card';
import { PortfolioSection } from './profile-sections/portfolio-section';
import { PreferencesSection } from './profile-sections/preferences-section';
import { ProjectsSection } from './profile-sections/projects-section';
import { PublicationsSection } from './profile-sections/publications-section';
import { ReferencesSection } from './profile-sections/references-section';
import { SkillsSection } from './profile-sections/skills-section';
import './print.css';

/** The whole profile, section by section: the talent's own view (editable) or as a company sees it. */
export function ProfileView({ talent, editable }: { talent: Talent; editable: boolean }) {
  const section = { talent, editable };
  return (
    <Stack gap="md">
      <PersonalCard {...section} />
      <SkillsSection {...section} />
      <PreferencesSection {...section} />
      <ExperiencesSection {...section} />
      <EducationSection {...section} />
      <LanguagesSection {...section} />
      <CertificatesSection {...section} />
      <AchievementsSection {...section} />
      <ProjectsSection {...section} />
      <PublicationsSection {...section} />
      <PortfolioSection {...section} />
      <DocumentsSection {...section} />
      <ReferencesSection {...section} />
    </Stack>
  );
}
