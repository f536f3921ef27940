import { stableHash } from '@talent/contract';

/**
 * A company's generated look, for companies that uploaded no logo: a monogram on a shape and a
 * cover pattern, in a colour taken from the name. The same name always gives the same look, so a
 * company is recognisable across the listing, its page and chat.
 */
export interface CompanyBrand {
  /** One or two letters: the first letters of the name's first two words, legal forms left out. */
  initials: string;
  /** The brand hue on the colour wheel (0–359). */
  hue: number;
  shape: 'circle' | 'square' | 'hexagon' | 'diamond';
  /** Which cover pattern the company page's header draws. */
  pattern: 'dots' | 'stripes' | 'waves';
}

const legalForms = new Set(['pt', 'cv', 'tbk', 'persero', 'the']);
const shapes: CompanyBrand['shape'][] = ['circle', 'square', 'hexagon', 'diamond'];
const patterns: CompanyBrand['pattern'][] = ['dots', 'stripes', 'waves'];

export function companyBrand(name: string): CompanyBrand {
  const words = name
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0 && !legalForms.has(word.toLowerCase()));
  const initials = words
    .slice(0, 2)
    .map((word) => [...word][0] ?? '')
    .join('')
    .toUpperCase();
  const hash = stableHash(name.trim());
  return {
    initials: initials || '?',
    hue: hash % 360,
    shape: shapes[(hash >>> 9) % shapes.length] ?? 'circle',
    pattern: patterns[(hash >>> 13) % patterns.length] ?? 'dots',
  };
}

/** The brand's colours: a deep one for shapes and text on white, a light one for backgrounds. */
export function brandColours(brand: CompanyBrand) {
  return {
    deep: `hsl(${brand.hue} 62% 38%)`,
    mid: `hsl(${(brand.hue + 24) % 360} 68% 52%)`,
    light: `hsl(${brand.hue} 70% 94%)`,
  };
}
