/**
 * The ids of requests.json (npm run record:screens): a request may bind names to values of its answer, and later
 * requests use them as {name}. Ids the seed makes at random (a session's id, an organiser's, a barcode) are found this
 * way on every recording, so a story never carries a copy of one.
 */

/** One recorded request: 'GET /api/...', or the request with a body, headers and the ids its answer gives. */
export type RecordedRequest =
  | string
  | {
      /** 'METHOD /api/path?query'; {name} is an id bound by an earlier answer. */
      request: string;
      body?: unknown;
      headers?: Record<string, string>;
      /** name -> where the id is in the answer's body: dot-separated keys and array indexes, or [field=value]. */
      bind?: Record<string, string>;
    }
  | {
      /**
       * Puts a draft under review as the API tests do (the real server's `submitForReview`): the demo events have no
       * banners on this server, so a draft copy of a live event cannot pass the submit checks through the API.
       */
      submitForReview: string;
    };

type Resolved = Extract<RecordedRequest, { request: string }>;

const NAME = /\{(\w+)\}/g;

function substitute(text: string, ids: Readonly<Record<string, string>>): string {
  return text.replace(NAME, (whole, name: string) => {
    const id = ids[name];
    if (id === undefined) throw new Error(`requests.json: ${whole} is not bound by an earlier request`);
    return id;
  });
}

/** The request with every {name} of its address, body and headers replaced by the bound id. */
export function resolveIds(entry: Resolved, ids: Readonly<Record<string, string>>): Resolved {
  return {
    ...entry,
    request: substitute(entry.request, ids),
    ...(entry.body === undefined ? {} : { body: JSON.parse(substitute(JSON.stringify(entry.body), ids)) as unknown }),
    ...(entry.headers ? { headers: Object.fromEntries(Object.entries(entry.headers).map(([k, v]) => [k, substitute(v, ids)])) } : {}),
  };
}

/**
 * The value at `path` in an answer's body: 'data.sessions.0.sessionId', or a segment '[field=value]' for the first
 * item of a list whose field has that value ('data.results.[title=Tumhari Amrita].draftId'). A path that finds no
 * text or number throws, naming the request (`from`), so a changed seed fails the recording, not a story.
 */
export function boundValue(body: unknown, path: string, from: string): string {
  let at: unknown = body;
  for (const segment of path.split('.')) {
    const match = /^\[(\w+)=(.*)\]$/.exec(segment);
    if (match && Array.isArray(at)) {
      const [, field = '', value] = match;
      at = (at as Record<string, unknown>[]).find((item) => String(item?.[field]) === value);
    } else if (at !== null && typeof at === 'object') {
      at = (at as Record<string, unknown>)[segment];
    } else {
      at = undefined;
    }
  }
  if (typeof at !== 'string' && typeof at !== 'number') throw new Error(`requests.json: ${path} finds no id in the answer to ${from}`);
  return String(at);
}
