import { Group, Select, TextInput } from '@mantine/core';
import {
  editProjects,
  listProjectTypes,
  profileLimits,
  projectBodySchema,
  type Talent,
  toIsoDate,
} from '@talent/contract';
import { DateField } from '@/components/ui/date-field';
import { shownByForm } from '@/lib/form-failure';
import { queryEndpoint } from '@/lib/http-client';
import { useTranslation } from '@/lib/i18n';
import { toSelectData, useOptionList } from '@/lib/option-list';
import { ShortDescriptionField } from '../components/entry-fields';
import { GithubImport } from '../components/github-import';
import { LinkField } from '../components/link-field';
import { SectionEditFrame } from '../components/section-edit-frame';
import { SectionListForm } from '../components/section-list-form';
import { emptyProject, type ProjectRow } from '../model/project-row';

const rowsOf = (talent: Talent) =>
  talent.projects.map(
    (entry): ProjectRow => ({
      name: entry.name,
      project_type_id: entry.project_type?.id ?? null,
      start_date: entry.start_date ?? '',
      end_date: entry.end_date ?? '',
      url: entry.url ?? '',
      description: entry.description ?? '',
    }),
  );

function ProjectsForm({ talent }: { talent: Talent }) {
  const { t } = useTranslation('profile');
  const types = useOptionList(listProjectTypes);
  const today = toIsoDate(new Date());
  return (
    <SectionListForm
      list="projects"
      entryName="project"
      rows={rowsOf(talent)}
      blank={emptyProject}
      schema={projectBodySchema}
      send={(body) =>
        queryEndpoint(editProjects, { params: { id: talent.id }, body }, { claim: shownByForm })
      }
      above={(form) => (
        <GithubImport
          room={profileLimits.projectsMax - form.values.projects.length}
          onImport={(rows) => {
            for (const row of rows) form.insertListItem('projects', row);
          }}
        />
      )}
    >
      {(entry, field, form) => (
        <>
          <TextInput label={t('fields.projectName')} withAsterisk {...form.getInputProps(field('name'))} />
          <Select
            label={t('fields.projectType')}
            placeholder={t('fields.choose')}
            data={toSelectData(types.data)}
            clearable
            {...form.getInputProps(field('project_type_id'))}
            value={entry.project_type_id === null ? null : String(entry.project_type_id)}
            onChange={(value) =>
              form.setFieldValue(field('project_type_id'), value === null ? null : Number(value))
            }
          />
          <Group grow align="flex-start" gap="sm" wrap="wrap">
            <DateField
              label={t('fields.startDate')}
              notAfter={today}
              miw={160}
              clearable
              {...form.getInputProps(field('start_date'))}
            />
            <DateField
              label={t('fields.endDate')}
              miw={160}
              clearable
              {...form.getInputProps(field('end_date'))}
            />
          </Group>
          <LinkField form={form} path={field('url')} label={t('fields.projectUrl')} />
          <ShortDescriptionField {...form.getInputProps(field('description'))} />
        </>
      )}
    </SectionListForm>
  );
}

/** `/talent/profile/projects`: things the talent built, at work or on their own. */
export function ProjectsPage() {
  const { t } = useTranslation('profile');
  return (
    <SectionEditFrame title={t('sections.projects')} intro={t('edit.projectsIntro')}>
      {(talent) => <ProjectsForm talent={talent} />}
    </SectionEditFrame>
  );
}
