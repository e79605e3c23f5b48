import { extractText } from 'unpdf';

/** The text a PDF reader finds in a PDF, all pages as one string. */
export async function pdfText(pdf: Buffer | Uint8Array): Promise<string> {
  const { text } = await extractText(new Uint8Array(pdf), { mergePages: true });
  return text;
}
