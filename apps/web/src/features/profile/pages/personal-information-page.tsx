import { Avatar, Divider, Group, Stack, TextInput } from '@mantine/core';
import {
  editPersonal,
  normalizeEmail,
  personalBodySchema,
  profileFileFields,
  type Talent,
} from '@talent/contract';
import { useEffect, useState } from 'react';
import { FormMessage } from '@/components/ui/form-message';
import { PasswordField } from '@/components/ui/password-field';
import { UnsavedChangesGuard } from '@/components/ui/unsaved-changes-guard';
import { UploadField } from '@/components/ui/upload-field';
import { fileHref } from '@/lib/file-href';
import { useTranslation } from '@/lib/i18n';
import { useContractForm } from '@/lib/use-contract-form';
import { useTalentUpload } from '../api/use-talent-upload';
import { AdditionalDocumentsCard } from '../components/additional-documents-card';
import { CvCard } from '../components/cv-card';
import { AboutField, PersonalFields } from '../components/personal-fields';
import { SectionEditFrame } from '../components/section-edit-frame';
import { SectionFormActions } from '../components/section-form-actions';
import { useSectionSave } from '../model/use-section-save';

/** The personal fields as the form holds them; the photo is sent beside them in the same multipart call. */
function personalValues(talent: Talent) {
  return {
    fullname: talent.fullname,
    email: talent.email,
    phone: talent.phone ?? '',
    birth_date: talent.birth_date ?? '',
    city_id: talent.location?.id ?? (null as number | null),
    about: talent.preference.about ?? '',
    current_password: '',
  };
}

/** Whether the form's email is another sign-in email than the talent's, which needs the password. */
function changesEmail(typed: string, talent: Talent): boolean {
  return normalizeEmail(typed) !== normalizeEmail(talent.email);
}

/** A picked photo shown before it is saved; its object URL is let go when the pick changes. */
function usePhotoPreview(photo: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (photo === null) return setUrl(null);
    const next = URL.createObjectURL(photo);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [photo]);
  return url;
}

function PersonalForm({ talent }: { talent: Talent }) {
  const { t } = useTranslation('profile');
  const save = useSectionSave();
  const { form, message, submitWith } = useContractForm({
    name: 'profile-personal',
    schema: personalBodySchema,
    initialValues: personalValues(talent),
  });
  const photo = useTalentUpload(profileFileFields.photo, 'form');
  const preview = usePhotoPreview(photo.file);
  const dirty = form.isDirty() || photo.file !== null;

  const emailChanges = changesEmail(form.values.email, talent);

  const submit = submitWith(async ({ current_password, ...values }) => {
    if (photo.problem !== null) return;
    const body = new FormData();
    for (const [field, value] of Object.entries(values))
      body.append(field, value === null ? '' : String(value));
    if (emailChanges) body.append('current_password', current_password ?? '');
    if (photo.file !== null) body.append(profileFileFields.photo, photo.file);
    const answer = await photo.send(editPersonal, { id: talent.id }, body);
    // A new email waits for its link: the answer says where the link went, the talent reads it.
    save.done(answer.data, emailChanges ? answer.message : undefined);
  });

  return (
    <>
      <UnsavedChangesGuard when={dirty && !save.saved} />
      {message !== null && <FormMessage tone="error">{message}</FormMessage>}
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Group align="flex-end" wrap="nowrap">
            <Avatar
              src={preview ?? (talent.image_url ? fileHref(talent.image_url.thumb) : null)}
              size={72}
              radius="xl"
              alt=""
            />
            <div style={{ flex: 1, minWidth: 0 }}>
              <UploadField
                kind="image"
                label={t('fields.photo')}
                description={t('fields.photoHelp')}
                {...photo.field}
              />
            </div>
          </Group>
          <TextInput
            label={t('fields.fullName')}
            autoComplete="name"
            withAsterisk
            {...form.getInputProps('fullname')}
          />
          <TextInput
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            withAsterisk
            {...form.getInputProps('email')}
          />
          {emailChanges && (
            <PasswordField
              label={t('fields.currentPassword')}
              description={t('fields.currentPasswordHelp')}
              autoComplete="current-password"
              withAsterisk
              {...form.getInputProps('current_password')}
            />
          )}
          <PersonalFields form={form} />
          <AboutField {...form.getInputProps('about')} />
          <SectionFormActions saving={form.submitting || (photo.progress !== null && photo.progress < 100)} />
        </Stack>
      </form>
    </>
  );
}

/**
 * `/talent/profile/personal-information`: name, email, phone, birth date, city, about and photo. A new
 * email asks for the current password and changes once the link mailed to it is followed.
 */
export function PersonalInformationPage() {
  const { t } = useTranslation('profile');
  return (
    <SectionEditFrame title={t('sections.personal')} intro={t('edit.personalIntro')}>
      {(talent) => (
        <Stack gap="xl">
          <PersonalForm talent={talent} />
          <Divider />
          <CvCard talent={talent} />
          <Divider />
          <AdditionalDocumentsCard talent={talent} />
        </Stack>
      )}
    </SectionEditFrame>
  );
}
