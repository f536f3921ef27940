import { TextInput } from '@mantine/core';
import { editPublications, publicationBodySchema, type Talent, toIsoDate } from '@talent/contract';
import { DateField } from '@/components/ui/date-field';
import { shownByForm } from '@/lib/form-failure';
import { queryEndpoint } from '@/lib/http-client';
import { useTranslation } from '@/lib/i18n';
import { ShortDescriptionField } from '../components/entry-fields';
import { LinkField } from '../components/link-field';
import { SectionEditFrame } from '../components/section-edit-frame';
import { SectionListForm } from '../components/section-list-form';

interface PublicationRow {
  title: string;
  publisher: string;
  published_on: string;
  url: string;
  description: string;
}

function PublicationsForm({ talent }: { talent: Talent }) {
  const { t } = useTranslation('profile');
  return (
    <SectionListForm
      list="publications"
      entryName="publication"
      rows={talent.publications.map(
        (entry): PublicationRow => ({
          title: entry.title,
          publisher: entry.publisher ?? '',
          published_on: entry.published_on ?? '',
          url: entry.url ?? '',
          description: entry.description ?? '',
        }),
      )}
      blank={{ title: '', publisher: '', published_on: '', url: '', description: '' }}
      schema={publicationBodySchema}
      send={(body) =>
        queryEndpoint(editPublications, { params: { id: talent.id }, body }, { claim: shownByForm })
      }
    >
      {(_, field, form) => (
        <>
          <TextInput label={t('fields.title')} withAsterisk {...form.getInputProps(field('title'))} />
          <TextInput label={t('fields.publisher')} {...form.getInputProps(field('publisher'))} />
          <DateField
            label={t('fields.publishedOn')}
            notAfter={toIsoDate(new Date())}
            maw={220}
            clearable
            {...form.getInputProps(field('published_on'))}
          />
          <LinkField form={form} path={field('url')} label={t('fields.publicationUrl')} />
          <ShortDescriptionField {...form.getInputProps(field('description'))} />
        </>
      )}
    </SectionListForm>
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
