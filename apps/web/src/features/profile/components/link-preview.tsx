import { Card, Group, Image, Skeleton, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { linkSchema } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { linkPreviewQuery } from '../api/link-tools';

/** How long typing must pause before the page behind a link is read. */
const settleMs = 700;

const isLink = (value: string) => value.trim() !== '' && linkSchema.safeParse(value).success;

/**
 * What a link leads to, as a company will see it: the page's title, description and image. Shown
 * once the typed link is whole; a page that cannot be read shows nothing.
 */
export function LinkPreview({ url }: { url: string }) {
  const { t } = useTranslation('profile');
  const [settled] = useDebouncedValue(url.trim(), settleMs);
  const preview = useQuery({ ...linkPreviewQuery(settled), enabled: isLink(settled) });
  if (!isLink(settled) || preview.isError) return null;
  if (preview.isPending) {
    return (
      <Group gap="sm" wrap="nowrap" role="status" aria-label={t('links.previewLoading')}>
        <Skeleton width={72} height={48} />
        <Stack gap={6} style={{ flex: 1 }}>
          <Skeleton height={12} width="60%" />
          <Skeleton height={10} />
        </Stack>
      </Group>
    );
  }
  const { title, description, image } = preview.data;
  if (!title && !description) return null;
  return (
    <Card withBorder padding="sm" radius="md" aria-label={t('links.preview')} component="figure" m={0}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        {image && <Image src={image} alt="" w={72} h={48} fit="cover" radius="sm" />}
        <Stack gap={2} style={{ minWidth: 0 }}>
          {title && (
            <Text size="sm" fw={600} lineClamp={1}>
              {title}
            </Text>
          )}
          {description && (
            <Text size="xs" c="dimmed" lineClamp={2}>
              {description}
            </Text>
          )}
          <Text size="xs" c="dimmed" truncate>
            {new URL(settled).hostname}
          </Text>
        </Stack>
      </Group>
    </Card>
  );
}
