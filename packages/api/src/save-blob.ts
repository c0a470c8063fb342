/**
 * Saves a downloaded file through a temporary <a download> with an object URL. Its own module, apart from the sign-up
 * endpoints: a lazy screen that downloads a file (the scanner's Sell tab, reports) then does not bring the sign-up
 * forms and their schemas (and the zod they use) into the app's bundle.
 */
export function saveBlobAs(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the address is released.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
