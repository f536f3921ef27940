import {
  Alert,
  Button,
  Group,
  MultiSelect,
  NumberInput,
  Paper,
  Progress,
  Radio,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useDocumentTitle } from '@mantine/hooks';
import {
  answerOnboardingSurvey,
  completeOnboardingStep1,
  completeOnboardingStep2,
  completeOnboardingStep3,
  formatIdr,
  listAreaCodes,
  listPositionCategories,
  listPositionFunctions,
  listPositionLevels,
  listSkillSets,
  listSurveySources,
  onboardingStep1BodySchema,
  onboardingStep2BodySchema,
  otherOptionId,
  otherPositionFunctionId,
  parseIdr,
  profileFileFields,
  profileLimits,
  profileMessages,
  type Talent,
  toIsoDate,
} from '@talent/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { DateField } from '@/components/ui/date-field';
import { PageLoader } from '@/components/ui/page-loader';
import { PhoneField } from '@/components/ui/phone-field';
import { UploadField } from '@/components/ui/upload-field';
import { ApiError } from '@/lib/api-error';
import { queryEndpoint, reactToApiError } from '@/lib/http-client';
import { toSelectData, useOptionList } from '@/lib/option-list';
import { paths } from '@/lib/paths';
import { keepTalent, useTalent } from '@/lib/talent';
import { showSuccessToast } from '@/lib/toast';
import { uploadWithProgress } from '../api/upload-with-progress';
import { formFailureOf } from '../model/form-failure';

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

function useSaveFailure() {
  const [message, setMessage] = useState<string | null>(null);
  const handle = (error: unknown, setErrors: (fields: Record<string, string>) => void) => {
    if (!(error instanceof ApiError)) throw error;
    const failure = formFailureOf(error);
    if (failure === null) {
      reactToApiError(error);
      return;
    }
    setErrors(failure.fields);
    setMessage(failure.message);
  };
  return { message, setMessage, handle };
}

function StepOne({ talent, onDone }: { talent: Talent; onDone: (talent: Talent) => void }) {
  const { t } = useTranslation('profile');
  const cities = useOptionList(listAreaCodes);
  const failure = useSaveFailure();
  const form = useForm({
    name: 'onboarding-1',
    initialValues: {
      fullname: talent.fullname,
      phone: talent.phone ?? '',
      birth_date: talent.birth_date ?? '',
      city_id: talent.location?.id ?? (null as number | null),
      about: talent.preference.about ?? '',
    },
    validate: schemaResolver(onboardingStep1BodySchema, { sync: true }),
    validateInputOnBlur: true,
  });
  const submit = form.onSubmit(async (values) => {
    failure.setMessage(null);
    try {
      const answer = await queryEndpoint(
        completeOnboardingStep1,
        { params: { id: talent.id }, body: values as never },
        { handleErrors: false },
      );
      onDone(answer.data);
    } catch (error) {
      failure.handle(error, form.setErrors);
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {failure.message && <Alert color="red">{failure.message}</Alert>}
        <TextInput
          label={t('fields.fullName')}
          autoComplete="name"
          withAsterisk
          {...form.getInputProps('fullname')}
        />
        <PhoneField withAsterisk {...form.getInputProps('phone')} />
        <DateField
          label={t('fields.birthDate')}
          notAfter={toIsoDate(new Date())}
          withAsterisk
          {...form.getInputProps('birth_date')}
        />
        <Select
          label={t('fields.city')}
          placeholder={t('fields.choose')}
          data={toSelectData(cities.data)}
          searchable
          withAsterisk
          nothingFoundMessage="—"
          {...form.getInputProps('city_id')}
          value={form.values.city_id === null ? null : String(form.values.city_id)}
          onChange={(value) => form.setFieldValue('city_id', value === null ? null : Number(value))}
        />
        <Textarea
          label={t('fields.about')}
          placeholder={t('fields.aboutPlaceholder')}
          autosize
          minRows={4}
          maxLength={profileLimits.aboutMax}
          withAsterisk
          description={`${form.values.about.length} / ${profileLimits.aboutMax}`}
          {...form.getInputProps('about')}
        />
        <Group justify="flex-end" mt="sm">
          <Button type="submit" loading={form.submitting}>
            {t('onboarding.next')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function StepTwo({
  talent,
  onDone,
  onBack,
}: {
  talent: Talent;
  onDone: (talent: Talent) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation('profile');
  const failure = useSaveFailure();
  const form = useForm({
    name: 'onboarding-2',
    initialValues: {
      position_category_id: talent.preference.position_category?.id ?? (null as number | null),
      position_function_id: talent.position_function?.id ?? (null as number | null),
      position_function_other: talent.position_function_other ?? '',
      position_level_id: talent.preference.position_level?.id ?? (null as number | null),
      years_of_experience: talent.preference.years_of_experience ?? (0 as number | string),
      skill_ids: talent.talent_skills.map((skill) => skill.skill_set_id),
      work_location_ids: talent.preference.work_locations.map((city) => city.id),
      expected_salary: talent.preference.expected_salary ?? (null as number | null),
      salary_type: talent.preference.salary_type ?? (null as 'nett' | 'gross' | null),
    },
    validate: schemaResolver(onboardingStep2BodySchema, { sync: true }),
    validateInputOnBlur: true,
  });
  const categories = useOptionList(listPositionCategories, { include_others: false });
  const categoryId = form.values.position_category_id;
  const functions = useOptionList(
    listPositionFunctions,
    { position_category_id: categoryId ?? undefined },
    categoryId !== null,
  );
  const levels = useOptionList(listPositionLevels);
  const skills = useOptionList(listSkillSets);
  const cities = useOptionList(listAreaCodes);
  const [salaryText, setSalaryText] = useState(
    talent.preference.expected_salary ? formatIdr(talent.preference.expected_salary) : '',
  );

  const idSelect = (field: 'position_category_id' | 'position_function_id' | 'position_level_id') => ({
    ...form.getInputProps(field),
    value: form.values[field] === null ? null : String(form.values[field]),
    onChange: (value: string | null) => {
      form.setFieldValue(field, value === null ? null : Number(value));
      if (field === 'position_category_id') form.setFieldValue('position_function_id', null);
    },
  });
  const idList = (field: 'skill_ids' | 'work_location_ids') => ({
    ...form.getInputProps(field),
    value: form.values[field].map(String),
    onChange: (values: string[]) => form.setFieldValue(field, values.map(Number)),
  });
  const functionData = [
    ...toSelectData(functions.data?.filter((option) => !option.is_other)),
    { value: String(otherPositionFunctionId), label: 'Other' },
  ];

  const submit = form.onSubmit(async (values) => {
    failure.setMessage(null);
    try {
      const answer = await queryEndpoint(
        completeOnboardingStep2,
        {
          params: { id: talent.id },
          body: { ...values, years_of_experience: Number(values.years_of_experience) } as never,
        },
        { handleErrors: false },
      );
      onDone(answer.data);
    } catch (error) {
      failure.handle(error, form.setErrors);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {failure.message && <Alert color="red">{failure.message}</Alert>}
        <Select
          label={t('fields.jobCategory')}
          placeholder={t('fields.choose')}
          data={toSelectData(categories.data)}
          searchable
          withAsterisk
          {...idSelect('position_category_id')}
        />
        <Select
          label={t('fields.positionFunction')}
          placeholder={t('fields.choose')}
          data={functionData}
          searchable
          withAsterisk
          disabled={categoryId === null}
          {...idSelect('position_function_id')}
        />
        {form.values.position_function_id === otherPositionFunctionId && (
          <TextInput
            label={t('fields.positionOther')}
            withAsterisk
            {...form.getInputProps('position_function_other')}
          />
        )}
        <Group grow align="flex-start">
          <Select
            label={t('fields.positionLevel')}
            placeholder={t('fields.choose')}
            data={toSelectData(levels.data)}
            withAsterisk
            {...idSelect('position_level_id')}
          />
          <NumberInput
            label={t('fields.yearsOfExperience')}
            min={0}
            max={60}
            allowDecimal={false}
            withAsterisk
            {...form.getInputProps('years_of_experience')}
          />
        </Group>
        <MultiSelect
          label={t('fields.topSkills')}
          description={t('fields.topSkillsHelp')}
          placeholder={form.values.skill_ids.length === 0 ? t('fields.topSkillsPlaceholder') : undefined}
          data={toSelectData(skills.data)}
          searchable
          maxValues={profileLimits.skillsMax}
          withAsterisk
          {...idList('skill_ids')}
          error={form.errors.skill_ids}
          inputWrapperOrder={['label', 'description', 'input', 'error']}
        />
        <Text size="xs" c="dimmed" mt={-6}>
          {t('fields.topSkillsHelper')}
        </Text>
        <MultiSelect
          label={t('fields.workLocations')}
          description={t('fields.workLocationsHelp')}
          data={toSelectData(cities.data)}
          searchable
          maxValues={profileLimits.workLocationsMax}
          withAsterisk
          {...idList('work_location_ids')}
        />
        <Group grow align="flex-start">
          <TextInput
            label={t('fields.expectedSalary')}
            description={t('fields.salaryHint')}
            inputMode="numeric"
            leftSection={<Text size="sm">Rp</Text>}
            maxLength={profileLimits.salaryInputMax}
            withAsterisk
            value={salaryText}
            error={form.errors.expected_salary}
            onChange={(event) => {
              const digits = event.currentTarget.value.replace(/\D/g, '');
              const amount = digits === '' ? null : parseIdr(digits);
              setSalaryText(amount === null ? '' : formatIdr(amount));
              form.setFieldValue('expected_salary', amount);
            }}
            onBlur={() => form.validateField('expected_salary')}
          />
          <Radio.Group
            label={t('fields.salaryType')}
            withAsterisk
            {...form.getInputProps('salary_type')}
            value={form.values.salary_type ?? ''}
          >
            <Group mt="xs">
              <Radio value="nett" label={t('fields.nett')} />
              <Radio value="gross" label={t('fields.gross')} />
            </Group>
          </Radio.Group>
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

function StepThree({
  talent,
  onDone,
  onBack,
}: {
  talent: Talent;
  onDone: (talent: Talent) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation('profile');
  const sources = useOptionList(listSurveySources);
  const [source, setSource] = useState<string | null>(null);
  const [sourceOther, setSourceOther] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [sending, setSending] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const problems: Record<string, string> = {};
    if (source === null) problems.survey_source_id = profileMessages.required;
    if (Number(source) === otherOptionId && sourceOther.trim() === '')
      problems.description = profileMessages.required;
    if (file === null) setFileError(profileMessages.fileRequired);
    setErrors(problems);
    if (Object.keys(problems).length > 0 || file === null || fileError !== null || sending) return;
    setSending(true);
    try {
      await queryEndpoint(answerOnboardingSurvey, {
        body: {
          talent_id: talent.id,
          survey_source_id: Number(source),
          ...(sourceOther ? { description: sourceOther } : {}),
        },
      });
      const form = new FormData();
      form.append(profileFileFields.cv, file);
      const answer = await uploadWithProgress(completeOnboardingStep3, undefined, form, setProgress);
      showSuccessToast(answer.message || profileMessages.fileUploaded);
      onDone(answer.data);
    } catch (error) {
      setProgress(null);
      if (error instanceof ApiError) {
        const failure = formFailureOf(error);
        if (failure === null) reactToApiError(error);
        else setFileError(failure.fields[profileFileFields.cv] ?? failure.message);
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Select
          label={t('onboarding.step3.heardFrom')}
          placeholder={t('fields.choose')}
          data={toSelectData(sources.data)}
          value={source}
          onChange={setSource}
          withAsterisk
          error={errors.survey_source_id}
        />
        {Number(source) === otherOptionId && (
          <TextInput
            label={t('onboarding.step3.heardFromOther')}
            value={sourceOther}
            onChange={(event) => setSourceOther(event.currentTarget.value)}
            withAsterisk
            error={errors.description}
          />
        )}
        <UploadField
          kind="cv"
          label={t('fields.cv')}
          description={t('fields.cvHelp')}
          file={file}
          required
          onChange={(picked, problem) => {
            setFile(picked);
            setFileError(problem);
          }}
          error={fileError}
          progress={progress}
        />
        <Group justify="space-between" mt="sm">
          <Button variant="default" onClick={onBack}>
            {t('onboarding.back')}
          </Button>
          <Button type="submit" loading={sending}>
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
  if (talent.onboarded.status) return <Navigate to={paths.home} replace />;
  if (!(step >= 1 && step <= totalSteps)) return <Navigate to={paths.onboardingStep(1)} replace />;

  const done = (next: Talent) => {
    keepTalent(queryClient, next);
    navigate(next.onboarded.status ? paths.home : paths.onboardingStep(step + 1));
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
