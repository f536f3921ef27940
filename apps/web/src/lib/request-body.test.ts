import { describe, expect, it } from 'vitest';
import { toFormData, toQueryString, toUrlEncoded } from './request-body';

describe('query strings', () => {
  it('leaves out empty values and repeats list keys', () => {
    expect(toQueryString({ page: 1, size: 10, search: '', filter: undefined, skill_ids: [3, 5] })).toBe(
      '?page=1&size=10&skill_ids=3&skill_ids=5',
    );
    expect(toQueryString({})).toBe('');
    expect(toQueryString(undefined)).toBe('');
  });
});

describe('form bodies', () => {
  it('flattens lists of objects into indexed bracket keys', () => {
    const form = toUrlEncoded({
      answers: [
        { survey_source_id: 2, description: '' },
        { survey_source_id: 99, description: 'A friend' },
      ],
    });
    expect([...form.entries()]).toEqual([
      ['answers[0][survey_source_id]', '2'],
      ['answers[0][description]', ''],
      ['answers[1][survey_source_id]', '99'],
      ['answers[1][description]', 'A friend'],
    ]);
  });

  it('keeps files as files in a multipart body and leaves out missing values', () => {
    const cv = new File(['%PDF-1.7'], 'cv.pdf', { type: 'application/pdf' });
    const form = toFormData({ 'TalentPortfolio.Title': 'Shop', PortfolioFile: cv, Note: undefined });
    expect(form.get('TalentPortfolio.Title')).toBe('Shop');
    expect(form.get('PortfolioFile')).toBeInstanceOf(File);
    expect((form.get('PortfolioFile') as File).name).toBe('cv.pdf');
    expect(form.has('Note')).toBe(false);
  });

  it('flattens form data arrays of objects to indexed keys and refuses any other array item', () => {
    const form = toFormData({ talent_id: 7, scores: [{ id: 1, stars: 4 }] });
    expect([...form.entries()]).toEqual([
      ['talent_id', '7'],
      ['scores[0][id]', '1'],
      ['scores[0][stars]', '4'],
    ]);
    expect(() => toFormData({ talent_id: 7, scores: [4, 5] })).toThrow('Array item is not object');
  });

  it('refuses a file in a url-encoded body', () => {
    expect(() => toUrlEncoded({ CV: new Blob(['x']) })).toThrow(/cannot carry the file in "CV"/);
  });
});
