import { Stack, TextInput } from '@mantine/core';
import { editPublications, publicationBodySchema, type Talent, toIsoDate } from '@talent/contract';
import { DateField } from '@/components/ui/date-field';
import { FormMessage } from '@/components/ui/form-message';
import { UnsavedChangesGuard } from '@/components/ui/unsaved-changes-guard';
import { shownByForm } from '@/lib/form-failure';
import { queryEndpoint } from '@/lib/http-client';
import { useTranslation } from '@/lib/i18n';
import { useContractForm } from '@/lib/use-contract-form';
import { ShortDescriptionField } from '../components/entry-fields';
import { LinkField } from '../components/link-field';
import { SectionEditFrame } from '../components/section-edit-frame';
import { SectionEntryList } from '../components/section-entry-list';
import { SectionFormActions } from '../components/section-form-actions';
import { useSectionSave } from '../model/use-section-save';

interface PublicationRow {
  title: string;
  publisher: string;
  published_on: string;
  url: string;
  description: string;
}

const emptyPublication: PublicationRow = {
  title: '',
  publisher: '',
  published_on: '',
  url: '',
  description: '',
};

function PublicationsForm({ talent }: { talent: Talent }) {
  const { t } = useTranslation('profile');
  const save = useSectionSave();
  const { form, message, submitWith } = useContractForm({
    name: 'profile-publications',
    schema: publicationBodySchema,
    initialValues: {
      publications: talent.publications.map(
        (entry): PublicationRow => ({
          title: entry.title,
          publisher: entry.publisher ?? '',
          published_on: entry.published_on ?? '',
          url: entry.url ?? '',
          description: entry.description ?? '',
        }),
      ),
    },
  });
  const entries = form.values.publications;
  const submit = submitWith(async (_values, body) => {
    const answer = await queryEndpoint(
      editPublications,
      { params: { id: talent.id }, body },
      { claim: shownByForm },
    );
    save.done(answer.data);
  });
  const at = (index: number, field: keyof PublicationRow) => `publications.${index}.${field}`;

  return (
    <>
      <UnsavedChangesGuard when={form.isDirty() && !save.saved} />
      {message !== null && <FormMessage tone="error">{message}</FormMessage>}
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <SectionEntryList
            entries={entries}
            name="publication"
            texts={{
              empty: t('edit.noPublications'),
              entry: (number) => t('edit.publicationEntry', { number }),
              remove: (number) => t('edit.removePublication', { number }),
              add: t('edit.addPublication'),
            }}
            onAdd={() => form.insertListItem('publications', emptyPublication)}
            onRemove={(index) => form.removeListItem('publications', index)}
          >
            {(_, index) => (
              <>
                <TextInput
                  label={t('fields.title')}
                  withAsterisk
                  {...form.getInputProps(at(index, 'title'))}
                />
                <TextInput label={t('fields.publisher')} {...form.getInputProps(at(index, 'publisher'))} />
                <DateField
                  label={t('fields.publishedOn')}
                  notAfter={toIsoDate(new Date())}
                  maw={220}
                  clearable
                  {...form.getInputProps(at(index, 'published_on'))}
                />
                <LinkField form={form} path={at(index, 'url')} label={t('fields.publicationUrl')} />
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

/** `/talent/profile/publications`: articles, papers and books the talent wrote. */
export function PublicationsPage() {
  const { t } = useTranslation('profile');
  return (
    <SectionEditFrame title={t('sections.publications')} intro={t('edit.publicationsIntro')}>
      {(talent) => <PublicationsForm talent={talent} />}
    </SectionEditFrame>
  );
}
