import http from 'node:http';
import { APP_CODE, APP_CODE_HEADER } from '@diy/domain';

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A live stream over its own connection: what it received, and when it said `: connected` and when it ended. */
export function openStream(port: number, path: string, token: string) {
  let text = '';
  let connected!: () => void;
  const isConnected = new Promise<void>((resolve) => (connected = resolve));
  const ended = new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = http.get(
      { host: '127.0.0.1', port, path, agent: false, headers: { [APP_CODE_HEADER]: APP_CODE, authorization: `Bearer ${token}`, accept: 'text/event-stream' } },
      (res) => {
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
          if (text.includes(': connected')) connected();
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
  });
  return { connected: isConnected, ended };
}

/**
 * A JSON request whose body is sent in two parts: its headers and the first part now (the server has the request in
 * flight, waiting for the rest), the rest when `finish` is called.
 */
export function requestInTwoParts(port: number, path: string, payload: object) {
  const body = JSON.stringify(payload);
  const half = Math.floor(body.length / 2);
  let req!: http.ClientRequest;
  const answer = new Promise<Answer>((resolve, reject) => {
    req = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        agent: false,
        headers: { [APP_CODE_HEADER]: APP_CODE, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      },
    );
    req.on('error', reject);
  });
  req.flushHeaders();
  req.write(body.slice(0, half));
  return { answer, finish: () => req.end(body.slice(half)) };
}

/** A plain GET over a connection of its own. */
export function get(port: number, path: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent: false, headers: { [APP_CODE_HEADER]: APP_CODE } }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      })
      .on('error', reject);
  });
}

/** A promise and the functions that settle it. */
export function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}
