import { Box } from '@mantine/core';
import { Outlet, useNavigation } from 'react-router';
import { isTalentLogin, useStoredAuth } from '@/lib/auth-storage';
import { useTranslation } from '@/lib/i18n';
import { getRuntimeConfig } from '@/lib/runtime-config';
import { GlobalModals } from '../modals/global-modals';
import { AnnouncementBanner } from './announcement-banner';
import { ErrorModal } from './error-modal';
import { Footer } from './footer';
import { Header } from './header';
import { mainContentId } from './main-content';
import { NewTabHint } from './new-tab-hint';
import classes from './root-layout.module.css';
import { RouteAnnouncer } from './route-announcer';
import { useRouteChangeEffects } from './route-change';
import { shellLayoutFor } from './shell-layout';

/** The frame of every page: skip link, header, announcement, main, footer, and the global modals. */
export function RootLayout() {
  const { t } = useTranslation('shell');
  const location = useRouteChangeEffects();
  const navigation = useNavigation();
  const auth = useStoredAuth();
  const signedInTalent = auth !== null && isTalentLogin(auth);
  const layout = shellLayoutFor(location.pathname, signedInTalent);
  const announcement = getRuntimeConfig().announcement;

  return (
    <div className={classes.frame}>
      <a href={`#${mainContentId}`} className={classes.skipLink}>
        {t('skipToContent')}
      </a>
      {layout.header !== 'hidden' && <Header variant={layout.header} />}
      {layout.header === 'navigation' && announcement !== null && (
        <AnnouncementBanner message={announcement} />
      )}
      <Box
        component="main"
        id={mainContentId}
        tabIndex={-1}
        className={classes.main}
        aria-busy={navigation.state === 'loading'}
      >
        <Outlet />
        {/* In a landmark, where a screen reader's reading of the page meets them too. */}
        <NewTabHint />
        <RouteAnnouncer />
      </Box>
      {layout.footer && <Footer />}
      <GlobalModals />
      <ErrorModal />
    </div>
  );
}
