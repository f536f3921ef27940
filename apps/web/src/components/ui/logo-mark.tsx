/**
 * The Talent mark: a "T" on the brand blue, the same drawing as the favicon. Decorative: the link
 * or heading around it carries the name.
 */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="var(--mantine-color-blue-8)" />
      <path d="M9 9.5h14v3.2h-5.4V23h-3.2V12.7H9z" fill="#fff" />
      <circle cx="22.5" cy="21.5" r="2" fill="var(--mantine-color-blue-2)" />
    </svg>
  );
}
