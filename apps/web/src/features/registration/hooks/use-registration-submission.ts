import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { RegistrationJourney } from '@hissa/contracts/registration/registration-journey';
import { toRegistrationFormData } from '@hissa/contracts/registration/multipart-fields';
import { errorMessage } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSubmitRegistration } from '../api/submit-registration';
import {
  useRegistrationForm,
  type RegistrationForm,
  type RegistrationStep,
  type RegistrationText,
} from './use-registration-form';

/**
 * Submitting a registration stepper (REGISTRATION_SUBMIT_ENDPOINTS): checks every step (moving to
 * the first with an error), posts the values as the journey's encoding (multipart with the chosen
 * files through toRegistrationFormData, or JSON), and on 201 forgets the draft and goes to
 * `submissionPath` with the application id in the navigation state. A 400 places its field errors
 * under their fields; any other failure shows the server's message above the step.
 *
 * Returns the props RegistrationFrame needs besides its texts and fields.
 */
export function useRegistrationSubmission<Values extends Record<string, unknown>>(
  registration: RegistrationForm<Values>,
  journey: RegistrationJourney,
  submissionPath: string,
) {
  const { t } = useTranslation('registration');
  const navigate = useNavigate();
  const submission = useSubmitRegistration(journey.kind);
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = () => {
    setFailure(null);
    const values = registration.validateAll();
    if (!values) return;
    const body =
      journey.encoding === 'multipart' ? toRegistrationFormData(journey.schema, values, registration.files) : values;
    submission.mutate(body, {
      onSuccess: (answer) => {
        registration.clearDraft();
        void navigate(submissionPath, { replace: true, state: { id: answer.id } });
      },
      onError: (error) => setFailure(registration.applyServerErrors(error) ? t('form.fixFields') : errorMessage(error)),
    });
  };

  return {
    active: registration.active,
    onStepClick: (step: number) => {
      if (step < registration.active) registration.goTo(step);
    },
    onBack: registration.back,
    onNext: registration.next,
    onSubmit,
    onStartOver: () => {
      setFailure(null);
      registration.startOver();
    },
    isSubmitting: submission.isPending,
    failure,
  };
}

/** A journey's page: the journey, its form's start, its steps, where it goes once submitted and its texts. */
export type JourneyPage<Values> = {
  journey: RegistrationJourney;
  initialValues: Values;
  steps: readonly RegistrationStep<Values>[];
  submissionPath: string;
  /** The browser tab's title, the page's heading and the line under it. */
  texts: { pageTitle: RegistrationText; title: RegistrationText; subtitle: RegistrationText };
};

/**
 * A journey's whole stepper page: its document title, the form state of useRegistrationForm
 * (schema, files and draft key from `journey`) and its submission to `submissionPath`. `frame`
 * (texts, steps and actions) is spread into RegistrationFrame.
 */
export function useRegistrationJourney<Values extends Record<string, unknown>>({
  journey,
  initialValues,
  steps,
  submissionPath,
  texts,
}: JourneyPage<Values>) {
  const { t } = useTranslation('registration');
  useDocumentTitle(t(texts.pageTitle));
  const registration = useRegistrationForm({
    kind: journey.kind,
    schema: journey.schema,
    initialValues,
    steps,
    fileRules: journey.files,
  });
  const submission = useRegistrationSubmission(registration, journey, submissionPath);
  return { registration, frame: { title: t(texts.title), subtitle: t(texts.subtitle), steps, ...submission } };
}
