import { Button, Grid, Group, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconEye } from '@tabler/icons-react';
import { Link } from 'react-router';
import { predictionRequestOf } from '@/components/salary-prediction/prediction-request';
import { SalaryPredictionCard } from '@/components/salary-prediction/salary-prediction-card';
import { PageSectionSlot } from '@/components/ui/page-section-slot';
import wrapping from '@/components/ui/wrapping-button.module.css';
import { useTranslation } from '@/lib/i18n';
import { CompletenessCard } from '../components/completeness-card';
import { ProfileView } from '../components/profile-view';
import { WithTalent } from '../components/talent-state';

/** `/talent/profile`: the talent's own profile, the completeness meter and what to fill next. */
export function ProfilePage() {
  const { t } = useTranslation('profile');
  useDocumentTitle(t('page.title'));
  return (
    <WithTalent>
      {(talent) => (
        <Stack gap="md">
          <Group justify="space-between">
            <Title order={1} fz={{ base: 24, sm: 30 }}>
              {t('page.title')}
            </Title>
            <Button
              component={Link}
              to="show"
              variant="default"
              leftSection={<IconEye size={16} aria-hidden />}
              classNames={wrapping}
            >
              {t('page.viewAsCompany')}
            </Button>
          </Group>
          <Grid gap="md">
            <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
              <Stack gap="md">
                <ProfileView talent={talent} editable />
                <PageSectionSlot page="profile" />
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
              <Stack gap="md" style={{ position: 'sticky', top: 16 }}>
                <CompletenessCard talent={talent} />
                <SalaryPredictionCard request={predictionRequestOf(talent)} />
              </Stack>
            </Grid.Col>
          </Grid>
        </Stack>
      )}
    </WithTalent>
  );
}
