import type { RegistrationJourney } from '@hissa/contracts/registration/registration-journey';
import type { RegistrationStep } from '../hooks/use-registration-form';
import type { JourneyPage } from '../hooks/use-registration-submission';
import { INVESTOR_SUBMISSION_PATH } from '../registration-paths';

/**
 * An investor journey's page (`kind`: individual or institutional): its steps followed by the
 * declarations step of `consents`, the page's title texts of that kind, and the investor
 * submission page.
 */
export function investorJourneyPage<Values>(
  kind: 'individual' | 'institutional',
  journey: RegistrationJourney,
  initialValues: Values,
  steps: readonly RegistrationStep<Values>[],
  consents: RegistrationStep<Values>['fields'],
): JourneyPage<Values> {
  return {
    journey,
    initialValues,
    steps: [...steps, { label: 'investor.steps.consent', description: 'investor.steps.consentText', fields: consents }],
    submissionPath: INVESTOR_SUBMISSION_PATH,
    texts: {
      pageTitle: `investor.${kind}PageTitle`,
      title: `investor.${kind}Title`,
      subtitle: `investor.${kind}Subtitle`,
    },
  };
}
