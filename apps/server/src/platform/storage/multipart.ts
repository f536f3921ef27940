import type { FastifyRequest } from 'fastify';
import * as z from 'zod/v4/core';
import { AppError, errorMessages } from '../errors/app-error.ts';
import { fieldReasons } from '../errors/error-envelope.ts';
import { setFormField } from '../http/form-body.ts';
import type { Storage, StoredFile, UploadRules } from './storage.ts';

export interface MultipartSpec<Fields extends z.$ZodType> {
  storage: Storage;
  /** Every file field the endpoint accepts, with its rules; other file fields are refused. */
  files: Record<string, UploadRules>;
  /** The text fields, validated like a JSON body (bracket keys become nested objects). */
  fields: Fields;
}

/** A stored upload with the name the client gave it (only ever shown, never used as a path). */
export interface UploadedFile extends StoredFile {
  clientName: string;
}

export interface MultipartInput<Fields extends z.$ZodType> {
  fields: z.output<Fields>;
  files: Partial<Record<string, UploadedFile>>;
}

/**
 * Reads a multipart request: each accepted file streams into storage as it arrives (type checked
 * by its bytes, size limited while streaming), text fields are gathered and validated. If anything
 * is refused, the files already stored for this request are removed again, so a failed upload
 * leaves nothing behind and changes nothing.
 */
export async function readMultipart<Fields extends z.$ZodType>(
  request: FastifyRequest,
  spec: MultipartSpec<Fields>,
): Promise<MultipartInput<Fields>> {
  if (!request.isMultipart()) {
    throw new AppError(
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      errorMessages.unsupportedMediaType(request.headers['content-type'] ?? ''),
    );
  }
  const files: Record<string, UploadedFile> = {};
  const raw: Record<string, never> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const rules = spec.files[part.fieldname];
        if (!rules || files[part.fieldname]) {
          part.file.resume();
          throw new AppError(400, 'VALIDATION_ERROR', `Unexpected file in field ${part.fieldname}`, {
            fields: { [part.fieldname]: 'This field does not take a file here' },
          });
        }
        files[part.fieldname] = {
          ...(await spec.storage.save(part.file, rules)),
          clientName: part.filename,
        };
      } else {
        setFormField(raw, part.fieldname, String(part.value ?? ''));
      }
    }
    const parsed = z.safeParse(spec.fields, raw);
    if (!parsed.success) {
      const fields = fieldReasons(parsed.error.issues);
      const first = parsed.error.issues[0]?.message ?? errorMessages.invalidInput;
      throw new AppError(400, 'VALIDATION_ERROR', first, { fields });
    }
    return { fields: parsed.data, files };
  } catch (error) {
    await Promise.all(Object.values(files).map((file) => spec.storage.remove(file.key)));
    throw error;
  }
}
