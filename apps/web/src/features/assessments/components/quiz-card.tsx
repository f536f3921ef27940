import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { QuizListItem } from '@talent/contract';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n';
import { quizPaths } from '../model/quiz-paths';
import { joinCategories } from '../model/quiz-text';

/**
 * Spec section 2, quiz card: name, categories, question count, duration in minutes, 'Take Quiz'; a
 * quiz the talent has passed says so, so they can tell what they already hold a certificate of.
 */
export function QuizCard({ quiz }: { quiz: QuizListItem }) {
  const { t } = useTranslation('assessments');
  return (
    <Card withBorder padding="md" component="article" aria-labelledby={`quiz-${quiz.id}`}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
          <Title order={3} fz="md" id={`quiz-${quiz.id}`}>
            {quiz.name}
          </Title>
          {quiz.passed ? (
            <Badge
              color="teal"
              variant="light"
              radius="sm"
              tt="none"
              leftSection={<IconCircleCheck size={14} aria-hidden />}
              style={{ flexShrink: 0 }}
            >
              {t('card.passed')}
            </Badge>
          ) : null}
        </Group>
        <Text size="sm" c="dimmed">
          {joinCategories(quiz.position_prefixes.map((category) => category.name))}
        </Text>
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="xs">
          <Text size="sm">
            {t('card.questions', { count: quiz.question_count })} ·{' '}
            {t('card.minutes', { count: quiz.duration })}
          </Text>
          <Button component={Link} to={quizPaths.description(quiz.id)} size="sm">
            {t('card.takeQuiz')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
