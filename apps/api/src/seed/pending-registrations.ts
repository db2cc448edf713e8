import { REGISTRATION_JOURNEYS } from '@hissa/contracts/registration/registration-api';
import { REGISTRATION_KINDS } from '@hissa/contracts/registration/registration-journey';
import type { FileStore } from '../modules/files/file-store.ts';
import { recordStoredFiles } from '../modules/files/stored-files.ts';
import { sampleRegistration, sampleRegistrationFiles } from '../modules/registration/registration-samples.ts';
import type { Db } from '../db/client.ts';
import { registrations } from '../db/schema/registrations.ts';

/**
 * One pending registration per journey, with small generated PDF and PNG documents written
 * through `fileStore`, so the admin's review queue has content on a fresh start. The fields
 * are the same on every run (the file ids are random). Runs inside the seed's transaction;
 * the files are written first, so a failed seed can leave unused files in the store.
 */
export async function insertPendingRegistrations(tx: Db, fileStore: FileStore): Promise<number> {
  for (const [index, kind] of REGISTRATION_KINDS.entries()) {
    const journey = REGISTRATION_JOURNEYS[kind];
    const payload = journey.schema.parse(sampleRegistration(kind, `applicant.${kind}@demo.hissa.sa`));
    const account = journey.accountOf(payload);
    const files = [];
    for (const sample of sampleRegistrationFiles(kind)) {
      const blob = await fileStore.put(sample.content, { maxBytes: sample.content.length });
      files.push({ ...blob, field: sample.field, originalName: sample.fileName, contentType: sample.contentType });
    }
    const [row] = await tx
      .insert(registrations)
      .values({
        kind,
        email: account.email,
        firstName: account.firstName,
        lastName: account.lastName,
        firstNameAr: account.firstNameAr,
        lastNameAr: account.lastNameAr,
        payload,
        fileIds: files.map((file) => file.fileId),
        // a day apart, newest last, so the queue's order is the same on every start
        submittedAt: new Date(Date.UTC(2026, 0, 10 + index, 9)),
      })
      .returning({ id: registrations.id });
    if (!row) throw new Error('registration not inserted');
    await recordStoredFiles(tx, { ownerType: 'registration', ownerId: row.id }, files);
  }
  return REGISTRATION_KINDS.length;
}
