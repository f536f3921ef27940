import { Anchor, Stack, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n';
import { openModal } from '@/lib/modal-manager';
import classes from './header.module.css';
import { HeaderPopover } from './header-popover';
import { careerLinks } from './navigation-links';

/** How each entry reads, whether it opens a page or a modal. */
const itemLook = { display: 'block', p: 'xs', fw: 600, size: 'sm', c: 'dark.9', underline: 'hover' } as const;

/** CAREER TOOLS in the header's navigation: contests, skill quizzes, refer a friend, salary calculator. */
export function CareerMenu() {
  const { t } = useTranslation('shell');
  const [opened, setOpened] = useState(false);
  const titleId = useId();
  return (
    <HeaderPopover
      opened={opened}
      onChange={setOpened}
      width={240}
      labelledBy={titleId}
      padding="xs"
      target={(target) => (
        <UnstyledButton {...target} className={classes.navLink}>
          {t('header.careerTools')}
          <IconChevronDown aria-hidden size={16} style={{ marginLeft: 4 }} />
        </UnstyledButton>
      )}
    >
      <VisuallyHidden id={titleId}>{t('header.careerTools')}</VisuallyHidden>
      <Stack component="ul" gap={0} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {careerLinks.map((link) => (
          <li key={link.key}>
            {'modal' in link ? (
              <Anchor
                component="button"
                type="button"
                onClick={() => {
                  setOpened(false);
                  openModal(link.modal);
                }}
                w="100%"
                ta="left"
                {...itemLook}
              >
                {t(`header.${link.key}`)}
              </Anchor>
            ) : (
              <Anchor component={Link} to={link.to} onClick={() => setOpened(false)} {...itemLook}>
                {t(`header.${link.key}`)}
              </Anchor>
            )}
          </li>
        ))}
      </Stack>
    </HeaderPopover>
  );
}
