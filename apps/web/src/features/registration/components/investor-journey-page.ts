import type { RegistrationJourney } from '@hissa/contracts/registration/registration-journey';
import type { RegistrationStep } from '../hooks/use-registration-form';
import type { JourneyPage } from '../hooks/use-registration-submission';

/**
 * An investor journey's page (`kind`: individual or institutional): its steps followed by the
 * declarations step of `consents`, and the page's title texts of that kind.
 */
export function investorJourneyPage<Values>({
  kind,
  journey,
  initialValues,
  steps,
  consents,
  submissionPath,
}: {
  kind: 'individual' | 'institutional';
  journey: RegistrationJourney;
  initialValues: Values;
  steps: readonly RegistrationStep<Values>[];
  consents: RegistrationStep<Values>['fields'];
  submissionPath: string;
}): JourneyPage<Values> {
  return {
    journey,
    initialValues,
    steps: [...steps, { label: 'investor.steps.consent', description: 'investor.steps.consentText', fields: consents }],
    submissionPath,
    texts: {
      pageTitle: `investor.${kind}PageTitle`,
      title: `investor.${kind}Title`,
      subtitle: `investor.${kind}Subtitle`,
    },
  };
}
