import { Anchor, Stack, Text, Textarea, TextInput } from '@mantine/core';
import {
  editPortfolio,
  portfolioBodySchema,
  profileFileFields,
  profileLimits,
  type Talent,
} from '@talent/contract';
import { z } from 'zod/mini';
import { FormMessage } from '@/components/ui/form-message';
import { UnsavedChangesGuard } from '@/components/ui/unsaved-changes-guard';
import { UploadField } from '@/components/ui/upload-field';
import { fileHref } from '@/lib/file-href';
import { useTranslation } from '@/lib/i18n';
import { useContractForm } from '@/lib/use-contract-form';
import { useTalentUpload } from '../api/use-talent-upload';
import { LinkField } from '../components/link-field';
import { SectionEditFrame } from '../components/section-edit-frame';
import { SectionFormActions } from '../components/section-form-actions';
import { useSectionSave } from '../model/use-section-save';

const field = portfolioBodySchema.shape;

/**
 * The contract's portfolio rules, nested the way the form holds them: the spec's keys are dotted
 * ('TalentPortfolio.Title'), which a form reads as a path, so its reasons land at the same fields.
 */
const portfolioFormSchema = z.object({
  TalentPortfolio: z.object({
    Title: field['TalentPortfolio.Title'],
    Description: field['TalentPortfolio.Description'],
    PortfolioURL: field['TalentPortfolio.PortfolioURL'],
  }),
});

function PortfolioForm({ talent }: { talent: Talent }) {
  const { t } = useTranslation('profile');
  const save = useSectionSave();
  // The spec keeps a list and shows the last one: that is the entry this page edits.
  const current = talent.talent_portfolio.at(-1);
  const { form, message, submitWith } = useContractForm({
    name: 'profile-portfolio',
    schema: portfolioFormSchema,
    initialValues: {
      TalentPortfolio: {
        Title: current?.title ?? '',
        Description: current?.description ?? '',
        PortfolioURL: current?.portfolio_url ?? '',
      },
    },
  });
  const upload = useTalentUpload(profileFileFields.portfolio, 'form');

  const submit = submitWith(async ({ TalentPortfolio: entry }) => {
    if (upload.problem !== null) return;
    const body = new FormData();
    if (current) body.append('TalentPortfolio.ID', String(current.id));
    body.append('TalentPortfolio.Title', entry.Title);
    body.append('TalentPortfolio.Description', entry.Description);
    body.append('TalentPortfolio.PortfolioURL', entry.PortfolioURL);
    if (upload.file !== null) body.append(profileFileFields.portfolio, upload.file);
    save.done((await upload.send(editPortfolio, { id: talent.id }, body)).data);
  });

  return (
    <>
      <UnsavedChangesGuard when={(form.isDirty() || upload.file !== null) && !save.saved} />
      {message !== null && <FormMessage tone="error">{message}</FormMessage>}
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('fields.portfolioTitle')}
            withAsterisk
            {...form.getInputProps('TalentPortfolio.Title')}
          />
          <Textarea
            label={t('fields.description')}
            autosize
            minRows={2}
            maxLength={profileLimits.shortTextMax}
            {...form.getInputProps('TalentPortfolio.Description')}
          />
          <LinkField form={form} path={'TalentPortfolio.PortfolioURL'} label={t('fields.portfolioUrl')} />
          {current?.file && (
            <Text size="sm">
              {t('edit.cvOnFile')}{' '}
              <Anchor href={fileHref(current.file.url)} target="_blank" rel="noreferrer">
                {current.file.name}
              </Anchor>
            </Text>
          )}
          <UploadField
            kind="portfolio"
            label={current?.file ? t('edit.replacePortfolio') : t('fields.portfolioFile')}
            description={t('fields.portfolioFileHelp')}
            {...upload.field}
          />
          <SectionFormActions saving={form.submitting} disabled={!form.isDirty() && upload.file === null} />
        </Stack>
      </form>
    </>
  );
}

/** `/talent/profile/portfolio`: the talent's work as one PDF (10 MB), with a title and a link. */
export function PortfolioPage() {
  const { t } = useTranslation('profile');
  return (
    <SectionEditFrame title={t('sections.portfolio')} intro={t('edit.portfolioIntro')}>
      {(talent) => <PortfolioForm talent={talent} />}
    </SectionEditFrame>
  );
}
