import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { type ContactDetails, contactDetailsSchema, type Opportunity, type Talent } from '@talent/contract';
import { useState } from 'react';
import { PhoneField } from '@/components/ui/phone-field';
import { UploadField } from '@/components/ui/upload-field';
import { useTranslation } from '@/lib/i18n';
import { useSubmittingFlag } from '@/lib/submitting';

export interface ApplyJobModalProps {
  job: Opportunity | null;
  talent: Talent | null;
  /** How far the newer CV's upload has come, while it goes. */
  cvProgress: number | null;
  onClose: () => void;
  /** Sends the apply: `contact` only when name, email or phone changed, `cv` when a newer one was picked. */
  onConfirm: (input: { contact?: ContactDetails; cv?: File }) => Promise<void>;
}

const formSchema = contactDetailsSchema;

/** The Apply Job modal (spec section 2): the talent checks their details and CV, then confirms. */
export function ApplyJobModal({ job, talent, cvProgress, onClose, onConfirm }: ApplyJobModalProps) {
  const { t } = useTranslation('jobs');
  const [cv, setCv] = useState<File | null>(null);
  const [cvError, setCvError] = useState<string | null>(null);
  const { submitting: sending, run } = useSubmittingFlag();
  const initial = {
    fullname: talent?.fullname ?? '',
    email: talent?.email ?? '',
    phone: talent?.phone ?? '',
  };
  const form = useForm({
    mode: 'controlled',
    initialValues: initial,
    validate: schemaResolver(formSchema, { sync: true }),
    validateInputOnBlur: true,
  });

  const submit = form.onSubmit(async (values) => {
    if (sending || cvError) return;
    const changed =
      values.fullname !== initial.fullname ||
      values.email !== initial.email ||
      values.phone !== initial.phone;
    await run(() => onConfirm({ ...(changed ? { contact: values } : {}), ...(cv ? { cv } : {}) }));
  });

  return (
    <Modal
      opened={job !== null}
      onClose={onClose}
      title={t('apply.title', { role: job?.position_name ?? '' })}
      size={600}
      fullScreen={false}
      radius="lg"
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('apply.intro')}
          </Text>
          <TextInput
            label={t('apply.fullname')}
            autoComplete="name"
            withAsterisk
            {...form.getInputProps('fullname')}
          />
          <TextInput
            label={t('apply.email')}
            type="email"
            autoComplete="email"
            withAsterisk
            {...form.getInputProps('email')}
          />
          <PhoneField withAsterisk {...form.getInputProps('phone')} />
          <UploadField
            kind="cv"
            label={t('apply.cv')}
            required
            description={talent?.cv ? t('apply.cvReplace') : undefined}
            current={talent?.cv?.name}
            file={cv}
            onChange={(file, problem) => {
              setCv(file);
              setCvError(problem);
            }}
            error={cvError}
            progress={cvProgress}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('apply.cancel')}
            </Button>
            <Button type="submit" loading={sending}>
              {t('apply.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
