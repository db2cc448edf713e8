import { Alert, Button, Checkbox, Group, Modal, MultiSelect, Select, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PII_ENTITY_TYPES,
  STABILITY_LEVELS,
  TRANSCRIPTION_KEYS,
  TRANSCRIPTION_LANGUAGES,
  type TranscriptionChoice,
  type TranscriptionEngineInfo,
  type TranscriptionEngineKind,
  transcriptionIssues,
  unsupportedByEngine,
} from '@hissa/contracts/meetings/transcription-rules';

/**
 * §2 live transcription configuration (decision 038), with every §5 rule: language
 * identification excludes the fixed language, identification, redaction and a custom model and
 * needs 2+ languages, one per group; identification and redaction exclude each other; only the
 * standard engine offers identification of language, PII, redaction and stability; the medical
 * engine is PHI-only and en-US only. Options this deployment's engine cannot honour are shown
 * disabled with the reason. `onStart` gets the checked choice (the server checks it again).
 */
export function TranscriptionModal({
  opened,
  engine,
  error,
  onClose,
  onStart,
}: {
  opened: boolean;
  engine: TranscriptionEngineInfo;
  error: string | null;
  onClose: () => void;
  onStart: (choice: TranscriptionChoice) => void;
}) {
  const { t } = useTranslation('meetings');
  const server = useTranslation('server').t;
  /** A transcription rule's message (contracts' message keys, the server namespace). */
  const why = (key: string) => server(key as typeof TRANSCRIPTION_KEYS.unsupported);
  const [kind, setKind] = useState<TranscriptionEngineKind>('transcribe');
  const [language, setLanguage] = useState<string>('en-US');
  const [identify, setIdentify] = useState(false);
  const [languageOptions, setLanguageOptions] = useState<string[]>([]);
  const [preferred, setPreferred] = useState<string | null>(null);
  const [model, setModel] = useState('');
  const [isStable, setIsStable] = useState(false);
  const [stability, setStability] = useState<string>('high');
  const [identification, setIdentification] = useState<string | null>(null);
  const [isRedacting, setIsRedacting] = useState(false);
  const [entities, setEntities] = useState<string[]>([]);
  const isMedical = kind === 'transcribe_medical';
  const unsupported = why(TRANSCRIPTION_KEYS.unsupported);

  const choice: TranscriptionChoice = {
    engine: kind,
    ...(!identify && { language }),
    params: {
      ...(identify && { identifyLanguage: true, languageOptions: languageOptions as never }),
      ...(identify && preferred && { preferredLanguage: preferred as never }),
      ...(model.trim() && { languageModelName: model.trim() }),
      ...(isStable && { enablePartialResultsStability: true, partialResultsStability: stability as never }),
      ...(identification && { contentIdentificationType: identification as never }),
      ...(isRedacting && { contentRedactionType: 'PII' as const }),
      ...((identification === 'PII' || isRedacting) && entities.length > 0 && { piiEntityTypes: entities as never }),
    },
  };
  const issues = [...transcriptionIssues(choice), ...unsupportedByEngine(choice, engine)];
  const issueOf = (field: string) => {
    const issue = issues.find((entry) => entry.field === field);
    return issue && why(issue.key);
  };
  /** The reason an option is disabled, or undefined when it is enabled. */
  const disabledBy = (...reasons: (string | false)[]) => reasons.find((reason): reason is string => Boolean(reason));
  const identifyOff = disabledBy(
    isMedical && why(TRANSCRIPTION_KEYS.standardOnly),
    !engine.identifyLanguage && unsupported,
  );
  const languageOff = disabledBy(identify && why(TRANSCRIPTION_KEYS.identifyExcludes));
  const identificationOff = disabledBy(
    identify && why(TRANSCRIPTION_KEYS.identifyExcludes),
    isRedacting && why(TRANSCRIPTION_KEYS.identificationOrRedaction),
    !engine.contentIdentification && unsupported,
  );
  const redactionOff = disabledBy(
    isMedical && why(TRANSCRIPTION_KEYS.standardOnly),
    identify && why(TRANSCRIPTION_KEYS.identifyExcludes),
    Boolean(identification) && why(TRANSCRIPTION_KEYS.identificationOrRedaction),
    !engine.redaction && unsupported,
  );
  const modelOff = disabledBy(
    identify && why(TRANSCRIPTION_KEYS.identifyExcludes),
    !engine.customLanguageModel && unsupported,
  );
  const stabilityOff = disabledBy(
    isMedical && why(TRANSCRIPTION_KEYS.standardOnly),
    !engine.partialResults && unsupported,
  );
  const languageData = TRANSCRIPTION_LANGUAGES.map((code) => ({
    value: code,
    label: code,
    disabled: (isMedical && code !== 'en-US') || !engine.languages.some((supported) => supported === code),
  }));

  return (
    <Modal opened={opened} onClose={onClose} title={t('transcription.title')} size="lg">
      <Stack gap="sm">
        <Select
          label={t('transcription.engine')}
          value={kind}
          allowDeselect={false}
          onChange={(value) => setKind(value === 'transcribe_medical' ? 'transcribe_medical' : 'transcribe')}
          data={[
            { value: 'transcribe', label: t('transcription.standard') },
            { value: 'transcribe_medical', label: t('transcription.medical'), disabled: !engine.medical },
          ]}
          description={!engine.medical ? `${t('transcription.medical')}: ${unsupported}` : undefined}
        />
        <Select
          label={t('transcription.language')}
          value={identify ? null : language}
          allowDeselect={false}
          onChange={(value) => value && setLanguage(value)}
          data={languageData}
          disabled={Boolean(languageOff)}
          description={languageOff}
          error={issueOf('language')}
        />
        <Checkbox
          label={t('transcription.identifyLanguage')}
          checked={identify}
          onChange={(event) => setIdentify(event.currentTarget.checked)}
          disabled={Boolean(identifyOff)}
          description={identifyOff}
        />
        {identify && (
          <Group grow align="flex-start">
            <MultiSelect
              label={t('transcription.languageOptions')}
              data={TRANSCRIPTION_LANGUAGES}
              value={languageOptions}
              onChange={setLanguageOptions}
              error={issueOf('languageOptions')}
            />
            <Select
              label={t('transcription.preferredLanguage')}
              data={languageOptions}
              value={preferred}
              onChange={setPreferred}
              clearable
              error={issueOf('preferredLanguage')}
            />
          </Group>
        )}
        <TextInput
          label={t('transcription.customModel')}
          value={model}
          onChange={(event) => setModel(event.currentTarget.value)}
          disabled={Boolean(modelOff)}
          description={modelOff}
        />
        <Group grow align="flex-start">
          <Checkbox
            label={t('transcription.stability')}
            checked={isStable}
            onChange={(event) => setIsStable(event.currentTarget.checked)}
            disabled={Boolean(stabilityOff)}
            description={stabilityOff}
          />
          <Select
            aria-label={t('transcription.stabilityLevel')}
            data={STABILITY_LEVELS.map((level) => ({ value: level, label: t(`transcription.levels.${level}`) }))}
            value={stability}
            allowDeselect={false}
            onChange={(value) => value && setStability(value)}
            disabled={!isStable}
          />
        </Group>
        <Select
          label={t('transcription.identification')}
          data={[
            { value: 'PII', label: t('transcription.pii'), disabled: isMedical },
            { value: 'PHI', label: t('transcription.phi'), disabled: !isMedical },
          ]}
          value={identification}
          onChange={setIdentification}
          clearable
          disabled={Boolean(identificationOff)}
          description={identificationOff}
          error={issueOf('contentIdentificationType')}
        />
        <Checkbox
          label={t('transcription.redaction')}
          checked={isRedacting}
          onChange={(event) => setIsRedacting(event.currentTarget.checked)}
          disabled={Boolean(redactionOff)}
          description={redactionOff}
        />
        {(identification === 'PII' || isRedacting) && (
          <MultiSelect
            label={t('transcription.entityTypes')}
            data={PII_ENTITY_TYPES}
            value={entities}
            onChange={setEntities}
          />
        )}
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('transcription.cancel')}
          </Button>
          <Button disabled={issues.length > 0} onClick={() => onStart(choice)}>
            {t('transcription.start')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
