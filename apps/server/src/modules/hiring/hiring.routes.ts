import {
  acceptInterview,
  acceptNegotiation,
  answerNegotiation,
  answerOffer,
  answerOfferBodySchema,
  answerSuggestedTime,
  assignAdvocate,
  closeJob,
  getActivity,
  getDashboardCompany,
  getFindMeJobIndicator,
  getMarketplaceStatus,
  getReminder,
  hiringMessages,
  inviteToInterview,
  joinMarketplace,
  listActivities,
  listDashboardActivities,
  listStaffApplications,
  offerStatuses,
  payslipFieldsSchema,
  payslipUpload,
  publishJob,
  recordOutcome,
  rejectActivity,
  rejoinMarketplace,
  sendOffer,
  suggestInterviewTime,
  uploadPayslip,
} from '@talent/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type * as z from 'zod/v4/core';
import type { AppContext } from '../../platform/app-context.ts';
import { AppError, forbidden } from '../../platform/errors/app-error.ts';
import { byAddress, createKeptAnswers } from '../../platform/routes/kept-answers.ts';
import { registerEndpoint } from '../../platform/routes/register-endpoint.ts';
import { readMultipart } from '../../platform/storage/index.ts';
import { createHiringRepository } from './hiring.repository.ts';
import { createHiringService, type HiringService } from './hiring.service.ts';
import { createMarketplaceRepository } from './marketplace.repository.ts';
import { createMarketplaceService } from './marketplace.service.ts';

/** A pay slip upload with its fields, refused in the spec's words at the field. */
async function readPayslip<F extends z.$ZodType>(
  request: FastifyRequest,
  storage: AppContext['storage'],
  fields: F,
) {
  try {
    return await readMultipart(request, {
      storage,
      files: { [payslipUpload.field]: { types: payslipUpload.types, maxBytes: payslipUpload.maxBytes } },
      fields,
    });
  } catch (error) {
    if (error instanceof AppError && (error.statusCode === 413 || error.statusCode === 415)) {
      const message = error.statusCode === 413 ? hiringMessages.payslipSize : hiringMessages.payslipType;
      throw new AppError(error.statusCode, error.type, message, {
        fields: { [payslipUpload.field]: message },
      });
    }
    throw error;
  }
}

function registerTalentRoutes(app: FastifyInstance, service: HiringService, storage: AppContext['storage']) {
  registerEndpoint(app, acceptInterview, async ({ body, session }) => ({
    data: await service.run(
      body.role_talent_id,
      { talentId: session.userId },
      {
        type: 'confirmSlot',
        scheduleId: body.id,
        at: new Date(body.interview_date),
      },
    ),
    meta: { message: hiringMessages.interviewConfirmed },
  }));

  registerEndpoint(app, suggestInterviewTime, async ({ body, session }) => ({
    data: await service.run(
      body.role_talent_id,
      { talentId: session.userId },
      {
        type: 'suggestTime',
        scheduleId: body.id,
        at: new Date(body.time_4),
      },
    ),
    meta: { message: hiringMessages.suggestionSent },
  }));

  registerEndpoint(app, rejectActivity, async ({ body, session }) => {
    const [reason] = body.reasons;
    if (!reason) throw new AppError(400, 'VALIDATION_ERROR', hiringMessages.chooseReason);
    return {
      data: await service.reject(body.role_talent_id, session.userId, reason),
      meta: { message: hiringMessages.rejected },
    };
  });

  registerEndpoint(app, answerOffer, async ({ request, session }) => {
    const { fields: body, files } = await readPayslip(request, storage, answerOfferBodySchema);
    const file = files[payslipUpload.field] ?? null;
    if (body.talent_id !== session.userId || (file && body.status === offerStatuses.accept)) {
      if (file) await storage.remove(file.key);
      if (body.talent_id !== session.userId) throw forbidden();
      throw new AppError(400, 'VALIDATION_ERROR', hiringMessages.payslipNeedsNegotiation, {
        fields: { [payslipUpload.field]: hiringMessages.payslipNeedsNegotiation },
      });
    }
    if (body.status === offerStatuses.accept)
      return {
        data: await service.run(body.role_talent_id, { talentId: body.talent_id }, { type: 'acceptOffer' }),
        meta: { message: hiringMessages.offerAccepted },
      };
    return {
      data: await service.negotiate(
        body.role_talent_id,
        body.talent_id,
        { salary: body.offer_salary ?? 0, nettGross: body.nett_gross ?? 'gross' },
        file,
      ),
      meta: { message: hiringMessages.negotiationSent },
    };
  });

  registerEndpoint(app, acceptNegotiation, async ({ body }) => ({
    data: await service.run(body.role_talent_id, { talentId: body.talent_id }, { type: 'acceptNegotiation' }),
    meta: { message: hiringMessages.offerAccepted },
  }));

  registerEndpoint(app, uploadPayslip, async ({ params, request }) => {
    const { fields, files } = await readPayslip(request, storage, payslipFieldsSchema);
    const file = files[payslipUpload.field];
    if (!file)
      throw new AppError(400, 'VALIDATION_ERROR', hiringMessages.payslipType, {
        fields: { [payslipUpload.field]: hiringMessages.payslipType },
      });
    return {
      data: await service.attachPayslip(fields.role_talent_id, params.id, file),
      meta: { message: hiringMessages.payslipUploaded },
    };
  });

  registerEndpoint(app, getActivity, async ({ params, session }) => ({
    data: await service.activity(params.id, { talentId: session.userId }),
  }));

  registerEndpoint(app, listDashboardActivities, async ({ params, query }) => {
    const { data, count } = await service.activities(params.id, query, true);
    return { data, meta: { count } };
  });

  registerEndpoint(app, listActivities, async ({ params, query }) => {
    const { data, count } = await service.activities(params.id, query, false);
    return { data, meta: { count } };
  });

  registerEndpoint(app, getDashboardCompany, async ({ params, session }) => ({
    data: await service.company(session.userId, params.id),
  }));
}

/** The company's side, driven by staff (the staff CLI calls these). */
function registerStaffRoutes(app: FastifyInstance, service: HiringService) {
  const done = { message: hiringMessages.done };

  registerEndpoint(app, listStaffApplications, async ({ query }) => {
    const { data, count } = await service.staffApplications(query);
    return { data, meta: { count } };
  });

  registerEndpoint(app, inviteToInterview, async ({ params, body }) => ({
    data: await service.run(params.id, 'staff', {
      type: 'invite',
      schedule: {
        slots: body.schedules.map((time) => new Date(time)),
        invitationType: body.invitation_type,
        location: body.location,
        url: body.url,
        notes: body.notes,
        pic: body.pic,
      },
    }),
    meta: done,
  }));

  registerEndpoint(app, answerSuggestedTime, async ({ params, body }) => ({
    data: await service.run(
      params.id,
      'staff',
      body.answer === 'accept'
        ? { type: 'acceptSuggestion' }
        : { type: 'reschedule', slots: (body.schedules ?? []).map((time) => new Date(time)) },
    ),
    meta: done,
  }));

  registerEndpoint(app, sendOffer, async ({ params, body }) => ({
    data: await service.run(params.id, 'staff', {
      type: 'sendOffer',
      salary: body.salary,
      nettGross: body.nett_gross,
      perksAndBenefits: body.perks_and_benefits,
    }),
    meta: done,
  }));

  registerEndpoint(app, answerNegotiation, async ({ params, body }) => ({
    data: await service.run(params.id, 'staff', {
      type: 'answerNegotiation',
      salary: body.salary,
      nettGross: body.nett_gross,
    }),
    meta: done,
  }));

  registerEndpoint(app, recordOutcome, async ({ params, body }) => ({
    data: await service.recordOutcome(params.id, body),
    meta: done,
  }));

  registerEndpoint(app, publishJob, async ({ params }) => ({
    data: await service.setJobOpen(params.id, true),
    meta: done,
  }));
  registerEndpoint(app, closeJob, async ({ params }) => ({
    data: await service.setJobOpen(params.id, false),
    meta: done,
  }));

  registerEndpoint(app, assignAdvocate, async ({ params, body }) => ({
    data: await service.assignAdvocate(params.id, body.staff_id),
    meta: done,
  }));
}

/** Hiring: the talent's interview, offer and outcome calls, and the staff calls that drive the company's side. */
export function registerHiringRoutes(app: FastifyInstance, context: AppContext): void {
  const service = createHiringService({
    repository: createHiringRepository(context.db),
    now: context.now,
    events: context.events,
    storage: context.storage,
  });
  registerTalentRoutes(app, service, context.storage);
  registerStaffRoutes(app, service);
  registerEndpoint(app, getReminder, async ({ params }) => ({ data: await service.reminder(params.id) }));
  registerMarketplaceRoutes(app, context);
}

/** The marketplace timeline of the dashboard (its status, join and rejoin) and the find-me-job indicator. */
function registerMarketplaceRoutes(app: FastifyInstance, context: AppContext) {
  const marketplace = createMarketplaceService({
    repository: createMarketplaceRepository(context.db),
    now: context.now,
  });
  registerEndpoint(app, getMarketplaceStatus, async ({ params }) => ({
    data: await marketplace.status(params.id),
  }));
  // On every dashboard open: kept as sent until the talent's marketplace row changes (decision 0163).
  registerEndpoint(
    app,
    getFindMeJobIndicator,
    async ({ params }) => ({ data: await marketplace.findMeJob(params.id) }),
    {
      keptAnswers: createKeptAnswers(context.changes, byAddress, {
        ownFacts: false,
        tables: ['talent_marketplace'],
      }),
    },
  );
  registerEndpoint(app, joinMarketplace, async ({ params }) => {
    const { data, message } = await marketplace.join(params.id);
    return { data, meta: { message } };
  });
  registerEndpoint(app, rejoinMarketplace, async ({ params }) => {
    const { data, message } = await marketplace.rejoin(params.id);
    return { data, meta: { message } };
  });
}
