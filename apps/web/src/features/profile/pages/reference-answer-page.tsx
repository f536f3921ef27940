import { Button, Stack, Text, Textarea } from '@mantine/core';
import { accountMessages, profileLimits, referenceAnswerBodySchema } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { FormMessage } from '@/components/ui/form-message';
import { MailLinkPage } from '@/components/ui/mail-link-page';
import { useTranslation } from '@/lib/i18n';
import { useContractForm } from '@/lib/use-contract-form';
import { referenceRequestQuery, useAnswerReference } from '../api/references';

function AnswerForm({ token, onAnswered }: { token: string; onAnswered: (message: string) => void }) {
  const { t } = useTranslation('profile');
  const answer = useAnswerReference();
  const { form, message, submitWith } = useContractForm({
    name: 'reference-answer',
    schema: referenceAnswerBodySchema,
    initialValues: { token, answer: '' },
  });
  const submit = submitWith(async (values) => onAnswered(await answer.mutateAsync(values)));
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {message !== null && <FormMessage tone="error">{message}</FormMessage>}
        <Textarea
          label={t('referenceAnswer.answer')}
          description={t('referenceAnswer.answerHelp', {
            min: profileLimits.aboutMin,
            max: profileLimits.aboutMax,
          })}
          withAsterisk
          autosize
          minRows={5}
          maxLength={profileLimits.aboutMax}
          {...form.getInputProps('answer')}
        />
        <Button type="submit" loading={form.submitting} w="fit-content">
          {t('referenceAnswer.send')}
        </Button>
      </Stack>
    </form>
  );
}

/**
 * `/reference/answer?token=…`: the page the reference mail links to. The referee needs no account:
 * the single-use token says who asked, and the answer is taken once.
 */
export function ReferenceAnswerPage() {
  const { t } = useTranslation('profile');
  const token = useSearchParams()[0].get('token') ?? '';
  const request = useQuery({ ...referenceRequestQuery(token), enabled: token !== '' });
  const [thanks, setThanks] = useState<string | null>(null);
  return (
    <MailLinkPage
      title={t('referenceAnswer.title')}
      token={token}
      named={request}
      deadLinkMessage={accountMessages.linkInvalid}
      loadingLabel={t('referenceAnswer.loading')}
    >
      {(asked) =>
        thanks !== null || asked.answered ? (
          <FormMessage tone="success">{thanks ?? t('referenceAnswer.already')}</FormMessage>
        ) : (
          <Stack gap="md">
            <Text>
              {t('referenceAnswer.asked', {
                talent: asked.talent_name,
                referee: asked.referee_name,
                relationship: asked.relationship,
              })}
            </Text>
            <AnswerForm token={token} onAnswered={setThanks} />
          </Stack>
        )
      }
    </MailLinkPage>
  );
}
