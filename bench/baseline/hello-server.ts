// The yardstick: a bare Fastify route answering {"hello":"world"}. Every throughput case
// measures it in the same run, the same way, and reports our figure as a ratio of it: absolute
// figures drift on a shared machine, the ratio is what we compare over time.
import Fastify from 'fastify';
import type { AddressInfo } from 'node:net';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port: 0 });
console.log(`listening ${(app.server.address() as AddressInfo).port}`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
