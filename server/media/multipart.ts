/** Reads a multipart request into text fields and in-memory files (each at most MAX_UPLOAD_BYTES). */
import type { FastifyRequest } from 'fastify';
import { MAX_UPLOAD_BYTES } from '../../src/domain/constants.ts';
import { HttpProblem, badRequest } from '../errors.ts';

export interface MultipartBody {
  fields: Record<string, string>;
  files: Record<string, Buffer>;
}

export async function readMultipart(request: FastifyRequest): Promise<MultipartBody> {
  if (!request.isMultipart()) throw new HttpProblem(400, 'Expected a multipart/form-data body', { _: 'Expected a multipart/form-data body' });
  const fields: Record<string, string> = {};
  const files: Record<string, Buffer> = {};
  for await (const part of request.parts({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 4, fields: 40 } })) {
    if (part.type === 'file') {
      const bytes = await part.toBuffer().catch((err: { code?: string }) => {
        if (err.code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest({ [part.fieldname]: `${part.fieldname} must be at most 5 MB` });
        throw err;
      });
      if (part.file.truncated) throw badRequest({ [part.fieldname]: `${part.fieldname} must be at most 5 MB` });
      files[part.fieldname] = bytes;
    } else {
      fields[part.fieldname] = String(part.value ?? '');
    }
  }
  return { fields, files };
}

/** The named file, or a 400 naming the field. */
export function requireFile(body: MultipartBody, field: string): Buffer {
  const file = body.files[field];
  if (!file || file.length === 0) throw badRequest({ [field]: `${field} file is required` });
  return file;
}
