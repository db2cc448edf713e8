import { and, eq } from 'drizzle-orm';
import { ERROR_KEYS } from '@hissa/contracts/errors';
import {
  PROVIDER_PROFILE_KEYS as K,
  type ProviderPicturesOrderRequestSchema,
} from '@hissa/contracts/services-marketplace/provider-content';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { providerPictures } from '../../db/schema/provider-content.ts';
import { AppError } from '../../plugins/errors.ts';

/**
 * Writes the pictures of provider `providerId`'s item in the order given (display_order 0, 1,
 * ...), inside `tx` (the caller holds the provider's lock). Errors: 400 validation with
 * providerProfile.pictureOrderMismatch on body.pictureIds unless `pictureIds` are exactly the
 * item's pictures, each once; nothing is changed then.
 */
export async function writePictureOrder(
  tx: Db,
  providerId: number,
  { kind, ownerId, pictureIds }: z.output<typeof ProviderPicturesOrderRequestSchema>,
): Promise<void> {
  const held = await tx
    .select({ id: providerPictures.id })
    .from(providerPictures)
    .where(
      and(
        eq(providerPictures.providerId, providerId),
        eq(providerPictures.kind, kind),
        eq(providerPictures.ownerId, ownerId),
      ),
    );
  const heldIds = new Set(held.map((picture) => picture.id));
  const isSameSet =
    new Set(pictureIds).size === pictureIds.length &&
    pictureIds.length === heldIds.size &&
    pictureIds.every((id) => heldIds.has(id));
  if (!isSameSet)
    throw new AppError(400, ERROR_KEYS.validation, {}, [{ field: 'body.pictureIds', key: K.pictureOrderMismatch }]);
  for (const [position, id] of pictureIds.entries())
    await tx.update(providerPictures).set({ displayOrder: position }).where(eq(providerPictures.id, id));
}

/** The display_order a new picture of an item takes: after its last one (0 for the first). */
export async function nextPictureOrder(tx: Db, sameOwner: ReturnType<typeof and>): Promise<number> {
  const rows = await tx.select({ order: providerPictures.displayOrder }).from(providerPictures).where(sameOwner);
  return rows.reduce((next, row) => Math.max(next, row.order + 1), 0);
}
