// The QR code of a join link, as SVG markup. The `qrcode` package is loaded on
// first use: only the invite panel needs it.
import type * as QRCode from 'qrcode';

export async function qrSvg(text: string): Promise<string> {
  const mod = (await import('qrcode')) as typeof QRCode & { default?: typeof QRCode };
  const lib = mod.default ?? mod;
  // A quiet margin of one module is enough on a screen; M survives a phone camera's glare.
  return lib.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
}
