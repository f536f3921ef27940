import { Avatar } from '@mantine/core';
import { brandColours, type CompanyBrand, companyBrand } from './company-brand';

const shapePaths: Record<CompanyBrand['shape'], string> = {
  circle: 'M32 4a28 28 0 1 1 0 56a28 28 0 1 1 0-56z',
  square: 'M16 4h32a12 12 0 0 1 12 12v32a12 12 0 0 1-12 12h-32a12 12 0 0 1-12-12v-32a12 12 0 0 1 12-12z',
  hexagon: 'M32 3l25 14.5v29L32 61L7 46.5v-29z',
  diamond: 'M32 2l30 30l-30 30l-30-30z',
};

/** The generated logo: the company's initials on its shape, in its colours. */
export function CompanyMonogram({ name, size }: { name: string; size: number }) {
  const brand = companyBrand(name);
  const colours = brandColours(brand);
  const gradient = `monogram-${brand.hue}-${brand.shape}`;
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 64 64"
      aria-hidden
      data-testid="company-monogram"
      data-initials={brand.initials}
    >
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={colours.mid} />
          <stop offset="1" stopColor={colours.deep} />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="12" fill={colours.light} />
      <path d={shapePaths[brand.shape]} fill={`url(#${gradient})`} transform="translate(6 6) scale(0.8125)" />
      <text
        x="32"
        y="33"
        textAnchor="middle"
        dominantBaseline="central"
        fill="#fff"
        fontFamily="inherit"
        fontWeight="700"
        fontSize={brand.initials.length > 1 ? 20 : 24}
      >
        {brand.initials}
      </text>
    </svg>
  );
}

/**
 * A company's logo, or its generated monogram when there is none or it fails to load (design: a
 * list never shows a broken image). Chat shows its conversations with it too, the advocate's
 * included, so the list keeps one look.
 */
export function CompanyLogo({ name, src, size = 48 }: { name: string; src?: string | null; size?: number }) {
  return (
    <Avatar src={src ?? null} size={size} radius="md" alt="" aria-hidden color="gray" variant="transparent">
      <CompanyMonogram name={name} size={size} />
    </Avatar>
  );
}
