// Stands in for the `qrcode` package while it is not installed (vite.config.ts
// uses it only then): the invite panel shows the join link in words instead.
export function toString(): Promise<string> {
  return Promise.reject(new Error('QR codes need the qrcode package: run npm install.'));
}
