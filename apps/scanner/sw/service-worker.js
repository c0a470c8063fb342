/* The gate scanner's service worker (built into dist/sw.js by apps/scanner/vite.config.ts, which fills in the
 * build's files and version). It keeps the app shell, so the scanner opens with no network:
 * - install: every file of the build (content-hashed /assets/*, the icons, the manifest, index.html) is cached;
 * - pages: the network first, the cached index.html when it fails or takes over 3 s (patchy mobile data);
 * - /assets/*: the cache first (their names change with their content);
 * - /env.js: the network first, the cached copy offline;
 * - /api and anything of another origin: never touched here.
 */
const VERSION = '__SW_VERSION__';
const PRECACHE = __SW_PRECACHE__;
const CACHE = `diy-scanner-${VERSION}`;
const NETWORK_TIMEOUT_MS = 3000;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(['/', '/env.js', ...PRECACHE]))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith('diy-scanner-') && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

/** The network's answer, or null when it fails or is slower than the timeout; a good answer refreshes the cache. */
function fromNetwork(request, cacheKey) {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), NETWORK_TIMEOUT_MS);
    fetch(request)
      .then((response) => {
        clearTimeout(timer);
        if (response.ok) {
          const copy = response.clone();
          caches.open(CACHE).then((cache) => cache.put(cacheKey, copy));
        }
        resolve(response);
      })
      .catch(() => {
        clearTimeout(timer);
        resolve(null);
      });
  });
}

async function networkFirst(request, cacheKey) {
  const response = await fromNetwork(request, cacheKey);
  if (response) return response;
  const cached = await caches.match(cacheKey);
  return cached || Response.error();
}

async function cacheFirst(request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const copy = response.clone();
    caches.open(CACHE).then((cache) => cache.put(request, copy));
  }
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') {
    event.respondWith(networkFirst(request, '/'));
  } else if (url.pathname === '/env.js') {
    event.respondWith(networkFirst(request, '/env.js'));
  } else if (url.pathname.startsWith('/assets/') || PRECACHE.includes(url.pathname)) {
    event.respondWith(cacheFirst(request));
  }
});
