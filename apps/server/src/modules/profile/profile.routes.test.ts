import { accountMessages, profileLimits, profileMessages, shiftYears, toIsoDate } from '@talent/contract';
import { talentProfiles } from '@talent/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onePixelPng, smallPdf } from '../../testing/files.ts';
import { multipart, type ProfileTestApp, startProfileTestApp } from './testing/profile-test-app.ts';

let subject: ProfileTestApp;
let talent: { id: number; auth: { authorization: string } };
let other: { id: number; auth: { authorization: string } };

const base = '/api/talent/v1';
const skills = [1, 2, 3, 4, 5];

beforeAll(async () => {
  subject = await startProfileTestApp();
  talent = await subject.newTalent('rina@example.com');
  other = await subject.newTalent('budi@example.com');
});

afterAll(async () => {
  await subject?.close();
});

function patch(path: string, payload: unknown, who = talent) {
  return subject.call({
    method: 'PATCH',
    url: `${base}${path}`,
    headers: who.auth,
    payload: payload as object,
  });
}

function getTalent(id = talent.id, who = talent) {
  return subject.call({ method: 'GET', url: `${base}/talent/${id}`, headers: who.auth });
}

const personal = {
  fullname: "Rina Kartika-Sari O'Neil",
  email: 'rina@example.com',
  phone: '+62 812-3456-7890',
  birth_date: '1994-05-17',
  city_id: '1',
  about: 'Backend engineer who likes payment systems and calm on-call rotations.',
};

async function savePersonal(fields: Record<string, string>, files = {}, who = talent) {
  const body = await multipart(fields, files);
  return subject.call({
    method: 'PATCH',
    url: `${base}/talent/${who.id}/personal/edit`,
    headers: { ...who.auth, ...body.headers },
    payload: body.payload,
  });
}

async function uploadCv(bytes: Buffer, name: string, who = talent) {
  const body = await multipart({}, { CV: { bytes, name } });
  return subject.call({
    method: 'PATCH',
    url: `${base}/talent/${who.id}/uploadcv`,
    headers: { ...who.auth, ...body.headers },
    payload: body.payload,
  });
}

describe('GET /talent/{query}', () => {
  it('answers the whole talent to its owner, with empty sections for a new one', async () => {
    const { status, body } = await getTalent();
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      id: talent.id,
      type: 'talent',
      email: 'rina@example.com',
      image_url: null,
      cv_url: null,
      talent_skills: [],
      educations: [],
      onboarded: { status: true },
      preference: { work_locations: [], salary_negotiable: false },
    });
  });

  it("refuses another talent's profile with 403 and a missing session with 401", async () => {
    expect((await getTalent(other.id)).status).toBe(403);
    expect((await subject.call({ method: 'GET', url: `${base}/talent/${talent.id}` })).status).toBe(401);
  });
});

describe('personal information', () => {
  it('saves the fields and a photo, and answers the spec success message', async () => {
    const { status, body } = await savePersonal(personal, {
      Photo: { bytes: onePixelPng, name: 'me.png', type: 'image/png' },
    });
    expect(status).toBe(200);
    expect(body.meta.message).toBe(profileMessages.profileUpdated);
    expect(body.data).toMatchObject({
      fullname: personal.fullname,
      phone: personal.phone,
      birth_date: '1994-05-17',
      location: { id: 1 },
      preference: { about: personal.about },
    });
    const photo = await subject.call({ method: 'GET', url: body.data.image_url.thumb });
    expect(photo.status).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
  });

  it('refuses each bad field with the spec message at that field, changing nothing', async () => {
    const cases: [Record<string, string>, string, string][] = [
      [{ fullname: 'R2D2 Unit' }, 'fullname', accountMessages.fullNameLettersOnly],
      [{ fullname: '' }, 'fullname', accountMessages.fullNameRequired],
      [{ email: 'rina.example.com' }, 'email', accountMessages.emailInvalid],
      [{ phone: '0812abc' }, 'phone', accountMessages.phoneNumbersOnly],
      [{ phone: '' }, 'phone', accountMessages.phoneRequired],
      [{ birth_date: '' }, 'birth_date', profileMessages.birthDateRequired],
      [{ about: 'Mail me at rina@mail.id please' }, 'about', profileMessages.emailNotAllowed],
      [{ about: 'Visit www.rina.dev for more' }, 'about', profileMessages.urlNotAllowed],
      [{ about: 'Call me on 081234567890 today' }, 'about', profileMessages.longNumberNotAllowed],
      [{ about: 'x'.repeat(3001) }, 'about', profileMessages.aboutLength],
    ];
    for (const [change, field, message] of cases) {
      const { status, body } = await savePersonal({ ...personal, fullname: 'Someone Else', ...change });
      expect(status, field).toBe(400);
      expect(body.fields?.[field], JSON.stringify(change).slice(0, 60)).toBe(message);
    }
    expect((await getTalent()).body.data.fullname).toBe(personal.fullname);
  });

  it("asks for the current password for another email, without telling whether it is another account's", async () => {
    const { status, body } = await savePersonal({ ...personal, email: 'BUDI@example.com' });
    expect(status).toBe(400);
    expect(body.fields).toEqual({ current_password: accountMessages.currentPasswordForEmail });
  });

  it('refuses a photo that is not a JPG or PNG, or over 5 MB, keeping the old photo and no new file', async () => {
    const before = subject.storedFiles();
    const pdfAsPhoto = await savePersonal(personal, { Photo: { bytes: smallPdf, name: 'me.png' } });
    expect(pdfAsPhoto.status).toBe(415);
    expect(pdfAsPhoto.body.fields.Photo).toBe(profileMessages.imageType);
    const huge = Buffer.concat([onePixelPng, Buffer.alloc(5 * 1024 * 1024)]);
    const tooLarge = await savePersonal(personal, { Photo: { bytes: huge, name: 'me.png' } });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.fields.Photo).toBe(profileMessages.imageTooLarge);
    expect(subject.storedFiles()).toEqual(before);
  });
});

describe('onboarding', () => {
  let fresh: { id: number; auth: { authorization: string } };
  beforeAll(async () => {
    fresh = await subject.newTalent('new@example.com', { onboarded: false });
  });

  it('walks steps 1, 2, the survey and 3 with a real PDF, ending onboarded', async () => {
    const step1 = await subject.call({
      method: 'PATCH',
      url: `/api/talent/v2/talent/${fresh.id}/onboarding/1`,
      headers: fresh.auth,
      payload: { ...personal, city_id: 2, fullname: 'Nadia Putri' },
    });
    expect(step1.status).toBe(200);
    expect(step1.body.data.onboarded).toMatchObject({ status: false, last_page: 1 });

    const step2Body = {
      position_category_id: 1,
      position_function_id: 999,
      position_function_other: '',
      position_level_id: 3,
      years_of_experience: 2,
      skill_ids: skills,
      work_location_ids: [1, 2],
      expected_salary: 12_000_000,
      salary_type: 'gross',
    };
    const unnamedOther = await subject.call({
      method: 'PATCH',
      url: `/api/talent/v2/talent/${fresh.id}/onboarding/2`,
      headers: fresh.auth,
      payload: step2Body,
    });
    expect(unnamedOther.body.fields.position_function_other).toBe(profileMessages.otherFunctionName);
    const step2 = await subject.call({
      method: 'PATCH',
      url: `/api/talent/v2/talent/${fresh.id}/onboarding/2`,
      headers: fresh.auth,
      payload: { ...step2Body, position_function_other: 'Payments Engineer' },
    });
    expect(step2.status).toBe(200);
    expect(step2.body.data).toMatchObject({
      onboarded: { status: false, last_page: 2 },
      position_function_other: 'Payments Engineer',
      preference: { expected_salary: 12_000_000, salary_type: 'gross' },
    });

    const survey = await subject.call({
      method: 'PUT',
      url: '/api/talent/v3/onboarding',
      headers: fresh.auth,
      payload: { talent_id: fresh.id, survey_source_id: 99 },
    });
    expect(survey.body.fields.description).toBe(profileMessages.required);
    const foreignSurvey = await subject.call({
      method: 'PUT',
      url: '/api/talent/v3/onboarding',
      headers: fresh.auth,
      payload: { talent_id: talent.id, survey_source_id: 1 },
    });
    expect(foreignSurvey.status).toBe(403);

    const form = await multipart({}, { CV: { bytes: smallPdf, name: 'Nadia CV.pdf' } });
    const step3 = await subject.call({
      method: 'PATCH',
      url: `${base}/onboarding/3`,
      headers: { ...fresh.auth, ...form.headers },
      payload: form.payload,
    });
    expect(step3.status).toBe(200);
    expect(step3.body.meta.message).toBe(profileMessages.fileUploaded);
    expect(step3.body.data.onboarded).toMatchObject({ status: true, last_page: 3 });
    expect(step3.body.data.cv).toMatchObject({ name: 'CV - Nadia Putri.pdf', mime: 'application/pdf' });
  });
});

describe('CV', () => {
  it('refuses a renamed executable posing as a PDF and keeps no file', async () => {
    const before = subject.storedFiles();
    const executable = Buffer.concat([
      Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'binary'),
      Buffer.alloc(4096),
    ]);
    const { status, body } = await uploadCv(executable, 'cv.pdf');
    expect(status).toBe(415);
    expect(body.fields.CV).toBe(profileMessages.cvType);
    expect(subject.storedFiles()).toEqual(before);
  });

  it('refuses a CV of 34 MB without leaving a file behind', async () => {
    const before = subject.storedFiles();
    const big = Buffer.concat([smallPdf, Buffer.alloc(34 * 1024 * 1024 - smallPdf.length)]);
    const { status, body } = await uploadCv(big, 'big.pdf');
    expect(status).toBe(413);
    expect(body.fields.CV).toBe(profileMessages.cvTooLarge);
    expect(subject.storedFiles()).toEqual(before);
  });

  it('replaces the CV and removes the old file; downloads it to the owner only, under a safe name', async () => {
    await uploadCv(smallPdf, 'first.pdf');
    const files = subject.storedFiles();
    const second = await uploadCv(Buffer.concat([smallPdf, Buffer.from('% second')]), '../../évil"name.pdf');
    expect(second.status).toBe(200);
    expect(subject.storedFiles()).toHaveLength(files.length);
    const download = await subject.call({
      method: 'GET',
      url: `/api/talent/v2/talent/${talent.id}/cv`,
      headers: talent.auth,
    });
    expect(download.status).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain(`filename="CV - Rina Kartika-Sari ONeil.pdf"`);
    expect(Buffer.from(download.body).toString()).toContain('% second');
    const foreign = await subject.call({
      method: 'GET',
      url: `/api/talent/v2/talent/${talent.id}/cv`,
      headers: other.auth,
    });
    expect(foreign.status).toBe(403);
    const foreignUpload = await uploadCv(smallPdf, 'cv.pdf', { id: talent.id, auth: other.auth });
    expect(foreignUpload.status).toBe(403);
  });

  it('refuses a file link whose signature does not match', async () => {
    const { body } = await getTalent();
    const link = new URL(body.data.cv.url, 'http://test.local');
    link.searchParams.set('talent', String(other.id));
    const forged = await subject.call({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(forged.status).toBe(404);
  });
});

describe('skills and preferences', () => {
  it('keeps 5 to 10 skills in order', async () => {
    expect(
      (await patch(`/talent/${talent.id}/skill/edit`, { skill_ids: [1, 2, 3, 4] })).body.fields.skill_ids,
    ).toBe(profileMessages.skillsMin);
    const eleven = Array.from({ length: 11 }, (_, index) => index + 1);
    expect(
      (await patch(`/talent/${talent.id}/skill/edit`, { skill_ids: eleven })).body.fields.skill_ids,
    ).toBe(profileMessages.skillsMax);
    const saved = await patch(`/talent/${talent.id}/skill/edit`, {
      skill_ids: [7, 3, 1, 2, 5],
      languages: [{ language_id: 1, language_level_id: 3 }],
    });
    expect(saved.status).toBe(200);
    expect(
      saved.body.data.talent_skills.map((skill: { skill_set_id: number }) => skill.skill_set_id),
    ).toEqual([7, 3, 1, 2, 5]);
    expect(saved.body.data.languages).toMatchObject([{ id: 1, level: { id: 3 } }]);
  });

  it('refuses an unknown skill id with a clear 400 and keeps the saved skills', async () => {
    const { status, body } = await patch(`/talent/${talent.id}/skill/edit`, {
      skill_ids: [1, 2, 3, 4, 987654],
    });
    expect(status).toBe(400);
    expect(body.error).toBe(profileMessages.unknownOption);
    expect((await getTalent()).body.data.talent_skills).toHaveLength(5);
  });

  const preference = {
    position_category_id: 1,
    position_function_id: 101,
    position_level_id: 4,
    working_system_id: 1,
    availability_id: 1,
    company_size_id: 1,
    work_location_ids: [1, 2, 3],
    industry_ids: [1, 2],
    cur_min_sal: 15_000_000,
    expected_salary: 20_000_000,
    salary_type: 'nett',
    salary_negotiable: true,
    notice_period_id: 3,
    reason: 'Looking for a team that ships weekly',
  };

  it('saves the preference and refuses each salary and list rule', async () => {
    const saved = await patch(`/talent/${talent.id}/preference/edit`, preference);
    expect(saved.status).toBe(200);
    expect(saved.body.data.preference).toMatchObject({
      cur_min_sal: 15_000_000,
      expected_salary: 20_000_000,
      salary_negotiable: true,
      notice_period: { id: 3 },
      work_locations: [{ id: 1 }, { id: 2 }, { id: 3 }],
    });
    expect(saved.body.data.position_function).toMatchObject({ id: 101, position_sub_category: { id: 1 } });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ cur_min_sal: 0 }, 'cur_min_sal', profileMessages.salaryZero],
      [{ cur_min_sal: 900_000 }, 'cur_min_sal', profileMessages.salaryMin],
      [{ expected_salary: 10_000_000 }, 'expected_salary', profileMessages.expectedBelowCurrent],
      [{ work_location_ids: [1, 2, 3, 4, 5, 6, 7] }, 'work_location_ids', profileMessages.workLocationsMax],
      [{ industry_ids: [1, 2, 3, 4] }, 'industry_ids', profileMessages.industriesMax],
      [{ reason: 'x'.repeat(251) }, 'reason', profileMessages.maxShortText],
      [{ notice_period_id: undefined }, 'notice_period_id', profileMessages.required],
    ];
    for (const [change, field, message] of cases) {
      const { status, body } = await patch(`/talent/${talent.id}/preference/edit`, {
        ...preference,
        ...change,
      });
      expect(status, field).toBe(400);
      expect(body.fields[field], field).toBe(message);
    }
    expect((await getTalent()).body.data.preference.cur_min_sal).toBe(15_000_000);
  });
});

describe('education', () => {
  const entry = {
    ID: 0,
    University: { ID: 0, Name: 'Institut Teknologi Nusantara Baru', Oversea: true },
    DegreeID: 7,
    Major: { ID: 0, Name: 'Computational Linguistics and Payments' },
    GPA: 3.61,
    GPAOutOf: 4,
    StartDate: '2012-08-01',
    EndDate: '2016-07-01',
  };

  it('creates typed universities and majors from id 1,000,000 and finds them again by name', async () => {
    const first = await patch(`/talent/${talent.id}/education/edit`, { TalentEducation: [entry] });
    expect(first.status).toBe(200);
    const [education] = first.body.data.educations;
    expect(education.university).toMatchObject({ name: entry.University.Name, oversea: true });
    expect(education.university.id).toBeGreaterThanOrEqual(1_000_000);
    expect(education.major.id).toBeGreaterThanOrEqual(1_000_000);
    expect(education.gpa).toBe(3.61);
    const again = await patch(`/talent/${talent.id}/education/edit`, {
      TalentEducation: [
        { ...entry, University: { ID: 0, Name: entry.University.Name.toUpperCase() } },
        entry,
      ],
    });
    expect(
      again.body.data.educations.map((item: { university: { id: number } }) => item.university.id),
    ).toEqual([education.university.id, education.university.id]);
  });

  it('refuses a sixth entry and every rule of an entry, at its field', async () => {
    const six = await patch(`/talent/${talent.id}/education/edit`, { TalentEducation: Array(6).fill(entry) });
    expect(six.body.fields.TalentEducation).toBe(profileMessages.educationsMax);
    const today = new Date();
    const bad = await patch(`/talent/${talent.id}/education/edit`, {
      TalentEducation: [
        {
          ...entry,
          University: { ID: 0, Name: 'UI' },
          Major: { ID: 0, Name: 'IT' },
          DegreeID: 0,
          GPA: 0.5,
          GPAOutOf: 11,
          StartDate: toIsoDate(shiftYears(today, -51)),
          EndDate: toIsoDate(shiftYears(today, 11)),
        },
      ],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toMatchObject({
      'TalentEducation.0.University.Name': profileMessages.universityMin,
      'TalentEducation.0.Major.Name': profileMessages.majorMin,
      'TalentEducation.0.DegreeID': profileMessages.degreeRequired,
      'TalentEducation.0.GPA': profileMessages.gpaMin,
      'TalentEducation.0.GPAOutOf': profileMessages.gpaOutOfRange,
      'TalentEducation.0.StartDate': profileMessages.startTooEarly,
      'TalentEducation.0.EndDate': profileMessages.endTooLate,
    });
    const above = await patch(`/talent/${talent.id}/education/edit`, {
      TalentEducation: [{ ...entry, GPA: 4.2 }],
    });
    expect(above.body.fields['TalentEducation.0.GPA']).toBe(profileMessages.gpaAboveMax);
    expect((await getTalent()).body.data.educations).toHaveLength(2);
  });
});

describe('experiences and other sections', () => {
  it('saves experiences with a typed company and refuses an open end', async () => {
    const saved = await patch(`/talent/${talent.id}/experience/edit`, {
      experiences: [
        {
          company: { id: 0, name: 'Warung Pintar Nusantara' },
          position_name: 'Senior Backend Engineer',
          position_level_id: 5,
          start_date: '2021-02-01',
          is_now: true,
          description: 'Led the move of payouts to an event-sourced ledger.',
        },
      ],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.experiences[0].company.id).toBeGreaterThanOrEqual(1_000_000);
    const open = await patch(`/talent/${talent.id}/experience/edit`, {
      experiences: [{ company: { id: 1, name: '' }, position_name: 'Engineer', start_date: '2019-01-01' }],
    });
    expect(open.body.fields['experiences.0.end_date']).toBe(profileMessages.endRequired);
  });

  it('saves certificates, achievements, publications and projects, refusing short names and bad links', async () => {
    const year = new Date().getUTCFullYear();
    expect(
      (await patch(`/talent/${talent.id}/certificate/edit`, { certificates: [{ name: 'AW', year }] })).body
        .fields['certificates.0.name'],
    ).toBe(profileMessages.minThree);
    expect(
      (
        await patch(`/talent/${talent.id}/certificate/edit`, {
          certificates: [{ name: 'AWS SAA', year: year - 51 }],
        })
      ).body.fields['certificates.0.year'],
    ).toBe(profileMessages.yearOutOfRange);
    expect(
      (
        await patch(`/talent/${talent.id}/project/edit`, {
          projects: [{ name: 'Ledger', url: 'github.com/rina/ledger' }],
        })
      ).body.fields['projects.0.url'],
    ).toBe(profileMessages.useHttps);
    const certificate = await patch(`/talent/${talent.id}/certificate/edit`, {
      certificates: [{ name: 'AWS Solutions Architect', issuer: 'Amazon Web Services', year: year - 1 }],
    });
    expect(certificate.body.data.talent_certifications).toMatchObject([{ name: 'AWS Solutions Architect' }]);
    const achievement = await patch(`/talent/${talent.id}/achievement/edit`, {
      achievements: [{ title: 'Hackathon winner', year: year - 2, description: 'First of 80 teams' }],
    });
    expect(achievement.body.data.achievements).toHaveLength(1);
    const publication = await patch(`/talent/${talent.id}/publication/edit`, {
      publications: [{ title: 'Idempotent payouts', url: 'https://blog.example.com/payouts' }],
    });
    expect(publication.body.data.publications).toMatchObject([{ url: 'https://blog.example.com/payouts' }]);
    const project = await patch(`/talent/${talent.id}/project/edit`, {
      projects: [{ name: 'Ledger', project_type_id: 1, url: 'https://github.com/rina/ledger' }],
    });
    expect(project.body.data.projects).toMatchObject([{ name: 'Ledger', project_type: { id: 1 } }]);
  });
});

describe('portfolio and additional documents', () => {
  async function savePortfolio(fields: Record<string, string>, file?: { bytes: Buffer; name: string }) {
    const body = await multipart(fields, file ? { PortfolioFile: file } : {});
    return subject.call({
      method: 'PATCH',
      url: `${base}/talent/${talent.id}/portfolio/edit`,
      headers: { ...talent.auth, ...body.headers },
      payload: body.payload,
    });
  }

  it('needs a title of 3 characters and a PDF; replacing the file removes the old one', async () => {
    const before = subject.storedFiles();
    const short = await savePortfolio({ 'TalentPortfolio.Title': 'UI' }, { bytes: smallPdf, name: 'p.pdf' });
    expect(short.body.fields['TalentPortfolio.Title']).toBe(profileMessages.portfolioTitleMin);
    const png = await savePortfolio(
      { 'TalentPortfolio.Title': 'Case study' },
      { bytes: onePixelPng, name: 'p.pdf' },
    );
    expect(png.body.fields.PortfolioFile).toBe(profileMessages.portfolioType);
    expect(subject.storedFiles()).toEqual(before);
    const saved = await savePortfolio(
      {
        'TalentPortfolio.Title': 'Payments case study',
        'TalentPortfolio.Description': 'How we cut failed payouts',
      },
      { bytes: smallPdf, name: 'case.pdf' },
    );
    expect(saved.status).toBe(200);
    const [portfolio] = saved.body.data.talent_portfolio;
    expect(portfolio).toMatchObject({ title: 'Payments case study', file: { mime: 'application/pdf' } });
    const count = subject.storedFiles().length;
    const replaced = await savePortfolio(
      { 'TalentPortfolio.ID': String(portfolio.id), 'TalentPortfolio.Title': 'Payments case study v2' },
      { bytes: smallPdf, name: 'case2.pdf' },
    );
    expect(replaced.body.data.talent_portfolio).toHaveLength(1);
    expect(subject.storedFiles()).toHaveLength(count);
  });

  it('adds and removes an additional PDF document, removing its file', async () => {
    const before = subject.storedFiles();
    const body = await multipart({}, { Document: { bytes: smallPdf, name: 'reference letter.pdf' } });
    const added = await subject.call({
      method: 'PATCH',
      url: `${base}/talent/${talent.id}/additional-document`,
      headers: { ...talent.auth, ...body.headers },
      payload: body.payload,
    });
    expect(added.body.meta.message).toBe(profileMessages.fileUploaded);
    const [document] = added.body.data.additional_documents;
    expect(document.name).toBe('reference letter.pdf');
    const foreign = await subject.call({
      method: 'DELETE',
      url: `${base}/talent/${talent.id}/additional-document/${document.id}`,
      headers: other.auth,
    });
    expect(foreign.status).toBe(403);
    const removed = await subject.call({
      method: 'DELETE',
      url: `${base}/talent/${talent.id}/additional-document/${document.id}`,
      headers: talent.auth,
    });
    expect(removed.body.data.additional_documents).toEqual([]);
    expect(subject.storedFiles()).toEqual(before);
  });

  it('refuses a portfolio over 10 MB and a document over 5 MB with the spec message, leaving no file', async () => {
    const pdfOf = (bytes: number) => Buffer.concat([smallPdf, Buffer.alloc(bytes - smallPdf.length)]);
    const before = subject.storedFiles();
    const { talent_portfolio, additional_documents } = (await getTalent()).body.data;
    const portfolio = await savePortfolio(
      { 'TalentPortfolio.Title': 'Design system' },
      { bytes: pdfOf(10 * 1024 * 1024 + 1), name: 'design.pdf' },
    );
    expect(portfolio.status).toBe(413);
    expect(portfolio.body.fields).toEqual({ PortfolioFile: profileMessages.portfolioTooLarge });
    const form = await multipart({}, { Document: { bytes: pdfOf(5 * 1024 * 1024 + 1), name: 'letter.pdf' } });
    const document = await subject.call({
      method: 'PATCH',
      url: `${base}/talent/${talent.id}/additional-document`,
      headers: { ...talent.auth, ...form.headers },
      payload: form.payload,
    });
    expect(document.status).toBe(413);
    expect(document.body.fields).toEqual({ Document: profileMessages.documentTooLarge });
    expect(subject.storedFiles()).toEqual(before);
    expect((await getTalent()).body.data).toMatchObject({ talent_portfolio, additional_documents });
  });

  it('keeps at most the limit of additional documents, and leaves no file of a refused one', async () => {
    const addDocument = async (name: string) => {
      const body = await multipart({}, { Document: { bytes: smallPdf, name } });
      return subject.call({
        method: 'PATCH',
        url: `${base}/talent/${talent.id}/additional-document`,
        headers: { ...talent.auth, ...body.headers },
        payload: body.payload,
      });
    };
    for (let n = 1; n <= profileLimits.documentsMax; n += 1) {
      expect((await addDocument(`document ${n}.pdf`)).status).toBe(200);
    }
    const stored = subject.storedFiles();
    const refused = await addDocument('one too many.pdf');
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({ Document: profileMessages.documentsMax });
    expect(subject.storedFiles()).toEqual(stored);
  });
});

describe('access across talents', () => {
  it("refuses every section save on another talent's id with 403 and changes nothing", async () => {
    const sections = [
      'skill',
      'experience',
      'preference',
      'education',
      'certificate',
      'achievement',
      'publication',
      'project',
    ];
    for (const section of sections) {
      const { status } = await patch(`/talent/${talent.id}/${section}/edit`, {}, other);
      expect(status, section).toBe(403);
    }
    expect(
      (await savePersonal({ ...personal, fullname: 'Hacked Name' }, {}, { id: talent.id, auth: other.auth }))
        .status,
    ).toBe(403);
    expect((await getTalent()).body.data.fullname).toBe(personal.fullname);
  });
});

describe('skill recommendation', () => {
  it('answers the skills talents of the function list most', async () => {
    await patch(`/talent/${other.id}/skill/edit`, { skill_ids: [5, 9, 10, 11, 12] }, other);
    await subject.database.db
      .insert(talentProfiles)
      .values({ talentId: other.id, positionFunctionId: 101 })
      .onConflictDoUpdate({ target: talentProfiles.talentId, set: { positionFunctionId: 101 } });
    const { status, body } = await subject.call({
      method: 'GET',
      url: `${base}/skill-recommendation/101?top=3`,
      headers: talent.auth,
    });
    expect(status).toBe(200);
    const ids = body.data.map((skill: { id: number }) => skill.id);
    expect(ids).toHaveLength(3);
    expect(ids[0]).toBe(5);
  });
});

describe('staff reading a talent', () => {
  let staff: { id: number; auth: { authorization: string } };
  const profileUrl = (id: number) => `/api/staff/talents/${id}/profile`;
  const cvUrl = (id: number) => `/api/staff/talents/${id}/cv`;

  beforeAll(async () => {
    staff = await subject.newTalent('advocate@example.com', { type: 'staff' });
  });

  it('answers staff the talent as its owner sees it, with file links that open and the CV under a safe name', async () => {
    const own = (await getTalent()).body.data;
    const { status, body } = await subject.call({
      method: 'GET',
      url: profileUrl(talent.id),
      headers: staff.auth,
    });
    expect(status).toBe(200);
    expect(body.data).toEqual({ ...own, cv_url: cvUrl(talent.id) });
    const [portfolio] = body.data.talent_portfolio;
    const portfolioFile = await subject.call({ method: 'GET', url: portfolio.file.url });
    expect(portfolioFile.status).toBe(200);
    expect(portfolioFile.headers['content-type']).toBe('application/pdf');
    const cv = await subject.call({ method: 'GET', url: body.data.cv_url, headers: staff.auth });
    expect(cv.status).toBe(200);
    expect(cv.headers['content-type']).toBe('application/pdf');
    expect(cv.headers['content-disposition']).toContain(`filename="CV - Rina Kartika-Sari ONeil.pdf"`);
    expect(Buffer.from(cv.body).toString()).toContain('% second');
  });

  it('refuses talents, even on their own id, with 403 and a caller without a session with 401', async () => {
    for (const url of [profileUrl(talent.id), cvUrl(talent.id)]) {
      expect((await subject.call({ method: 'GET', url, headers: talent.auth })).status, url).toBe(403);
      expect((await subject.call({ method: 'GET', url, headers: other.auth })).status, url).toBe(403);
      expect((await subject.call({ method: 'GET', url })).status, url).toBe(401);
    }
  });

  it('answers 404 for an id that is no talent, and says when a talent has no CV', async () => {
    const notTalent = await subject.call({ method: 'GET', url: profileUrl(staff.id), headers: staff.auth });
    expect(notTalent.status).toBe(404);
    const noCv = await subject.call({ method: 'GET', url: cvUrl(other.id), headers: staff.auth });
    expect(noCv.status).toBe(404);
    expect(noCv.body.meta.message).toBe(profileMessages.talentHasNoCv);
  });
});
