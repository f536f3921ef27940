import { TextInput } from '@mantine/core';
import { certificateBodySchema, editCertificates, listCertifications, type Talent } from '@talent/contract';
import { TypedOptionInput } from '@/components/ui/typed-option-input';
import { shownByForm } from '@/lib/form-failure';
import { queryEndpoint } from '@/lib/http-client';
import { useTranslation } from '@/lib/i18n';
import { EntryYearField } from '../components/entry-fields';
import { LinkField } from '../components/link-field';
import { SectionEditFrame } from '../components/section-edit-frame';
import { type ListValues, SectionListForm } from '../components/section-list-form';

interface CertificateRow {
  certification_id: number;
  name: string;
  issuer: string;
  year: number | string;
  url: string;
}

/** The body the form sends: a typed-in certificate has no list id, an empty year is missing. */
function bodyOf(values: ListValues<'certificates', CertificateRow>) {
  return {
    certificates: values.certificates.map((entry) => ({
      ...entry,
      certification_id: entry.certification_id === 0 ? null : entry.certification_id,
      year: entry.year === '' ? undefined : Number(entry.year),
    })),
  };
}

function CertificatesForm({ talent }: { talent: Talent }) {
  const { t } = useTranslation('profile');
  return (
    <SectionListForm
      list="certificates"
      entryName="certificate"
      rows={talent.talent_certifications.map(
        (entry): CertificateRow => ({
          certification_id: entry.certification_id ?? 0,
          name: entry.name,
          issuer: entry.issuer ?? '',
          year: entry.year,
          url: entry.url ?? '',
        }),
      )}
      blank={{ certification_id: 0, name: '', issuer: '', year: '', url: '' }}
      schema={certificateBodySchema}
      toBody={bodyOf}
      send={(body) =>
        queryEndpoint(editCertificates, { params: { id: talent.id }, body }, { claim: shownByForm })
      }
    >
      {(entry, field, form) => (
        <>
          <TypedOptionInput
            {...form.getInputProps(field('name'))}
            endpoint={listCertifications}
            label={t('fields.certificateName')}
            withAsterisk
            value={{ id: entry.certification_id, name: entry.name }}
            onChange={(picked) => {
              form.setFieldValue(field('certification_id'), picked.id);
              form.setFieldValue(field('name'), picked.name);
            }}
          />
          <TextInput label={t('fields.issuer')} {...form.getInputProps(field('issuer'))} />
          <EntryYearField withAsterisk {...form.getInputProps(field('year'))} />
          <LinkField form={form} path={field('url')} label={t('fields.certificateUrl')} />
        </>
      )}
    </SectionListForm>
  );
}

/** `/talent/profile/certificates`: certificates with issuer, year and a link to check them. */
export function CertificatesPage() {
  const { t } = useTranslation('profile');
  return (
    <SectionEditFrame title={t('sections.certificates')} intro={t('edit.certificatesIntro')}>
      {(talent) => <CertificatesForm talent={talent} />}
    </SectionEditFrame>
  );
}
