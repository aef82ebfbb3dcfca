/**
 * The load bench's balancer: one port in front of several API instances, each request to the next
 * instance in turn, as a round-robin load balancer without sticky sessions would. node:http only, in its
 * own process so it takes CPU the way a real balancer would and not from the load generator.
 *
 * Bodies are piped, never buffered, so an event stream passes each event through as it comes. Every
 * answer carries `x-upstream: <instance name>`, which the bench reads to know where a stream is open.
 * UPSTREAMS=a=http://127.0.0.1:3001,b=http://127.0.0.1:3002; PORT and HOST as for the server.
 */
import http from 'node:http';

const upstreams = (process.env.UPSTREAMS ?? '').split(',').map((pair) => {
  const [name, base] = pair.split('=');
  return { name: name!, url: new URL(base!) };
});
if (!upstreams.length || upstreams.some((upstream) => !upstream.name)) {
  console.error('UPSTREAMS must name at least one instance: name=http://host:port,...');
  process.exit(1);
}

// Kept-alive connections to the instances, as many as the clients may need at once. An idle one is closed
// after 30 s, before the server's own keep-alive timeout (Fastify: 72 s) can close it just as a request is
// sent on it, which would answer that request with a 502.
const agent = new http.Agent({ keepAlive: true, maxSockets: 1024, timeout: 30_000 });
let next = 0;
let failures = 0;

const server = http.createServer((request, response) => {
  const upstream = upstreams[next]!;
  next = (next + 1) % upstreams.length;
  const forwarded = http.request(
    {
      agent,
      host: upstream.url.hostname,
      port: upstream.url.port,
      method: request.method,
      path: request.url,
      headers: request.headers,
    },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-upstream': upstream.name });
      answer.pipe(response);
    },
  );
  forwarded.on('error', (error) => {
    failures += 1;
    if (failures <= 10) console.error(`upstream ${upstream.name}: ${error.message}`);
    if (!response.headersSent) {
      response.writeHead(502, { 'content-type': 'application/json', 'x-upstream': upstream.name });
      response.end(JSON.stringify({ message: 'Bad gateway' }));
    } else response.destroy();
  });
  // A client that goes away (a closed event stream) releases its upstream request too.
  response.on('close', () => {
    if (!response.writableFinished) forwarded.destroy();
  });
  request.pipe(forwarded);
});
server.keepAliveTimeout = 65_000;

process.once('SIGTERM', () => {
  if (failures) console.error(`${failures} upstream failures`);
  server.closeAllConnections();
  server.close(() => process.exit(0));
});
server.listen(Number(process.env.PORT), process.env.HOST ?? '127.0.0.1');
