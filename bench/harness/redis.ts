import net from 'node:net';

/** The server's Redis key prefix (apps/server/src/app.ts: `redisPrefix ?? 'qa:'`). */
const SERVER_PREFIX = 'qa:';

type Reply = string | number | null | Reply[];

/** Parses one RESP reply at `offset`; undefined when the buffer does not hold all of it yet. */
function parse(buffer: Buffer, offset: number): { value: Reply; end: number } | undefined {
  const lineEnd = buffer.indexOf('\r\n', offset);
  if (lineEnd < 0) return undefined;
  const type = String.fromCharCode(buffer[offset]!);
  const line = buffer.toString('utf8', offset + 1, lineEnd);
  const next = lineEnd + 2;
  switch (type) {
    case '+':
      return { value: line, end: next };
    case '-':
      throw new Error(`Redis: ${line}`);
    case ':':
      return { value: Number(line), end: next };
    case '$': {
      const length = Number(line);
      if (length < 0) return { value: null, end: next };
      if (buffer.length < next + length + 2) return undefined;
      return { value: buffer.toString('utf8', next, next + length), end: next + length + 2 };
    }
    case '*': {
      const count = Number(line);
      const items: Reply[] = [];
      let at = next;
      for (let i = 0; i < count; i += 1) {
        const item = parse(buffer, at);
        if (!item) return undefined;
        items.push(item.value);
        at = item.end;
      }
      return { value: items, end: at };
    }
    default:
      throw new Error(`Redis: unexpected reply type ${type}`);
  }
}

/** Runs commands one after another on one connection (enough for a little housekeeping). */
async function withRedis<T>(
  url: string,
  work: (command: (...args: string[]) => Promise<Reply>) => Promise<T>,
): Promise<T> {
  const parsed = new URL(url);
  const socket = net.connect(Number(parsed.port || 6379), parsed.hostname);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  let buffer = Buffer.alloc(0);
  let waiting: { resolve(value: Reply): void; reject(error: Error): void } | undefined;
  socket.on('data', (chunk: Buffer) => {
    buffer = Buffer.concat([buffer, chunk]);
    const current = waiting;
    if (!current) return;
    try {
      const reply = parse(buffer, 0);
      if (!reply) return;
      buffer = buffer.subarray(reply.end);
      waiting = undefined;
      current.resolve(reply.value);
    } catch (error) {
      waiting = undefined;
      current.reject(error as Error);
    }
  });
  const command = (...args: string[]) =>
    new Promise<Reply>((resolve, reject) => {
      waiting = { resolve, reject };
      socket.write(
        `*${args.length}\r\n${args.map((arg) => `$${Buffer.byteLength(arg)}\r\n${arg}\r\n`).join('')}`,
      );
    });
  try {
    if (parsed.password) {
      const user = decodeURIComponent(parsed.username);
      const password = decodeURIComponent(parsed.password);
      await (user ? command('AUTH', user, password) : command('AUTH', password));
    }
    const db = parsed.pathname.replace('/', '');
    if (db) await command('SELECT', db);
    return await work(command);
  } finally {
    socket.destroy();
  }
}

async function serverKeys(url: string): Promise<Set<string>> {
  return withRedis(url, async (command) => {
    const keys = new Set<string>();
    let cursor = '0';
    do {
      const [next, batch] = (await command(
        'SCAN',
        cursor,
        'MATCH',
        `${SERVER_PREFIX}*`,
        'COUNT',
        '1000',
      )) as [string, string[]];
      for (const key of batch) keys.add(key);
      cursor = next;
    } while (cursor !== '0');
    return keys;
  });
}

/**
 * Notes the server's keys in Redis now; the answer deletes the ones that appeared since, so a
 * run leaves nothing behind (a sign-in throttle counted against 127.0.0.1 would otherwise refuse
 * the next case's sign-in for a day). The server has no per-run key prefix to isolate it.
 */
export async function redisCleanup(url: string): Promise<() => Promise<void>> {
  const before = await serverKeys(url);
  return async () => {
    const added = [...(await serverKeys(url))].filter((key) => !before.has(key));
    if (added.length === 0) return;
    await withRedis(url, async (command) => {
      for (let i = 0; i < added.length; i += 500) await command('DEL', ...added.slice(i, i + 500));
    });
  };
}
