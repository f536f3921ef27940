import { describe, expect, it } from 'vitest';
import { dialCodeMatches, dialCodeOptions, joinPhone, splitPhone } from './phone-number';

const codes = ['+62', '+62 21', '+62 22', '+62 251'];

describe('a stored phone shown as code and number', () => {
  it('takes the longest listed code it starts with, written apart or run together', () => {
    expect(splitPhone('+62 812 3456 7890', codes)).toEqual({ code: '+62', number: '812 3456 7890' });
    expect(splitPhone('+62 21 5080 1234', codes)).toEqual({ code: '+62 21', number: '5080 1234' });
    expect(splitPhone('+62 251 838 1234', codes)).toEqual({ code: '+62 251', number: '838 1234' });
    expect(splitPhone('+62215080 1234', codes)).toEqual({ code: '+62 21', number: '5080 1234' });
    expect(splitPhone('+6281234567890', codes)).toEqual({ code: '+62', number: '81234567890' });
  });

  it("gives a number without a code Indonesia's, and keeps a code the list lacks", () => {
    expect(splitPhone('0812 3456 7890', codes)).toEqual({ code: '+62', number: '0812 3456 7890' });
    expect(splitPhone('', codes)).toEqual({ code: '+62', number: '' });
    expect(splitPhone('+65 9123 4567', codes)).toEqual({ code: '+65', number: '9123 4567' });
    expect(splitPhone('+6591234567', [])).toEqual({ code: '+62', number: '+6591234567' });
  });
});

describe('code and number stored as one phone', () => {
  it('writes the code before the number, without the trunk 0 of a national number', () => {
    expect(joinPhone({ code: '+62', number: '812 3456 7890' })).toBe('+62 812 3456 7890');
    expect(joinPhone({ code: '+62', number: '0812-3456-7890' })).toBe('+62 812-3456-7890');
    expect(joinPhone({ code: '+62 21', number: '5080 1234' })).toBe('+62 21 5080 1234');
  });

  it('keeps a number typed with its own code, and stores no phone for no number', () => {
    expect(joinPhone({ code: '+62 21', number: '+65 9123 4567' })).toBe('+65 9123 4567');
    expect(joinPhone({ code: '+62', number: '  ' })).toBe('');
  });

  it('gives back the phone it was split from', () => {
    for (const phone of ['+62 812 3456 7890', '+62 21 5080 1234', '+65 9123 4567', '+6591234567']) {
      expect(joinPhone(splitPhone(phone, codes))).toBe(phone);
    }
  });
});

describe('the dialling codes to choose from', () => {
  const options = dialCodeOptions(
    [
      { name: 'Bandung', dial_code: '+62 22' },
      { name: 'Jakarta', dial_code: '+62 21' },
      { name: 'Depok', dial_code: '+62 21' },
    ],
    'Indonesia, mobile numbers',
  );

  it("puts Indonesia's own first and one option per code naming its cities", () => {
    expect(options).toEqual([
      { value: '+62', label: '+62', places: 'Indonesia, mobile numbers' },
      { value: '+62 21', label: '+62 21', places: 'Jakarta, Depok' },
      { value: '+62 22', label: '+62 22', places: 'Bandung' },
    ]);
  });

  it('finds a code by its digits or by a city it reaches', () => {
    const found = (search: string) =>
      options.filter((option) => dialCodeMatches(option, search)).map((option) => option.value);
    expect(found('depok')).toEqual(['+62 21']);
    expect(found('+6222')).toEqual(['+62 22']);
    expect(found('')).toHaveLength(3);
  });
});
