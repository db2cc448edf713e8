import { REGISTRATION_KEYS as K, REGISTRATION_MAX_FILE_BYTES } from '@hissa/contracts/registration/registration-rules';
import type { FileFieldRule } from '@hissa/contracts/registration/registration-journey';

const DOCUMENT_EXTENSIONS = ['pdf', 'png', 'jpeg', 'jpg'];
const IMAGE_EXTENSIONS = ['png', 'jpeg', 'jpg'];

/**
 * The client-side check of a chosen file (a comfort: the server judges by content, decision 003):
 * the spec's messages for a missing file and a file of 2 MB or more (in messages/{en,ar}.json), and
 * the allowed types (DOCUMENT_CONTENT_TYPES, IMAGE_CONTENT_TYPES). Returns a message key of the
 * server namespace, or null.
 */
export function checkRegistrationFile(
  file: File | null | undefined,
  rule: Pick<FileFieldRule, 'kind' | 'isRequired'>,
): string | null {
  if (!file) return rule.isRequired ? K.fileRequired : null;
  if (file.size > REGISTRATION_MAX_FILE_BYTES) return K.fileTooLarge;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const allowed = rule.kind === 'image' ? IMAGE_EXTENSIONS : DOCUMENT_EXTENSIONS;
  if (!allowed.includes(extension)) return rule.kind === 'image' ? K.imageType : K.documentType;
  return null;
}

/**
 * The rule of the multipart file field `name`: a journey's file (`idDocument`) or the file of
 * an item of a repeated group (`keyMembers.0.photo`, see fileFieldName in contracts).
 */
export function fileRuleOf(rules: readonly FileFieldRule[], name: string): FileFieldRule | undefined {
  return rules.find((rule) =>
    rule.repeatedIn === undefined
      ? rule.field === name
      : new RegExp(`^${rule.repeatedIn}\\.\\d+\\.${rule.field}$`).test(name),
  );
}
