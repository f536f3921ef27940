import { Group, Select, Stack, TextInput } from '@mantine/core';
import {
  editProjects,
  listProjectTypes,
  profileLimits,
  projectBodySchema,
  type Talent,
  toIsoDate,
} from '@talent/contract';
import { DateField } from '@/components/ui/date-field';
import { FormMessage } from '@/components/ui/form-message';
import { UnsavedChangesGuard } from '@/components/ui/unsaved-changes-guard';
import { shownByForm } from '@/lib/form-failure';
import { queryEndpoint } from '@/lib/http-client';
import { useTranslation } from '@/lib/i18n';
import { toSelectData, useOptionList } from '@/lib/option-list';
import { useContractForm } from '@/lib/use-contract-form';
import { ShortDescriptionField } from '../components/entry-fields';
import { GithubImport } from '../components/github-import';
import { LinkField } from '../components/link-field';
import { SectionEditFrame } from '../components/section-edit-frame';
import { SectionEntryList } from '../components/section-entry-list';
import { SectionFormActions } from '../components/section-form-actions';
import { emptyProject, type ProjectRow } from '../model/project-row';
import { useSectionSave } from '../model/use-section-save';

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
  const save = useSectionSave();
  const types = useOptionList(listProjectTypes);
  const { form, message, submitWith } = useContractForm({
    name: 'profile-projects',
    schema: projectBodySchema,
    initialValues: { projects: rowsOf(talent) },
  });
  const entries = form.values.projects;
  const submit = submitWith(async (_values, body) => {
    const answer = await queryEndpoint(
      editProjects,
      { params: { id: talent.id }, body },
      { claim: shownByForm },
    );
    save.done(answer.data);
  });
  const at = (index: number, field: keyof ProjectRow) => `projects.${index}.${field}`;
  const today = toIsoDate(new Date());

  return (
    <>
      <UnsavedChangesGuard when={form.isDirty() && !save.saved} />
      <GithubImport
        room={profileLimits.projectsMax - entries.length}
        onImport={(rows) => {
          for (const row of rows) form.insertListItem('projects', row);
        }}
      />
      {message !== null && <FormMessage tone="error">{message}</FormMessage>}
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <SectionEntryList
            entries={entries}
            name="project"
            texts={{
              empty: t('edit.noProjects'),
              entry: (number) => t('edit.projectEntry', { number }),
              remove: (number) => t('edit.removeProject', { number }),
              add: t('edit.addProject'),
            }}
            onAdd={() => form.insertListItem('projects', emptyProject)}
            onRemove={(index) => form.removeListItem('projects', index)}
          >
            {(entry, index) => (
              <>
                <TextInput
                  label={t('fields.projectName')}
                  withAsterisk
                  {...form.getInputProps(at(index, 'name'))}
                />
                <Select
                  label={t('fields.projectType')}
                  placeholder={t('fields.choose')}
                  data={toSelectData(types.data)}
                  clearable
                  {...form.getInputProps(at(index, 'project_type_id'))}
                  value={entry.project_type_id === null ? null : String(entry.project_type_id)}
                  onChange={(value) =>
                    form.setFieldValue(at(index, 'project_type_id'), value === null ? null : Number(value))
                  }
                />
                <Group grow align="flex-start" gap="sm" wrap="wrap">
                  <DateField
                    label={t('fields.startDate')}
                    notAfter={today}
                    miw={160}
                    clearable
                    {...form.getInputProps(at(index, 'start_date'))}
                  />
                  <DateField
                    label={t('fields.endDate')}
                    miw={160}
                    clearable
                    {...form.getInputProps(at(index, 'end_date'))}
                  />
                </Group>
                <LinkField form={form} path={at(index, 'url')} label={t('fields.projectUrl')} />
                <ShortDescriptionField {...form.getInputProps(at(index, 'description'))} />
              </>
            )}
          </SectionEntryList>
          <SectionFormActions saving={form.submitting} disabled={!form.isDirty()} />
        </Stack>
      </form>
    </>
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
