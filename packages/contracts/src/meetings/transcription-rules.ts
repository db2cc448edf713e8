import { z } from 'zod';

/*
 * Live transcription (meeting-and-shell §3 choices, §5 rules, §9 languages; decision 038): the
 * options of start_transcription, the rules between them, what an engine can honour, and the
 * caption segments the server sends and stores. Message keys are those of messages/{en,ar}.json.
 */

/** Message keys of the transcription rules and answers. */
export const TRANSCRIPTION_KEYS = {
  identifyExcludes: 'meetings.transcription.identifyExcludes',
  identifyNeedsLanguages: 'meetings.transcription.identifyNeedsLanguages',
  onePerGroup: 'meetings.transcription.onePerGroup',
  preferredNotListed: 'meetings.transcription.preferredNotListed',
  identificationOrRedaction: 'meetings.transcription.identificationOrRedaction',
  standardOnly: 'meetings.transcription.standardOnly',
  medicalPhiOnly: 'meetings.transcription.medicalPhiOnly',
  medicalEnUsOnly: 'meetings.transcription.medicalEnUsOnly',
  phiMedicalOnly: 'meetings.transcription.phiMedicalOnly',
  languageRequired: 'meetings.transcription.languageRequired',
  unsupported: 'meetings.transcription.unsupported',
  badParams: 'meetings.transcription.badParams',
  alreadyOn: 'meetings.transcription.alreadyOn',
  notOn: 'meetings.transcription.notOn',
  started: 'meetings.transcription.started',
  stopped: 'meetings.transcription.stopped',
} as const;

/** §9: the transcription languages. */
export const TRANSCRIPTION_LANGUAGES = [
  'en-US',
  'en-GB',
  'en-AU',
  'es-US',
  'fr-CA',
  'fr-FR',
  'it-IT',
  'de-DE',
  'pt-BR',
  'ja-JP',
  'ko-KR',
  'zh-CN',
] as const;
export type TranscriptionLanguage = (typeof TRANSCRIPTION_LANGUAGES)[number];

/** §5 "one from each group": a language group is the language part of the code (en, fr…). */
export function languageGroupOf(language: string): string {
  return language.split('-')[0] ?? language;
}

/** §3: the engines, standard and medical (the spec's query values). */
export const TRANSCRIPTION_ENGINES = ['transcribe', 'transcribe_medical'] as const;
export type TranscriptionEngineKind = (typeof TRANSCRIPTION_ENGINES)[number];
/** §3: partial-results stability, default high. */
export const STABILITY_LEVELS = ['low', 'medium', 'high'] as const;
export const DEFAULT_STABILITY = 'high';
/** §3: content identification PII or PHI; redaction PII only. */
export const CONTENT_IDENTIFICATION_TYPES = ['PII', 'PHI'] as const;
/** §3: the PII entity types of identification and redaction. */
export const PII_ENTITY_TYPES = [
  'BANK_ROUTING',
  'CREDIT_DEBIT_NUMBER',
  'CREDIT_DEBIT_CVV',
  'CREDIT_DEBIT_EXPIRY',
  'PIN',
  'EMAIL',
  'ADDRESS',
  'NAME',
  'PHONE',
  'SSN',
] as const;

const invalid = 'validation.invalidValue';

/** §3 transcription parameters (start_transcription's transcriptionStreamParams, a JSON string). */
export const TranscriptionStreamParamsSchema = z.object({
  contentIdentificationType: z.enum(CONTENT_IDENTIFICATION_TYPES, invalid).optional(),
  contentRedactionType: z.literal('PII', invalid).optional(),
  piiEntityTypes: z.array(z.enum(PII_ENTITY_TYPES, invalid)).max(PII_ENTITY_TYPES.length).optional(),
  languageModelName: z.string().trim().max(200, 'validation.tooLong').optional(),
  identifyLanguage: z.boolean().optional(),
  languageOptions: z.array(z.enum(TRANSCRIPTION_LANGUAGES, invalid)).max(TRANSCRIPTION_LANGUAGES.length).optional(),
  preferredLanguage: z.enum(TRANSCRIPTION_LANGUAGES, invalid).optional(),
  enablePartialResultsStability: z.boolean().optional(),
  partialResultsStability: z.enum(STABILITY_LEVELS, invalid).optional(),
});
export type TranscriptionStreamParams = z.infer<typeof TranscriptionStreamParamsSchema>;

/** One transcription choice: engine, fixed language (absent with identification) and parameters. */
export type TranscriptionChoice = {
  engine: TranscriptionEngineKind;
  language?: string;
  params: TranscriptionStreamParams;
};

/** A broken rule: which option and the message key saying why. */
export type TranscriptionIssue = { field: string; key: string };

/**
 * §5 rules of the live transcription options (the modal shows them, the server enforces them):
 * identify-language excludes the fixed language, identification, redaction and a custom model,
 * and needs at least 2 languages, at most one per group, the optional preferred one among them;
 * identification and redaction exclude each other; only the standard engine offers language
 * identification, PII and redaction and stability; the medical engine is for PHI only and
 * en-US only; PHI is for the medical engine.
 */
export function transcriptionIssues({ engine, language, params }: TranscriptionChoice): TranscriptionIssue[] {
  const issues: TranscriptionIssue[] = [];
  const add = (field: string, key: string) => issues.push({ field, key });
  const medical = engine === 'transcribe_medical';
  if (params.identifyLanguage) {
    if (language) add('language', TRANSCRIPTION_KEYS.identifyExcludes);
    if (params.contentIdentificationType) add('contentIdentificationType', TRANSCRIPTION_KEYS.identifyExcludes);
    if (params.contentRedactionType) add('contentRedactionType', TRANSCRIPTION_KEYS.identifyExcludes);
    if (params.languageModelName) add('languageModelName', TRANSCRIPTION_KEYS.identifyExcludes);
    const options = params.languageOptions ?? [];
    if (options.length < 2) add('languageOptions', TRANSCRIPTION_KEYS.identifyNeedsLanguages);
    const groups = new Set(options.map(languageGroupOf));
    if (groups.size !== options.length) add('languageOptions', TRANSCRIPTION_KEYS.onePerGroup);
    if (params.preferredLanguage && !options.includes(params.preferredLanguage))
      add('preferredLanguage', TRANSCRIPTION_KEYS.preferredNotListed);
  } else if (!language) {
    add('language', TRANSCRIPTION_KEYS.languageRequired);
  }
  if (params.contentIdentificationType && params.contentRedactionType)
    add('contentRedactionType', TRANSCRIPTION_KEYS.identificationOrRedaction);
  if (medical) {
    if (params.identifyLanguage) add('identifyLanguage', TRANSCRIPTION_KEYS.standardOnly);
    if (params.contentRedactionType) add('contentRedactionType', TRANSCRIPTION_KEYS.standardOnly);
    if (params.enablePartialResultsStability) add('enablePartialResultsStability', TRANSCRIPTION_KEYS.standardOnly);
    if (params.contentIdentificationType === 'PII') add('contentIdentificationType', TRANSCRIPTION_KEYS.medicalPhiOnly);
    if (language && language !== 'en-US') add('language', TRANSCRIPTION_KEYS.medicalEnUsOnly);
  } else if (params.contentIdentificationType === 'PHI') {
    add('contentIdentificationType', TRANSCRIPTION_KEYS.phiMedicalOnly);
  }
  return issues;
}

/** What a transcription engine can honour; the options it cannot are shown disabled with a reason. */
export const TranscriptionEngineInfoSchema = z.object({
  /** The engine running here, or null: none (start_transcription answers 501). */
  engine: z.enum(['pocketsphinx', 'fake']).nullable(),
  /** offline-basic: an offline engine of basic accuracy (labelled so in the meeting). */
  quality: z.enum(['offline-basic', 'test']).nullable(),
  languages: z.array(z.enum(TRANSCRIPTION_LANGUAGES)),
  medical: z.boolean(),
  identifyLanguage: z.boolean(),
  contentIdentification: z.boolean(),
  redaction: z.boolean(),
  customLanguageModel: z.boolean(),
  partialResults: z.boolean(),
});
export type TranscriptionEngineInfo = z.infer<typeof TranscriptionEngineInfoSchema>;

/** The options of `choice` that the engine cannot honour (each with the 'unsupported' key). */
export function unsupportedByEngine(
  choice: TranscriptionChoice,
  engine: TranscriptionEngineInfo,
): TranscriptionIssue[] {
  const { params } = choice;
  const issue = (field: string): TranscriptionIssue => ({ field, key: TRANSCRIPTION_KEYS.unsupported });
  return [
    choice.engine === 'transcribe_medical' && !engine.medical && issue('engine'),
    choice.language && !engine.languages.some((code) => code === choice.language) && issue('language'),
    params.identifyLanguage && !engine.identifyLanguage && issue('identifyLanguage'),
    params.contentIdentificationType && !engine.contentIdentification && issue('contentIdentificationType'),
    params.contentRedactionType && !engine.redaction && issue('contentRedactionType'),
    params.languageModelName && !engine.customLanguageModel && issue('languageModelName'),
    params.enablePartialResultsStability && !engine.partialResults && issue('enablePartialResultsStability'),
  ].filter((entry): entry is TranscriptionIssue => typeof entry === 'object');
}

/** One caption: who spoke, what, when (ms since the transcription started), partial or final. */
export const TranscriptSegmentSchema = z.object({
  attendeeId: z.string(),
  name: z.string(),
  text: z.string(),
  startMs: z.number().int().min(0),
  endMs: z.number().int().min(0),
  isPartial: z.boolean(),
});
export type TranscriptSegment = z.infer<typeof TranscriptSegmentSchema>;

/** The meeting's transcription now: on (with its language and engine) or off. */
export const TranscriptionStatusSchema = z.object({
  isOn: z.boolean(),
  language: z.string().nullable(),
  engine: TranscriptionEngineInfoSchema.shape.engine,
  quality: TranscriptionEngineInfoSchema.shape.quality,
});
export type TranscriptionStatus = z.infer<typeof TranscriptionStatusSchema>;

/** The transcript call's answer: the status and the saved (final) segments, oldest first. */
export const TranscriptSchema = z.object({
  status: TranscriptionStatusSchema,
  segments: z.array(TranscriptSegmentSchema),
});

/** Audio the browsers send for transcription: 16 kHz mono signed 16-bit little-endian PCM. */
export const TRANSCRIPTION_SAMPLE_RATE = 16_000;
/** Largest binary audio frame accepted (bytes): one second of audio. */
export const TRANSCRIPTION_MAX_FRAME_BYTES = TRANSCRIPTION_SAMPLE_RATE * 2;
