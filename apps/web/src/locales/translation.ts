/**
 * The shape another language's namespace must have: the English one's keys, lists and groups, each
 * text any string. A missing or extra key fails the type check; `catalogues.test.ts` also fails
 * the build on a text left in English.
 */
export type Translation<English> = English extends string
  ? string
  : English extends readonly (infer Item)[]
    ? readonly Translation<Item>[]
    : { readonly [Name in keyof English]: Translation<English[Name]> };
