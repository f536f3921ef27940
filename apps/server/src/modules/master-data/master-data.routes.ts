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
import * as service from './master-data.service.ts';

/** Every `GET /data/...` lookup of the master group: option lists anyone may read. */
export function registerMasterDataRoutes(app: FastifyInstance, { db }: AppContext): void {
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
