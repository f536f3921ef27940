import { Button, Text, ThemeIcon } from '@mantine/core';
import { IconHeartHandshake } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n';
import { RatingFrame } from '../components/rating-frame';

/** /talent/rating/thankyou: 'Thank You!' and OK, which goes to '/'. */
export function RatingThankYouPage() {
  const { t } = useTranslation('rating');
  return (
    <RatingFrame title={t('thankYou.title')}>
      <ThemeIcon size={64} radius="xl" variant="light" aria-hidden>
        <IconHeartHandshake size={36} />
      </ThemeIcon>
      <Text>{t('thankYou.text')}</Text>
      <Button component={Link} to="/" size="md" w={{ base: '100%', sm: 160 }}>
        {t('thankYou.ok')}
      </Button>
    </RatingFrame>
  );
}
