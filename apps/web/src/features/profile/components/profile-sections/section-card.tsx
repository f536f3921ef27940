import { Anchor, Button, Card, Group, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import type { Talent } from '@talent/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDate } from '@/lib/format-date';
import { useTranslation } from '@/lib/i18n';
import { type SectionKey, sectionPages } from '../../model/section-pages';

/** What every section of the profile view is given: the talent, and whether they may edit it. */
export interface SectionProps {
  talent: Talent;
  editable: boolean;
}

export function monthYear(date: string | null): string {
  if (!date) return '';
  return formatDate(`${date}T00:00:00Z`, { month: 'short', year: 'numeric', timeZone: 'UTC' });
}

export function Period({ start, end, isNow }: { start: string | null; end: string | null; isNow?: boolean }) {
  const { t } = useTranslation('profile');
  if (!start) return null;
  return (
    <Text size="sm" c="dimmed">
      {monthYear(start)} – {isNow || !end ? t('page.present') : monthYear(end)}
    </Text>
  );
}

/** An entry's title, as a link opening in a new tab where the entry has one. */
export function LinkedTitle({ href, children }: { href: string | null; children: ReactNode }) {
  return href ? (
    <Anchor href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </Anchor>
  ) : (
    children
  );
}

/** Add or Edit, to the section's edit page; left out of print. */
export function EditSectionButton({ section, empty = false }: { section: SectionKey; empty?: boolean }) {
  const { t } = useTranslation('profile');
  const action = empty ? t('page.add') : t('page.edit');
  return (
    <Button
      component={Link}
      to={sectionPages[section]}
      variant="subtle"
      size="compact-sm"
      flex="none"
      leftSection={<IconPencil size={16} aria-hidden />}
      aria-label={`${action} ${t(`sections.${section}`)}`}
      className="no-print"
    >
      {action}
    </Button>
  );
}

/** One section's card: its title, Add or Edit for its owner, and a line while it is empty. */
export function SectionCard({
  section,
  editable,
  empty,
  children,
}: {
  section: SectionKey;
  editable: boolean;
  empty: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('profile');
  const headingId = `section-${section}`;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Title order={2} fz="lg" id={headingId}>
          {t(`sections.${section}`)}
        </Title>
        {editable && <EditSectionButton section={section} empty={empty} />}
      </Group>
      {empty ? (
        <Text c="dimmed" size="sm">
          {t('page.empty')}
        </Text>
      ) : (
        children
      )}
    </Card>
  );
}
