import {
  listAreaCodes,
  listAvailabilities,
  listBusinesses,
  listCertifications,
  listCompanies,
  listCompanySizes,
  listDegrees,
  listLanguageLevels,
  listLanguages,
  listMajors,
  listNoticePeriods,
  listOpportunities,
  listPositionCategories,
  listPositionFunctions,
  listPositionLevels,
  listPositions,
  listProjectTypes,
  listReferenceRelationships,
  listRejectionReasons,
  listSkillSets,
  listSubCategories,
  listSurveySources,
  listUniversities,
  listWorkingSystems,
  listYearsCategories,
} from '@talent/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/app-context.ts';
import { registerEndpoint } from '../../platform/routes/register-endpoint.ts';
import { createMasterDataCache, readMasterDataRevision, serveFromCache } from './master-data.cache.ts';
import * as service from './master-data.service.ts';

/** How long another process's change of an option list may go unseen here. */
export const revisionCheckMs = 1000;

/**
 * Every `GET /data/...` lookup of the master group: option lists anyone may read, answered from
 * memory once read (master-data.cache.ts), in a scope of their own so the cache sees only them.
 */
export async function registerMasterDataRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const cache = createMasterDataCache({
    readRevision: () => readMasterDataRevision(context.db),
    checkEveryMs: revisionCheckMs,
    maxEntries: 1000,
  });
  await app.register(async (scope) => {
    serveFromCache(scope, cache);
    registerOptionLists(scope, context);
  });
}

function registerOptionLists(app: FastifyInstance, { db }: AppContext): void {
  const plain = [
    [listPositionCategories, 'positionCategories'],
    [listSkillSets, 'skillSets'],
    [listUniversities, 'universities'],
    [listMajors, 'majors'],
    [listDegrees, 'degrees'],
    [listCompanies, 'companies'],
    [listPositionLevels, 'positionLevels'],
    [listWorkingSystems, 'workingSystems'],
    [listAvailabilities, 'availabilities'],
    [listLanguages, 'languages'],
    [listLanguageLevels, 'languageLevels'],
    [listBusinesses, 'businessFields'],
    [listCompanySizes, 'companySizes'],
    [listCertifications, 'certifications'],
    [listProjectTypes, 'projectTypes'],
    [listSurveySources, 'surveySources'],
    [listReferenceRelationships, 'referenceRelationships'],
    [listYearsCategories, 'yearsCategories'],
    [listNoticePeriods, 'noticePeriods'],
    [listOpportunities, 'opportunityStatuses'],
  ] as const;
  for (const [endpoint, list] of plain) {
    registerEndpoint(app, endpoint, ({ query }) => service.listPlain(db, list, query));
  }

  registerEndpoint(app, listSubCategories, ({ query }) => service.listSubCategories(db, query));
  registerEndpoint(app, listPositionFunctions, ({ query }) => service.listPositionFunctions(db, query));
  registerEndpoint(app, listPositions, ({ query }) => service.listPositions(db, query));
  registerEndpoint(app, listAreaCodes, ({ query }) => service.listAreaCodes(db, query));
  registerEndpoint(app, listRejectionReasons, ({ query }) => service.listRejectionReasons(db, query));
}
