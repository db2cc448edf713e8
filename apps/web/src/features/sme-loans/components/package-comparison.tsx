import { Badge, Button, Card, Group, List, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LOAN_PACKAGES, type LoanPackageCode } from '@hissa/contracts/billing/catalog';
import { halalasToSar } from '@hissa/contracts/money';
import { useLanguage } from '../../../i18n/use-language';
import { useFormatters } from '../../../lib/formatting';
import classes from './sme-loans.module.css';

/** What each package covers (the premium plan adds the market study, strategy and presentation). */
const FEATURES: Record<LoanPackageCode, readonly string[]> = {
  financial_plan: ['meeting', 'model', 'ratios'],
  business_plan: ['meeting', 'model', 'ratios', 'market', 'strategy', 'presentation'],
};

/**
 * The two business-plan packages side by side (spec §9: SAR 3,500, 1-2 weeks; SAR 6,000, 2-3
 * weeks; prices net of VAT from the contracts catalogue). With `onSelect` each card is a choice
 * (plus "no package") and `selected` is marked; with `applyPath` each card links there with
 * ?package=code.
 */
export function PackageComparison({
  selected,
  onSelect,
  applyPath,
}: {
  selected?: LoanPackageCode | '';
  onSelect?: (code: LoanPackageCode | '') => void;
  applyPath?: string;
}) {
  const { t } = useTranslation('smeLoans');
  const { language } = useLanguage();
  const format = useFormatters();
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {LOAN_PACKAGES.map((item) => {
          const isSelected = selected === item.code;
          return (
            <Card
              key={item.code}
              withBorder
              radius="md"
              padding="lg"
              className={classes.packageCard}
              data-selected={isSelected || undefined}
            >
              <Stack gap="sm" h="100%">
                <Group justify="space-between" align="flex-start" wrap="nowrap">
                  <Title order={3} size="h4">
                    {language === 'ar' ? item.nameAr : item.nameEn}
                  </Title>
                  {isSelected && <Badge>{t('packages.selected')}</Badge>}
                </Group>
                <div>
                  <Text fz={28} fw={700} lh={1.2}>
                    {format.sar(halalasToSar(BigInt(item.priceHalalas)))}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {t('packages.exclVat')}
                  </Text>
                </div>
                <Text size="sm">
                  {t('packages.delivery', {
                    from: format.number(item.deliveryWeeks[0]),
                    to: format.number(item.deliveryWeeks[1]),
                  })}
                </Text>
                <List
                  spacing={6}
                  size="sm"
                  icon={<IconCheck size={16} color="var(--mantine-color-teal-6)" />}
                  className={classes.grow}
                >
                  {FEATURES[item.code].map((feature) => (
                    <List.Item key={feature}>
                      {t(`packages.feature.${feature}` as 'packages.feature.meeting')}
                    </List.Item>
                  ))}
                </List>
                {onSelect && (
                  <Button
                    variant={isSelected ? 'filled' : 'default'}
                    onClick={() => onSelect(item.code)}
                    aria-pressed={isSelected}
                  >
                    {isSelected ? t('packages.selected') : t('packages.select')}
                  </Button>
                )}
                {applyPath && (
                  <Button component={Link} to={`${applyPath}?package=${item.code}`}>
                    {t('packages.choose')}
                  </Button>
                )}
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
      {onSelect && (
        <UnstyledButton
          className={classes.noneOption}
          data-selected={selected === '' || undefined}
          onClick={() => onSelect('')}
          aria-pressed={selected === ''}
        >
          <Text fw={600}>{t('packages.none')}</Text>
          <Text size="sm" c="dimmed">
            {t('packages.noneText')}
          </Text>
        </UnstyledButton>
      )}
    </Stack>
  );
}
