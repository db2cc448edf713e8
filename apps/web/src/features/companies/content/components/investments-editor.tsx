import { SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { InvestmentRequestSchema, LONG_TEXT_MAX_LENGTH, type Investment } from '@hissa/contracts/company-profile';
import { BilingualInputs } from './bilingual-inputs';
import { InvestmentsList } from './investments-list';
import { SectionEditor } from './section-editor';
import { SectionItemDialog } from './section-item-dialog';

type InvestmentValues = {
  companyNameEn: string;
  companyNameAr: string;
  ownershipPercentage: string;
  investedOn: string;
  amount: string;
  descriptionEn: string;
  descriptionAr: string;
};

function valuesOf(item: Investment | null): InvestmentValues {
  return {
    companyNameEn: item?.companyNameEn ?? '',
    companyNameAr: item?.companyNameAr ?? '',
    ownershipPercentage: item?.ownershipPercentage ?? '',
    investedOn: item?.investedOn ?? '',
    amount: item?.amount ?? '',
    descriptionEn: item?.descriptionEn ?? '',
    descriptionAr: item?.descriptionAr ?? '',
  };
}

/**
 * The investments section of the profile editor (UpdateInvestmentEndpoint): the company invested in
 * (3 to 50 characters), ownership (at most 100), date, amount in SAR and a description
 * (InvestmentRequestSchema); deleting one asks first.
 */
export function InvestmentsEditor({ items }: { items: Investment[] }) {
  const { t } = useTranslation('companyProfile');
  return (
    <SectionEditor
      section="investments"
      title={t('investments.title')}
      addLabel={t('investments.add')}
      items={items}
      nameOf={(item) => item.companyName}
      render={{
        list: (actions, emptyAction) => <InvestmentsList items={items} actions={actions} emptyAction={emptyAction} />,
        dialog: ({ opened, item, onClose }) => (
          <SectionItemDialog
            section="investments"
            opened={opened}
            onClose={onClose}
            title={item ? t('investments.edit') : t('investments.add')}
            itemId={item?.id ?? null}
            initialValues={valuesOf(item)}
            contract={InvestmentRequestSchema}
          >
            {(inputProps) => (
              <>
                <BilingualInputs
                  base="companyName"
                  label={t('investments.companyName')}
                  inputProps={inputProps}
                  maxLength={50}
                  isRequired
                />
                <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
                  <TextInput
                    label={t('investments.ownership')}
                    description={t('form.percentHint')}
                    inputMode="decimal"
                    dir="ltr"
                    withAsterisk
                    {...inputProps('ownershipPercentage')}
                  />
                  <TextInput
                    label={t('investments.investedOn')}
                    type="date"
                    withAsterisk
                    {...inputProps('investedOn')}
                  />
                  <TextInput
                    label={t('investments.amount')}
                    description={t('form.sarHint')}
                    inputMode="decimal"
                    dir="ltr"
                    {...inputProps('amount')}
                  />
                </SimpleGrid>
                <BilingualInputs
                  base="description"
                  label={t('investments.description')}
                  inputProps={inputProps}
                  maxLength={LONG_TEXT_MAX_LENGTH}
                  isMultiline
                />
              </>
            )}
          </SectionItemDialog>
        ),
      }}
    />
  );
}
