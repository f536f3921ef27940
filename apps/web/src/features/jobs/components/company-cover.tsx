import { brandColours, type CompanyBrand, companyBrand } from '@/components/ui/company-brand';

/** The pattern's tile: one repeat of dots, stripes or waves, drawn in the light brand colour. */
function Tile({ pattern, colour }: { pattern: CompanyBrand['pattern']; colour: string }) {
  if (pattern === 'dots') return <circle cx="12" cy="12" r="4" fill={colour} />;
  if (pattern === 'stripes')
    return <path d="M0 24L24 0M-6 6L6 -6M18 30L30 18" stroke={colour} strokeWidth="5" />;
  return <path d="M0 12q6-8 12 0t12 0" fill="none" stroke={colour} strokeWidth="3" />;
}

/**
 * The header picture of a company page: the company's colours and pattern, generated from its name
 * (the demo's companies have no photos, and a grey box looks unfinished).
 */
export function CompanyCover({ name }: { name: string }) {
  const brand = companyBrand(name);
  const colours = brandColours(brand);
  const id = `cover-${brand.hue}-${brand.pattern}`;
  return (
    <svg
      width="100%"
      height="100%"
      preserveAspectRatio="none"
      aria-hidden
      data-testid="company-cover"
      style={{ display: 'block' }}
    >
      <defs>
        <linearGradient id={`${id}-fill`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={colours.deep} />
          <stop offset="1" stopColor={colours.mid} />
        </linearGradient>
        <pattern id={`${id}-tile`} width="24" height="24" patternUnits="userSpaceOnUse">
          <Tile pattern={brand.pattern} colour="rgba(255,255,255,0.16)" />
        </pattern>
      </defs>
      <rect width="100%" height="100%" fill={`url(#${id}-fill)`} />
      <rect width="100%" height="100%" fill={`url(#${id}-tile)`} />
    </svg>
  );
}
