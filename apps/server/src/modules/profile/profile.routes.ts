import {
  accountMessages,
  addAdditionalDocument,
  answerOnboardingSurvey,
  answerReference,
  askForReference,
  completeOnboardingStep1,
  completeOnboardingStep2,
  completeOnboardingStep3,
  downloadCv,
  downloadStaffTalentCv,
  editAchievements,
  editCertificates,
  editEducations,
  editExperiences,
  editPersonal,
  editPortfolio,
  editPreferences,
  editProjects,
  editPublications,
  editSkills,
  fetchLinkPreview,
  getStaffTalentProfile,
  getTalent,
  hideReferences,
  listGithubRepositories,
  openTalentFile,
  personalBodySchema,
  portfolioBodySchema,
  profileFileFields,
  profileMessages,
  readReferenceRequest,
  recommendSkills,
  removeAdditionalDocument,
  sendReferenceEmail,
  showReferences,
  type UploadKind,
  uploadCv,
  uploadMessagesOf,
} from '@talent/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../platform/app-context.ts';
import { AppError, notFound } from '../../platform/errors/app-error.ts';
import type { Mailer } from '../../platform/mail/index.ts';
import { createKeptAnswers } from '../../platform/routes/kept-answers.ts';
import { registerEndpoint } from '../../platform/routes/register-endpoint.ts';
import { readMultipart, type UploadedFile } from '../../platform/storage/index.ts';
import { isValidFileLink, linkExpiryOf, mimeOfKey } from './file-links.ts';
import { listPublicRepositories } from './github-import.ts';
import { previewLink } from './link-preview.ts';
import { createProfileRepository } from './profile.repository.ts';
import { createProfileService, uploadRulesOf } from './profile.service.ts';

export interface ProfileModuleOptions {
  now?: () => Date;
  mailer?: Mailer;
  /** How long a linked page may take to answer a preview (5 s unless given); tests wait less. */
  linkPreviewTimeoutMs?: number;
}

const updated = { message: profileMessages.profileUpdated };
const uploaded = { message: profileMessages.fileUploaded };

/** Reads a multipart request whose files follow the spec's rules, answering refusals in the form's words. */
async function readUploads<Fields extends z.core.$ZodType>(
  request: FastifyRequest,
  storage: AppContext['storage'],
  files: Partial<Record<string, UploadKind>>,
  fields: Fields,
) {
  const rules = Object.fromEntries(
    Object.entries(files).map(([field, kind]) => [field, uploadRulesOf(kind as UploadKind)]),
  );
  try {
    return await readMultipart(request, { storage, files: rules, fields });
  } catch (error) {
    if (error instanceof AppError && (error.statusCode === 413 || error.statusCode === 415)) {
      const [field, kind] = Object.entries(files)[0] as [string, UploadKind];
      const message =
        error.statusCode === 413 ? uploadMessagesOf[kind].tooLarge : uploadMessagesOf[kind].type;
      throw new AppError(error.statusCode, error.type, message, { fields: { [field]: message } });
    }
    throw error;
  }
}

function requireFile(file: UploadedFile | undefined, field: string): UploadedFile {
  if (!file) {
    throw new AppError(400, 'VALIDATION_ERROR', profileMessages.fileRequired, {
      fields: { [field]: profileMessages.fileRequired },
    });
  }
  return file;
}

function sendFile(
  reply: FastifyReply,
  file: { stream: NodeJS.ReadableStream; name: string; mime: string },
  disposition: 'inline' | 'attachment',
) {
  reply
    .header('content-type', file.mime)
    .header(
      'content-disposition',
      `${disposition}; filename="${file.name}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
    )
    .header('cache-control', 'private, max-age=3600')
    .header('x-content-type-options', 'nosniff');
  return reply.send(file.stream);
}

/**
 * The profile and onboarding capability: `GET /talent/{query}`, every section save, uploads,
 * references, link previews, and staff's reading of a talent's profile and CV.
 */
export function createProfileModule(options: ProfileModuleOptions = {}) {
  return function registerProfileRoutes(app: FastifyInstance, context: AppContext): void {
    const { config, db, storage } = context;
    const now = options.now ?? context.now;
    const repository = createProfileRepository(db);
    const service = createProfileService({
      repository,
      storage,
      mailer: options.mailer ?? context.mailer,
      secret: config.sessionSecret,
      publicUrl: config.publicUrl,
      now,
      events: context.events,
      attempts: context.attempts,
    });

    // What /talent/profile loads on open, a large answer: written by the compiled serializer and
    // kept as sent until any part of the profile changes (migrations 0023 and 0025 announce every
    // one) or its file links would expire at another time (decision 0105).
    registerEndpoint(
      app,
      getTalent,
      async ({ params }) => ({ data: await service.loadTalent(params.query) }),
      {
        compiledAnswer: true,
        keptAnswers: createKeptAnswers(context.changes, async (request) => ({
          key: request.url,
          revision: String(linkExpiryOf(now())),
        })),
      },
    );

    registerEndpoint(app, completeOnboardingStep1, async ({ params, body }) => ({
      data: await service.completeStep1(params.id, body),
      meta: updated,
    }));
    registerEndpoint(app, completeOnboardingStep2, async ({ params, body }) => ({
      data: await service.completeStep2(params.id, body),
      meta: updated,
    }));
    registerEndpoint(app, answerOnboardingSurvey, async ({ body }) => {
      await service.answerSurvey(body);
      return { data: null };
    });
    registerEndpoint(app, completeOnboardingStep3, async ({ request, session }) => {
      const { files } = await readUploads(request, storage, { [profileFileFields.cv]: 'cv' }, z.object({}));
      const cv = requireFile(files[profileFileFields.cv], profileFileFields.cv);
      return { data: await service.saveCv(session.userId, cv, { finishOnboarding: true }), meta: uploaded };
    });

    registerEndpoint(app, uploadCv, async ({ params, request }) => {
      const { files } = await readUploads(request, storage, { [profileFileFields.cv]: 'cv' }, z.object({}));
      const cv = requireFile(files[profileFileFields.cv], profileFileFields.cv);
      return { data: await service.saveCv(params.id, cv, { finishOnboarding: false }), meta: uploaded };
    });

    registerEndpoint(app, downloadCv, async ({ params, reply }) => {
      const file = await service.openCv(params.id);
      return sendFile(reply, file, 'attachment');
    });

    registerEndpoint(app, getStaffTalentProfile, async ({ params }) => ({
      data: await service.loadTalent(params.id, 'staff'),
    }));

    registerEndpoint(app, downloadStaffTalentCv, async ({ params, reply }) => {
      const file = await service.openCv(params.id, 'staff');
      return sendFile(reply, file, 'attachment');
    });

    registerEndpoint(app, openTalentFile, async ({ params, query, reply }) => {
      const link = {
        key: params.key,
        talent: query.talent,
        expires: query.expires,
        signature: query.signature,
      };
      if (
        !isValidFileLink(config.sessionSecret, link, now()) ||
        !(await repository.ownsFile(query.talent, params.key))
      ) {
        throw notFound('File not found');
      }
      const mime = mimeOfKey(params.key);
      const file = { stream: await storage.open(params.key), name: params.key, mime };
      return sendFile(
        reply,
        file,
        mime.startsWith('image/') || mime === 'application/pdf' ? 'inline' : 'attachment',
      );
    });

    registerEndpoint(app, addAdditionalDocument, async ({ params, request }) => {
      const field = profileFileFields.document;
      const { files } = await readUploads(request, storage, { [field]: 'document' }, z.object({}));
      return { data: await service.addDocument(params.id, requireFile(files[field], field)), meta: uploaded };
    });

    registerEndpoint(app, removeAdditionalDocument, async ({ params }) => ({
      data: await service.removeDocument(params.id, params.documentId),
      meta: updated,
    }));

    registerEndpoint(app, editPersonal, async ({ params, request, session }) => {
      const { fields, files } = await readUploads(
        request,
        storage,
        { [profileFileFields.photo]: 'image' },
        personalBodySchema,
      );
      const { talent, emailChangeAsked } = await service.savePersonal(
        params.id,
        fields,
        files[profileFileFields.photo],
        session.sessionId,
      );
      return {
        data: talent,
        meta: emailChangeAsked ? { message: accountMessages.emailChangeLinkSent(emailChangeAsked) } : updated,
      };
    });

    registerEndpoint(app, editSkills, async ({ params, body }) => ({
      data: await service.saveSkills(params.id, body),
      meta: updated,
    }));
    registerEndpoint(app, editExperiences, async ({ params, body }) => ({
      data: await service.saveExperiences(params.id, body),
      meta: updated,
    }));
    registerEndpoint(app, editPreferences, async ({ params, body }) => ({
      data: await service.savePreferences(params.id, body),
      meta: updated,
    }));
    registerEndpoint(app, editEducations, async ({ params, body }) => ({
      data: await service.saveEducations(params.id, body),
      meta: updated,
    }));
    registerEndpoint(app, editCertificates, async ({ params, body }) => ({
      data: await service.saveCertificates(params.id, body),
      meta: updated,
    }));
    registerEndpoint(app, editAchievements, async ({ params, body }) => ({
      data: await service.saveAchievements(params.id, body),
      meta: updated,
    }));
    registerEndpoint(app, editPublications, async ({ params, body }) => ({
      data: await service.savePublications(params.id, body),
      meta: updated,
    }));
    registerEndpoint(app, editProjects, async ({ params, body }) => ({
      data: await service.saveProjects(params.id, body),
      meta: updated,
    }));

    registerEndpoint(app, editPortfolio, async ({ params, request }) => {
      const field = profileFileFields.portfolio;
      const { fields, files } = await readUploads(
        request,
        storage,
        { [field]: 'portfolio' },
        portfolioBodySchema,
      );
      const data = await service.savePortfolio(
        params.id,
        {
          id: fields['TalentPortfolio.ID'] ?? null,
          title: fields['TalentPortfolio.Title'],
          description: fields['TalentPortfolio.Description'] ?? null,
          url: fields['TalentPortfolio.PortfolioURL'] ?? null,
        },
        files[field],
      );
      return { data, meta: updated };
    });

    registerEndpoint(app, recommendSkills, async ({ params, query }) => ({
      data: await service.recommendSkills(params.id, query.top),
    }));

    registerEndpoint(app, askForReference, async ({ params, body }) => {
      const data = await service.askForReference(params.id, body);
      return { data, meta: { message: profileMessages.referenceRequested(data.email) } };
    });
    registerEndpoint(app, sendReferenceEmail, async ({ params, query }) => {
      const email = await service.resendReference(params.id, query.reference_id);
      return { data: null, meta: { message: profileMessages.referenceRequested(email) } };
    });
    registerEndpoint(app, showReferences, async ({ params }) => ({
      data: await service.setReferencesShown(params.id, true),
      meta: { message: profileMessages.referenceShown },
    }));
    registerEndpoint(app, hideReferences, async ({ params }) => ({
      data: await service.setReferencesShown(params.id, false),
      meta: { message: profileMessages.referenceHidden },
    }));
    registerEndpoint(app, readReferenceRequest, async ({ query }) => ({
      data: await service.readReferenceRequest(query.token),
    }));
    registerEndpoint(
      app,
      answerReference,
      async ({ body }) => {
        await service.answerReference(body.token, body.answer);
        return { data: null, meta: { message: profileMessages.referenceAnswered } };
      },
      { rateLimit: { max: 20, timeWindow: '1 minute' } },
    );

    registerEndpoint(
      app,
      fetchLinkPreview,
      async ({ body }) => ({
        data: await previewLink(body.url, {
          allowHosts: config.outboundAllowHosts,
          timeoutMs: options.linkPreviewTimeoutMs,
        }),
      }),
      { rateLimit: { max: 30, timeWindow: '1 minute' } },
    );
    registerEndpoint(
      app,
      listGithubRepositories,
      async ({ body }) => ({
        data: await listPublicRepositories(config.githubApiUrl, body.username, config.outboundAllowHosts),
      }),
      { rateLimit: { max: 30, timeWindow: '1 minute' } },
    );
  };
}

export const registerProfileRoutes = createProfileModule();
