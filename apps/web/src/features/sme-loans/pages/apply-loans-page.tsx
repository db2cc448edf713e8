import { Alert, Button, Group, Skeleton } from '@mantine/core';
import { IconLogin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LOAN_PACKAGES, type LoanPackageCode } from '@hissa/contracts/billing/catalog';
import { SME_LOAN_PATHS } from '@hissa/contracts/sme-loans/loan-application';
import { USER_TYPES } from '@hissa/contracts/user-types';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { PageTitle } from '../../../components/page-title';
import { PATHS } from '../../../lib/routes';
import { loginPathFrom } from '../../../lib/session/landing-path';
import { useSession } from '../../../lib/session/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useDraftApplication } from '../api/loans-api';
import { LoanWizard } from '../components/loan-wizard';
import classes from '../components/sme-loans.module.css';

/**
 * The SME loan application (/sme-bank/apply-loans[?package=code]; decision 026): company users
 * (type 3) get their draft (resumed where they left it) in the six-step wizard; visitors and
 * other account types are asked to sign in with a company account or register the company.
 */
export function ApplyLoansPage() {
  const { t } = useTranslation('smeLoans');
  useDocumentTitle(t('wizard.title'));
  const session = useSession();
  const [params] = useSearchParams();
  const isCompany = session?.claims.type === USER_TYPES.company;
  if (!isCompany) {
    const here = `${SME_LOAN_PATHS.apply}${params.size > 0 ? `?${params.toString()}` : ''}`;
    return (
      <div className={`${classes.page} ${classes.narrow}`}>
        <EmptyState
          icon={<IconLogin size={28} />}
          headingOrder={1}
          title={t('signIn.title')}
          description={session ? t('signIn.wrongType') : t('signIn.text')}
          action={
            <Group justify="center">
              <Button component={Link} to={loginPathFrom(here, null)}>
                {t('signIn.login')}
              </Button>
              <Button component={Link} to={PATHS.companyRegistration} variant="default">
                {t('signIn.register')}
              </Button>
            </Group>
          }
        />
      </div>
    );
  }
  const asked = params.get('package');
  const preselected = LOAN_PACKAGES.find((item) => item.code === asked)?.code ?? null;
  return <Wizard preselected={preselected} />;
}

function Wizard({ preselected }: { preselected: LoanPackageCode | null }) {
  const { t } = useTranslation('smeLoans');
  const draft = useDraftApplication();
  const application = draft.data?.data;
  return (
    <div className={`${classes.page} ${classes.narrow}`}>
      <PageTitle title={t('wizard.title')} subtitle={application ? application.reference : undefined} />
      {draft.isError ? (
        <ErrorState error={draft.error} onRetry={() => void draft.refetch()} />
      ) : application ? (
        <>
          {application.savedSteps.length > 0 && <Alert color="blue">{t('wizard.resumed')}</Alert>}
          <LoanWizard application={application} preselected={preselected} />
        </>
      ) : (
        <Skeleton height={420} radius="md" />
      )}
    </div>
  );
}
