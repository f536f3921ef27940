import { Alert, Badge, Button, Card, Group, Progress, Radio, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useCountdown } from '../hooks/use-countdown';
import { isAnsweredElsewhere, isTimeUp } from '../model/attempt-refusal';
import { formatTimeLeft, lastMinuteMs } from '../model/quiz-text';
import { type RunningAttempt, timesUp } from '../model/running-attempt';
import { QuizText } from './quiz-text';

export interface Move {
  attemptId: number;
  questionId: number;
  optionId: number | null;
  duration: number;
}

/**
 * The focused question screen of a quiz or a challenge, in its three states (spec section 4):
 * question, timesup and finish. The countdown shows the server's time left; an answer the server
 * refuses for time moves to timesup, one another tab beat reloads where the attempt stands.
 */
export function QuestionScreen({
  title,
  initial,
  move,
  reload,
  finishAction,
  timesupAction,
}: {
  title: string;
  initial: RunningAttempt;
  move: (move: Move) => Promise<RunningAttempt>;
  reload: () => Promise<RunningAttempt>;
  finishAction: ReactNode;
  timesupAction: ReactNode;
}) {
  const { t } = useTranslation('assessments');
  const [attempt, setAttempt] = useState(initial);
  const [choice, setChoice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const shownAt = useRef(Date.now());
  const heading = useRef<HTMLHeadingElement>(null);
  const questionId = attempt.question?.id;

  useEffect(() => {
    if (questionId === undefined) return;
    shownAt.current = Date.now();
    setChoice(null);
  }, [questionId]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: focus moves to the heading each time the state or the question changes, to announce it
  useEffect(() => {
    heading.current?.focus();
  }, [attempt.status, questionId]);

  const onZero = useCallback(
    () => setAttempt((current) => (current.status === 'question' ? timesUp(current) : current)),
    [],
  );
  const left = useCountdown(
    attempt.status === 'question' ? attempt.remainingMs : 0,
    attempt.receivedAt,
    onZero,
  );

  async function send(optionId: number | null) {
    if (!attempt.question) return;
    setBusy(true);
    setNotice(null);
    try {
      const duration = Math.round((Date.now() - shownAt.current) / 1000);
      setAttempt(
        await move({ attemptId: attempt.attemptId, questionId: attempt.question.id, optionId, duration }),
      );
    } catch (error) {
      if (isTimeUp(error)) setAttempt(timesUp(attempt));
      else if (isAnsweredElsewhere(error)) {
        setNotice(t('question.alreadyAnswered'));
        setAttempt(await reload());
      } else throw error;
    } finally {
      setBusy(false);
    }
  }

  if (attempt.status === 'timesup' || attempt.status === 'finish') {
    const timesup = attempt.status === 'timesup';
    return (
      <Card withBorder padding="xl" maw={640} mx="auto">
        <Stack align="center" ta="center" gap="md">
          <Title order={2} ref={heading} tabIndex={-1}>
            {timesup ? t('question.timesupTitle') : t('question.finishTitle')}
          </Title>
          <Text c="dimmed">{timesup ? t('question.timesupText') : t('question.finishText')}</Text>
          {timesup ? timesupAction : finishAction}
        </Stack>
      </Card>
    );
  }

  const question = attempt.question;
  if (!question) return null;
  const lastMinute = left <= lastMinuteMs;
  return (
    <Card withBorder padding="lg" maw={760} mx="auto" component="section" aria-label={title}>
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Text fw={600}>
            {t('question.progress', { current: attempt.lastQuestion, total: attempt.questionCount })}
          </Text>
          <Badge
            size="lg"
            variant={lastMinute ? 'filled' : 'outline'}
            color={lastMinute ? 'red.9' : 'blue'}
            tt="none"
            role="timer"
            aria-label={t('question.timeLeftLabel', { time: formatTimeLeft(left) })}
          >
            {t('question.timeLeft')} {formatTimeLeft(left)}
          </Badge>
        </Group>
        <Progress
          value={((attempt.lastQuestion - 1) / attempt.questionCount) * 100}
          aria-label={t('question.progress', { current: attempt.lastQuestion, total: attempt.questionCount })}
        />
        {notice !== null && <Alert color="yellow">{notice}</Alert>}
        <Title order={2} fz="lg" ref={heading} tabIndex={-1}>
          <QuizText text={question.text} />
        </Title>
        <Radio.Group value={choice} onChange={setChoice} label={t('question.options')}>
          <Stack gap="sm" mt="xs">
            {question.options.map((option) => (
              <Radio.Card key={option.id} value={String(option.id)} radius="md" p="md" withBorder>
                <Group wrap="nowrap" gap="sm">
                  <Radio.Indicator />
                  <Text>
                    <QuizText text={option.text} />
                  </Text>
                </Group>
              </Radio.Card>
            ))}
          </Stack>
        </Radio.Group>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => send(null)} disabled={busy}>
            {t('question.skip')}
          </Button>
          <Button onClick={() => send(Number(choice))} disabled={choice === null || busy} loading={busy}>
            {t('question.next')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
