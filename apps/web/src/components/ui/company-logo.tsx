import { Avatar } from '@mantine/core';

/**
 * A company's logo, or its initials on a tint chosen from the name when there is none or it fails
 * to load (design: a list never shows a broken image). Chat shows its conversations with it too, the
 * advocate's included, so the list keeps one look.
 */
export function CompanyLogo({ name, src, size = 48 }: { name: string; src?: string | null; size?: number }) {
  return <Avatar src={src ?? null} name={name} color="initials" size={size} radius="md" alt="" aria-hidden />;
}
