/** Reads a multipart request into text fields and in-memory files (each at most MAX_UPLOAD_BYTES). */
import type { FastifyRequest } from 'fastify';
import { MAX_UPLOAD_BYTES } from '../../src/domain/constants.ts';
import { HttpProblem, badRequest } from '../errors.ts';
import { refuseNulFields } from '../nulText.ts';
import { validationText } from '../../src/domain/validationTexts.ts';

export interface MultipartBody {
  fields: Record<string, string>;
  files: Record<string, Buffer>;
}

const EXPECTED_MULTIPART = 'Send the form as multipart/form-data';
const SENT_TWICE = validationText('upload.sentTwice');

export async function readMultipart(request: FastifyRequest): Promise<MultipartBody> {
  if (!request.isMultipart()) throw new HttpProblem(415, EXPECTED_MULTIPART, { _: EXPECTED_MULTIPART });
  const fields: Record<string, string> = {};
  const files: Record<string, Buffer> = {};
  try {
    for await (const part of request.parts({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 4, fields: 40 } })) {
      // Which of two values is meant cannot be known: refused rather than one of them taken.
      if (Object.hasOwn(fields, part.fieldname) || Object.hasOwn(files, part.fieldname)) throw badRequest({ [part.fieldname]: SENT_TWICE });
      if (part.type === 'file') {
        const bytes = await part.toBuffer().catch((err: { code?: string }) => {
          if (err.code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest({ [part.fieldname]: validationText('upload.tooBig', { megabytes: 5 }) });
          throw err;
        });
        if (part.file.truncated) throw badRequest({ [part.fieldname]: validationText('upload.tooBig', { megabytes: 5 }) });
        files[part.fieldname] = bytes;
      } else {
        fields[part.fieldname] = String(part.value ?? '');
      }
    }
  } catch (error) {
    throw malformed(error);
  }
  refuseNulFields(request, fields);
  return { fields, files };
}

/**
 * The multipart parser's own errors (no boundary, a body cut off mid-part, broken part headers) are plain Errors
 * with a readable message: they are the client's fault, so a 400 naming the problem. Our problems and Fastify's
 * limit errors (which carry a status) pass through.
 */
function malformed(error: unknown): unknown {
  if (error instanceof HttpProblem || !(error instanceof Error) || 'statusCode' in error) return error;
  const message = `Malformed multipart body: ${error.message}`;
  return new HttpProblem(400, message, { _: message });
}

/** The named file, or a 400 naming the field. */
export function requireFile(body: MultipartBody, field: string): Buffer {
  const file = body.files[field];
  if (!file || file.length === 0) throw badRequest({ [field]: 'A file is required' });
  return file;
}
