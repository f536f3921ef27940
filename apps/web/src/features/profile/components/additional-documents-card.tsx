import { ActionIcon, Anchor, Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { IconFileTypePdf, IconTrash } from '@tabler/icons-react';
import {
  addAdditionalDocument,
  profileFileFields,
  profileLimits,
  removeAdditionalDocument,
  type Talent,
} from '@talent/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { UploadField } from '@/components/ui/upload-field';
import { fileHref } from '@/lib/file-href';
import { formatNumber } from '@/lib/format';
import { queryEndpoint } from '@/lib/http-client';
import { useTranslation } from '@/lib/i18n';
import { keepTalent } from '@/lib/talent';
import { showSuccessToast } from '@/lib/toast';
import { useTalentUpload } from '../api/use-talent-upload';

const kilobytes = (bytes: number) => `${formatNumber(Math.max(1, Math.round(bytes / 1024)))} KB`;

type Document = Talent['additional_documents'][number];

/**
 * Documents beside the CV (certificates, transcripts, a cover letter): PDFs of up to 5 MB, as many
 * as the contract allows, each removable once the talent confirms (there is no undo, WCAG 3.3.4).
 * Companies see them with the CV.
 */
export function AdditionalDocumentsCard({ talent }: { talent: Talent }) {
  const { t } = useTranslation('profile');
  const queryClient = useQueryClient();
  const upload = useTalentUpload(profileFileFields.document, 'field');
  const documents = talent.additional_documents;
  const full = documents.length >= profileLimits.documentsMax;
  const [confirming, setConfirming] = useState<Document | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const remove = useMutation({
    mutationFn: async (documentId: number) =>
      queryEndpoint(removeAdditionalDocument, { params: { id: talent.id, documentId } }),
    onSuccess: (answer) => {
      keepTalent(queryClient, answer.data);
      setConfirming(null);
      showSuccessToast(answer.meta.message);
      // Its button is gone with it: the person goes on from the list's heading, not from the page's top.
      heading.current?.focus();
    },
  });

  const add = async (event: React.FormEvent) => {
    event.preventDefault();
    // The busy button lost the focus: the person goes on from the list that now holds the document.
    if (await upload.sendAlone(addAdditionalDocument, { id: talent.id })) heading.current?.focus();
  };

  return (
    <form onSubmit={add} noValidate aria-labelledby="documents-title">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="documents-title" ref={heading} tabIndex={-1}>
          {t('sections.documents')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('edit.documentsIntro', { max: profileLimits.documentsMax })}
        </Text>
        {documents.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('edit.noDocuments')}
          </Text>
        ) : (
          <Stack component="ul" gap="xs" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {documents.map((document) => (
              <Group component="li" key={document.id} gap="sm" wrap="nowrap">
                <IconFileTypePdf size={22} aria-hidden color="var(--mantine-color-red-7)" />
                <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                  <Anchor href={fileHref(document.url)} target="_blank" rel="noreferrer" size="sm" truncate>
                    {document.name}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {kilobytes(document.size)}
                  </Text>
                </Stack>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('edit.removeDocument', { name: document.name })}
                  onClick={() => setConfirming(document)}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Group>
            ))}
          </Stack>
        )}
        {full ? (
          <Text size="sm">{t('edit.documentsFull', { max: profileLimits.documentsMax })}</Text>
        ) : (
          <>
            <UploadField
              kind="document"
              label={t('fields.document')}
              description={t('fields.documentHelp')}
              {...upload.field}
            />
            <Button type="submit" variant="light" w="fit-content" loading={upload.sending}>
              {t('edit.addDocument')}
            </Button>
          </>
        )}
      </Stack>
      <Modal
        opened={confirming !== null}
        onClose={() => {
          if (!remove.isPending) setConfirming(null);
        }}
        title={t('edit.removeDocumentTitle')}
        centered
      >
        <Stack gap="md">
          <Text>{t('edit.removeDocumentText', { name: confirming?.name ?? '' })}</Text>
          <Group justify="flex-end">
            <Button
              variant="default"
              onClick={() => setConfirming(null)}
              disabled={remove.isPending}
              data-autofocus
            >
              {t('edit.removeDocumentCancel')}
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() => confirming !== null && remove.mutate(confirming.id)}
            >
              {t('edit.removeDocumentConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </form>
  );
}
