import { describe, expect, it } from 'vitest';
import { i18n } from './i18n';
import { openingLanguage, switchLanguage } from './language';

describe('the language a page opens in', () => {
  it('is the first of the browser’s preferred languages that Talent speaks', () => {
    expect(openingLanguage('/login', null, ['id-ID', 'en-US'])).toBe('id');
    expect(openingLanguage('/login', null, ['fr-FR', 'id', 'en'])).toBe('id');
    expect(openingLanguage('/login', null, ['en-GB', 'id-ID'])).toBe('en');
    // Indonesian's code before 1989, still sent by some older Android browsers.
    expect(openingLanguage('/login', null, ['in-ID'])).toBe('id');
  });

  it('is English when the browser prefers only languages Talent does not speak', () => {
    expect(openingLanguage('/login', null, ['fr-FR', 'ja'])).toBe('en');
    expect(openingLanguage('/login', null, [])).toBe('en');
  });

  it('is the one chosen on this browser before, over the browser’s preference', () => {
    expect(openingLanguage('/login', 'en', ['id-ID'])).toBe('en');
    expect(openingLanguage('/login', 'id', ['en-US'])).toBe('id');
  });

  it('is the one the address names, over any other', () => {
    expect(openingLanguage('/salary-calculator?lang=id', 'en', ['en-US'])).toBe('id');
    expect(openingLanguage('http://localhost/salary-calculator?lang=en', 'id', ['id-ID'])).toBe('en');
    expect(openingLanguage('/salary-calculator?lang=xx', 'id', ['en-US'])).toBe('id');
  });
});

describe('choosing a language', () => {
  it('is remembered on this browser, and told to the server in a cookie', async () => {
    await switchLanguage(i18n, 'id');
    expect(localStorage.getItem('language')).toBe('id');
    expect(document.cookie).toContain('language=id');
    await switchLanguage(i18n, 'en');
    expect(document.cookie).toContain('language=en');
    expect(i18n.language).toBe('en');
  });
});
