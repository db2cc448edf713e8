/** An English word or phrase and its Arabic counterpart, as written in a trade name. */
export type BilingualWord = { readonly en: string; readonly ar: string };
