import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import jsQR from 'jsqr';
import sharp from 'sharp';

const run = promisify(execFile);

/** Runs a poppler-utils tool, or fails with what to install when it is missing. */
async function poppler(tool: 'pdftotext' | 'pdfimages', args: string[]): Promise<string> {
  try {
    return (await run(tool, args, { encoding: 'utf8' })).stdout;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      throw new Error(`${tool} is missing: install poppler-utils (apt-get install poppler-utils; .ci/run does)`, {
        cause: error,
      });
    throw error;
  }
}

/** Runs `work` with the PDF bytes saved in a temporary folder, then removes it. */
async function withPdfFile<T>(pdf: Buffer, work: (file: string, dir: string) => Promise<T>): Promise<T> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'hissa-invoice-'));
  try {
    const file = path.join(dir, 'invoice.pdf');
    await fs.writeFile(file, pdf);
    return await work(file, dir);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/** The text of a PDF as `pdftotext` extracts it (logical order for right-to-left runs). */
export function pdfText(pdf: Buffer): Promise<string> {
  return withPdfFile(pdf, (file) => poppler('pdftotext', [file, '-']));
}

/** The text of the QR code in a PNG (sharp's raw RGBA pixels read by jsQR), or null when none is found. */
export async function readQrPng(png: Buffer): Promise<string | null> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? null;
}

/** The texts of every QR code among the pictures embedded in a PDF (extracted with `pdfimages -png`). */
export function pdfQrTexts(pdf: Buffer): Promise<string[]> {
  return withPdfFile(pdf, async (file, dir) => {
    await poppler('pdfimages', ['-png', file, path.join(dir, 'image')]);
    const pictures = (await fs.readdir(dir)).filter((name) => name.endsWith('.png'));
    const texts = await Promise.all(pictures.map(async (name) => readQrPng(await fs.readFile(path.join(dir, name)))));
    return texts.filter((text): text is string => text !== null);
  });
}
