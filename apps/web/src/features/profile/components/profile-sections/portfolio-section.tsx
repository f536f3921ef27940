import { Stack, Text } from '@mantine/core';
import { fileHref } from '@/lib/file-href';
import { LinkedTitle, SectionCard, type SectionProps } from './section-card';

/** The talent's portfolio pieces: title (linked to the file) and description. */
export function PortfolioSection({ talent, editable }: SectionProps) {
  return (
    <SectionCard section="portfolio" editable={editable} empty={talent.talent_portfolio.length === 0}>
      <Stack gap="sm">
        {talent.talent_portfolio.map((portfolio) => (
          <Stack key={portfolio.id} gap={0}>
            <Text fw={600}>
              <LinkedTitle href={portfolio.file ? fileHref(portfolio.file.url) : null}>
                {portfolio.title}
              </LinkedTitle>
            </Text>
            {portfolio.description && <Text size="sm">{portfolio.description}</Text>}
          </Stack>
        ))}
      </Stack>
    </SectionCard>
  );
}
