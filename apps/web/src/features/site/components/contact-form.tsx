import { NativeSelect, Textarea, TextInput } from '@mantine/core';
import { contactBodySchema, contactLimits, contactTopics } from '@talent/contract';
import { EmailField } from '@/components/ui/contact-fields';
import { FormLayout } from '@/components/ui/form-layout';
import { useTranslation } from '@/lib/i18n';
import { showSuccessToast } from '@/lib/toast';
import { useContractForm } from '@/lib/use-contract-form';
import { useSendContactMessage } from '../api/send-contact-message';

/** Contact Us: name, email, topic, an optional subject and the message, checked as the server checks them. */
export function ContactForm() {
  const { t } = useTranslation('site');
  const send = useSendContactMessage();
  const { form, message, submitWith } = useContractForm({
    name: 'contact-us',
    schema: contactBodySchema,
    initialValues: { name: '', email: '', topic: '', subject: '', message: '' },
  });

  const onSubmit = submitWith(async (values) => {
    const thanks = await send.mutateAsync(contactBodySchema.parse(values));
    form.reset();
    if (thanks) showSuccessToast(thanks);
  });

  return (
    <FormLayout
      onSubmit={onSubmit}
      message={message}
      submitLabel={t('contact.send')}
      submitting={form.submitting}
    >
      <TextInput label={t('contact.name')} autoComplete="name" withAsterisk {...form.getInputProps('name')} />
      <EmailField label={t('contact.email')} withAsterisk {...form.getInputProps('email')} />
      <NativeSelect
        label={t('contact.topic')}
        withAsterisk
        data={[
          { value: '', label: t('contact.topicPlaceholder'), disabled: true },
          ...contactTopics.map((topic) => ({ value: topic, label: t(`contact.topics.${topic}`) })),
        ]}
        {...form.getInputProps('topic')}
      />
      <TextInput
        label={t('contact.subject')}
        placeholder={t('contact.subjectPlaceholder')}
        maxLength={contactLimits.subjectMax}
        {...form.getInputProps('subject')}
      />
      <Textarea
        label={t('contact.message')}
        placeholder={t('contact.messagePlaceholder')}
        withAsterisk
        rows={6}
        resize="vertical"
        description={`${form.values.message.length} / ${contactLimits.messageMax}`}
        {...form.getInputProps('message')}
      />
    </FormLayout>
  );
}
