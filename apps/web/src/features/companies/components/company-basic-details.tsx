import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CompanyProfile } from '@hissa/contracts/companies';
import { DetailList } from '../../../components/detail-list';
import { DualDate } from '../../../components/dual-date';
import { LtrText } from '../../../components/ltr-text';
import { useContactItems } from '../../../components/use-contact-items';
import { useFormatters } from '../../../lib/formatting';
import classes from './company-profile.module.css';
import { DetailSection } from '../../../components/detail-section';
import surfaces from '../../../components/surfaces.module.css';

/**
 * The "Basic details" tab of a company profile (CompanyProfile in contracts companies.ts):
 * description, classification, registration and capital (SAR through Intl), established date
 * in both calendars, location and contact links.
 */
export function CompanyBasicDetails({ company }: { company: CompanyProfile }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const contactItems = useContactItems(company, {
    website: t('profile.website'),
    email: t('profile.email'),
    phone: t('profile.phone'),
  });
  const marketLabel =
    company.market === 'main' ? t('profile.marketMain') : company.market === 'nomu' ? t('profile.marketNomu') : null;

  return (
    <SimpleGrid cols={{ base: 1, lg: 3 }} spacing="lg" className={surfaces.detailsGrid}>
      <Stack gap="lg" className={surfaces.mainColumn}>
        <DetailSection title={t('profile.about')}>
          <Text className={surfaces.description} c={company.description ? undefined : 'dimmed'}>
            {company.description ?? t('profile.noDescription')}
          </Text>
        </DetailSection>
        <DetailSection title={t('profile.classification')}>
          <DetailList
            items={[
              { label: t('profile.legalForm'), value: company.legalForm?.name },
              { label: t('profile.isicSection'), value: company.sector?.name },
              { label: t('profile.isicDivision'), value: company.industryGroup?.name },
              { label: t('profile.isicClass'), value: company.industry?.name },
              ...(company.companyType === 'listed'
                ? [
                    { label: t('profile.exchangeSector'), value: company.exchangeSector?.name },
                    { label: t('profile.market'), value: marketLabel },
                  ]
                : []),
              { label: t('profile.businessType'), value: company.businessType?.name },
              { label: t('profile.developmentStage'), value: company.developmentStage?.name },
            ]}
          />
        </DetailSection>
        <DetailSection title={t('profile.registration')}>
          <DetailList
            items={[
              {
                label: t('profile.registrationNumber'),
                value: company.registrationNumber && <LtrText>{company.registrationNumber}</LtrText>,
              },
              {
                label: t('profile.established'),
                value: company.establishedDate && <DualDate iso={company.establishedDate} />,
              },
              {
                label: t('profile.paidCapital'),
                value: company.paidCapital && <Amount>{format.sar(company.paidCapital)}</Amount>,
              },
              {
                label: t('profile.authorizedCapital'),
                value: company.authorizedCapital && <Amount>{format.sar(company.authorizedCapital)}</Amount>,
              },
              { label: t('profile.employees'), value: company.numberOfEmployees?.name },
              ...(company.companyType === 'listed'
                ? [
                    { label: t('profile.symbol'), value: company.symbol && <LtrText>{company.symbol}</LtrText> },
                    { label: t('profile.isin'), value: company.isin && <LtrText>{company.isin}</LtrText> },
                  ]
                : []),
              { label: t('profile.tradingName'), value: company.tradingName },
            ]}
          />
        </DetailSection>
      </Stack>
      <Stack gap="lg">
        <DetailSection title={t('profile.location')}>
          <DetailList
            columns={1}
            items={[
              { label: t('profile.city'), value: company.city?.name },
              { label: t('profile.region'), value: company.region?.name },
              { label: t('profile.address'), value: company.address },
            ]}
          />
        </DetailSection>
        <DetailSection title={t('profile.contact')}>
          <DetailList columns={1} items={contactItems} />
        </DetailSection>
      </Stack>
    </SimpleGrid>
  );
}

/** A SAR amount, in tabular figures. */
function Amount({ children }: { children: string }) {
  return <span className={classes.amount}>{children}</span>;
}
