import { createHash, randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  accountErrorTypes,
  accountMessages,
  type achievementBodySchema,
  type askForReferenceBodySchema,
  type certificateBodySchema,
  downloadCv,
  downloadStaffTalentCv,
  type educationBodySchema,
  type experienceBodySchema,
  normalizeEmail,
  type onboardingStep1BodySchema,
  type onboardingStep2BodySchema,
  type onboardingSurveyBodySchema,
  otherPositionFunctionId,
  type PersonalBody,
  type PreferenceBody,
  profileFileFields,
  profileLimits,
  profileMessages,
  type projectBodySchema,
  type publicationBodySchema,
  type skillBodySchema,
  type Talent,
  type UploadKind,
  uploadLimits,
} from '@talent/contract';
import type * as z from 'zod/v4/core';
import { verifyPassword } from '../../platform/auth/passwords.ts';
import { AppError, conflict, notFound } from '../../platform/errors/app-error.ts';
import {
  constraintOf,
  isCheckViolation,
  isForeignKeyViolation,
  isUniqueViolation,
} from '../../platform/errors/database-errors.ts';
import type { EventPublisher } from '../../platform/events/events.ts';
import type { AttemptLimiter } from '../../platform/limits/attempt-limits.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import type { Storage, UploadedFile, UploadRules } from '../../platform/storage/index.ts';
import { extensionOfKey, safeFileName, signFileLink } from './file-links.ts';
import {
  type ListRow,
  type ListSection,
  optionTables,
  type ProfileRepository,
  type ProfileTransaction,
} from './profile.repository.ts';
import type { ProfileSection } from './profile-events.ts';
import { referenceRequestMail } from './reference-mails.ts';
import { toTalent } from './talent-view.ts';

export interface ProfileServiceDeps {
  repository: ProfileRepository;
  storage: Storage;
  mailer: Mailer;
  secret: string;
  publicUrl: string;
  now: () => Date;
  /** Announces saved sections (`profile.saved`), for the modules that follow a profile. */
  events: EventPublisher;
  /** Bounds the current-password tries of an email change. */
  attempts: AttemptLimiter;
}

const emailChangeTries = { limit: 5, windowMs: 60 * 60 * 1000 };

/** The storage rules of an upload kind (spec sections 5 and 9). */
export function uploadRulesOf(kind: UploadKind): UploadRules {
  return { types: uploadLimits[kind].types, maxBytes: uploadLimits[kind].maxBytes };
}

/**
 * Runs a save in one transaction; an id that names no master-data row (a foreign key the database
 * refuses) becomes a 400 with the form's message instead of a 500, and nothing is kept.
 */
async function inTransaction<T>(
  repository: ProfileRepository,
  work: (tx: ProfileTransaction) => Promise<T>,
): Promise<T> {
  try {
    return await repository.transaction(work);
  } catch (error) {
    if (isForeignKeyViolation(error)) {
      throw new AppError(400, 'VALIDATION_ERROR', profileMessages.unknownOption);
    }
    if (isCheckViolation(error) || isUniqueViolation(error)) {
      throw new AppError(400, 'VALIDATION_ERROR', messageOfConstraint(constraintOf(error) ?? ''));
    }
    throw error;
  }
}

/** The form's message for the profile limit the database held the row to. */
function messageOfConstraint(constraint: string): string {
  if (constraint === 'talent_profiles_expected_not_below_current')
    return profileMessages.expectedBelowCurrent;
  if (constraint.endsWith('_salary_floor')) return profileMessages.salaryMin;
  if (constraint === 'users_email_unique') return accountMessages.emailTaken;
  return profileMessages.duplicateItem;
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function createProfileService(deps: ProfileServiceDeps) {
  const { repository, storage } = deps;

  /** Tells the other modules, once the save is committed, that a section of the talent changed. */
  async function savedSection(talentId: number, section: ProfileSection): Promise<Talent> {
    await deps.events.publish('profile.saved', { talentId, section });
    return loadTalent(talentId);
  }

  async function loadTalent(talentId: number, reader: 'owner' | 'staff' = 'owner'): Promise<Talent> {
    const rows = await repository.loadProfileRows(talentId);
    if (!rows) throw notFound();
    const now = deps.now();
    return toTalent(
      rows,
      (key) => signFileLink(deps.secret, key, talentId, now),
      reader === 'staff' ? downloadStaffTalentCv : downloadCv,
    );
  }

  /** Stores new files, then the rows; if the rows fail the new files go, if they succeed the old ones do. */
  async function replacingFiles<T>(
    newFiles: readonly (UploadedFile | undefined)[],
    save: () => Promise<{ result: T; replacedKeys: (string | null | undefined)[] }>,
  ): Promise<T> {
    let outcome: { result: T; replacedKeys: (string | null | undefined)[] };
    try {
      outcome = await save();
    } catch (error) {
      await Promise.all(newFiles.map((file) => (file ? storage.remove(file.key) : undefined)));
      throw error;
    }
    const kept = new Set(newFiles.map((file) => file?.key));
    await Promise.all(
      outcome.replacedKeys
        .filter((key): key is string => Boolean(key) && !kept.has(key ?? ''))
        .map((key) => storage.remove(key)),
    );
    return outcome.result;
  }

  /**
   * A new sign-in email needs the current password, and waits for the link mailed to it (issue 29,
   * decision 0111): the accounts module mails both addresses. Whether the new email already has an
   * account is not told here, so the answer is the same for any email.
   */
  async function askForEmailChange(talentId: number, email: string, body: PersonalBody, sessionId: number) {
    const field = (message: string, type = 'VALIDATION_ERROR') =>
      new AppError(400, type, message, { fields: { current_password: message } });
    if (!body.current_password) throw field(accountMessages.currentPasswordForEmail);
    await deps.attempts.spend(`email-change:${talentId}`, emailChangeTries);
    const signIn = await repository.findSignIn(talentId);
    if (!(await verifyPassword(signIn?.passwordHash, body.current_password))) {
      throw field(accountMessages.wrongCurrentPassword, accountErrorTypes.wrongCurrentPassword);
    }
    await deps.events.publish('account.email-change-requested', {
      userId: talentId,
      newEmail: email,
      askedBySessionId: sessionId,
    });
  }

  function cvColumns(file: UploadedFile, fullname: string) {
    const clientExtension = file.clientName.split('.').pop()?.toLowerCase() ?? '';
    const extension = uploadLimits.cv.extensions.includes(`.${clientExtension}` as never)
      ? clientExtension
      : extensionOfKey(file.key);
    return {
      cvKey: file.key,
      cvName: safeFileName(`CV - ${fullname}`, extension),
      cvMime: file.mime,
      cvSize: file.size,
      cvUploadedAt: deps.now(),
    };
  }

  /** A list section is saved whole: its rows are replaced in one transaction, never half-written. */
  async function replaceSection<T extends ListSection>(
    talentId: number,
    section: T,
    rows: ListRow<T>[],
  ): Promise<Talent> {
    await inTransaction(repository, (tx) => tx.replaceList(section, talentId, rows));
    return loadTalent(talentId);
  }

  return {
    loadTalent,

    /** Saves the section; a new email is only asked for, and `emailChangeAsked` says so. */
    async savePersonal(
      talentId: number,
      body: PersonalBody,
      photo: UploadedFile | undefined,
      sessionId: number,
    ): Promise<{ talent: Talent; emailChangeAsked: string | null }> {
      const email = normalizeEmail(body.email);
      const current = await repository.findSignIn(talentId);
      const changing = current !== undefined && email !== normalizeEmail(current.email);
      if (changing) await askForEmailChange(talentId, email, body, sessionId);
      const previous = await repository.findProfile(talentId);
      await replacingFiles([photo], async () => {
        await inTransaction(repository, async (tx) => {
          await tx.updateUser(talentId, { fullname: body.fullname, phone: body.phone }, deps.now());
          await tx.saveProfile(
            talentId,
            {
              birthDate: body.birth_date,
              cityId: body.city_id,
              about: body.about,
              ...(photo ? { photoKey: photo.key, photoMime: photo.mime } : {}),
            },
            deps.now(),
          );
        });
        return { result: null, replacedKeys: photo ? [previous?.photoKey] : [] };
      });
      return { talent: await savedSection(talentId, 'personal'), emailChangeAsked: changing ? email : null };
    },

    async completeStep1(talentId: number, body: z.output<typeof onboardingStep1BodySchema>) {
      await inTransaction(repository, async (tx) => {
        await tx.updateUser(
          talentId,
          { fullname: body.fullname, phone: body.phone, reachedPage: 1 },
          deps.now(),
        );
        await tx.saveProfile(
          talentId,
          { birthDate: body.birth_date, cityId: body.city_id, about: body.about },
          deps.now(),
        );
      });
      return savedSection(talentId, 'personal');
    },

    async completeStep2(talentId: number, body: z.output<typeof onboardingStep2BodySchema>) {
      await inTransaction(repository, async (tx) => {
        await tx.saveProfile(
          talentId,
          {
            positionCategoryId: body.position_category_id,
            positionFunctionId: body.position_function_id,
            positionFunctionOther:
              body.position_function_id === otherPositionFunctionId
                ? (body.position_function_other ?? null)
                : null,
            positionLevelId: body.position_level_id,
            yearsOfExperience: body.years_of_experience,
            expectedSalary: body.expected_salary,
            salaryType: body.salary_type,
            currentSalary: null,
          },
          deps.now(),
        );
        await tx.replaceSkills(talentId, body.skill_ids);
        await tx.replaceWorkLocations(talentId, body.work_location_ids);
        await tx.updateUser(talentId, { reachedPage: 2 }, deps.now());
      });
      return savedSection(talentId, 'preferences');
    },

    async answerSurvey(body: z.output<typeof onboardingSurveyBodySchema>) {
      await inTransaction(repository, (tx) =>
        tx.saveProfile(
          body.talent_id,
          { surveySourceId: body.survey_source_id, surveySourceOther: body.description ?? null },
          deps.now(),
        ),
      );
    },

    /** Step 3 and the CV upload: the new CV replaces the old one only once its row is saved. */
    async saveCv(talentId: number, cv: UploadedFile, options: { finishOnboarding: boolean }) {
      const previous = await repository.findProfile(talentId);
      const rows = await repository.loadProfileRows(talentId);
      if (!rows) throw notFound();
      await replacingFiles([cv], async () => {
        await inTransaction(repository, async (tx) => {
          await tx.saveProfile(talentId, cvColumns(cv, rows.user.fullname), deps.now());
          if (options.finishOnboarding) {
            await tx.updateUser(talentId, { onboarded: true, reachedPage: 3 }, deps.now());
          }
        });
        return { result: null, replacedKeys: [previous?.cvKey] };
      });
      return loadTalent(talentId);
    },

    /** The CV to send; a talent without one is told so in the words of who asks. */
    async openCv(
      talentId: number,
      reader: 'owner' | 'staff' = 'owner',
    ): Promise<{ stream: Readable; name: string; mime: string }> {
      const profile = await repository.findProfile(talentId);
      if (!profile?.cvKey || !profile.cvName) {
        throw notFound(reader === 'staff' ? profileMessages.talentHasNoCv : profileMessages.noCv);
      }
      return {
        stream: await storage.open(profile.cvKey),
        name: profile.cvName,
        mime: profile.cvMime ?? 'application/octet-stream',
      };
    },

    async addDocument(talentId: number, file: UploadedFile) {
      const baseName = file.clientName.replace(/\.[^.]*$/, '') || 'Document';
      await replacingFiles([file], async () => {
        const added = await inTransaction(repository, (tx) =>
          tx.addDocument(
            talentId,
            { key: file.key, name: safeFileName(baseName, 'pdf'), mime: file.mime, size: file.size },
            profileLimits.documentsMax,
          ),
        );
        if (!added) {
          throw new AppError(400, 'VALIDATION_ERROR', profileMessages.documentsMax, {
            fields: { [profileFileFields.document]: profileMessages.documentsMax },
          });
        }
        return { result: null, replacedKeys: [] };
      });
      return loadTalent(talentId);
    },

    async removeDocument(talentId: number, documentId: number) {
      const removed = await repository.removeDocument(talentId, documentId);
      if (!removed) throw notFound();
      await storage.remove(removed.key);
      return loadTalent(talentId);
    },

    async saveSkills(talentId: number, body: z.output<typeof skillBodySchema>) {
      await inTransaction(repository, async (tx) => {
        await tx.replaceSkills(talentId, body.skill_ids);
        await tx.replaceLanguages(talentId, body.languages);
      });
      return savedSection(talentId, 'skills');
    },

    async saveExperiences(talentId: number, body: z.output<typeof experienceBodySchema>) {
      await inTransaction(repository, async (tx) => {
        const rows = [];
        for (const entry of body.experiences) {
          const companyId =
            entry.company.id === 0
              ? await tx.findOrCreateOption(optionTables.companies, entry.company.name)
              : entry.company.id;
          rows.push({
            companyId,
            positionName: entry.position_name,
            positionLevelId: entry.position_level_id ?? null,
            startDate: entry.start_date,
            endDate: entry.is_now ? null : (entry.end_date ?? null),
            isNow: entry.is_now,
            description: entry.description ?? null,
          });
        }
        await tx.replaceExperiences(talentId, rows);
      });
      return savedSection(talentId, 'experiences');
    },

    async savePreferences(talentId: number, body: PreferenceBody) {
      await inTransaction(repository, async (tx) => {
        await tx.saveProfile(
          talentId,
          {
            positionCategoryId: body.position_category_id,
            positionFunctionId: body.position_function_id,
            positionFunctionOther:
              body.position_function_id === otherPositionFunctionId
                ? (body.position_function_other ?? null)
                : null,
            positionLevelId: body.position_level_id,
            ...(body.years_of_experience === undefined
              ? {}
              : { yearsOfExperience: body.years_of_experience }),
            workingSystemId: body.working_system_id,
            availabilityId: body.availability_id,
            companySizeId: body.company_size_id,
            opportunityStatusId: body.opportunity_id ?? null,
            currentSalary: body.cur_min_sal,
            expectedSalary: body.expected_salary,
            salaryType: body.salary_type,
            salaryNegotiable: body.salary_negotiable,
            noticePeriodId: body.notice_period_id,
            expOther: body.exp_other ?? null,
            reason: body.reason ?? null,
          },
          deps.now(),
        );
        await tx.replaceWorkLocations(talentId, body.work_location_ids);
        await tx.replaceIndustries(talentId, body.industry_ids);
      });
      return savedSection(talentId, 'preferences');
    },

    async saveEducations(talentId: number, body: z.output<typeof educationBodySchema>) {
      await inTransaction(repository, async (tx) => {
        const rows = [];
        for (const entry of body.TalentEducation) {
          const universityId =
            entry.University.ID === 0
              ? await tx.findOrCreateOption(optionTables.universities, entry.University.Name, {
                  oversea: entry.University.Oversea ?? false,
                })
              : entry.University.ID;
          const majorId =
            entry.Major.ID === 0
              ? await tx.findOrCreateOption(optionTables.majors, entry.Major.Name)
              : entry.Major.ID;
          rows.push({
            universityId,
            degreeId: entry.DegreeID,
            majorId,
            gpa: entry.GPA,
            gpaOutOf: entry.GPAOutOf,
            startDate: entry.StartDate,
            endDate: entry.EndDate,
          });
        }
        await tx.replaceEducations(talentId, rows);
      });
      return loadTalent(talentId);
    },

    saveCertificates(talentId: number, body: z.output<typeof certificateBodySchema>) {
      return replaceSection(
        talentId,
        'certificates',
        body.certificates.map((entry) => ({
          certificationId: entry.certification_id ?? null,
          name: entry.name,
          issuer: entry.issuer ?? null,
          year: entry.year,
          url: entry.url ?? null,
        })),
      );
    },

    saveAchievements(talentId: number, body: z.output<typeof achievementBodySchema>) {
      return replaceSection(
        talentId,
        'achievements',
        body.achievements.map((entry) => ({
          title: entry.title,
          year: entry.year ?? null,
          description: entry.description ?? null,
        })),
      );
    },

    savePublications(talentId: number, body: z.output<typeof publicationBodySchema>) {
      return replaceSection(
        talentId,
        'publications',
        body.publications.map((entry) => ({
          title: entry.title,
          publisher: entry.publisher ?? null,
          publishedOn: entry.published_on ?? null,
          url: entry.url ?? null,
          description: entry.description ?? null,
        })),
      );
    },

    saveProjects(talentId: number, body: z.output<typeof projectBodySchema>) {
      return replaceSection(
        talentId,
        'projects',
        body.projects.map((entry) => ({
          name: entry.name,
          projectTypeId: entry.project_type_id ?? null,
          startDate: entry.start_date ?? null,
          endDate: entry.end_date ?? null,
          url: entry.url ?? null,
          description: entry.description ?? null,
        })),
      );
    },

    async savePortfolio(
      talentId: number,
      entry: { id: number | null; title: string; description: string | null; url: string | null },
      file: UploadedFile | undefined,
    ) {
      const previous = entry.id === null ? undefined : await repository.findPortfolio(talentId, entry.id);
      if (entry.id !== null && !previous) {
        if (file) await storage.remove(file.key);
        throw notFound();
      }
      await replacingFiles([file], async () => {
        await inTransaction(repository, (tx) =>
          tx.savePortfolio(talentId, entry.id, {
            title: entry.title,
            description: entry.description,
            portfolioUrl: entry.url,
            ...(file
              ? {
                  key: file.key,
                  name: safeFileName(file.clientName.replace(/\.[^.]*$/, '') || entry.title, 'pdf'),
                  mime: file.mime,
                  size: file.size,
                }
              : {}),
          }),
        );
        return { result: null, replacedKeys: file ? [previous?.key] : [] };
      });
      return loadTalent(talentId);
    },

    async askForReference(talentId: number, body: z.output<typeof askForReferenceBodySchema>) {
      const rows = await repository.loadProfileRows(talentId);
      if (!rows) throw notFound();
      const email = normalizeEmail(body.email);
      if (email === rows.user.email.toLowerCase()) {
        throw new AppError(400, 'VALIDATION_ERROR', profileMessages.referenceSelf, {
          fields: { email: profileMessages.referenceSelf },
        });
      }
      const token = randomBytes(24).toString('base64url');
      const inserted = await inTransaction(repository, (tx) =>
        tx.insertReference({
          talentId,
          name: body.name,
          email,
          relationshipId: body.relationship_id,
          company: body.company ?? null,
          tokenHash: hashToken(token),
        }),
      );
      if (!inserted) {
        throw new AppError(409, 'CONFLICT', profileMessages.referenceAlreadyAsked, {
          fields: { email: profileMessages.referenceAlreadyAsked },
        });
      }
      try {
        await deps.mailer.send(referenceRequestMail(inserted, rows.user.fullname, deps.publicUrl, token));
      } catch (error) {
        // A request the referee never got must not stop the talent from asking them again.
        await repository.deleteReference(inserted.id);
        throw error;
      }
      const talent = await loadTalent(talentId);
      const reference = talent.references.find((item) => item.id === inserted.id);
      if (!reference) throw new Error('The new reference is missing');
      return reference;
    },

    /** Sends the request again with a fresh link (the old one stops working). */
    async resendReference(talentId: number, referenceId: number) {
      const reference = await repository.findReference(talentId, referenceId);
      const rows = await repository.loadProfileRows(talentId);
      if (!reference || !rows) throw notFound();
      if (reference.answeredAt) throw conflict(profileMessages.referenceAnswered);
      const token = randomBytes(24).toString('base64url');
      await repository.setReferenceToken(reference.id, hashToken(token));
      await deps.mailer.send(referenceRequestMail(reference, rows.user.fullname, deps.publicUrl, token));
      return reference.email;
    },

    async setReferencesShown(talentId: number, shown: boolean) {
      await repository.saveProfile(talentId, { referencesShown: shown }, deps.now());
      return { references_shown: shown };
    },

    async readReferenceRequest(token: string) {
      const found = await repository.findReferenceByToken(hashToken(token));
      if (!found) throw notFound(accountMessages.linkInvalid);
      return {
        talent_name: found.talentName,
        referee_name: found.reference.name,
        relationship: found.relationship,
        answered: found.reference.answeredAt !== null,
      };
    },

    async answerReference(token: string, answer: string) {
      const saved = await repository.answerReference(hashToken(token), answer, deps.now());
      if (!saved) throw notFound(accountMessages.linkInvalid);
    },

    recommendSkills: (positionFunctionId: number, top: number) =>
      repository.recommendSkills(positionFunctionId, top),
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
