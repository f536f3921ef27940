import { Anchor, Stack } from '@mantine/core';
import { fileHref } from '@/lib/file-href';
import { SectionCard, type SectionProps } from './section-card';

/** The talent's additional documents, each a link to its file. */
export function DocumentsSection({ talent, editable }: SectionProps) {
  return (
    <SectionCard section="documents" editable={editable} empty={talent.additional_documents.length === 0}>
      <Stack gap={4}>
        {talent.additional_documents.map((document) => (
          <Anchor key={document.id} href={fileHref(document.url)} target="_blank" rel="noopener noreferrer">
            {document.name}
          </Anchor>
        ))}
      </Stack>
    </SectionCard>
  );
}
