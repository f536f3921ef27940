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
import { createMasterDataCache, serveFromCache } from './master-data.cache.ts';
import { createMasterDataRepository, type MasterDataRepository } from './master-data.repository.ts';
import { createMasterDataService } from './master-data.service.ts';

/**
 * Every `GET /data/...` lookup of the master group: option lists anyone may read, answered from
 * memory once read (master-data.cache.ts), in a scope of their own so the cache sees only them.
 */
export async function registerMasterDataRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const repository = createMasterDataRepository(context.db);
  const cache = createMasterDataCache(context.changes, { maxEntries: 1000 });
  await app.register(async (scope) => {
    serveFromCache(scope, cache);
    registerOptionLists(scope, repository);
  });
}

function registerOptionLists(app: FastifyInstance, repository: MasterDataRepository): void {
  const service = createMasterDataService(repository);
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
    registerEndpoint(app, endpoint, ({ query }) => service.listPlain(list, query));
  }

  registerEndpoint(app, listSubCategories, ({ query }) => service.listSubCategories(query));
  registerEndpoint(app, listPositionFunctions, ({ query }) => service.listPositionFunctions(query));
  registerEndpoint(app, listPositions, ({ query }) => service.listPositions(query));
  registerEndpoint(app, listAreaCodes, ({ query }) => service.listAreaCodes(query));
  registerEndpoint(app, listRejectionReasons, ({ query }) => service.listRejectionReasons(query));
}
