/** Where the browser keeps the access token (and, later, the new-user token of the sign-up flow). */
const ACCESS_TOKEN_KEY = 'diy.accessToken';
const NEW_USER_TOKEN_KEY = 'diy.newUserToken';

interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

function memoryStore(): KeyValueStore {
  const map = new Map<string, string>();
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
}

let store: KeyValueStore =
  typeof globalThis.localStorage !== 'undefined' ? globalThis.localStorage : memoryStore();

/** Tests (and non-browser hosts) may swap the backing store. */
export function setTokenStore(next: KeyValueStore): void {
  store = next;
}

export const tokenStorage = {
  getAccessToken: (): string | null => store.getItem(ACCESS_TOKEN_KEY),
  setAccessToken: (token: string): void => store.setItem(ACCESS_TOKEN_KEY, token),
  clearAccessToken: (): void => store.removeItem(ACCESS_TOKEN_KEY),
  getNewUserToken: (): string | null => store.getItem(NEW_USER_TOKEN_KEY),
  setNewUserToken: (token: string): void => store.setItem(NEW_USER_TOKEN_KEY, token),
  clearNewUserToken: (): void => store.removeItem(NEW_USER_TOKEN_KEY),
};
