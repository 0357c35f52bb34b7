// The QR code of a join link, as SVG markup, from the `qrcode` package. It is
// loaded on first use: only the invite panel needs it.
//
// `qrcode` and `@types/qrcode` are in package.json; until `npm install` has
// fetched them, vite.config.ts points the import at qr-missing.ts (which
// refuses) and the panel shows the link in words only.

interface QrLib {
  toString(text: string, options: { type: 'svg'; margin?: number; errorCorrectionLevel?: 'L' | 'M' | 'Q' | 'H' }): Promise<string>;
}

export async function qrSvg(text: string): Promise<string> {
  // eslint-disable-next-line @typescript-eslint/ban-ts-comment -- remove with the line below once @types/qrcode is installed
  // @ts-ignore -- no types until `npm install` fetches @types/qrcode
  const mod = (await import('qrcode')) as unknown as QrLib & { default?: QrLib };
  const lib = mod.default ?? mod;
  // A quiet margin of one module is enough on a screen; M survives a phone camera's glare.
  return lib.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
}
