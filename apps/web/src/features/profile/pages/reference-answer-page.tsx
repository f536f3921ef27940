import { Button, Card, Container, Stack, Text, Textarea, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { accountMessages, profileLimits, referenceAnswerBodySchema } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FormMessage } from '@/components/ui/form-message';
import { PageLoader } from '@/components/ui/page-loader';
import { LoadError } from '@/components/ui/page-states';
import { ApiError } from '@/lib/api-error';
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
  useDocumentTitle(t('referenceAnswer.title'));
  const token = useSearchParams()[0].get('token') ?? '';
  const request = useQuery({ ...referenceRequestQuery(token), enabled: token !== '' });
  const [thanks, setThanks] = useState<string | null>(null);

  // An unknown, used-up or cut-off link: the page says so rather than the app's error handler.
  const deadLink = request.isError && request.error instanceof ApiError && request.error.handled;
  let content: ReactNode;
  if (token === '' || deadLink) {
    content = <FormMessage tone="error">{accountMessages.linkInvalid}</FormMessage>;
  } else if (request.isError) {
    content = <LoadError onRetry={() => void request.refetch()} />;
  } else if (request.isPending) {
    content = <PageLoader label={t('referenceAnswer.loading')} />;
  } else if (thanks !== null || request.data.answered) {
    content = <FormMessage tone="success">{thanks ?? t('referenceAnswer.already')}</FormMessage>;
  } else {
    content = (
      <Stack gap="md">
        <Text>
          {t('referenceAnswer.asked', {
            talent: request.data.talent_name,
            referee: request.data.referee_name,
            relationship: request.data.relationship,
          })}
        </Text>
        <AnswerForm token={token} onAnswered={setThanks} />
      </Stack>
    );
  }

  return (
    <Container size="sm" py="xl" px={{ base: 'sm', sm: 'md' }}>
      <Card padding="xl">
        <Stack gap="md">
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {t('referenceAnswer.title')}
          </Title>
          {content}
        </Stack>
      </Card>
    </Container>
  );
}
