import { Title } from '@mantine/core';
import { IconChartPie } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Investment } from '@hissa/contracts/company-profile';
import { DualDate } from '../../../../components/dual-date';
import { FactRows } from '../../../../components/fact-rows';
import { useFormatters } from '../../../../lib/formatting';
import { ItemCards } from './item-cards';
import { TextBlock } from './text-block';

/**
 * The companies a company invested in (the "investments" tab): the company, ownership (percentage
 * with one decimal), date in both calendars and amount (SAR). `actions` adds the owner's edit and
 * delete buttons.
 */
export function InvestmentsList({
  items,
  actions,
  emptyAction,
}: {
  items: Investment[];
  actions?: (item: Investment) => ReactNode;
  emptyAction?: ReactNode;
}) {
  const { t } = useTranslation('companyProfile');
  const format = useFormatters();
  return (
    <ItemCards
      items={items}
      label={t('investments.title')}
      empty={{
        icon: <IconChartPie size={28} />,
        title: t('investments.emptyTitle'),
        description: t(actions ? 'investments.emptyOwner' : 'investments.emptyPublic'),
        action: emptyAction,
      }}
      renderItem={(item) => (
        <>
          <Title order={3} size="h5" dir="auto">
            {item.companyName}
          </Title>
          <FactRows
            facts={[
              { label: t('investments.ownership'), value: format.percent(item.ownershipPercentage) },
              { label: t('investments.investedOn'), value: <DualDate iso={item.investedOn} /> },
              { label: t('investments.amount'), value: item.amount ? format.sar(item.amount) : null },
            ]}
          />
          {item.description && (
            <TextBlock size="sm" c="dimmed">
              {item.description}
            </TextBlock>
          )}
          {actions?.(item)}
        </>
      )}
    />
  );
}
