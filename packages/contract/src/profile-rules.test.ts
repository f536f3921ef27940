import { describe, expect, it } from 'vitest';
import { educationBodySchema, experienceEntrySchema, preferenceBodySchema } from './profile.ts';
import {
  aboutSchema,
  checkPickedFile,
  forbiddenContentOf,
  formatIdr,
  linkSchema,
  parseIdr,
  profileMessages,
  salarySchema,
  shiftYears,
  skillIdsSchema,
  toIsoDate,
  withHttpPrefix,
} from './profile-rules.ts';

function messagesOf(result: {
  success: boolean;
  error?: { issues: { message: string; path: PropertyKey[] }[] };
}) {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

const today = new Date();
const daysAgo = (days: number) => toIsoDate(new Date(today.getTime() - days * 86_400_000));

describe('profile text rules', () => {
  it('refuses emails, links and long numbers in free text with the spec messages', () => {
    expect(forbiddenContentOf('Mail me at rina@mail.id')).toBe(profileMessages.emailNotAllowed);
    expect(forbiddenContentOf('see www.rina.dev')).toBe(profileMessages.urlNotAllowed);
    expect(forbiddenContentOf('my site rina.com')).toBe(profileMessages.urlNotAllowed);
    expect(forbiddenContentOf('call 0812 3456 789')).toBe(profileMessages.longNumberNotAllowed);
    expect(forbiddenContentOf('Five years of Go and 3 teams led')).toBeNull();
  });

  it('keeps the about text between 5 and 3,000 characters', () => {
    expect(aboutSchema.safeParse('Hi').error?.issues[0]?.message).toBe(profileMessages.aboutLength);
    expect(aboutSchema.safeParse('x'.repeat(3001)).error?.issues[0]?.message).toBe(
      profileMessages.aboutLength,
    );
    expect(aboutSchema.safeParse('I build payment systems.').success).toBe(true);
  });

  it('asks for https:// and prefixes http:// for the website helper', () => {
    expect(linkSchema.safeParse('rina.dev').error?.issues[0]?.message).toBe(profileMessages.useHttps);
    expect(linkSchema.safeParse('https://nodot').error?.issues[0]?.message).toBe(profileMessages.invalidLink);
    expect(linkSchema.parse('https://rina.dev')).toBe('https://rina.dev');
    expect(withHttpPrefix('rina.dev')).toBe('http://rina.dev');
    expect(withHttpPrefix('https://rina.dev')).toBe('https://rina.dev');
  });
});

describe('money', () => {
  it('writes and reads IDR with dot thousands and an optional ,00', () => {
    expect(formatIdr(15_500_000)).toBe('15.500.000');
    expect(parseIdr('15.500.000,00')).toBe(15_500_000);
    expect(parseIdr('15500000')).toBe(15_500_000);
    expect(parseIdr('15,500,000')).toBeNull();
  });

  it('refuses 0 and anything below IDR 1.000.000', () => {
    expect(salarySchema.safeParse(0).error?.issues[0]?.message).toBe(profileMessages.salaryZero);
    expect(salarySchema.safeParse(999_999).error?.issues[0]?.message).toBe(profileMessages.salaryMin);
    expect(salarySchema.safeParse(1_000_000).success).toBe(true);
  });

  it('asks for a salary left empty, and says numbers only for anything else that is not one', () => {
    for (const empty of [undefined, null, '']) {
      expect(salarySchema.safeParse(empty).error?.issues[0]?.message).toBe(profileMessages.required);
    }
    expect(salarySchema.safeParse('5.000.000').error?.issues[0]?.message).toBe(profileMessages.numbersOnly);
  });

  it('refuses an expected salary below the current one, at the expected field', () => {
    const result = preferenceBodySchema.safeParse({
      position_category_id: 1,
      position_function_id: 2,
      position_level_id: 3,
      working_system_id: 1,
      availability_id: 1,
      company_size_id: 1,
      work_location_ids: [1],
      industry_ids: [1],
      cur_min_sal: 10_000_000,
      expected_salary: 9_000_000,
      salary_type: 'nett',
      notice_period_id: 1,
    });
    expect(messagesOf(result)).toEqual({ expected_salary: profileMessages.expectedBelowCurrent });
  });
});

describe('skills', () => {
  it('takes 5 to 10 distinct skills', () => {
    expect(skillIdsSchema.safeParse([1, 2, 3, 4]).error?.issues[0]?.message).toBe(profileMessages.skillsMin);
    expect(skillIdsSchema.safeParse([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]).error?.issues[0]?.message).toBe(
      profileMessages.skillsMax,
    );
    expect(skillIdsSchema.safeParse([1, 2, 3, 4, 5]).success).toBe(true);
  });
});

describe('education', () => {
  const entry = {
    University: { ID: 0, Name: 'Universitas Gadjah Mada', Oversea: false },
    DegreeID: 2,
    Major: { ID: 7, Name: '' },
    GPA: 3.5,
    GPAOutOf: 4,
    StartDate: '2015-08-01',
    EndDate: '2019-07-01',
  };

  it('accepts the spec payload and refuses a sixth entry', () => {
    expect(educationBodySchema.safeParse({ TalentEducation: [entry] }).success).toBe(true);
    const six = educationBodySchema.safeParse({ TalentEducation: Array(6).fill(entry) });
    expect(messagesOf(six)).toEqual({ TalentEducation: profileMessages.educationsMax });
  });

  it('puts each reason at its field', () => {
    const result = educationBodySchema.safeParse({
      TalentEducation: [
        {
          ...entry,
          University: { ID: 0, Name: 'UI' },
          GPA: 4.5,
          StartDate: toIsoDate(shiftYears(today, -51)),
          EndDate: toIsoDate(shiftYears(today, 11)),
        },
      ],
    });
    expect(messagesOf(result)).toEqual({
      'TalentEducation.0.University.Name': profileMessages.universityMin,
      'TalentEducation.0.GPA': profileMessages.gpaAboveMax,
      'TalentEducation.0.StartDate': profileMessages.startTooEarly,
      'TalentEducation.0.EndDate': profileMessages.endTooLate,
    });
    const backwards = educationBodySchema.safeParse({
      TalentEducation: [{ ...entry, GPAOutOf: 11, StartDate: daysAgo(10), EndDate: daysAgo(20) }],
    });
    expect(messagesOf(backwards)).toEqual({
      'TalentEducation.0.GPAOutOf': profileMessages.gpaOutOfRange,
      'TalentEducation.0.EndDate': profileMessages.endBeforeStart,
    });
  });
});

describe('experience period', () => {
  const base = { company: { id: 3, name: '' }, position_name: 'Backend Engineer', start_date: '2020-01-01' };

  it('needs an end unless it is now, and no end beyond next month', () => {
    expect(messagesOf(experienceEntrySchema.safeParse({ ...base }))).toEqual({
      end_date: profileMessages.endRequired,
    });
    expect(experienceEntrySchema.safeParse({ ...base, is_now: true }).success).toBe(true);
    const late = experienceEntrySchema.safeParse({ ...base, end_date: toIsoDate(shiftYears(today, 1)) });
    expect(messagesOf(late)).toEqual({ end_date: profileMessages.endBeyondNextMonth });
  });

  it('checks a typed company name like any company name', () => {
    const result = experienceEntrySchema.safeParse({
      ...base,
      is_now: true,
      company: { id: 0, name: 'A&B' },
    });
    expect(messagesOf(result)).toEqual({ 'company.name': profileMessages.nameCharacters });
  });
});

describe('picked files', () => {
  it('checks the extension and size before sending', () => {
    expect(checkPickedFile('cv', { name: 'cv.exe', size: 10 })).toBe(profileMessages.cvType);
    expect(checkPickedFile('cv', { name: 'cv.PDF', size: 34 * 1024 * 1024 })).toBe(
      profileMessages.cvTooLarge,
    );
    expect(checkPickedFile('cv', { name: 'cv.docm', size: 34 * 1024 * 1024 - 1 })).toBeNull();
    expect(checkPickedFile('image', { name: 'me.gif', size: 10 })).toBe(profileMessages.imageType);
  });
});
