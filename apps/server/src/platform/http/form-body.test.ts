import { describe, expect, it } from 'vitest';
import { parseFormBody } from './form-body.ts';

describe('url-encoded form bodies', () => {
  it('reads plain fields', () => {
    expect(parseFormBody('talent_id=7&notes=hello+world')).toEqual({ talent_id: '7', notes: 'hello world' });
  });

  it('reads indexed keys as lists of objects, as the survey and rating forms send them', () => {
    const body = parseFormBody(
      'answers[0][survey_source_id]=1&answers[0][description]=&answers[1][survey_source_id]=99&answers[1][description]=A+friend',
    );
    expect(body).toEqual({
      answers: [
        { survey_source_id: '1', description: '' },
        { survey_source_id: '99', description: 'A friend' },
      ],
    });
  });

  it('collects repeated and appended keys into lists', () => {
    expect(parseFormBody('tag=a&tag=b&ids[]=1&ids[]=2')).toEqual({ tag: ['a', 'b'], ids: ['1', '2'] });
  });

  it('drops keys that would reach the prototype or allocate a huge list', () => {
    const body = parseFormBody('__proto__[admin]=1&a[constructor][x]=1&big[1000000]=x&ok=1');
    expect(body).toEqual({ ok: '1' });
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  it('ignores malformed keys', () => {
    expect(parseFormBody('a[b=1&c]=2&d=3')).toEqual({ d: '3' });
  });
});
