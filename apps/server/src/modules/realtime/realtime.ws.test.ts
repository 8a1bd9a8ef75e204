import { REALTIME_CLOSE, REALTIME_PATH } from '@quizarena/contracts';
import { describe, expect, it } from 'vitest';
import { signUp } from '../../test/auth-helpers';
import { captureLog } from '../../test/log-capture';
import {
  listeningSuiteApp,
  openSocket,
  refusedHandshake,
  ticketFor,
} from '../../test/socket-helpers';
import { socketOrigins } from './realtime.ws';

describe('an oversize frame', () => {
  const log = captureLog();
  const suite = listeningSuiteApp({ logger: { level: 'info', stream: log.stream } });

  it('closes the socket with 1009 and logs no error and no stack', async () => {
    const player = await signUp(suite.app);
    const socket = await openSocket(suite.app, suite.host, player.headers);
    const before = log.lines.length;
    socket.send('x'.repeat(70 * 1024));
    expect((await socket.closed).code).toBe(REALTIME_CLOSE.messageTooBig);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const after = log.lines.slice(before);
    expect(after.filter((line) => Number(line.level) >= 40)).toEqual([]);
    expect(log.text()).not.toContain('Max payload size exceeded');
    expect(after).toContainEqual(
      expect.objectContaining({ wsError: 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH' }),
    );
  });
});

describe('loopback origins in development', () => {
  // buildTestApp's PUBLIC_URL is http://localhost:3000 and NODE_ENV is test.
  const suite = listeningSuiteApp();
  const url = (ticket: string) => `ws://${suite.host}${REALTIME_PATH}?ticket=${ticket}`;

  it('lets a page at 127.0.0.1 or [::1] open the socket when PUBLIC_URL says localhost', async () => {
    const player = await signUp(suite.app);
    for (const origin of ['http://127.0.0.1:3000', 'http://[::1]:3000', 'http://localhost:3000']) {
      const socket = await openSocket(suite.app, suite.host, player.headers, { origin });
      socket.ws.close();
    }
    // Another port or scheme is another origin.
    for (const origin of ['http://127.0.0.1:3001', 'https://127.0.0.1:3000']) {
      const ticket = await ticketFor(suite.app, player.headers);
      expect((await refusedHandshake(url(ticket), { origin })).status, origin).toBe(403);
    }
  });

  it('aliases loopback origins only outside production', () => {
    expect(socketOrigins('http://localhost:3000', ['http://localhost:5173'], false)).toEqual([
      'http://localhost:3000',
      'http://localhost:5173',
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
      'http://127.0.0.1:5173',
      'http://[::1]:5173',
    ]);
    expect(socketOrigins('http://localhost:3000', [], true)).toEqual(['http://localhost:3000']);
    expect(socketOrigins('https://quiz.example.com', [], false)).toEqual([
      'https://quiz.example.com',
    ]);
  });
});
