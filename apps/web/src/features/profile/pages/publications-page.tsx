import { Button, Divider, Group, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import {
  editPublications,
  profileLimits,
  publicationBodySchema,
  type Talent,
  toIsoDate,
  withHttpPrefix,
} from '@talent/contract';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMessage } from '@/components/ui/form-message';
import { UnsavedChangesGuard } from '@/components/ui/unsaved-changes-guard';
import { shownByForm } from '@/lib/form-failure';
import { queryEndpoint } from '@/lib/http-client';
import { useContractForm } from '@/lib/use-contract-form';
import { SectionEditFrame } from '../components/section-edit-frame';
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
  const submit = submitWith(async (values) => {
    const answer = await queryEndpoint(
      editPublications,
      { params: { id: talent.id }, body: values as never },
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
          {entries.length === 0 && (
            <Text c="dimmed" size="sm">
              {t('edit.noPublications')}
            </Text>
          )}
          {entries.map((_, index) => (
            // Entries have no id of their own; their place in the list is their identity here.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <Fragment key={index}>
              {index > 0 && <Divider />}
              <Stack gap="sm" component="section" aria-labelledby={`publication-${index}`}>
                <Group justify="space-between" wrap="nowrap">
                  <Title order={2} fz="md" id={`publication-${index}`}>
                    {t('edit.publicationEntry', { number: index + 1 })}
                  </Title>
                  <Button
                    variant="subtle"
                    color="red"
                    size="compact-sm"
                    leftSection={<IconTrash size={16} aria-hidden />}
                    aria-label={t('edit.removePublication', { number: index + 1 })}
                    onClick={() => form.removeListItem('publications', index)}
                  >
                    {t('edit.remove')}
                  </Button>
                </Group>
                <TextInput
                  label={t('fields.title')}
                  withAsterisk
                  {...form.getInputProps(at(index, 'title'))}
                />
                <TextInput label={t('fields.publisher')} {...form.getInputProps(at(index, 'publisher'))} />
                <TextInput
                  label={t('fields.publishedOn')}
                  type="date"
                  max={toIsoDate(new Date())}
                  maw={220}
                  {...form.getInputProps(at(index, 'published_on'))}
                />
                <TextInput
                  label={t('fields.publicationUrl')}
                  placeholder="https://"
                  type="url"
                  {...form.getInputProps(at(index, 'url'))}
                  onBlur={(event) => {
                    const typed = event.currentTarget.value;
                    if (typed.trim() !== '') form.setFieldValue(at(index, 'url'), withHttpPrefix(typed));
                    form.validateField(at(index, 'url'));
                  }}
                />
                <Textarea
                  label={t('fields.description')}
                  description={t('fields.descriptionHelp')}
                  autosize
                  minRows={2}
                  maxLength={profileLimits.shortTextMax}
                  {...form.getInputProps(at(index, 'description'))}
                />
              </Stack>
            </Fragment>
          ))}
          <Button
            variant="light"
            w="fit-content"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => form.insertListItem('publications', emptyPublication)}
          >
            {t('edit.addPublication')}
          </Button>
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
