import { z } from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { pageQuerySchema } from './envelope.ts';

/**
 * Master data: the option lists of spec section 3 and the `GET /data/...` lookups of section 7,
 * served by the master group. Every list answers `{ data: [...], meta: { message, count } }` where
 * `count` is the number of matching rows over all pages, and accepts `search` (case-insensitive,
 * anywhere in the name), `page`, `size` (`-1` for all) and `include_others`.
 */

/** The Other survey source and the Other rejection reason (spec section 9). */
export const otherOptionId = 99;
/** The Other position function a talent creates by typing a name of their own (spec section 9). */
export const otherPositionFunctionId = 999;

export const searchMaxLength = 100;

export const masterDataMessages = {
  listed: 'Success',
  searchTooLong: `Search must be at most ${searchMaxLength} characters`,
  invalidFlag: 'Must be true or false',
  invalidId: 'Must be a positive whole number',
} as const;

const flag = (fallback: boolean) =>
  z._default(z.stringbool({ error: masterDataMessages.invalidFlag }), fallback);

const idFilter = z.coerce
  .number({ error: masterDataMessages.invalidId })
  .check(z.int(), z.positive(masterDataMessages.invalidId));

export const optionListQuerySchema = z.extend(pageQuerySchema, {
  search: z.optional(
    z.string().check(z.trim(), z.maxLength(searchMaxLength, masterDataMessages.searchTooLong)),
  ),
  /** `false` leaves out the Other entries (the salary calculator asks for functions without them). */
  include_others: flag(true),
});

export type OptionListQuery = z.infer<typeof optionListQuerySchema>;

export const optionSchema = z.object({
  id: z.number().check(z.int()),
  name: z.string(),
  /** The Other entry: a form asks for free text when it is chosen. */
  is_other: z.boolean(),
});

export type Option = z.infer<typeof optionSchema>;

export const subCategorySchema = z.extend(optionSchema, { position_category_id: z.number().check(z.int()) });

export const positionFunctionSchema = z.extend(optionSchema, {
  position_sub_category_id: z.number().check(z.int()),
  position_category_id: z.number().check(z.int()),
});

export type PositionFunction = z.infer<typeof positionFunctionSchema>;

/** `grouped=true`: the functions of the requested page, gathered under their position category. */
export const positionFunctionGroupSchema = z.object({
  id: z.number().check(z.int()),
  name: z.string(),
  position_functions: z.array(positionFunctionSchema),
});

export type PositionFunctionGroup = z.infer<typeof positionFunctionGroupSchema>;

export const positionSchema = z.extend(optionSchema, {
  /** The position category's name. */
  category: z.string(),
  position_category_id: z.number().check(z.int()),
});

export const universitySchema = z.extend(optionSchema, { oversea: z.boolean() });

export const companySchema = z.extend(optionSchema, {
  /** The registered legal entity, for example 'PT Aplikasi Karya Anak Bangsa' for Gojek. */
  pt: z.nullable(z.string()),
});

export const areaCodeSchema = z.extend(optionSchema, {
  province: z.string(),
  /** The telephone area code as written in Indonesia: '021' for Jakarta. */
  area_code: z.string(),
  /** The same code dialled from abroad: '+62 21'. */
  dial_code: z.string(),
});

export const certificationSchema = z.extend(optionSchema, { issuer: z.string() });

export const rejectionReasonCategories = ['Talent', 'Employer'] as const;
export type RejectionReasonCategory = (typeof rejectionReasonCategories)[number];

export const rejectionReasonSchema = z.object({
  id: z.number().check(z.int()),
  reason: z.string(),
  category: z.enum(rejectionReasonCategories),
  is_other: z.boolean(),
});

export type RejectionReason = z.infer<typeof rejectionReasonSchema>;

export const yearsCategorySchema = z.extend(optionSchema, {
  min_years: z.number().check(z.int()),
  /** `null` for the open-ended last band. */
  max_years: z.nullable(z.number().check(z.int())),
});

export const noticePeriodSchema = z.extend(optionSchema, { days: z.number().check(z.int()) });

/* @__NO_SIDE_EFFECTS__ */
function optionList<Item extends z.ZodMiniType, Query extends z.ZodMiniType>(
  path: string,
  summary: string,
  item: Item,
  query: Query,
) {
  return defineEndpoint({
    method: 'GET',
    group: 'master',
    path,
    summary,
    access: 'public',
    query,
    data: z.array(item),
  });
}

const byCategory = z.extend(optionListQuerySchema, { position_category_id: z.optional(idFilter) });

export const listPositionCategories = optionList(
  '/data/position-categories',
  'List position categories (job categories)',
  optionSchema,
  optionListQuerySchema,
);

export const listSubCategories = optionList(
  '/data/sub-categories',
  'List position sub-categories, optionally of one position category',
  subCategorySchema,
  byCategory,
);

export const positionFunctionQuerySchema = z.extend(byCategory, {
  position_sub_category_id: z.optional(idFilter),
  /** `true` gathers the page's functions under their position category. */
  grouped: flag(false),
});

export const listPositionFunctions = defineEndpoint({
  method: 'GET',
  group: 'master',
  path: '/data/position-functions',
  summary: 'List position functions, flat or grouped by position category',
  access: 'public',
  query: positionFunctionQuerySchema,
  data: z.union([z.array(positionFunctionSchema), z.array(positionFunctionGroupSchema)]),
});

export const listPositions = optionList(
  '/data/positions',
  'List job positions with their category',
  positionSchema,
  byCategory,
);

export const listSkillSets = optionList(
  '/data/skill-sets',
  'List skills',
  optionSchema,
  optionListQuerySchema,
);

export const listUniversities = optionList(
  '/data/universities',
  'List universities in Indonesia and abroad',
  universitySchema,
  optionListQuerySchema,
);

export const listMajors = optionList('/data/majors', 'List majors', optionSchema, optionListQuerySchema);

export const listDegrees = optionList('/data/degrees', 'List degrees', optionSchema, optionListQuerySchema);

export const listCompanies = optionList(
  '/data/companies',
  'List companies; the search also matches the legal name',
  companySchema,
  optionListQuerySchema,
);

export const listPositionLevels = optionList(
  '/data/position-levels',
  'List position levels',
  optionSchema,
  optionListQuerySchema,
);

export const listWorkingSystems = optionList(
  '/data/working-systems',
  'List working systems (onsite, remote, hybrid)',
  optionSchema,
  optionListQuerySchema,
);

export const listAvailabilities = optionList(
  '/data/availabilities',
  'List availabilities (job types)',
  optionSchema,
  optionListQuerySchema,
);

export const listLanguages = optionList(
  '/data/languages',
  'List languages',
  optionSchema,
  optionListQuerySchema,
);

export const listLanguageLevels = optionList(
  '/data/language-levels',
  'List language proficiency levels',
  optionSchema,
  optionListQuerySchema,
);

export const listAreaCodes = optionList(
  '/data/area_codes',
  'List work locations: cities of Indonesia with their area codes',
  areaCodeSchema,
  optionListQuerySchema,
);

export const listBusinesses = optionList(
  '/data/businesses',
  'List business fields (industries)',
  optionSchema,
  optionListQuerySchema,
);

export const listCompanySizes = optionList(
  '/data/company-sizes',
  'List company sizes',
  optionSchema,
  optionListQuerySchema,
);

export const listCertifications = optionList(
  '/data/certifications',
  'List certifications with their issuer',
  certificationSchema,
  optionListQuerySchema,
);

export const listProjectTypes = optionList(
  '/data/project-types',
  'List project types',
  optionSchema,
  optionListQuerySchema,
);

export const listSurveySources = optionList(
  '/data/survey-sources',
  'List survey sources ("where did you hear about us"); id 99 is Other',
  optionSchema,
  optionListQuerySchema,
);

export const rejectionReasonQuerySchema = z.extend(optionListQuerySchema, {
  category: z.optional(z.enum(rejectionReasonCategories)),
});

export const listRejectionReasons = optionList(
  '/data/reasons',
  'List rejection reasons; id 99 is Other. A search naming a category (search=Talent) lists that category',
  rejectionReasonSchema,
  rejectionReasonQuerySchema,
);

export const listReferenceRelationships = optionList(
  '/data/reference-relationships',
  'List how a reference knows the talent',
  optionSchema,
  optionListQuerySchema,
);

export const listYearsCategories = optionList(
  '/data/years-categories',
  'List years-of-experience categories',
  yearsCategorySchema,
  optionListQuerySchema,
);

export const listNoticePeriods = optionList(
  '/data/notice-periods',
  'List notice periods: 1 ASAP ... 7 three months',
  noticePeriodSchema,
  optionListQuerySchema,
);

export const listOpportunities = optionList(
  '/data/opportunities',
  'List how open a talent is to new opportunities',
  optionSchema,
  optionListQuerySchema,
);

/** Every master-data endpoint, for the server to register and the OpenAPI document to list. */
export const masterDataEndpoints = {
  listPositionCategories,
  listSubCategories,
  listPositionFunctions,
  listPositions,
  listSkillSets,
  listUniversities,
  listMajors,
  listDegrees,
  listCompanies,
  listPositionLevels,
  listWorkingSystems,
  listAvailabilities,
  listLanguages,
  listLanguageLevels,
  listAreaCodes,
  listBusinesses,
  listCompanySizes,
  listCertifications,
  listProjectTypes,
  listSurveySources,
  listRejectionReasons,
  listReferenceRelationships,
  listYearsCategories,
  listNoticePeriods,
  listOpportunities,
} as const;
