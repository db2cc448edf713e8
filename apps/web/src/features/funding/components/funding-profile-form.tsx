import { Input, SegmentedControl, Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import {
  FUNDING_PROFILE_STATUSES,
  LEAD_INVESTOR_MAX_LENGTH,
  OWNERSHIP_STRUCTURE_MAX_LENGTH,
  UpdateFundingProfileRequestSchema,
  type FundingProfile,
} from '@hissa/contracts/funding';
import { showNotification } from '../../../lib/notify';
import { contractFormSchema } from '../../../lib/contract-form-schema';
import { useLookupList } from '../../../lib/get-lookup-list';
import { useValidatedForm } from '../../../lib/use-validated-form';
import { useSaveFundingProfile } from '../api/save-funding-profile';
import { FormActions } from '../../../components/form-actions';
import { FormSurface } from '../../../components/form-surface';
import { NumberTextInput } from '../../../components/number-text-input';

type ProfileValues = {
  status: string;
  totalTargetFunding: string;
  preMoneyValuation: string;
  fundingType: string;
  leadInvestor: string;
  ownershipStructure: string;
};

function valuesOf(profile: FundingProfile | null): ProfileValues {
  return {
    status: profile?.status ?? 'active',
    totalTargetFunding: profile?.totalTarget ?? '',
    preMoneyValuation: profile?.preMoneyValuation ?? '',
    fundingType: profile?.fundingType?.code ?? '',
    leadInvestor: profile?.leadInvestor ?? '',
    ownershipStructure: profile?.ownershipStructure ?? '',
  };
}

function toRequest(companyId: number) {
  return (values: ProfileValues) => ({
    companyId,
    status: values.status,
    totalTargetFunding: values.totalTargetFunding.trim(),
    preMoneyValuation: values.preMoneyValuation.trim() || null,
    fundingType: values.fundingType,
    leadInvestor: values.leadInvestor.trim() || null,
    ownershipStructure: values.ownershipStructure.trim() || null,
  });
}

/**
 * The company's funding profile form (UpdateFundingProfileEndpoint, decision 005; active or
 * inactive): status, total target and pre-money valuation (SAR, at
 * most 2 decimals), funding type, lead investor and ownership structure. Checked with the
 * contract's UpdateFundingProfileRequestSchema; totals raised and rounds are derived by the server.
 * The parent remounts it (key) when the saved profile changes.
 */
export function FundingProfileForm({ companyId, profile }: { companyId: number; profile: FundingProfile | null }) {
  const { t } = useTranslation('funding');
  const statusLabelId = useId();
  const fundingTypes = useLookupList('funding-types');
  const save = useSaveFundingProfile();
  const { inputProps, onSubmit, applyServerErrors, values, form } = useValidatedForm<ProfileValues>({
    schema: contractFormSchema(UpdateFundingProfileRequestSchema, toRequest(companyId)),
    initialValues: valuesOf(profile),
  });

  const submit = onSubmit((submitted) => {
    save.mutate(UpdateFundingProfileRequestSchema.parse(toRequest(companyId)(submitted)), {
      onSuccess: (answer) => showNotification({ color: 'green', message: answer.message }),
      onError: applyServerErrors,
    });
  });

  return (
    <FormSurface onSubmit={submit} label={t('edit.profileForm')}>
      <Stack gap="md">
        <Input.Wrapper label={t('profile.status')} labelElement="div" labelProps={{ id: statusLabelId }}>
          <SegmentedControl
            aria-labelledby={statusLabelId}
            value={values.status}
            onChange={(status) => form.setFieldValue('status', status)}
            data={FUNDING_PROFILE_STATUSES.map((status) => ({ value: status, label: t(`profileStatus.${status}`) }))}
          />
        </Input.Wrapper>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <NumberTextInput
            label={t('profile.totalTarget')}
            description={t('edit.sarHint')}
            withAsterisk
            {...inputProps('totalTargetFunding')}
          />
          <NumberTextInput
            label={t('profile.preMoneyValuation')}
            description={t('edit.sarHint')}
            {...inputProps('preMoneyValuation')}
          />
          <Select
            label={t('profile.fundingType')}
            data={(fundingTypes.data ?? []).map((item) => ({ value: item.code, label: item.name }))}
            withAsterisk
            allowDeselect={false}
            {...inputProps('fundingType')}
          />
          <TextInput
            label={t('profile.leadInvestor')}
            maxLength={LEAD_INVESTOR_MAX_LENGTH}
            dir="auto"
            {...inputProps('leadInvestor')}
          />
        </SimpleGrid>
        <Textarea
          label={t('profile.ownershipStructure')}
          autosize
          minRows={2}
          maxLength={OWNERSHIP_STRUCTURE_MAX_LENGTH}
          dir="auto"
          {...inputProps('ownershipStructure')}
        />
        <FormActions error={save.error} isPending={save.isPending} submitLabel={t('edit.saveProfile')} />
      </Stack>
    </FormSurface>
  );
}
