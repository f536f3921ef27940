import { Anchor, Box, Container, Group, Text } from '@mantine/core';
import { memo } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { getRuntimeConfig } from '@/lib/runtime-config';
import { LanguageSwitch } from './language-switch';
import { newTabLinkProps } from './new-tab-hint';

/** About, Career, Event, Contact Us, Media and FAQ (spec section 1); Media opens in a new tab. */
export function footerLinks() {
  const site = getRuntimeConfig().siteLinks;
  return [
    { key: 'about', href: site.about, newTab: false },
    { key: 'career', href: site.career, newTab: false },
    { key: 'event', href: site.event, newTab: false },
    { key: 'contactUs', href: site.contactUs, newTab: false },
    { key: 'media', href: paths.media, newTab: true },
    { key: 'faq', href: site.faq, newTab: false },
  ] as const;
}

/** Memoised: the frame renders again as each navigation starts and ends, and the footer need not. */
export const Footer = memo(function Footer() {
  const { t } = useTranslation('shell');
  return (
    <Box
      component="footer"
      bg="gray.0"
      py="lg"
      mt="xl"
      style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Container size="xl">
        <Group justify="space-between" gap="md">
          <Box component="nav" aria-label={t('footer.navigation')}>
            <Group component="ul" gap="lg" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {footerLinks().map((link) => (
                <li key={link.key}>
                  {link.href.startsWith('/') && !link.newTab ? (
                    // A page of this app opens without reloading it; a company site's page is a plain link.
                    <Anchor component={Link} to={link.href} size="sm" fw={600}>
                      {t(`footer.${link.key}`)}
                    </Anchor>
                  ) : (
                    <Anchor href={link.href} size="sm" fw={600} {...(link.newTab ? newTabLinkProps : {})}>
                      {t(`footer.${link.key}`)}
                    </Anchor>
                  )}
                </li>
              ))}
            </Group>
          </Box>
          <Group gap="lg">
            {/* Beside the spec's six links: the accessibility statement and the policies every page leads to. */}
            <Anchor component={Link} to={paths.accessibility} size="sm" fw={600}>
              {t('footer.accessibility')}
            </Anchor>
            <Anchor component={Link} to={paths.terms} size="sm" fw={600}>
              {t('footer.terms')}
            </Anchor>
            <Anchor component={Link} to={paths.privacy} size="sm" fw={600}>
              {t('footer.privacy')}
            </Anchor>
            <LanguageSwitch />
            <Text size="sm" c="dimmed">
              {t('footer.copyright', { year: new Date().getFullYear() })}
            </Text>
          </Group>
        </Group>
      </Container>
    </Box>
  );
});
