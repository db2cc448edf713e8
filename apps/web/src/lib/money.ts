import { halalasToSar, sarToHalalas } from '@hissa/contracts/money';

/**
 * What `quantity` shares at `price` come to, as a SAR decimal string ('1250.5' x 3 -> '3751.50'),
 * computed in halalas so that no float ever touches money. `price` is a SAR decimal string with
 * at most two decimals (the price pattern of the trading rules); `quantity` a whole number.
 */
export function sharesValue(price: string, quantity: number): string {
  return halalasToSar(sarToHalalas(price) * BigInt(quantity));
}
