import { Badge } from '@mantine/core';
import { IconBuildingFactory2, IconCalendar, IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CompanyProfile } from '@hissa/contracts/companies';
import { LtrText } from '../../../components/ltr-text';
import { ProfileFact, ProfileHeader } from '../../../components/profile-header';
import { useLanguage } from '../../../i18n/use-language';
import { useFormatters } from '../../../lib/formatting';

/**
 * The header card of a company profile: logo, names in both languages, listed (with symbol) or
 * non-listed and market badges, sector, city and founding year. `headingLevel` 2 when the page
 * has its own h1 (the company dashboard's profile-view).
 */
export function CompanyProfileHeader({ company }: { company: CompanyProfile }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const format = useFormatters();
  return (
    <ProfileHeader
      logoUrl={company.companyLogoUrl}
      name={company.companyName}
      otherName={language === 'ar' ? company.nameEn : company.nameAr}
      otherLanguage={language === 'ar' ? 'en' : 'ar'}
      badges={
        <>
          {company.companyType === 'listed' ? (
            <Badge variant="filled" color="brand">
              {t('profile.listed')}
              {company.symbol && (
                <>
                  {' · '}
                  <LtrText>{company.symbol}</LtrText>
                </>
              )}
            </Badge>
          ) : (
            <Badge variant="light" color="gray">
              {t('profile.nonListed')}
            </Badge>
          )}
          {company.market && (
            <Badge variant="light" color="gold" c="gold.9">
              {company.market === 'main' ? t('profile.marketMain') : t('profile.marketNomu')}
            </Badge>
          )}
        </>
      }
      facts={
        <>
          {company.sector && <ProfileFact icon={<IconBuildingFactory2 size={16} />}>{company.sector.name}</ProfileFact>}
          {company.city && <ProfileFact icon={<IconMapPin size={16} />}>{company.city.name}</ProfileFact>}
          {company.establishedDate && (
            <ProfileFact icon={<IconCalendar size={16} />}>
              {t('companies.establishedIn', { year: format.year(company.establishedDate) })}
            </ProfileFact>
          )}
        </>
      }
    />
  );
}
