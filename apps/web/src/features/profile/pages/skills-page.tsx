import { ActionIcon, Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import {
  editSkills,
  listLanguageLevels,
  listLanguages,
  profileLimits,
  skillBodySchema,
  type Talent,
} from '@talent/contract';
import { FormMessage } from '@/components/ui/form-message';
import { UnsavedChangesGuard } from '@/components/ui/unsaved-changes-guard';
import { shownByForm } from '@/lib/form-failure';
import { queryEndpoint } from '@/lib/http-client';
import { useTranslation } from '@/lib/i18n';
import { toSelectData, useOptionList } from '@/lib/option-list';
import { useContractForm } from '@/lib/use-contract-form';
import { SectionEditFrame } from '../components/section-edit-frame';
import { SectionFormActions } from '../components/section-form-actions';
import { TopSkillsInput } from '../components/top-skills-input';
import { useSectionSave } from '../model/use-section-save';

interface LanguageRow {
  language_id: number | null;
  language_level_id: number | null;
}

function SkillsForm({ talent }: { talent: Talent }) {
  const { t } = useTranslation('profile');
  const save = useSectionSave();
  const languages = useOptionList(listLanguages);
  const levels = useOptionList(listLanguageLevels);
  const { form, message, submitWith } = useContractForm({
    name: 'profile-skills',
    schema: skillBodySchema,
    initialValues: {
      skill_ids: talent.talent_skills.map((skill) => skill.skill_set_id),
      languages: talent.languages.map(
        (language): LanguageRow => ({ language_id: language.id, language_level_id: language.level.id }),
      ),
    },
  });
  const submit = submitWith(async (_values, body) => {
    const answer = await queryEndpoint(
      editSkills,
      { params: { id: talent.id }, body },
      { claim: shownByForm },
    );
    save.done(answer.data);
  });
  const idSelect = (index: number, field: keyof LanguageRow) => {
    const path = `languages.${index}.${field}`;
    const current = form.values.languages[index]?.[field] ?? null;
    return {
      ...form.getInputProps(path),
      value: current === null ? null : String(current),
      onChange: (picked: string | null) => form.setFieldValue(path, picked === null ? null : Number(picked)),
    };
  };

  return (
    <>
      <UnsavedChangesGuard when={form.isDirty() && !save.saved} />
      {message !== null && <FormMessage tone="error">{message}</FormMessage>}
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          <TopSkillsInput
            positionFunctionId={talent.position_function?.id ?? null}
            saved={talent.talent_skills.map((skill) => ({ id: skill.skill_set_id, name: skill.name }))}
            value={form.values.skill_ids}
            onChange={(ids) => form.setFieldValue('skill_ids', ids)}
            onBlur={() => form.validateField('skill_ids')}
            error={form.errors.skill_ids}
          />
          <Stack gap="xs">
            <Title order={2} fz="md">
              {t('sections.languages')}
            </Title>
            {form.values.languages.length === 0 && (
              <Text size="sm" c="dimmed">
                {t('edit.noLanguages')}
              </Text>
            )}
            {form.values.languages.map((_, index) => (
              // Rows have no id of their own until saved; their place is their identity here.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <Group key={index} align="flex-start" wrap="nowrap" gap="xs">
                <Select
                  label={t('fields.language')}
                  placeholder={t('fields.choose')}
                  data={toSelectData(languages.data)}
                  searchable
                  withAsterisk
                  style={{ flex: 1, minWidth: 0 }}
                  {...idSelect(index, 'language_id')}
                />
                <Select
                  label={t('fields.languageLevel')}
                  placeholder={t('fields.choose')}
                  data={toSelectData(levels.data)}
                  withAsterisk
                  style={{ flex: 1, minWidth: 0 }}
                  {...idSelect(index, 'language_level_id')}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  mt={28}
                  size="lg"
                  aria-label={t('edit.removeLanguage', { number: index + 1 })}
                  onClick={() => form.removeListItem('languages', index)}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Group>
            ))}
            {typeof form.errors.languages === 'string' && (
              <Text size="sm" c="red">
                {form.errors.languages}
              </Text>
            )}
            <Button
              variant="light"
              w="fit-content"
              leftSection={<IconPlus size={16} aria-hidden />}
              disabled={form.values.languages.length >= profileLimits.languagesMax}
              onClick={() =>
                form.insertListItem('languages', {
                  language_id: null,
                  language_level_id: null,
                } satisfies LanguageRow)
              }
            >
              {t('edit.addLanguage')}
            </Button>
          </Stack>
          <SectionFormActions saving={form.submitting} />
        </Stack>
      </form>
    </>
  );
}

/** `/talent/profile/skills` (and `/language`): the top skills (5 to 10) and the languages spoken. */
export function SkillsPage() {
  const { t } = useTranslation('profile');
  return (
    <SectionEditFrame title={t('edit.skillsTitle')} intro={t('edit.skillsIntro')}>
      {(talent) => <SkillsForm talent={talent} />}
    </SectionEditFrame>
  );
}
