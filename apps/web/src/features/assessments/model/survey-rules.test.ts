import { describe, expect, it } from 'vitest';
import { surveyReady } from './survey-rules';

describe('the contest survey rules', () => {
  it('waits for a source, and for a description while Other is ticked', () => {
    expect(surveyReady([], '')).toBe(false);
    expect(surveyReady([2], '')).toBe(true);
    expect(surveyReady([2, 99], ' ')).toBe(false);
    expect(surveyReady([99], 'A campus poster')).toBe(true);
  });
});
