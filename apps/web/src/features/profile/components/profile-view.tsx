import { Anchor, Avatar, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconMapPin, IconPencil } from '@tabler/icons-react';
import { formatIdr, type Talent } from '@talent/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PriorityDot } from '@/components/ui/priority-select';
import { fileHref } from '@/lib/file-href';
import { formatDate } from '@/lib/format-date';
import { useTranslation } from '@/lib/i18n';
import './print.css';

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

function monthYear(date: string | null): string {
  if (!date) return '';
  return formatDate(`${date}T00:00:00Z`, { month: 'short', year: 'numeric', timeZone: 'UTC' });
}

function Period({ start, end, isNow }: { start: string | null; end: string | null; isNow?: boolean }) {
  const { t } = useTranslation('profile');
  if (!start) return null;
  return (
    <Text size="sm" c="dimmed">
      {monthYear(start)} – {isNow || !end ? t('page.present') : monthYear(end)}
    </Text>
  );
}

function Section({
  title,
  section,
  editable,
  empty,
  children,
}: {
  title: string;
  section: SectionKey;
  editable: boolean;
  empty: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('profile');
  const headingId = `section-${section}`;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Title order={2} fz="lg" id={headingId}>
          {title}
        </Title>
        {editable && (
          <Button
            component={Link}
            to={sectionPages[section]}
            variant="subtle"
            size="compact-sm"
            flex="none"
            leftSection={<IconPencil size={16} aria-hidden />}
            aria-label={`${empty ? t('page.add') : t('page.edit')} ${title}`}
            className="no-print"
          >
            {empty ? t('page.add') : t('page.edit')}
          </Button>
        )}
      </Group>
      {empty ? (
        <Text c="dimmed" size="sm">
          {t('page.empty')}
        </Text>
      ) : (
        children
      )}
    </Card>
  );
}

/** The whole profile, section by section: the talent's own view (editable) or as a company sees it. */
export function ProfileView({ talent, editable }: { talent: Talent; editable: boolean }) {
  const { t } = useTranslation('profile');
  const preference = talent.preference;
  const headline = talent.position_function
    ? (talent.position_function.name.split(' - ').pop() ?? talent.position_function.name)
    : talent.position_function_other;
  return (
    <Stack gap="md">
      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="section-personal">
        <Group align="flex-start" wrap="nowrap" gap="lg">
          <Avatar
            src={talent.image_url?.medium ? fileHref(talent.image_url.medium) : null}
            name={talent.fullname}
            alt={talent.fullname}
            size={88}
            radius={88}
            color="teal"
          />
          <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Title order={2} fz={{ base: 'xl', sm: 26 }} id="section-personal">
                {talent.fullname}
              </Title>
              {editable && (
                <Button
                  component={Link}
                  to={sectionPages.personal}
                  variant="subtle"
                  size="compact-sm"
                  flex="none"
                  leftSection={<IconPencil size={16} aria-hidden />}
                  aria-label={`${t('page.edit')} ${t('sections.personal')}`}
                  className="no-print"
                >
                  {t('page.edit')}
                </Button>
              )}
            </Group>
            {headline && <Text fw={600}>{headline}</Text>}
            {talent.location && (
              <Group gap={4}>
                <IconMapPin size={16} aria-hidden />
                <Text size="sm" c="dimmed">
                  {talent.location.name}
                </Text>
              </Group>
            )}
            <Text size="sm" c="dimmed">
              {[talent.email, talent.phone].filter(Boolean).join(' · ')}
            </Text>
          </Stack>
        </Group>
        {preference.about && (
          <Text mt="md" style={{ whiteSpace: 'pre-line' }}>
            {preference.about}
          </Text>
        )}
        <Group mt="md" className="no-print">
          {talent.cv ? (
            <Button
              component="a"
              href={fileHref(talent.cv.url)}
              download={talent.cv.name}
              variant="light"
              leftSection={<IconDownload size={16} aria-hidden />}
            >
              {t('page.downloadCv')}
            </Button>
          ) : (
            <Text size="sm" c="dimmed">
              {t('page.noCv')}
            </Text>
          )}
        </Group>
      </Card>

      <Section
        title={t('sections.skills')}
        section="skills"
        editable={editable}
        empty={talent.talent_skills.length === 0}
      >
        <Group gap="xs">
          {talent.talent_skills.map((skill) => (
            <Badge key={skill.skill_set_id} variant="light" size="lg" radius="sm" tt="none">
              {skill.name}
            </Badge>
          ))}
        </Group>
      </Section>

      <Section
        title={t('sections.preferences')}
        section="preferences"
        editable={editable}
        empty={!talent.position_function && !preference.expected_salary}
      >
        <Stack gap={4}>
          {headline && (
            <Text fw={600}>{[headline, preference.position_level?.name].filter(Boolean).join(' · ')}</Text>
          )}
          {preference.opportunity !== null && (
            <Group gap="xs" wrap="nowrap">
              <PriorityDot priority={preference.opportunity.id} />
              <Text size="sm">{preference.opportunity.name}</Text>
            </Group>
          )}
          {preference.expected_salary !== null && (
            <Text>
              {t('page.expected', {
                amount: `IDR ${formatIdr(preference.expected_salary)}`,
                type: preference.salary_type === 'nett' ? 'Nett' : 'Gross',
              })}
              {preference.salary_negotiable ? ` · ${t('page.negotiable')}` : ''}
            </Text>
          )}
          {editable && preference.cur_min_sal !== null && (
            <Text size="sm" c="dimmed">
              {t('page.current', { amount: `IDR ${formatIdr(preference.cur_min_sal)}` })}
            </Text>
          )}
          {preference.work_locations.length > 0 && (
            <Text size="sm" c="dimmed">
              {preference.work_locations.map((city) => city.name).join(', ')}
            </Text>
          )}
          <Group gap="xs" mt={4}>
            {[
              preference.working_system,
              preference.availability,
              preference.notice_period,
              ...preference.industries,
            ]
              .filter((item): item is { id: number; name: string } => item !== null)
              .map((item) => (
                <Badge key={`${item.name}-${item.id}`} variant="outline" color="gray" tt="none">
                  {item.name}
                </Badge>
              ))}
          </Group>
        </Stack>
      </Section>

      <Section
        title={t('sections.experiences')}
        section="experiences"
        editable={editable}
        empty={talent.experiences.length === 0}
      >
        <Stack gap="md">
          {talent.experiences.map((experience) => (
            <Stack key={experience.id} gap={2}>
              <Text fw={600}>{experience.position_name}</Text>
              <Text size="sm">{experience.company.name}</Text>
              <Period start={experience.start_date} end={experience.end_date} isNow={experience.is_now} />
              {experience.description && (
                <Text size="sm" mt={4}>
                  {experience.description}
                </Text>
              )}
            </Stack>
          ))}
        </Stack>
      </Section>

      <Section
        title={t('sections.education')}
        section="education"
        editable={editable}
        empty={talent.educations.length === 0}
      >
        <Stack gap="md">
          {talent.educations.map((education) => (
            <Stack key={education.id} gap={2}>
              <Text fw={600}>{education.university.name}</Text>
              <Text size="sm">
                {education.degree.name}, {education.major.name}
              </Text>
              <Period start={education.start_date} end={education.end_date} />
              <Text size="sm" c="dimmed">
                {t('page.gpa', { gpa: education.gpa.toFixed(2), outOf: education.gpa_out_of.toFixed(2) })}
              </Text>
            </Stack>
          ))}
        </Stack>
      </Section>

      <Section
        title={t('sections.languages')}
        section="languages"
        editable={editable}
        empty={talent.languages.length === 0}
      >
        <Group gap="xs">
          {talent.languages.map((language) => (
            <Badge key={language.id} variant="light" color="gray" size="lg" radius="sm" tt="none">
              {language.name} · {language.level.name}
            </Badge>
          ))}
        </Group>
      </Section>

      <Section
        title={t('sections.certificates')}
        section="certificates"
        editable={editable}
        empty={talent.talent_certifications.length === 0}
      >
        <Stack gap="xs">
          {talent.talent_certifications.map((certificate) => (
            <Text key={certificate.id}>
              <Text span fw={600}>
                {certificate.name}
              </Text>
              {` · ${[certificate.issuer, certificate.year].filter(Boolean).join(', ')}`}
            </Text>
          ))}
        </Stack>
      </Section>

      <Section
        title={t('sections.achievements')}
        section="achievements"
        editable={editable}
        empty={talent.achievements.length === 0}
      >
        <Stack gap="xs">
          {talent.achievements.map((achievement) => (
            <Stack key={achievement.id} gap={0}>
              <Text fw={600}>
                {achievement.title}
                {achievement.year ? ` (${achievement.year})` : ''}
              </Text>
              {achievement.description && <Text size="sm">{achievement.description}</Text>}
            </Stack>
          ))}
        </Stack>
      </Section>

      <Section
        title={t('sections.projects')}
        section="projects"
        editable={editable}
        empty={talent.projects.length === 0}
      >
        <Stack gap="sm">
          {talent.projects.map((project) => (
            <Stack key={project.id} gap={0}>
              <Text fw={600}>
                {project.url ? (
                  <Anchor href={project.url} target="_blank" rel="noopener noreferrer">
                    {project.name}
                  </Anchor>
                ) : (
                  project.name
                )}
                {project.project_type ? ` · ${project.project_type.name}` : ''}
              </Text>
              <Period start={project.start_date} end={project.end_date} />
              {project.description && <Text size="sm">{project.description}</Text>}
            </Stack>
          ))}
        </Stack>
      </Section>

      <Section
        title={t('sections.publications')}
        section="publications"
        editable={editable}
        empty={talent.publications.length === 0}
      >
        <Stack gap="sm">
          {talent.publications.map((publication) => (
            <Stack key={publication.id} gap={0}>
              <Text fw={600}>
                {publication.url ? (
                  <Anchor href={publication.url} target="_blank" rel="noopener noreferrer">
                    {publication.title}
                  </Anchor>
                ) : (
                  publication.title
                )}
              </Text>
              <Text size="sm" c="dimmed">
                {[publication.publisher, monthYear(publication.published_on)].filter(Boolean).join(' · ')}
              </Text>
            </Stack>
          ))}
        </Stack>
      </Section>

      <Section
        title={t('sections.portfolio')}
        section="portfolio"
        editable={editable}
        empty={talent.talent_portfolio.length === 0}
      >
        <Stack gap="sm">
          {talent.talent_portfolio.map((portfolio) => (
            <Stack key={portfolio.id} gap={0}>
              <Text fw={600}>
                {portfolio.file ? (
                  <Anchor href={fileHref(portfolio.file.url)} target="_blank" rel="noopener noreferrer">
                    {portfolio.title}
                  </Anchor>
                ) : (
                  portfolio.title
                )}
              </Text>
              {portfolio.description && <Text size="sm">{portfolio.description}</Text>}
            </Stack>
          ))}
        </Stack>
      </Section>

      <Section
        title={t('sections.documents')}
        section="documents"
        editable={editable}
        empty={talent.additional_documents.length === 0}
      >
        <Stack gap={4}>
          {talent.additional_documents.map((document) => (
            <Anchor key={document.id} href={fileHref(document.url)} target="_blank" rel="noopener noreferrer">
              {document.name}
            </Anchor>
          ))}
        </Stack>
      </Section>

      {(editable || talent.references_shown) && (
        <Section
          title={t('sections.references')}
          section="references"
          editable={editable}
          empty={talent.references.filter((reference) => reference.status === 'answered').length === 0}
        >
          <Stack gap="sm">
            {talent.references
              .filter((reference) => reference.status === 'answered')
              .map((reference) => (
                <Stack key={reference.id} gap={2}>
                  <Text fs="italic">“{reference.answer}”</Text>
                  <Text size="sm" c="dimmed">
                    {reference.name} · {reference.relationship.name}
                    {reference.company ? `, ${reference.company}` : ''}
                  </Text>
                </Stack>
              ))}
          </Stack>
        </Section>
      )}
    </Stack>
  );
}
