import { Badge, Button, Group, Stack, Switch, Text } from '@mantine/core';
import { IconMailForward, IconPlus } from '@tabler/icons-react';
import type { Talent } from '@talent/contract';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { showSuccessToast } from '@/lib/toast';
import { useSendReferenceAgain, useShowReferences } from '../api/references';
import { SectionEditFrame } from '../components/section-edit-frame';

type Reference = Talent['references'][number];

function ReferenceRow({ reference, talentId }: { reference: Reference; talentId: number }) {
  const { t } = useTranslation('profile');
  const sendAgain = useSendReferenceAgain(talentId);
  const answered = reference.status === 'answered';
  return (
    <Stack component="li" gap={6} py="sm" style={{ borderTop: '1px solid var(--talent-border)' }}>
      <Group justify="space-between" align="flex-start" gap="xs">
        <Stack gap={0} style={{ minWidth: 0, flex: '1 1 12rem' }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {reference.name}
          </Text>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {reference.relationship.name}
            {reference.company ? `, ${reference.company}` : ''} · {reference.email}
          </Text>
        </Stack>
        <Badge variant="light" color={answered ? 'teal' : 'gray'} tt="none">
          {answered ? t('references.answered') : t('references.waiting')}
        </Badge>
      </Group>
      {answered ? (
        <Text size="sm" fs="italic">
          “{reference.answer}”
        </Text>
      ) : (
        <Button
          variant="subtle"
          size="compact-sm"
          w="fit-content"
          leftSection={<IconMailForward size={16} aria-hidden />}
          loading={sendAgain.isPending}
          aria-label={t('references.sendAgainTo', { name: reference.name })}
          onClick={() =>
            sendAgain.mutate(reference.id, { onSuccess: (message) => showSuccessToast(message) })
          }
        >
          {t('references.sendAgain')}
        </Button>
      )}
    </Stack>
  );
}

function ReferenceList({ talent }: { talent: Talent }) {
  const { t } = useTranslation('profile');
  const showReferences = useShowReferences(talent.id);
  return (
    <Stack gap="md">
      <Switch
        label={t('references.show')}
        description={t('references.showHelp')}
        checked={talent.references_shown}
        disabled={showReferences.isPending}
        onChange={(event) =>
          showReferences.mutate(event.currentTarget.checked, {
            onSuccess: (message) => showSuccessToast(message),
          })
        }
      />
      {talent.references.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('references.none')}
        </Text>
      ) : (
        <Stack
          component="ul"
          gap={0}
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('sections.references')}
        >
          {talent.references.map((reference) => (
            <ReferenceRow key={reference.id} reference={reference} talentId={talent.id} />
          ))}
        </Stack>
      )}
      <Button
        component={Link}
        to={`${paths.profile}/references/edit`}
        variant="light"
        w="fit-content"
        leftSection={<IconPlus size={16} aria-hidden />}
      >
        {t('references.ask')}
      </Button>
    </Stack>
  );
}

/** `/talent/profile/references`: who was asked, who answered, and whether companies see the answers. */
export function ReferencesPage() {
  const { t } = useTranslation('profile');
  return (
    <SectionEditFrame title={t('sections.references')} intro={t('references.intro')}>
      {(talent) => <ReferenceList talent={talent} />}
    </SectionEditFrame>
  );
}
