import { toRegistrationFormData } from '@hissa/contracts/registration/multipart-fields';
import type { RegistrationJourney } from '@hissa/contracts/registration/registration-journey';
import type { SampleFile } from '../modules/registration/registration-samples.ts';

/** The body and content-type of `form`, for app.inject (encoded by the platform's own Request). */
export async function multipartPayload(
  form: FormData,
): Promise<{ payload: Buffer; headers: { 'content-type': string } }> {
  const request = new Request('http://hissa.test/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

/** The FormData the web builds for `journey` from form values and files (contracts' toRegistrationFormData). */
export function registrationForm(
  journey: RegistrationJourney,
  values: Record<string, unknown>,
  files: readonly SampleFile[],
): FormData {
  const blobs = Object.fromEntries(
    files.map((file) => [
      file.field,
      new File([new Uint8Array(file.content)], file.fileName, { type: file.contentType }),
    ]),
  );
  return toRegistrationFormData(journey.schema, values, blobs);
}
