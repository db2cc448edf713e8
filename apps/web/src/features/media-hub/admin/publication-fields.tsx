import { PublicationStatusFields } from '../../../components/publication-status';
import type { MediaFormFields } from './use-media-form';

/** A media form's draft / scheduled / published state and its publish time (PublicationStatusFields bound to the form). */
export function PublicationFields({ fields }: { fields: MediaFormFields<{ status: string; publishAt: string }> }) {
  const { values, inputProps, errorOf, form } = fields;
  return (
    <PublicationStatusFields
      statusInput={inputProps('status')}
      publishAt={values.publishAt}
      onPublishAtChange={(publishAt) => form.setFieldValue('publishAt', publishAt)}
      publishAtError={errorOf('publishAt')}
    />
  );
}
