/**
 * What the demo admin writes when approving a settled trade (the review note of
 * ApproveTradeEndpoint). A note is one free text that both parties and the admin read as
 * written, whatever their language, so the demo's are written in both languages, English first
 * (decision 047). Picked by position, not by the seed's random draws, so adding a note never
 * changes the rest of the demo data.
 */
const TRADE_APPROVAL_NOTES = [
  'Share transfer recorded in the shareholders’ register. · تم قيد نقل ملكية الأسهم في سجل المساهمين.',
  'Transfer documents and the payment receipt verified. · تم التحقق من مستندات نقل الملكية وإيصال السداد.',
  'Buyer’s identity and the seller’s share certificate verified. · تم التحقق من هوية المشتري وشهادة أسهم البائع.',
  'Board consent to the transfer received; no pre-emption right exercised. · وردت موافقة مجلس الإدارة على نقل الملكية، ولم يُمارَس حق الأولوية.',
] as const;

/** The approval note of the `index`th trade the seed settles (0-based, cycling through the notes). */
export function tradeApprovalNote(index: number): string {
  return TRADE_APPROVAL_NOTES[index % TRADE_APPROVAL_NOTES.length] ?? TRADE_APPROVAL_NOTES[0];
}
