import Fastify from 'fastify';

/** The baseline: Fastify with nothing of ours, answering what the maintenance check answers. */
const app = Fastify({ logger: false });
app.get('/bare', async () => ({ maintenance: false }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
process.stdout.write('ready\n');
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
