import { getSurveyStatus, rateTheService, ratingBodySchema, ratingMessages } from '@talent/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/app-context.ts';
import { registerEndpoint } from '../../platform/routes/register-endpoint.ts';
import { readMultipart } from '../../platform/storage/multipart.ts';
import { talentAdvocateOf } from '../hiring/index.ts';
import { createRatingRepository } from './rating.repository.ts';
import { createRatingService } from './rating.service.ts';

/** The rating flow: the survey status it opens with, and the rating sent as form data. */
export function registerRatingRoutes(app: FastifyInstance, context: AppContext): void {
  const service = createRatingService({
    repository: createRatingRepository(context.db),
    advocateOf: (talentId) => talentAdvocateOf(context.db, talentId),
    now: context.now,
  });

  registerEndpoint(app, getSurveyStatus, async ({ params }) => ({ data: await service.status(params.id) }));

  registerEndpoint(app, rateTheService, async ({ params, request }) => {
    // Form data without files: the text fields are read and checked like a JSON body.
    const { fields } = await readMultipart(request, {
      storage: context.storage,
      files: {},
      fields: ratingBodySchema,
    });
    return { data: await service.rate(params.id, fields), meta: { message: ratingMessages.thanks } };
  });
}
