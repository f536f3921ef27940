import { Select, Stack, TextInput } from '@mantine/core';
import { askForReferenceBodySchema, listReferenceRelationships, type Talent } from '@talent/contract';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { FormMessage } from '@/components/ui/form-message';
import { UnsavedChangesGuard } from '@/components/ui/unsaved-changes-guard';
import { useTranslation } from '@/lib/i18n';
import { toSelectData, useOptionList } from '@/lib/option-list';
import { paths } from '@/lib/paths';
import { showSuccessToast } from '@/lib/toast';
import { useContractForm } from '@/lib/use-contract-form';
import { useAskForReference } from '../api/references';
import { SectionEditFrame } from '../components/section-edit-frame';
import { SectionFormActions } from '../components/section-form-actions';

function AskReferenceForm({ talent }: { talent: Talent }) {
  const { t } = useTranslation('profile');
  const relationships = useOptionList(listReferenceRelationships);
  const ask = useAskForReference(talent.id);
  const navigate = useNavigate();
  const [sent, setSent] = useState(false);
  const { form, message, submitWith } = useContractForm({
    name: 'profile-ask-reference',
    schema: askForReferenceBodySchema,
    initialValues: { name: '', email: '', relationship_id: null as number | null, company: '' },
  });
  // Back to the profile once the guard has seen the request sent (spec section 7).
  useEffect(() => {
    if (sent) navigate(paths.profile);
  }, [sent, navigate]);

  const submit = submitWith(async (_values, body) => {
    showSuccessToast(await ask.mutateAsync(body));
    setSent(true);
  });

  return (
    <>
      <UnsavedChangesGuard when={form.isDirty() && !sent} />
      {message !== null && <FormMessage tone="error">{message}</FormMessage>}
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput label={t('references.name')} withAsterisk {...form.getInputProps('name')} />
          <TextInput
            label={t('references.email')}
            type="email"
            withAsterisk
            {...form.getInputProps('email')}
          />
          <Select
            label={t('references.relationship')}
            placeholder={t('fields.choose')}
            data={toSelectData(relationships.data)}
            withAsterisk
            {...form.getInputProps('relationship_id')}
            value={form.values.relationship_id === null ? null : String(form.values.relationship_id)}
            onChange={(value) => form.setFieldValue('relationship_id', value === null ? null : Number(value))}
          />
          <TextInput label={t('fields.company')} {...form.getInputProps('company')} />
          <SectionFormActions
            saving={form.submitting}
            disabled={!form.isDirty()}
            submitLabel={t('references.send')}
          />
        </Stack>
      </form>
    </>
  );
}

/** `/talent/profile/references/edit`: ask someone who knows the talent's work for a reference. */
export function AskReferencePage() {
  const { t } = useTranslation('profile');
  return (
    <SectionEditFrame title={t('references.ask')} intro={t('references.askIntro')}>
      {(talent) => <AskReferenceForm talent={talent} />}
    </SectionEditFrame>
  );
}
