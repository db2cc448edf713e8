import { hash, verify } from '@node-rs/argon2';

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
