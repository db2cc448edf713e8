import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CompanyListItem } from '@hissa/contracts/companies';
import { LtrText } from '../../../components/ltr-text';

/**
 * A listed company's badge with its Tadawul symbol ("Listed · 2222"); non-listed companies
 * get a quiet "Non-listed" badge. Text, not colour alone, carries the meaning.
 */
export function CompanyTypeBadge({ company }: { company: Pick<CompanyListItem, 'companyType' | 'symbol'> }) {
  const { t } = useTranslation();
  if (company.companyType === 'listed') {
    return (
      <Badge variant="light" color="brand" size="sm">
        {t('companies.listed')}
        {company.symbol && (
          <>
            {' · '}
            <LtrText>{company.symbol}</LtrText>
          </>
        )}
      </Badge>
    );
  }
  return (
    <Badge variant="light" color="gray" size="sm">
      {t('companies.nonListed')}
    </Badge>
  );
}
