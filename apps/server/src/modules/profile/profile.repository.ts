import {
  availabilities,
  businessFields,
  cities,
  companies,
  companySizes,
  type Database,
  degrees,
  languageLevels,
  languages,
  majors,
  noticePeriods,
  opportunityStatuses,
  positionCategories,
  positionFunctions,
  positionLevels,
  positionSubCategories,
  projectTypes,
  referenceRelationships,
  skillSets,
  talentAchievements,
  talentCertificates,
  talentDocuments,
  talentEducations,
  talentExperiences,
  talentIndustries,
  talentLanguages,
  talentPortfolios,
  talentProfiles,
  talentProjects,
  talentPublications,
  talentReferences,
  talentSkills,
  talentWorkLocations,
  universities,
  users,
  workingSystems,
} from '@talent/db';
import { and, asc, count, desc, eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { alias, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';

export type ProfileRow = typeof talentProfiles.$inferSelect;
export type ProfileChanges = Partial<Omit<typeof talentProfiles.$inferInsert, 'talentId' | 'createdAt'>>;
export type UserRow = typeof users.$inferSelect;
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type Executor = Database | Transaction;

const expectedLevel = alias(positionLevels, 'expected_level');
const homeCity = alias(cities, 'home_city');
const functionCategory = alias(positionCategories, 'function_category');

type Option = { id: number; name: string };
type MaybeOption = { id: number | null; name: string | null };

/** `json_build_object` of the given keys, for a list row built inside the database. */
function jsonObject(fields: Record<string, SQLWrapper>): SQL {
  const pairs = Object.entries(fields).map(([key, value]) => sql`${sql.raw(`'${key}'`)}, ${value}`);
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}

/**
 * One list of the talent as a JSON array inside the profile's single statement: `rows` names the
 * talent's rows (their talent_id tied to the outer `users.id`), `order` their order on the page.
 */
function jsonList<Row>(row: SQL, rows: SQL, order: SQL): SQL<Row[]> {
  return sql<Row[]>`(select coalesce(json_agg(${row} order by ${order}), '[]'::json) from ${rows})`;
}

/** The talent's own row, with what it refers to, in the order of its columns. */
const profileFields = {
  profile: talentProfiles,
  city: { id: homeCity.id, name: homeCity.name },
  category: { id: positionCategories.id, name: positionCategories.name },
  fn: { id: positionFunctions.id, name: positionFunctions.name },
  subCategory: {
    id: positionSubCategories.id,
    name: positionSubCategories.name,
    positionCategoryId: positionSubCategories.positionCategoryId,
  },
  fnCategory: { id: functionCategory.id, name: functionCategory.name },
  level: { id: expectedLevel.id, name: expectedLevel.name },
  workingSystem: { id: workingSystems.id, name: workingSystems.name },
  availability: { id: availabilities.id, name: availabilities.name },
  companySize: { id: companySizes.id, name: companySizes.name },
  opportunity: { id: opportunityStatuses.id, name: opportunityStatuses.name },
  noticePeriod: { id: noticePeriods.id, name: noticePeriods.name },
};

type Experience = Pick<
  typeof talentExperiences.$inferSelect,
  'id' | 'positionName' | 'startDate' | 'endDate' | 'isNow' | 'description'
>;
type Education = Pick<
  typeof talentEducations.$inferSelect,
  'id' | 'gpa' | 'gpaOutOf' | 'startDate' | 'endDate'
>;
type Certificate = Pick<
  typeof talentCertificates.$inferSelect,
  'id' | 'certificationId' | 'name' | 'issuer' | 'year' | 'url'
>;
type Achievement = Pick<typeof talentAchievements.$inferSelect, 'id' | 'title' | 'year' | 'description'>;
type Publication = Pick<
  typeof talentPublications.$inferSelect,
  'id' | 'title' | 'publisher' | 'publishedOn' | 'url' | 'description'
>;
type Project = Pick<
  typeof talentProjects.$inferSelect,
  'id' | 'name' | 'startDate' | 'endDate' | 'url' | 'description'
>;
type Portfolio = Pick<
  typeof talentPortfolios.$inferSelect,
  'id' | 'title' | 'description' | 'portfolioUrl' | 'key' | 'name' | 'mime' | 'size'
>;
type Document = Pick<typeof talentDocuments.$inferSelect, 'id' | 'key' | 'name' | 'mime' | 'size'>;
type Reference = Pick<
  typeof talentReferences.$inferSelect,
  'id' | 'name' | 'email' | 'company' | 'answer' | 'requestedAt' | 'answeredAt'
>;
/** A reference as JSON carries its times as text; they become dates once read. */
type ReferenceJson = Omit<Reference, 'requestedAt' | 'answeredAt'> & {
  requestedAt: string;
  answeredAt: string | null;
};

const option = (table: { id: SQLWrapper; name: SQLWrapper }) =>
  jsonObject({ id: table.id, name: table.name });

/** Every list of the talent, each a JSON array, so the whole profile is one round trip. */
const listFields = {
  skills: jsonList<Option>(
    option(skillSets),
    sql`${talentSkills} join ${skillSets} on ${skillSets.id} = ${talentSkills.skillSetId} where ${talentSkills.talentId} = ${users.id}`,
    sql`${talentSkills.slot}`,
  ),
  languages: jsonList<Option & { level: Option }>(
    jsonObject({ id: languages.id, name: languages.name, level: option(languageLevels) }),
    sql`${talentLanguages} join ${languages} on ${languages.id} = ${talentLanguages.languageId} join ${languageLevels} on ${languageLevels.id} = ${talentLanguages.languageLevelId} where ${talentLanguages.talentId} = ${users.id}`,
    sql`${talentLanguages.slot}`,
  ),
  locations: jsonList<Option>(
    option(cities),
    sql`${talentWorkLocations} join ${cities} on ${cities.id} = ${talentWorkLocations.cityId} where ${talentWorkLocations.talentId} = ${users.id}`,
    sql`${talentWorkLocations.slot}`,
  ),
  industries: jsonList<Option>(
    option(businessFields),
    sql`${talentIndustries} join ${businessFields} on ${businessFields.id} = ${talentIndustries.businessFieldId} where ${talentIndustries.talentId} = ${users.id}`,
    sql`${talentIndustries.slot}`,
  ),
  experiences: jsonList<{ row: Experience; company: Option; level: MaybeOption }>(
    jsonObject({
      row: jsonObject({
        id: talentExperiences.id,
        positionName: talentExperiences.positionName,
        startDate: talentExperiences.startDate,
        endDate: talentExperiences.endDate,
        isNow: talentExperiences.isNow,
        description: talentExperiences.description,
      }),
      company: option(companies),
      level: option(positionLevels),
    }),
    sql`${talentExperiences} join ${companies} on ${companies.id} = ${talentExperiences.companyId} left join ${positionLevels} on ${positionLevels.id} = ${talentExperiences.positionLevelId} where ${talentExperiences.talentId} = ${users.id}`,
    sql`${talentExperiences.isNow} desc, ${talentExperiences.startDate} desc, ${talentExperiences.id}`,
  ),
  educations: jsonList<{
    row: Education;
    university: Option & { oversea: boolean };
    degree: Option;
    major: Option;
  }>(
    jsonObject({
      row: jsonObject({
        id: talentEducations.id,
        gpa: talentEducations.gpa,
        gpaOutOf: talentEducations.gpaOutOf,
        startDate: talentEducations.startDate,
        endDate: talentEducations.endDate,
      }),
      university: jsonObject({ id: universities.id, name: universities.name, oversea: universities.oversea }),
      degree: option(degrees),
      major: option(majors),
    }),
    sql`${talentEducations} join ${universities} on ${universities.id} = ${talentEducations.universityId} join ${degrees} on ${degrees.id} = ${talentEducations.degreeId} join ${majors} on ${majors.id} = ${talentEducations.majorId} where ${talentEducations.talentId} = ${users.id}`,
    sql`${talentEducations.slot}`,
  ),
  certificates: jsonList<Certificate>(
    jsonObject({
      id: talentCertificates.id,
      certificationId: talentCertificates.certificationId,
      name: talentCertificates.name,
      issuer: talentCertificates.issuer,
      year: talentCertificates.year,
      url: talentCertificates.url,
    }),
    sql`${talentCertificates} where ${talentCertificates.talentId} = ${users.id}`,
    sql`${talentCertificates.year} desc, ${talentCertificates.id}`,
  ),
  achievements: jsonList<Achievement>(
    jsonObject({
      id: talentAchievements.id,
      title: talentAchievements.title,
      year: talentAchievements.year,
      description: talentAchievements.description,
    }),
    sql`${talentAchievements} where ${talentAchievements.talentId} = ${users.id}`,
    sql`${talentAchievements.id}`,
  ),
  publications: jsonList<Publication>(
    jsonObject({
      id: talentPublications.id,
      title: talentPublications.title,
      publisher: talentPublications.publisher,
      publishedOn: talentPublications.publishedOn,
      url: talentPublications.url,
      description: talentPublications.description,
    }),
    sql`${talentPublications} where ${talentPublications.talentId} = ${users.id}`,
    sql`${talentPublications.id}`,
  ),
  projects: jsonList<{ row: Project; type: MaybeOption }>(
    jsonObject({
      row: jsonObject({
        id: talentProjects.id,
        name: talentProjects.name,
        startDate: talentProjects.startDate,
        endDate: talentProjects.endDate,
        url: talentProjects.url,
        description: talentProjects.description,
      }),
      type: option(projectTypes),
    }),
    sql`${talentProjects} left join ${projectTypes} on ${projectTypes.id} = ${talentProjects.projectTypeId} where ${talentProjects.talentId} = ${users.id}`,
    sql`${talentProjects.id}`,
  ),
  portfolios: jsonList<Portfolio>(
    jsonObject({
      id: talentPortfolios.id,
      title: talentPortfolios.title,
      description: talentPortfolios.description,
      portfolioUrl: talentPortfolios.portfolioUrl,
      key: talentPortfolios.key,
      name: talentPortfolios.name,
      mime: talentPortfolios.mime,
      size: talentPortfolios.size,
    }),
    sql`${talentPortfolios} where ${talentPortfolios.talentId} = ${users.id}`,
    sql`${talentPortfolios.id}`,
  ),
  documents: jsonList<Document>(
    jsonObject({
      id: talentDocuments.id,
      key: talentDocuments.key,
      name: talentDocuments.name,
      mime: talentDocuments.mime,
      size: talentDocuments.size,
    }),
    sql`${talentDocuments} where ${talentDocuments.talentId} = ${users.id}`,
    sql`${talentDocuments.id}`,
  ),
  references: jsonList<{ row: ReferenceJson; relationship: Option }>(
    jsonObject({
      row: jsonObject({
        id: talentReferences.id,
        name: talentReferences.name,
        email: talentReferences.email,
        company: talentReferences.company,
        answer: talentReferences.answer,
        requestedAt: talentReferences.requestedAt,
        answeredAt: talentReferences.answeredAt,
      }),
      relationship: option(referenceRelationships),
    }),
    sql`${talentReferences} join ${referenceRelationships} on ${referenceRelationships.id} = ${talentReferences.relationshipId} where ${talentReferences.talentId} = ${users.id}`,
    sql`${talentReferences.requestedAt} desc, ${talentReferences.id} desc`,
  ),
};

type Lists = {
  [List in keyof typeof listFields]: (typeof listFields)[List] extends SQL<infer Rows> ? Rows : never;
};

export type ProfileRows = NonNullable<Awaited<ReturnType<ProfileRepository['loadProfileRows']>>>;

interface NamedTable extends PgTable {
  id: PgColumn;
  name: PgColumn;
}

export const optionTables = { universities, majors, companies };

/** The list tables a section save replaces whole. */
export const listTables = {
  certificates: talentCertificates,
  achievements: talentAchievements,
  publications: talentPublications,
  projects: talentProjects,
} as const;

export type ListSection = keyof typeof listTables;

/** One row of a list section as the service hands it over, before it is tied to its talent. */
export type ListRow<T extends ListSection> = Omit<(typeof listTables)[T]['$inferInsert'], 'talentId'>;

export type ProfileRepository = ReturnType<typeof createProfileRepository>;
/** The repository as a transaction's work sees it: bound to the transaction. */
export type ProfileTransaction = Omit<ProfileRepository, 'transaction'>;

export function createProfileRepository(db: Executor) {
  /**
   * A talent's whole profile in one statement, prepared under a name so PostgreSQL plans it once per
   * connection: fifteen queries each waited for a pooled connection, which under load cost more than
   * running them (see docs/decisions/0105). The view turns the rows into the API's shape.
   */
  async function loadProfileRows(talentId: number) {
    const [row] = await db
      .select({ user: users, ...profileFields, lists: sql<Lists>`${jsonObject(listFields)}` })
      .from(users)
      .leftJoin(talentProfiles, eq(talentProfiles.talentId, users.id))
      .leftJoin(homeCity, eq(homeCity.id, talentProfiles.cityId))
      .leftJoin(positionCategories, eq(positionCategories.id, talentProfiles.positionCategoryId))
      .leftJoin(positionFunctions, eq(positionFunctions.id, talentProfiles.positionFunctionId))
      .leftJoin(positionSubCategories, eq(positionSubCategories.id, positionFunctions.positionSubCategoryId))
      .leftJoin(functionCategory, eq(functionCategory.id, positionSubCategories.positionCategoryId))
      .leftJoin(expectedLevel, eq(expectedLevel.id, talentProfiles.positionLevelId))
      .leftJoin(workingSystems, eq(workingSystems.id, talentProfiles.workingSystemId))
      .leftJoin(availabilities, eq(availabilities.id, talentProfiles.availabilityId))
      .leftJoin(companySizes, eq(companySizes.id, talentProfiles.companySizeId))
      .leftJoin(opportunityStatuses, eq(opportunityStatuses.id, talentProfiles.opportunityStatusId))
      .leftJoin(noticePeriods, eq(noticePeriods.id, talentProfiles.noticePeriodId))
      .where(and(eq(users.id, sql.placeholder('talentId')), eq(users.type, 'talent')))
      .prepare('talent_profile')
      .execute({ talentId });
    if (!row) return null;
    const { user, profile, lists, ...refersTo } = row;
    const { references, ...otherLists } = lists;
    return {
      user,
      profile: profile && { profile, ...refersTo },
      ...otherLists,
      references: references.map(({ row: reference, relationship }) => ({
        relationship,
        row: {
          ...reference,
          requestedAt: new Date(reference.requestedAt),
          answeredAt: reference.answeredAt === null ? null : new Date(reference.answeredAt),
        },
      })),
    };
  }

  async function findProfile(talentId: number): Promise<ProfileRow | undefined> {
    const [row] = await db.select().from(talentProfiles).where(eq(talentProfiles.talentId, talentId));
    return row;
  }

  async function saveProfile(talentId: number, changes: ProfileChanges, now: Date) {
    await db
      .insert(talentProfiles)
      .values({ ...changes, talentId, updatedAt: now })
      .onConflictDoUpdate({ target: talentProfiles.talentId, set: { ...changes, updatedAt: now } });
  }

  async function updateUser(
    talentId: number,
    changes: Partial<Pick<typeof users.$inferInsert, 'fullname' | 'phone' | 'onboarded'>> & {
      reachedPage?: number;
    },
    now: Date,
  ) {
    const { reachedPage, ...rest } = changes;
    await db
      .update(users)
      .set({
        ...rest,
        ...(reachedPage === undefined
          ? {}
          : { onboardingLastPage: sql`greatest(${users.onboardingLastPage}, ${reachedPage})` }),
        updatedAt: now,
      })
      .where(eq(users.id, talentId));
  }

  /** The talent's sign-in email and password hash, which a change of that email is checked against. */
  async function findSignIn(talentId: number) {
    const [row] = await db
      .select({ email: users.email, passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, talentId));
    return row;
  }

  /** Replaces a slot list (skills, languages, work locations, industries) in the given order. */
  async function replaceSkills(talentId: number, skillIds: readonly number[]) {
    await db.delete(talentSkills).where(eq(talentSkills.talentId, talentId));
    if (skillIds.length > 0) {
      await db
        .insert(talentSkills)
        .values(skillIds.map((skillSetId, index) => ({ talentId, skillSetId, slot: index + 1 })));
    }
  }

  async function replaceLanguages(
    talentId: number,
    entries: readonly { language_id: number; language_level_id: number }[],
  ) {
    await db.delete(talentLanguages).where(eq(talentLanguages.talentId, talentId));
    if (entries.length > 0) {
      await db.insert(talentLanguages).values(
        entries.map((entry, index) => ({
          talentId,
          languageId: entry.language_id,
          languageLevelId: entry.language_level_id,
          slot: index + 1,
        })),
      );
    }
  }

  async function replaceWorkLocations(talentId: number, cityIds: readonly number[]) {
    await db.delete(talentWorkLocations).where(eq(talentWorkLocations.talentId, talentId));
    if (cityIds.length > 0) {
      await db
        .insert(talentWorkLocations)
        .values(cityIds.map((cityId, index) => ({ talentId, cityId, slot: index + 1 })));
    }
  }

  async function replaceIndustries(talentId: number, ids: readonly number[]) {
    await db.delete(talentIndustries).where(eq(talentIndustries.talentId, talentId));
    if (ids.length > 0) {
      await db
        .insert(talentIndustries)
        .values(ids.map((businessFieldId, index) => ({ talentId, businessFieldId, slot: index + 1 })));
    }
  }

  /**
   * The id of a typed-in option (university, major, company): the existing row of that name in any
   * casing, or a new row (ids from 1,000,000, see the master-data schema). Concurrent creations of
   * the same name are both answered with one row's id at worst a duplicate name, never an error.
   */
  async function findOrCreateOption(
    table: NamedTable,
    name: string,
    extra: Record<string, unknown> = {},
  ): Promise<number> {
    const clean = name.trim().replace(/\s+/g, ' ');
    const [found] = (await db
      .select({ id: table.id })
      .from(table)
      .where(sql`lower(${table.name}) = ${clean.toLowerCase()}`)
      .limit(1)) as { id: number }[];
    if (found) return found.id;
    const [created] = (await db
      .insert(table)
      .values({ name: clean, ...extra } as never)
      .returning({ id: table.id })) as { id: number }[];
    if (!created) throw new Error(`Creating option ${clean} returned no row`);
    return created.id;
  }

  async function replaceExperiences(
    talentId: number,
    rows: Omit<typeof talentExperiences.$inferInsert, 'talentId'>[],
  ) {
    await db.delete(talentExperiences).where(eq(talentExperiences.talentId, talentId));
    if (rows.length > 0) await db.insert(talentExperiences).values(rows.map((row) => ({ ...row, talentId })));
  }

  async function replaceEducations(
    talentId: number,
    rows: Omit<typeof talentEducations.$inferInsert, 'talentId' | 'slot'>[],
  ) {
    await db.delete(talentEducations).where(eq(talentEducations.talentId, talentId));
    if (rows.length > 0) {
      await db
        .insert(talentEducations)
        .values(rows.map((row, index) => ({ ...row, talentId, slot: index + 1 })));
    }
  }

  async function replaceList<T extends ListSection>(table: T, talentId: number, rows: ListRow<T>[]) {
    const target = listTables[table];
    await db.delete(target).where(eq(target.talentId, talentId));
    if (rows.length > 0) {
      await db.insert(target).values(rows.map((row) => ({ ...row, talentId })) as never);
    }
  }

  async function findPortfolio(talentId: number, id: number) {
    const [row] = await db
      .select()
      .from(talentPortfolios)
      .where(and(eq(talentPortfolios.id, id), eq(talentPortfolios.talentId, talentId)));
    return row;
  }

  async function savePortfolio(
    talentId: number,
    id: number | null,
    values: Omit<typeof talentPortfolios.$inferInsert, 'talentId' | 'id'>,
  ) {
    if (id === null) {
      await db.insert(talentPortfolios).values({ ...values, talentId });
      return;
    }
    await db
      .update(talentPortfolios)
      .set(values)
      .where(and(eq(talentPortfolios.id, id), eq(talentPortfolios.talentId, talentId)));
  }

  /**
   * Adds a document unless the talent already keeps `max`; answers whether it was added. The talent's
   * row is locked first, so two uploads at once cannot both take the last place.
   */
  async function addDocument(
    talentId: number,
    values: Omit<typeof talentDocuments.$inferInsert, 'talentId' | 'id'>,
    max: number,
  ): Promise<boolean> {
    await db.select({ id: users.id }).from(users).where(eq(users.id, talentId)).for('update');
    const [kept] = await db
      .select({ n: count() })
      .from(talentDocuments)
      .where(eq(talentDocuments.talentId, talentId));
    if ((kept?.n ?? 0) >= max) return false;
    await db.insert(talentDocuments).values({ ...values, talentId });
    return true;
  }

  async function removeDocument(talentId: number, id: number) {
    const [row] = await db
      .delete(talentDocuments)
      .where(and(eq(talentDocuments.id, id), eq(talentDocuments.talentId, talentId)))
      .returning();
    return row;
  }

  /** Whether a stored file belongs to the talent (any of its file columns). */
  async function ownsFile(talentId: number, key: string): Promise<boolean> {
    const checks: SQL[] = [
      sql`select 1 from ${talentProfiles} where ${talentProfiles.talentId} = ${talentId} and (${talentProfiles.photoKey} = ${key} or ${talentProfiles.cvKey} = ${key})`,
      sql`select 1 from ${talentPortfolios} where ${talentPortfolios.talentId} = ${talentId} and ${talentPortfolios.key} = ${key}`,
      sql`select 1 from ${talentDocuments} where ${talentDocuments.talentId} = ${talentId} and ${talentDocuments.key} = ${key}`,
    ];
    const result = await db.execute(sql`select exists(${sql.join(checks, sql` union all `)}) as owned`);
    return Boolean(result.rows[0]?.owned);
  }

  async function insertReference(values: typeof talentReferences.$inferInsert) {
    const [row] = await db.insert(talentReferences).values(values).onConflictDoNothing().returning();
    return row;
  }

  async function deleteReference(id: number) {
    await db.delete(talentReferences).where(eq(talentReferences.id, id));
  }

  async function findReference(talentId: number, id: number) {
    const [row] = await db
      .select()
      .from(talentReferences)
      .where(and(eq(talentReferences.id, id), eq(talentReferences.talentId, talentId)));
    return row;
  }

  async function setReferenceToken(id: number, tokenHash: string) {
    await db.update(talentReferences).set({ tokenHash }).where(eq(talentReferences.id, id));
  }

  async function findReferenceByToken(tokenHash: string) {
    const [row] = await db
      .select({
        reference: talentReferences,
        talentName: users.fullname,
        relationship: referenceRelationships.name,
      })
      .from(talentReferences)
      .innerJoin(users, eq(users.id, talentReferences.talentId))
      .innerJoin(referenceRelationships, eq(referenceRelationships.id, talentReferences.relationshipId))
      .where(eq(talentReferences.tokenHash, tokenHash));
    return row;
  }

  /** Records the answer once: a second use of the same link changes nothing. */
  async function answerReference(tokenHash: string, answer: string, now: Date) {
    const [row] = await db
      .update(talentReferences)
      .set({ answer, answeredAt: now })
      .where(and(eq(talentReferences.tokenHash, tokenHash), sql`${talentReferences.answeredAt} is null`))
      .returning({ id: talentReferences.id });
    return row;
  }

  /** Skills most listed by talents of a position function; the most listed overall when none. */
  async function recommendSkills(positionFunctionId: number, top: number) {
    const ranked = (where: SQL | undefined) =>
      db
        .select({ id: skillSets.id, name: skillSets.name, uses: count() })
        .from(talentSkills)
        .innerJoin(skillSets, eq(skillSets.id, talentSkills.skillSetId))
        .innerJoin(talentProfiles, eq(talentProfiles.talentId, talentSkills.talentId))
        .where(where)
        .groupBy(skillSets.id, skillSets.name)
        .orderBy(desc(count()), asc(skillSets.name))
        .limit(top);
    const forFunction = await ranked(eq(talentProfiles.positionFunctionId, positionFunctionId));
    const rows = forFunction.length > 0 ? forFunction : await ranked(undefined);
    return rows.map(({ id, name }) => ({ id, name }));
  }

  const rows = {
    loadProfileRows,
    findProfile,
    saveProfile,
    updateUser,
    findSignIn,
    replaceSkills,
    replaceLanguages,
    replaceWorkLocations,
    replaceIndustries,
    findOrCreateOption,
    replaceExperiences,
    replaceEducations,
    findPortfolio,
    savePortfolio,
    addDocument,
    removeDocument,
    ownsFile,
    insertReference,
    deleteReference,
    findReference,
    setReferenceToken,
    findReferenceByToken,
    answerReference,
    recommendSkills,
    replaceList,
  };
  return {
    ...rows,
    /**
     * Runs `work` in one transaction, with the repository's reads and writes bound to it: a save of
     * several rows is kept whole or not at all.
     */
    transaction<T>(work: (repository: typeof rows) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(createProfileRepository(tx)));
    },
  };
}
