import type { Catalogue, Namespace } from '@/locales';

/**
 * What `t` accepts, derived from the English catalogue: a misspelt key or namespace, a missing or
 * misspelt `{{value}}`, or a plural without `count` fails the type check. Each namespace is
 * flattened and sorted once (the aliases below are cached per namespace), so a call costs little
 * more than finding its key in a union of literals.
 */

/** A plural's forms (`stars_one`, `stars_other`), kept under their shared key (`stars`). */
interface PluralForms<Text> {
  plural: Text;
}

type TextEntries<Branch, Prefix extends string> = {
  [Name in keyof Branch & string]: Branch[Name] extends string
    ? Name extends `${infer Base}_${Intl.LDMLPluralRule}`
      ? { key: `${Prefix}${Base}`; text: PluralForms<Branch[Name]>; sort: 'valued' }
      : { key: `${Prefix}${Name}`; text: Branch[Name]; sort: SortOf<Branch[Name]> }
    : Branch[Name] extends readonly unknown[]
      ? never
      : TextEntries<Branch[Name], `${Prefix}${Name}.`>;
}[keyof Branch & string];

type ObjectEntries<Branch, Prefix extends string> = {
  [Name in keyof Branch & string]: Branch[Name] extends string
    ? never
    :
        | { key: `${Prefix}${Name}`; value: Branch[Name] }
        | (Branch[Name] extends readonly unknown[]
            ? never
            : ObjectEntries<Branch[Name], `${Prefix}${Name}.`>);
}[keyof Branch & string];

type Entries<N extends Namespace> = TextEntries<Catalogue[N], ''>;

/** A namespace's texts by dotted key. */
type Texts<N extends Namespace> = {
  [Entry in Entries<N> as Entry extends { key: infer Key extends string } ? Key : never]: Entry extends {
    text: infer Text;
  }
    ? Text
    : never;
};

/** A namespace's lists and groups of texts by dotted key, for `returnObjects`. */
type Objects<N extends Namespace> = {
  [Entry in ObjectEntries<Catalogue[N], ''> as Entry extends { key: infer Key extends string }
    ? Key
    : never]: Entry extends { value: infer Value } ? Value : never;
};

type Variables<Text> = Text extends `${string}{{${infer Name}}}${infer Rest}`
  ? Name | Variables<Rest>
  : never;

type Forms<Text> = Text extends PluralForms<infer Form> ? Form : Text;

/**
 * Texts that need values: a `{{…}}` to fill in (or `count` to choose a plural's form). A catalogue
 * written without `as const` has plain strings, whose values cannot be checked: they count as texts
 * that need none.
 */
type SortOf<Text> = string extends Text ? 'plain' : [Variables<Text>] extends [never] ? 'plain' : 'valued';

/** Sorted from the entries: looking each key up in `Texts` again would cost a pass over them per key. */
type KeysIn<N extends Namespace, Of extends Sort> = Of extends 'object'
  ? keyof Objects<N> & string
  : KeysOfSort<Entries<N>, Of>;

type KeysOfSort<Entry, Of> = Entry extends { key: infer Key extends string; sort: Of } ? Key : never;

type Sort = 'plain' | 'valued' | 'object';

/** Keys of the first namespace as they are, and of every listed namespace after `ns:`. */
type KeyOf<First extends Namespace, Listed extends Namespace, Of extends Sort> =
  | KeysIn<First, Of>
  | { [N in Listed]: `${N}:${KeysIn<N, Of>}` }[Listed];

type TextAt<First extends Namespace, Key> = Key extends `${infer N extends Namespace}:${infer Path}`
  ? Texts<N>[Path & keyof Texts<N>]
  : Texts<First>[Key & keyof Texts<First>];

type ObjectAt<First extends Namespace, Key> = Key extends `${infer N extends Namespace}:${infer Path}`
  ? Objects<N>[Path & keyof Objects<N>]
  : Objects<First>[Key & keyof Objects<First>];

/** Every `{{…}}` of the text, and `count` for a plural. */
type Values<Text> = { readonly [Name in Variables<Forms<Text>>]: string | number } & ([
  Extract<Text, PluralForms<unknown>>,
] extends [never]
  ? unknown
  : { readonly count: number });

/** Values a text without `{{…}}` ignores, as does a text of a catalogue without `as const`. */
type AnyValues = { readonly [name: string]: string | number };

/**
 * `t` of a component's namespaces (`First` without a prefix) or of the app's instance: a text with
 * its values filled in, or with `returnObjects` the list or group of texts at that key. One
 * signature per sort of key, not one computing its options from the key: a generic options type
 * per call cost the type check a third more work.
 */
export interface Translate<First extends Namespace, Listed extends Namespace> {
  <const Key extends KeyOf<First, Listed, 'plain'>>(key: Key, options?: AnyValues): string;
  <const Key extends KeyOf<First, Listed, 'valued'>>(key: Key, options: Values<TextAt<First, Key>>): string;
  <const Key extends KeyOf<First, Listed, 'object'>>(
    key: Key,
    options: { readonly returnObjects: true },
  ): ObjectAt<First, Key>;
}

/** What `t` takes at run time, whatever the key. */
export interface TranslateOptions {
  readonly count?: number;
  readonly returnObjects?: boolean;
  readonly [value: string]: string | number | boolean | undefined;
}

/** `useTranslation('profile')` or `useTranslation(['shell', 'common'])`: the first namespace is the default. */
export type NamespaceList = Namespace | readonly [Namespace, ...Namespace[]];
export type FirstOf<Ns extends NamespaceList> = Ns extends readonly [
  infer First extends Namespace,
  ...unknown[],
]
  ? First
  : Ns & Namespace;
export type ListedIn<Ns extends NamespaceList> = Ns extends readonly Namespace[]
  ? Ns[number]
  : Ns & Namespace;
