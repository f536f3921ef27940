import { Stack, TextInput } from '@mantine/core';
import { certificateBodySchema, editCertificates, listCertifications, type Talent } from '@talent/contract';
import { z } from 'zod/mini';
import { FormMessage } from '@/components/ui/form-message';
import { TypedOptionInput } from '@/components/ui/typed-option-input';
import { UnsavedChangesGuard } from '@/components/ui/unsaved-changes-guard';
import { shownByForm } from '@/lib/form-failure';
import { queryEndpoint } from '@/lib/http-client';
import { useTranslation } from '@/lib/i18n';
import { useContractForm } from '@/lib/use-contract-form';
import { EntryYearField } from '../components/entry-fields';
import { LinkField } from '../components/link-field';
import { SectionEditFrame } from '../components/section-edit-frame';
import { SectionEntryList } from '../components/section-entry-list';
import { SectionFormActions } from '../components/section-form-actions';
import { useSectionSave } from '../model/use-section-save';

interface CertificateRow {
  certification_id: number;
  name: string;
  issuer: string;
  year: number | string;
  url: string;
}

const emptyCertificate: CertificateRow = { certification_id: 0, name: '', issuer: '', year: '', url: '' };

/** The body the form sends: a typed-in certificate has no list id, an empty year is missing. */
function bodyOf(values: { certificates: CertificateRow[] }) {
  return {
    certificates: values.certificates.map((entry) => ({
      ...entry,
      certification_id: entry.certification_id === 0 ? null : entry.certification_id,
      year: entry.year === '' ? undefined : Number(entry.year),
    })),
  };
}

/** The contract's rules, checked on the body the form would send. */
const certificateFormSchema = z.pipe(
  z.transform((values: unknown): unknown => bodyOf(values as { certificates: CertificateRow[] })),
  certificateBodySchema,
);

function CertificatesForm({ talent }: { talent: Talent }) {
  const { t } = useTranslation('profile');
  const save = useSectionSave();
  const { form, message, submitWith } = useContractForm({
    name: 'profile-certificates',
    schema: certificateFormSchema,
    initialValues: {
      certificates: talent.talent_certifications.map(
        (entry): CertificateRow => ({
          certification_id: entry.certification_id ?? 0,
          name: entry.name,
          issuer: entry.issuer ?? '',
          year: entry.year,
          url: entry.url ?? '',
        }),
      ),
    },
  });
  const entries = form.values.certificates;
  const submit = submitWith(async (values) => {
    const answer = await queryEndpoint(
      editCertificates,
      { params: { id: talent.id }, body: bodyOf(values) as never },
      { claim: shownByForm },
    );
    save.done(answer.data);
  });
  const at = (index: number, field: keyof CertificateRow) => `certificates.${index}.${field}`;

  return (
    <>
      <UnsavedChangesGuard when={form.isDirty() && !save.saved} />
      {message !== null && <FormMessage tone="error">{message}</FormMessage>}
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <SectionEntryList
            entries={entries}
            name="certificate"
            texts={{
              empty: t('edit.noCertificates'),
              entry: (number) => t('edit.certificateEntry', { number }),
              remove: (number) => t('edit.removeCertificate', { number }),
              add: t('edit.addCertificate'),
            }}
            onAdd={() => form.insertListItem('certificates', emptyCertificate)}
            onRemove={(index) => form.removeListItem('certificates', index)}
          >
            {(entry, index) => (
              <>
                <TypedOptionInput
                  {...form.getInputProps(at(index, 'name'))}
                  endpoint={listCertifications}
                  label={t('fields.certificateName')}
                  withAsterisk
                  value={{ id: entry.certification_id, name: entry.name }}
                  onChange={(picked) => {
                    form.setFieldValue(at(index, 'certification_id'), picked.id);
                    form.setFieldValue(at(index, 'name'), picked.name);
                  }}
                />
                <TextInput label={t('fields.issuer')} {...form.getInputProps(at(index, 'issuer'))} />
                <EntryYearField withAsterisk {...form.getInputProps(at(index, 'year'))} />
                <LinkField form={form} path={at(index, 'url')} label={t('fields.certificateUrl')} />
              </>
            )}
          </SectionEntryList>
          <SectionFormActions saving={form.submitting} disabled={!form.isDirty()} />
        </Stack>
      </form>
    </>
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
