import { Document, Page, renderToBuffer, StyleSheet, Text, View } from '@react-pdf/renderer';
import { createElement as h } from 'react';
import { registerPdfFonts } from '../../lib/pdf-fonts.ts';

/*
 * Small generated media files for the seed and the tests (house style: factories shared by both):
 * a short WAV tone and a report PDF made with @react-pdf/renderer. Both are recognised by content
 * (file-type) as audio/wav and application/pdf.
 */

/**
 * A mono 8 kHz, 8-bit PCM WAV of a `seconds`-long sine tone at `hertz` (RIFF header, then the
 * samples): about 8 KB per second, enough for a player to load and play.
 */
export function sampleWav(seconds: number, hertz = 440): Buffer {
  const sampleRate = 8000;
  const samples = Math.round(seconds * sampleRate);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + samples, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16); // fmt chunk size
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate, 28); // bytes per second
  header.writeUInt16LE(1, 32); // block align
  header.writeUInt16LE(8, 34); // bits per sample
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(samples, 40);
  const data = Buffer.alloc(samples);
  for (let index = 0; index < samples; index += 1) {
    // a gentle fade in and out so the tone does not click
    const envelope = Math.min(1, index / 400, (samples - index) / 400);
    data[index] = Math.round(128 + 60 * envelope * Math.sin((2 * Math.PI * hertz * index) / sampleRate));
  }
  return Buffer.concat([header, data]);
}

const styles = StyleSheet.create({
  page: { padding: 48, fontFamily: ['NotoSans', 'NotoSansArabic'], fontSize: 11, color: '#1f2933' },
  brand: { fontSize: 10, color: '#0b6e4f', marginBottom: 24 },
  title: { fontSize: 20, fontWeight: 700, marginBottom: 8 },
  titleAr: {
    fontSize: 20,
    fontWeight: 700,
    marginBottom: 8,
    fontFamily: ['NotoSansArabic', 'NotoSans'],
    textAlign: 'right',
  },
  meta: { color: '#5c6670', marginBottom: 20 },
  body: { lineHeight: 1.5, marginBottom: 12 },
  bodyAr: { lineHeight: 1.6, fontFamily: ['NotoSansArabic', 'NotoSans'], textAlign: 'right' },
});

/** A one-page report PDF: the brand line, the English and Arabic titles, the publisher and year, and the summaries. */
export async function sampleReportPdf(report: {
  titleEn: string;
  titleAr: string;
  publisher: string;
  year: number;
  summaryEn: string;
  summaryAr: string;
}): Promise<Buffer> {
  registerPdfFonts();
  return renderToBuffer(
    h(
      Document,
      { title: report.titleEn, author: report.publisher },
      h(
        Page,
        { size: 'A4', style: styles.page },
        h(Text, { style: styles.brand }, 'Hissa | حصة'),
        h(Text, { style: styles.title }, report.titleEn),
        h(Text, { style: styles.titleAr }, report.titleAr),
        h(Text, { style: styles.meta }, `${report.publisher} · ${report.year}`),
        h(
          View,
          null,
          h(Text, { style: styles.body }, report.summaryEn),
          h(Text, { style: styles.bodyAr }, report.summaryAr),
        ),
      ),
    ),
  );
}
