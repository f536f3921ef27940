import { defaultServiceBases, downloadCv, type Endpoint, fillPath, type Talent } from '@talent/contract';
import type { ProfileRows } from './profile.repository.ts';

type Named = { id: number | null; name: string | null } | null;

function named(value: Named): { id: number; name: string } | null {
  return value && value.id !== null && value.name !== null ? { id: value.id, name: value.name } : null;
}

/** Turns a file key into its signed link; the caller binds the secret, talent and time. */
export type LinkFile = (key: string) => string;

/**
 * The talent as `GET /talent/{query}` answers it. Pure: rows and a link signer in, the shape out.
 * `cv_url` is the CV download of the reader: the talent's own, or staff's.
 */
export function toTalent(
  rows: ProfileRows,
  linkFile: LinkFile,
  cvDownload: Pick<Endpoint, 'group' | 'path'> = downloadCv,
): Talent {
  const { user } = rows;
  const joined = rows.profile;
  const profile = joined?.profile ?? null;
  const photo = profile?.photoKey ? linkFile(profile.photoKey) : null;
  const fn = joined && named(joined.fn);
  const sub = joined?.subCategory?.id ? joined.subCategory : null;
  const fnCategory = joined && named(joined.fnCategory);
  return {
    id: user.id,
    type: 'talent',
    fullname: user.fullname,
    email: user.email,
    phone: user.phone,
    birth_date: profile?.birthDate ?? null,
    location: joined ? named(joined.city) : null,
    image_url: photo ? { medium: photo, thumb: photo } : null,
    cv_url: profile?.cvKey
      ? `${defaultServiceBases[cvDownload.group]}${fillPath(cvDownload.path, { id: user.id })}`
      : null,
    cv:
      profile?.cvKey && profile.cvName && profile.cvMime && profile.cvSize !== null
        ? { url: linkFile(profile.cvKey), name: profile.cvName, size: profile.cvSize, mime: profile.cvMime }
        : null,
    onboarded: {
      status: user.onboarded,
      last_page: user.onboardingLastPage,
      password_created: user.passwordCreated,
    },
    talent_skills: rows.skills.map((skill) => ({ skill_set_id: skill.id, name: skill.name })),
    languages: rows.languages,
    position_function:
      fn && sub && fnCategory
        ? {
            id: fn.id,
            name: fn.name,
            position_sub_category: {
              id: sub.id as number,
              name: sub.name as string,
              position_category: fnCategory,
            },
          }
        : null,
    position_function_other: profile?.positionFunctionOther ?? null,
    position_sub_category: sub
      ? {
          id: sub.id as number,
          name: sub.name as string,
          position_category_id: sub.positionCategoryId as number,
        }
      : null,
    preference: {
      about: profile?.about ?? null,
      exp_other: profile?.expOther ?? null,
      reason: profile?.reason ?? null,
      cur_min_sal: profile?.currentSalary ?? null,
      expected_salary: profile?.expectedSalary ?? null,
      salary_type: profile?.salaryType ?? null,
      salary_negotiable: profile?.salaryNegotiable ?? false,
      notice_period: joined ? named(joined.noticePeriod) : null,
      position_category: joined ? (named(joined.category) ?? fnCategory) : null,
      position_level: joined ? named(joined.level) : null,
      years_of_experience: profile?.yearsOfExperience ?? null,
      working_system: joined ? named(joined.workingSystem) : null,
      availability: joined ? named(joined.availability) : null,
      company_size: joined ? named(joined.companySize) : null,
      opportunity: joined ? named(joined.opportunity) : null,
      work_locations: rows.locations,
      industries: rows.industries,
    },
    experiences: rows.experiences.map(({ row, company, level }) => ({
      id: row.id,
      company,
      position_name: row.positionName,
      position_level: named(level),
      start_date: row.startDate,
      end_date: row.endDate,
      is_now: row.isNow,
      description: row.description,
    })),
    educations: rows.educations.map(({ row, university, degree, major }) => ({
      id: row.id,
      university,
      degree,
      major,
      gpa: Number(row.gpa),
      gpa_out_of: Number(row.gpaOutOf),
      start_date: row.startDate,
      end_date: row.endDate,
    })),
    talent_certifications: rows.certificates.map((row) => ({
      id: row.id,
      certification_id: row.certificationId,
      name: row.name,
      issuer: row.issuer,
      year: row.year,
      url: row.url,
    })),
    achievements: rows.achievements.map((row) => ({
      id: row.id,
      title: row.title,
      year: row.year,
      description: row.description,
    })),
    publications: rows.publications.map((row) => ({
      id: row.id,
      title: row.title,
      publisher: row.publisher,
      published_on: row.publishedOn,
      url: row.url,
      description: row.description,
    })),
    projects: rows.projects.map(({ row, type }) => ({
      id: row.id,
      name: row.name,
      project_type: named(type),
      start_date: row.startDate,
      end_date: row.endDate,
      url: row.url,
      description: row.description,
    })),
    talent_portfolio: rows.portfolios.map((row) => ({
      id: row.id,
      title: row.title,
      description: row.description,
      portfolio_url: row.portfolioUrl,
      file:
        row.key && row.name && row.mime && row.size !== null
          ? { url: linkFile(row.key), name: row.name, size: row.size, mime: row.mime }
          : null,
    })),
    additional_documents: rows.documents.map((row) => ({
      id: row.id,
      url: linkFile(row.key),
      name: row.name,
      size: row.size,
      mime: row.mime,
    })),
    references_shown: profile?.referencesShown ?? true,
    references: rows.references.map(({ row, relationship }) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      relationship,
      company: row.company,
      status: row.answeredAt ? 'answered' : 'requested',
      answer: row.answer,
      requested_at: row.requestedAt.toISOString(),
      answered_at: row.answeredAt?.toISOString() ?? null,
    })),
  };
}
