/** Registers the service worker that keeps the app shell for offline use (built apps only: vite dev has none). */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
      // No service worker (a private window, a refused policy): the scanner still works online.
    });
  };
  // After the first screen has what it needs: the install fetches every file of the build.
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
