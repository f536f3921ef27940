import { Notifications } from '@mantine/notifications';

/** Where toasts appear; loaded with the first toast (see `LazyToasts`). */
export function Toasts() {
  return <Notifications position="top-right" limit={4} />;
}
