import { Anchor, Button, Group, Paper, Progress, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import {
  completeOnboardingStep3,
  listSurveySources,
  onboardingStep1BodySchema,
  onboardingStep2BodySchema,
  onboardingSurveyBodySchema,
  otherOptionId,
  profileFileFields,
  profileMessages,
  type Talent,
} from '@talent/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { FormMessage } from '@/components/ui/form-message';
import { LogoMark } from '@/components/ui/logo-mark';
import { MoneyInput } from '@/components/ui/money-input';
import { PageLoader } from '@/components/ui/page-loader';
import { UploadField } from '@/components/ui/upload-field';
import { ApiError } from '@/lib/api-error';
import { useTranslation } from '@/lib/i18n';
import { toSelectData, useOptionList } from '@/lib/option-list';
import { paths } from '@/lib/paths';
import { readReturnTo } from '@/lib/return-to';
import { keepTalent, useTalent } from '@/lib/talent';
import { showSuccessToast } from '@/lib/toast';
import { useContractForm } from '@/lib/use-contract-form';
import { useAnswerOnboardingSurvey, useCompleteOnboardingStep } from '../api/onboarding';
import { useTalentUpload } from '../api/use-talent-upload';
import { IdSelect } from '../components/id-select';
import { JobWantedFields, SalaryTypeField } from '../components/job-wanted-fields';
import { AboutField, PersonalFields } from '../components/personal-fields';
import { TopSkillsInput } from '../components/top-skills-input';
import { WorkLocationPicker } from '../components/work-location-picker';

const totalSteps = 3;

function StepFrame({
  step,
  title,
  intro,
  children,
}: {
  step: number;
  title: string;
  intro: string;
  children: React.ReactNode;
}) {
  const { t } = useTranslation('profile');
  useDocumentTitle(`${t('onboarding.documentTitle')} · ${title}`);
  return (
    <Stack align="center" px="sm" py={{ base: 'lg', sm: 48 }}>
      {/* Steps 1 and 2 have no header (spec section 2), so the brand and a way out sit above the form. */}
      {step <= 2 ? (
        <Group justify="space-between" w="100%" maw={620}>
          <Anchor component={Link} to={paths.home} aria-label={t('onboarding.home')} underline="never">
            <Group gap={8}>
              <LogoMark size={32} />
              <Text fw={700} c="blue.8" aria-hidden>
                Talent
              </Text>
            </Group>
          </Anchor>
          <Anchor component={Link} to={paths.logout} size="sm" fw={600}>
            {t('onboarding.signOut')}
          </Anchor>
        </Group>
      ) : null}
      <Paper withBorder shadow="sm" radius="md" p={{ base: 'md', sm: 'xl' }} w="100%" maw={620}>
        <Stack gap="lg">
          <Stack gap={6}>
            <Text size="sm" fw={600} c="dimmed">
              {t('onboarding.progress', { step, total: totalSteps })}
            </Text>
            <Progress
              value={(step / totalSteps) * 100}
              aria-label={t('onboarding.progressLabel')}
              size="sm"
            />
          </Stack>
          <Stack gap={4}>
            <Title order={1} fz={{ base: 24, sm: 28 }}>
              {title}
            </Title>
            <Text c="dimmed">{intro}</Text>
          </Stack>
          {children}
        </Stack>
      </Paper>
    </Stack>
  );
}

/** A step's form: the talent as saved so far, and where to go once it is saved or to go back. */
interface OnboardingStepProps {
  talent: Talent;
  onDone: (talent: Talent) => void;
  onBack: () => void;
}

function StepOne({ talent, onDone }: Omit<OnboardingStepProps, 'onBack'>) {
  const { t } = useTranslation('profile');
  const save = useCompleteOnboardingStep(1, talent.id);
  const { form, message, submitWith } = useContractForm({
    name: 'onboarding-1',
    schema: onboardingStep1BodySchema,
    initialValues: {
      fullname: talent.fullname,
      phone: talent.phone ?? '',
      birth_date: talent.birth_date ?? '',
      city_id: talent.location?.id ?? (null as number | null),
      about: talent.preference.about ?? '',
    },
  });
  const submit = submitWith(async (_values, body) => {
    onDone(await save.mutateAsync(body));
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {message !== null && <FormMessage tone="error">{message}</FormMessage>}
        <TextInput
          label={t('fields.fullName')}
          autoComplete="name"
          withAsterisk
          {...form.getInputProps('fullname')}
        />
        <PersonalFields form={form} />
        <AboutField {...form.getInputProps('about')} />
        <Group justify="flex-end" mt="sm">
          <Button type="submit" loading={form.submitting}>
            {t('onboarding.next')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function StepTwo({ talent, onDone, onBack }: OnboardingStepProps) {
  const { t } = useTranslation('profile');
  const save = useCompleteOnboardingStep(2, talent.id);
  const { form, message, submitWith } = useContractForm({
    name: 'onboarding-2',
    schema: onboardingStep2BodySchema,
    initialValues: {
      position_category_id: talent.preference.position_category?.id ?? (null as number | null),
      position_function_id: talent.position_function?.id ?? (null as number | null),
      position_function_other: talent.position_function_other ?? '',
      position_level_id: talent.preference.position_level?.id ?? (null as number | null),
      years_of_experience: talent.preference.years_of_experience ?? (0 as number | string),
      skill_ids: talent.talent_skills.map((skill) => skill.skill_set_id),
      work_location_ids: talent.preference.work_locations.map((city) => city.id),
      expected_salary: talent.preference.expected_salary ?? ('' as number | string),
      salary_type: talent.preference.salary_type ?? (null as 'nett' | 'gross' | null),
    },
  });
  // The schema has checked every value: the years and the salary are numbers by now.
  const submit = submitWith(async (_values, body) => {
    onDone(await save.mutateAsync(body));
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {message !== null && <FormMessage tone="error">{message}</FormMessage>}
        <JobWantedFields form={form} savedFunction={talent.position_function} yearsRequired />
        <TopSkillsInput
          positionFunctionId={form.values.position_function_id}
          saved={talent.talent_skills.map((skill) => ({ id: skill.skill_set_id, name: skill.name }))}
          value={form.values.skill_ids}
          onChange={(ids) => form.setFieldValue('skill_ids', ids)}
          onBlur={() => form.validateField('skill_ids')}
          error={form.errors.skill_ids}
        />
        <WorkLocationPicker
          saved={talent.preference.work_locations}
          {...form.getInputProps('work_location_ids')}
          value={form.values.work_location_ids}
        />
        <Group grow align="flex-start">
          <MoneyInput
            label={t('fields.expectedSalary')}
            description={t('fields.salaryHint')}
            withAsterisk
            {...form.getInputProps('expected_salary')}
          />
          <SalaryTypeField {...form.getInputProps('salary_type')} />
        </Group>
        <Group justify="space-between" mt="sm">
          <Button variant="default" onClick={onBack}>
            {t('onboarding.back')}
          </Button>
          <Button type="submit" loading={form.submitting}>
            {t('onboarding.next')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function StepThree({ talent, onDone, onBack }: OnboardingStepProps) {
  const { t } = useTranslation('profile');
  const sources = useOptionList(listSurveySources);
  const survey = useAnswerOnboardingSurvey();
  const cv = useTalentUpload(profileFileFields.cv, 'field');
  const { form, message, submitWith } = useContractForm({
    name: 'onboarding-3',
    schema: onboardingSurveyBodySchema,
    initialValues: {
      talent_id: talent.id,
      survey_source_id: null as number | null,
      description: '',
    },
    // An empty description is left out: the survey asks for one only with Other.
    toBody: ({ description, ...answer }) => ({ ...answer, ...(description ? { description } : {}) }),
  });
  const otherSource = form.values.survey_source_id === otherOptionId;

  const send = submitWith(async (_values, answer) => {
    if (cv.file === null || cv.problem !== null) return;
    await survey.mutateAsync(answer);
    const body = new FormData();
    body.append(profileFileFields.cv, cv.file);
    try {
      const saved = await cv.send(completeOnboardingStep3, undefined, body);
      showSuccessToast(saved.message || profileMessages.fileUploaded);
      onDone(saved.data);
    } catch (error) {
      // A refused CV is shown at its field by the upload.
      if (!(error instanceof ApiError)) throw error;
    }
  });
  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    // The CV is asked for together with the survey's own reasons.
    if (cv.file === null) cv.field.onChange(null, profileMessages.fileRequired);
    send(event);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {message !== null && <FormMessage tone="error">{message}</FormMessage>}
        <IdSelect
          label={t('onboarding.step3.heardFrom')}
          placeholder={t('fields.choose')}
          data={toSelectData(sources.data)}
          withAsterisk
          {...form.getInputProps('survey_source_id')}
        />
        {otherSource && (
          <TextInput
            label={t('onboarding.step3.heardFromOther')}
            withAsterisk
            {...form.getInputProps('description')}
          />
        )}
        <UploadField
          kind="cv"
          label={t('fields.cv')}
          description={t('fields.cvHelp')}
          required
          {...cv.field}
        />
        <Group justify="space-between" mt="sm">
          <Button variant="default" onClick={onBack}>
            {t('onboarding.back')}
          </Button>
          <Button type="submit" loading={form.submitting}>
            {t('onboarding.finish')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** `/talent/onboarding/{step}`: three steps, each saved by its own call; onboarded talents go to '/'. */
export function OnboardingPage() {
  const { t } = useTranslation('profile');
  const { step: stepParam } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: talent } = useTalent();
  const step = Number(stepParam);
  if (!talent) return <PageLoader label={t('onboarding.documentTitle')} />;
  // Onboarded: on to the page a guest action asked to come back to (a job to apply to), or home.
  const onboardedTo = readReturnTo() ?? paths.home;
  if (talent.onboarded.status) return <Navigate to={onboardedTo} replace />;
  if (!(step >= 1 && step <= totalSteps)) return <Navigate to={paths.onboardingStep(1)} replace />;

  const done = (next: Talent) => {
    keepTalent(queryClient, next);
    navigate(next.onboarded.status ? onboardedTo : paths.onboardingStep(step + 1));
  };
  const back = () => navigate(paths.onboardingStep(step - 1));

  if (step === 1) {
    return (
      <StepFrame step={1} title={t('onboarding.step1.title')} intro={t('onboarding.step1.intro')}>
        <StepOne talent={talent} onDone={done} />
      </StepFrame>
    );
  }
  if (step === 2) {
    return (
      <StepFrame step={2} title={t('onboarding.step2.title')} intro={t('onboarding.step2.intro')}>
        <StepTwo talent={talent} onDone={done} onBack={back} />
      </StepFrame>
    );
  }
  return (
    <StepFrame step={3} title={t('onboarding.step3.title')} intro={t('onboarding.step3.intro')}>
      <StepThree talent={talent} onDone={done} onBack={back} />
    </StepFrame>
  );
}
