import { Center, Loader, VisuallyHidden } from '@mantine/core';

/** A spinner that screen readers announce by its label. */
export function PageLoader({ label }: { label: string }) {
  return (
    <Center mih="40vh" role="status">
      <Loader aria-hidden />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Center>
  );
}
