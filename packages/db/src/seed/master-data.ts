import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database } from '../client.ts';
import * as tables from '../schema/master-data.ts';
import { availabilities } from './lists/availabilities.ts';
import { businessFields } from './lists/business-fields.ts';
import { certifications } from './lists/certifications.ts';
import { cities } from './lists/cities.ts';
import { companies } from './lists/companies.ts';
import { companySizes } from './lists/company-sizes.ts';
import { degrees } from './lists/degrees.ts';
import { languageLevels } from './lists/language-levels.ts';
import { languages } from './lists/languages.ts';
import { majors } from './lists/majors.ts';
import { noticePeriods } from './lists/notice-periods.ts';
import { opportunityStatuses } from './lists/opportunity-statuses.ts';
import type { OptionSeed } from './lists/option-seed.ts';
import { otherPositionFunction, positionHierarchy } from './lists/position-hierarchy.ts';
import { positionLevels } from './lists/position-levels.ts';
import { projectTypes } from './lists/project-types.ts';
import { referenceRelationships } from './lists/reference-relationships.ts';
import { rejectionReasons } from './lists/rejection-reasons.ts';
import { skillSets } from './lists/skill-sets.ts';
import { surveySources } from './lists/survey-sources.ts';
import { universities } from './lists/universities.ts';
import { workingSystems } from './lists/working-systems.ts';
import { yearsCategories } from './lists/years-categories.ts';

const chunkSize = 500;

/** Alphabetical lists keep sort order 0, so rows added at run time fall into place by name. */
function alphabetical(names: readonly string[]) {
  return names.map((name, index) => ({ id: index + 1, name }));
}

/** Lists in the order written (levels, periods): sort order follows position, Other last. */
function inWrittenOrder(rows: readonly OptionSeed[]) {
  return rows.map((row, index) => ({
    id: row.id ?? index + 1,
    name: row.name,
    isOther: row.isOther ?? false,
    sortOrder: index + 1,
  }));
}

/** A function's id: its sub-category's id times 100 plus its place (see position-hierarchy.ts). */
export function positionFunctionId(subCategoryId: number, index: number): number {
  return subCategoryId * 100 + index + 1;
}

function positionRows() {
  const categories = positionHierarchy.map(({ id, name, isOther }) => ({
    id,
    name,
    isOther: isOther ?? false,
  }));
  const subCategories = positionHierarchy.flatMap((category) =>
    category.subCategories.map(({ id, name, isOther }) => ({
      id,
      name,
      isOther: isOther ?? false,
      positionCategoryId: category.id,
    })),
  );
  const functions = positionHierarchy.flatMap((category) =>
    category.subCategories.flatMap((subCategory) =>
      subCategory.functions.map((title, index) => ({
        id: positionFunctionId(subCategory.id, index),
        name: `${category.name} - ${title}`,
        title,
        positionSubCategoryId: subCategory.id,
        positionCategoryId: category.id,
      })),
    ),
  );
  // A job title is listed once per category even when two sub-categories share it.
  const seen = new Set<string>();
  const positions = functions
    .filter(({ positionCategoryId, title }) => {
      const key = `${positionCategoryId}:${title.toLowerCase()}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .map(({ id, title, positionCategoryId }) => ({ id, name: title, positionCategoryId }));
  return {
    categories,
    subCategories,
    functions: [
      ...functions.map(({ id, name, positionSubCategoryId }) => ({ id, name, positionSubCategoryId })),
      {
        id: otherPositionFunction.id,
        name: otherPositionFunction.name,
        isOther: true,
        positionSubCategoryId: otherPositionFunction.subCategoryId,
      },
    ],
    positions,
  };
}

type Writer = Pick<Database, 'insert'>;

/** Inserts missing rows and brings changed ones up to date, keyed on `id`. */
async function upsert<T extends PgTable>(db: Writer, table: T, rows: ReadonlyArray<T['$inferInsert']>) {
  const columns = getTableColumns(table);
  const set = Object.fromEntries(
    Object.entries(columns)
      .filter(([, column]) => !column.primary)
      .map(([key, column]) => [key, sql`excluded.${sql.identifier(column.name)}`]),
  ) as PgUpdateSetSource<T>;
  const target = columns.id;
  if (!target) throw new Error(`Master data table ${getTableName(table)} has no id column`);
  for (let start = 0; start < rows.length; start += chunkSize) {
    const chunk = rows.slice(start, start + chunkSize) as PgInsertValue<T>[];
    await db
      .insert(table)
      .values(chunk)
      // Leaves unchanged rows alone, so a start with nothing new writes nothing.
      .onConflictDoUpdate({ target, set, setWhere: sql`(${table}.*) is distinct from (excluded.*)` });
  }
}

function step<T extends PgTable>(table: T, rows: ReadonlyArray<T['$inferInsert']>) {
  return { table, rows, write: (db: Writer) => upsert(db, table, rows) };
}

/** Every curated row, table by table, in an order that satisfies the foreign keys. */
export function masterDataRows() {
  const position = positionRows();
  return [
    step(tables.positionCategories, position.categories),
    step(tables.positionSubCategories, position.subCategories),
    step(tables.positionFunctions, position.functions),
    step(tables.positions, position.positions),
    step(tables.skillSets, alphabetical(skillSets)),
    step(tables.universities, universities),
    step(tables.majors, alphabetical(majors)),
    step(tables.degrees, inWrittenOrder(degrees)),
    step(
      tables.companies,
      companies.map((company, index) => ({ id: index + 1, ...company })),
    ),
    step(tables.positionLevels, inWrittenOrder(positionLevels)),
    step(tables.workingSystems, inWrittenOrder(workingSystems)),
    step(tables.availabilities, inWrittenOrder(availabilities)),
    step(tables.languages, alphabetical(languages)),
    step(tables.languageLevels, inWrittenOrder(languageLevels)),
    step(
      tables.cities,
      cities.map((city, index) => ({ id: index + 1, ...city })),
    ),
    step(tables.businessFields, alphabetical(businessFields)),
    step(tables.companySizes, inWrittenOrder(companySizes)),
    step(
      tables.certifications,
      certifications.map((certification, index) => ({ id: index + 1, ...certification })),
    ),
    step(tables.projectTypes, inWrittenOrder(projectTypes)),
    step(tables.surveySources, inWrittenOrder(surveySources)),
    step(
      tables.rejectionReasons,
      rejectionReasons.map(({ id, reason, category, isOther }) => ({
        id,
        name: reason,
        category,
        isOther: isOther ?? false,
        sortOrder: id,
      })),
    ),
    step(tables.referenceRelationships, inWrittenOrder(referenceRelationships)),
    step(
      tables.yearsCategories,
      yearsCategories.map((band, index) => ({ id: index + 1, sortOrder: index + 1, ...band })),
    ),
    step(
      tables.noticePeriods,
      noticePeriods.map((period, index) => ({ id: index + 1, sortOrder: index + 1, ...period })),
    ),
    step(tables.opportunityStatuses, inWrittenOrder(opportunityStatuses)),
  ];
}

/**
 * Writes every curated row, inserting what is missing and bringing changed rows up to date, so
 * it is safe to run on every start. Rows added at run time (ids from one million) are untouched.
 */
export async function seedMasterData(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    for (const { write } of masterDataRows()) await write(tx);
  });
}
