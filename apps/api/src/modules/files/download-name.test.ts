import { describe, expect, it } from 'vitest';
import { attachmentDisposition, downloadFileName } from './download-name.ts';

describe('downloadFileName', () => {
  it('gives the extension of the detected type, whatever the uploaded name said', () => {
    expect(downloadFileName('report.exe', 'application/pdf')).toBe('report.pdf');
    expect(downloadFileName('report', 'application/pdf')).toBe('report.pdf');
    expect(downloadFileName('invoice.pdf.exe', 'application/pdf')).toBe('invoice.pdf.pdf');
    expect(downloadFileName('logo.pdf', 'image/png')).toBe('logo.png');
    expect(downloadFileName('photo.JPEG', 'image/jpeg')).toBe('photo.JPEG');
    expect(downloadFileName('photo.jpg', 'image/jpeg')).toBe('photo.jpg');
    expect(downloadFileName('scan.png', 'image/jpeg')).toBe('scan.jpg');
    expect(downloadFileName('data.csv', 'application/x-unknown')).toBe('data.bin');
  });

  it('strips bidirectional controls, so a name cannot read backwards', () => {
    // "cod\u202Efdp.exe" shows as "codexe.pdf" but is an .exe
    expect(downloadFileName('cod\u202efdp.exe', 'application/pdf')).toBe('codfdp.pdf');
    const controls = [
      '\u202a',
      '\u202b',
      '\u202c',
      '\u202d',
      '\u202e',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
      '\u200e',
      '\u200f',
      '\u061c',
    ];
    expect(downloadFileName(`a${controls.join('')}b.pdf`, 'application/pdf')).toBe('ab.pdf');
  });

  it('strips path, wildcard and control characters, and dots and spaces at the ends', () => {
    expect(downloadFileName('../../etc/passwd', 'application/pdf')).toBe('etcpasswd.pdf');
    expect(downloadFileName('C:\\Windows\\system32\\evil.pdf', 'application/pdf')).toBe('CWindowssystem32evil.pdf');
    expect(downloadFileName('a:b*c?d"e<f>g|h.pdf', 'application/pdf')).toBe('abcdefgh.pdf');
    expect(downloadFileName('line\r\nbreak\ttab\u0000nul\u007f\u0085.pdf', 'application/pdf')).toBe(
      'linebreaktabnul.pdf',
    );
    expect(downloadFileName('  .hidden. .pdf', 'application/pdf')).toBe('hidden.pdf');
  });

  it('keeps Arabic names, and names nothing is left of, or that Windows reserves, "file"', () => {
    expect(downloadFileName('عقد التأسيس.pdf', 'application/pdf')).toBe('عقد التأسيس.pdf');
    expect(downloadFileName('\u202e/\\.pdf', 'application/pdf')).toBe('file.pdf');
    expect(downloadFileName('', 'image/png')).toBe('file.png');
    expect(downloadFileName('CON.pdf', 'application/pdf')).toBe('file.pdf');
    expect(downloadFileName(`${'x'.repeat(300)}.pdf`, 'application/pdf')).toBe(`${'x'.repeat(100)}.pdf`);
  });
});

describe('attachmentDisposition', () => {
  it('sends an ASCII filename and the exact name as filename* (RFC 6266 and 5987)', () => {
    expect(attachmentDisposition('report.pdf')).toBe(`attachment; filename="report.pdf"; filename*=UTF-8''report.pdf`);
    expect(attachmentDisposition('عقد التأسيس.pdf')).toBe(
      `attachment; filename="file.pdf"; filename*=UTF-8''%D8%B9%D9%82%D8%AF%20%D8%A7%D9%84%D8%AA%D8%A3%D8%B3%D9%8A%D8%B3.pdf`,
    );
    expect(attachmentDisposition('Café menu (final) 100%.pdf')).toBe(
      `attachment; filename="Cafe menu (final) 100.pdf"; filename*=UTF-8''Caf%C3%A9%20menu%20%28final%29%20100%25.pdf`,
    );
    expect(attachmentDisposition("it's*.pdf")).toBe(`attachment; filename="it's*.pdf"; filename*=UTF-8''it%27s%2A.pdf`);
  });

  it('decodes back to the name', () => {
    for (const name of ['عقد التأسيس.pdf', 'Café (1).png', "a'b*c.jpg"]) {
      const encoded = /filename\*=UTF-8''(.+)$/.exec(attachmentDisposition(name))?.[1] ?? '';
      expect(/^[A-Za-z0-9!#$&+\-.^_`|~%]+$/.test(encoded)).toBe(true);
      expect(decodeURIComponent(encoded)).toBe(name);
    }
  });
});
