import { useTranslation } from 'react-i18next';
import { DetailList } from '../../../components/detail-list';
import { DetailSection } from '../../../components/detail-section';
import { LtrText } from '../../../components/ltr-text';
import { useIndividualProfile } from '../api/get-individual-profile';
import { MyProfileView, ProfileText } from './my-profile-layout';

/**
 * My individual profile (dashboard/{shareholder|investor}/individual-profile;
 * IndividualProfileEndpoint): personal details, investment profile (type, geographic and industry
 * focus, strategy, biography), contact, previous investments; Edit opens update-individual-profile.
 */
export function IndividualProfilePage() {
  const { t } = useTranslation('investors');
  const profile = useIndividualProfile();

  return (
    <MyProfileView subtitle={t('account.individualSubtitle')} editPage="update-individual-profile" query={profile}>
      {({ values, ...data }) => (
        <>
          <DetailSection title={t('account.personal')}>
            <DetailList
              items={[
                {
                  label: t('fields.name'),
                  value: [data.names.title, values.firstName, values.lastName].filter(Boolean).join(' '),
                },
                { label: t('fields.companyName'), value: values.companyName },
                { label: t('fields.designation'), value: data.names.designation },
                { label: t('fields.country'), value: data.names.country },
                { label: t('fields.city'), value: data.names.city },
              ]}
            />
          </DetailSection>
          <DetailSection title={t('account.investment')}>
            <DetailList
              items={[
                { label: t('fields.investorType'), value: data.names.investorType },
                {
                  label: t('fields.geographicalFocus'),
                  value: data.names.geographicalFocus.join(t('account.listSeparator')),
                },
                { label: t('fields.industryFocus'), value: data.names.industryFocus.join(t('account.listSeparator')) },
                { label: t('fields.investmentStrategy'), value: values.investmentStrategy },
              ]}
            />
            <ProfileText label={t('fields.biography')} text={values.biography} />
          </DetailSection>
          <DetailSection title={t('account.contact')}>
            <DetailList
              items={[
                { label: t('fields.mobile1'), value: values.mobile1 && <LtrText>{values.mobile1}</LtrText> },
                { label: t('fields.mobile2'), value: values.mobile2 && <LtrText>{values.mobile2}</LtrText> },
                { label: t('fields.email1'), value: values.email1 && <LtrText>{values.email1}</LtrText> },
                { label: t('fields.email2'), value: values.email2 && <LtrText>{values.email2}</LtrText> },
                {
                  label: t('fields.linkedInUrl'),
                  value: values.linkedInUrl && <LtrText>{values.linkedInUrl}</LtrText>,
                },
              ]}
            />
          </DetailSection>
        </>
      )}
    </MyProfileView>
  );
}
