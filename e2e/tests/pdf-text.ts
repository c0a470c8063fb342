import { inflateSync } from 'node:zlib';

/**
 * The text a PDF draws, for journeys that read a downloaded document: every content stream (Flate-encoded, as pdf-lib
 * writes them) is inflated and the strings of its text operators (Tj and TJ; literal or hex, WinAnsi) are joined with
 * spaces. Enough for the server's statements, invoices and agreement (standard fonts, no compressed object streams).
 */
export function pdfText(bytes: Buffer): string {
  const raw = bytes.toString('latin1');
  const parts: string[] = [];
  const streamRe = /stream\r?\n/g;
  let m: RegExpExecArray | null;
  while ((m = streamRe.exec(raw))) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) break;
    const chunk = bytes.subarray(start, end);
    let content: string;
    try {
      content = inflateSync(chunk).toString('latin1');
    } catch {
      content = chunk.toString('latin1');
    }
    // Past the whole keyword: from `end` itself, the 'stream' inside 'endstream' matched as the next stream's start,
    // and every stream after the first was read from the wrong offset (one page of a many-page PDF).
    streamRe.lastIndex = end + 'endstream'.length;
    for (const t of content.matchAll(/(<[0-9A-Fa-f\s]*>|\((?:\\.|[^\\)])*\))\s*Tj|\[((?:[^\]])*)\]\s*TJ/g)) {
      if (t[1]) parts.push(decodeString(t[1]));
      else if (t[2]) parts.push([...t[2].matchAll(/<[0-9A-Fa-f\s]*>|\((?:\\.|[^\\)])*\)/g)].map((s) => decodeString(s[0])).join(''));
    }
  }
  return parts.join(' ');
}

function decodeString(token: string): string {
  if (token.startsWith('<')) {
    const hex = token.slice(1, -1).replace(/\s+/g, '');
    return Buffer.from(hex.length % 2 ? `${hex}0` : hex, 'hex').toString('latin1');
  }
  return token
    .slice(1, -1)
    .replace(/\\([nrtbf()\\]|[0-7]{1,3})/g, (_, c: string) => {
      const map: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f', '(': '(', ')': ')', '\\': '\\' };
      return map[c] ?? String.fromCharCode(parseInt(c, 8));
    });
}
