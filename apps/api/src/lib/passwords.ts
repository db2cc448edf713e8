import { randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { PASSWORD_SPECIAL_CHARACTERS } from '@hissa/contracts/auth';

/**
 * argon2id hash of `password` with the library defaults (19 MiB, 2 passes, 1 lane: the OWASP
 * recommendation), as a PHC string ($argon2id$v=19$...). About 20-40 ms.
 */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

let dummyHash: Promise<string> | undefined;

/**
 * True when `password` matches `passwordHash`. With no hash (unknown account) it still does
 * the same argon2 work against a throw-away hash and answers false, so the answer time does
 * not reveal which e-mails have accounts.
 */
export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  if (passwordHash === undefined) {
    dummyHash ??= hashPassword('no account has this password');
    await verify(await dummyHash, password);
    return false;
  }
  return verify(passwordHash, password);
}

const PASSWORD_CLASSES = [
  'abcdefghijkmnopqrstuvwxyz',
  'ABCDEFGHJKLMNPQRSTUVWXYZ',
  '23456789',
  PASSWORD_SPECIAL_CHARACTERS,
];

/**
 * A random temporary password of `length` characters (16 by default, about 95 bits) with at least
 * one lowercase letter, uppercase letter, digit and special character ($@!%*?&), so it passes the
 * new-password rules. Look-alike characters (l, I, O, 0, 1) are left out: the applicant copies it
 * from an e-mail.
 */
export function generateTemporaryPassword(length = 16): string {
  const pick = (alphabet: string) => alphabet.charAt(randomInt(alphabet.length));
  const all = PASSWORD_CLASSES.join('');
  const characters = [
    ...PASSWORD_CLASSES.map(pick),
    ...Array.from({ length: length - PASSWORD_CLASSES.length }, () => pick(all)),
  ];
  // Fisher-Yates with a CSPRNG, so the required classes are not always at the start
  for (let index = characters.length - 1; index > 0; index--) {
    const other = randomInt(index + 1);
    [characters[index], characters[other]] = [characters[other] ?? '', characters[index] ?? ''];
  }
  return characters.join('');
}
